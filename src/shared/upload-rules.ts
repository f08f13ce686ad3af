// What an upload may be (its kinds) and what an image or file field may hold, in a module that
// imports nothing: uploads-schema.ts checks fields against it and uploads.ts takes its types from
// uploads-schema.ts, so the two never import each other.

/** "/objects/<key>" where the key is a plain relative path (no "..", no backslash, no "//"). */
export const OBJECT_PATH_PATTERN = /^\/objects\/[a-zA-Z0-9][a-zA-Z0-9._-]*(\/[a-zA-Z0-9][a-zA-Z0-9._-]*)*$/;

export function isObjectPath(value: string): boolean {
  return OBJECT_PATH_PATTERN.test(value) && !value.includes('..');
}

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const { protocol, hostname } = new URL(value);
    return (protocol === 'http:' || protocol === 'https:') && hostname !== '';
  } catch {
    return false;
  }
}

/** What an uploaded file is for: pictures (logos, products, events) or the sponsor pitch deck. */
export const UPLOAD_KINDS = ['image', 'pitch-deck'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
