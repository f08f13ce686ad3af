import type { ErrorCode } from '../../shared/error-codes';

/**
 * The one error of a failed API call: the HTTP status, the message to show (the server's
 * `{ message }`, else its text, else the status text), the body's `code` (src/shared/error-codes.ts;
 * null when the body has none) and the parsed body. Code compares the code, never the message. A
 * network failure is not an ApiError: `statusOf` answers null for it.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string | null;

  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    const code = body !== null && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
    this.code = typeof code === 'string' ? code : null;
  }

  /** The error of a response that is not OK, read from its body. */
  static async of(response: Response): Promise<ApiError> {
    const text = await response.text().catch(() => '');
    let body: unknown = text || null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's HTML page, plain text): the text itself is the body.
    }
    const message =
      body !== null && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string'
        ? (body as { message: string }).message
        : text || response.statusText || `Request failed with status ${response.status}`;
    return new ApiError(response.status, message, body);
  }
}

/** The HTTP status of a failed call, or null when the server was never reached. */
export const statusOf = (error: unknown): number | null => (error instanceof ApiError ? error.status : null);

/**
 * Whether an error carries this code (src/shared/error-codes.ts): an ApiError in the browser, or
 * the server's own error while it renders a page.
 */
export const hasCode = (error: unknown, code: ErrorCode): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
