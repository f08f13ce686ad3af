import type { RegisteredUpload, UploadKind, UploadUrlAnswer } from '../../../../shared/uploads';
import { adminJson } from '../admin-request';

// The upload widget's two calls: where to send the file, and registering it once it is there.

/** A presigned PUT address for one file (our disk endpoint or a bucket). */
export function requestUploadUrl(): Promise<UploadUrlAnswer> {
  return adminJson<UploadUrlAnswer>('POST', '/api/objects/upload');
}

/** Checks the uploaded file (type, size) and answers the path it is served under. */
export function registerUpload(input: {
  imageURL: string | undefined;
  kind: UploadKind;
}): Promise<RegisteredUpload> {
  return adminJson<RegisteredUpload>('POST', '/api/admin/product-images', input);
}
