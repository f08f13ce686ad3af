// Which parts of an address are secrets the log must not keep (docs/architecture.md#logs).
//
// A ticket's code, a waitlist place's code, an upload's signature and an unsubscribe link's token
// are each the whole permission to act: whoever reads them in a log could open the ticket, leave
// the waitlist or upload a file. Every route whose address carries one names it here, by the
// route's own pattern (Fastify's `request.routeOptions.url`); the request log writes
// `[redacted]` in its place. Every other path parameter must be one of `publicPathParams`, or the
// app refuses to start (`requireDeclaredParams` in log-redaction.ts): a new route cannot forget.

/** Route pattern -> the names of its path (`:code`) and query (`?token=`) parameters that are secret. */
export const secretsByRoute: Readonly<Record<string, readonly string[]>> = {
  '/tickets/:code': ['code'],
  '/tickets/:code/cancel': ['code'],
  '/api/tickets/:code': ['code'],
  '/api/tickets/:code/cancel': ['code'],
  '/api/waitlist/:code': ['code'],
  '/api/waitlist/:code/leave': ['code'],
  '/api/waitlist/:code/claim': ['code'],
  '/api/waitlist/:code/confirm': ['code'],
  '/api/objects/upload/:id': ['signature'],
  // What the door types: a ticket's full code or its door code (or a guest's name or e-mail).
  '/api/door/search': ['q'],
  '/newsletter/unsubscribe': ['token', 'email'],
  '/api/newsletter/unsubscribe': ['token', 'email'],
};

/**
 * Path parameters that are no secret: `id` is a row's number (staff see it in the dashboard; an
 * upload's id becomes its public file name) and `event` an event's public address.
 */
export const publicPathParams: ReadonlySet<string> = new Set(['id', 'event']);

/**
 * Query parameters blanked on every address, whatever route answers (or none): the table's own
 * query secrets, a payment provider's client secret on the way back from paying
 * (`payment_intent_client_secret`), a bucket's presigned URL should one ever reach the app, a
 * password or e-mail a form would carry were it ever sent as a GET, and the name and e-mail the
 * checkout's return address carries (personal data, not the log's).
 */
export const secretQueryParams: ReadonlySet<string> = new Set([
  'token',
  'signature',
  'password',
  'email',
  'name',
  'payment_intent_client_secret',
  'setup_intent_client_secret',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
]);
