import type { Readable } from 'node:stream';

/** Where uploaded files live: local disk in embedded mode, an S3 bucket in production. */
export interface ObjectStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  has(key: string): Promise<boolean>;
  /** Size and type without the bytes; null when there is no such object. */
  head(key: string): Promise<{ size: number; contentType: string } | null>;
  /** The whole object in memory, or null when it is missing or larger than maxBytes. */
  read(key: string, maxBytes: number): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /**
   * Bucket drivers only: a presigned URL the browser PUTs a file to directly. Without it, the app
   * receives uploads itself at a signed URL of its own (features/uploads).
   */
  presignPut?(key: string, expiresInSeconds: number): Promise<string>;
  /** The origin browsers send uploads to, when it is not this site (for the CSP's connect-src). */
  uploadOrigin?: string;
}

export interface StoredObject {
  body: Readable;
  size: number;
  contentType: string;
}

/** Object keys are plain relative paths: letters, digits, dot, dash, underscore and slashes. */
export function isSafeObjectKey(key: string): boolean {
  return /^[a-zA-Z0-9][a-zA-Z0-9._-]*(\/[a-zA-Z0-9][a-zA-Z0-9._-]*)*$/.test(key) && !key.includes('..');
}

const contentTypes: Record<string, string> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
};

export function contentTypeFor(key: string): string {
  const ext = key.split('.').pop()?.toLowerCase() ?? '';
  return contentTypes[ext] ?? 'application/octet-stream';
}
