import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { buildWithAdmin } from './admin';

type Admin = Awaited<ReturnType<typeof buildWithAdmin>>['admin'];

/** What the upload widget does with the disk driver: ask for an upload URL, PUT the bytes, then register. */
export function uploadSteps(app: FastifyInstance, admin: Admin) {
  /** Answers the uploadURL without its query, as the widget keeps it. */
  async function upload(bytes: Buffer, contentType = 'image/png'): Promise<string> {
    const asked = await admin({ method: 'POST', url: '/api/objects/upload' });
    expect(asked.statusCode).toBe(200);
    const { uploadURL } = asked.json<{ uploadURL: string }>();
    const put = await app.inject({
      method: 'PUT',
      url: uploadURL,
      payload: bytes,
      headers: { 'content-type': contentType },
    });
    expect(put.statusCode, put.body).toBe(200);
    return uploadURL.split('?')[0];
  }

  const register = (imageURL: string, kind?: 'image' | 'pitch-deck') =>
    admin({ method: 'POST', url: '/api/admin/product-images', payload: { imageURL, kind } });

  return { upload, register };
}
