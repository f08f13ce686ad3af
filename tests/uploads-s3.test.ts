import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { RegisteredUpload } from '../src/shared/uploads';
import { buildWithAdmin } from './helpers/admin';

// The S3 driver against a real S3-compatible server on this machine: presigned PUTs from the
// "browser" (fetch), then the app reads, checks and serves the objects from the bucket.

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'mesc-s3rver-'));
const s3rver = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: 'mesc-test' }],
});
const { port } = await s3rver.run();
const endpoint = `http://127.0.0.1:${port}`;
afterAll(async () => {
  await s3rver.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

const { app, admin } = await buildWithAdmin({
  env: {
    S3_BUCKET: 'mesc-test',
    S3_REGION: 'us-east-1',
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  },
});

async function uploadToBucket(bytes: Buffer, contentType: string) {
  const { uploadURL } = (await admin({ method: 'POST', url: '/api/objects/upload' })).json<{
    uploadURL: string;
  }>();
  const put = await fetch(uploadURL, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'content-type': contentType },
  });
  expect(put.status, await put.text()).toBe(200);
  return uploadURL.split('?')[0];
}

describe('uploads to an S3 bucket', () => {
  it('hands out a presigned PUT to the bucket, short-lived, for a key under incoming/', async () => {
    const { uploadURL } = (await admin({ method: 'POST', url: '/api/objects/upload' })).json<{
      uploadURL: string;
    }>();
    const url = new URL(uploadURL);
    expect(url.origin).toBe(endpoint);
    expect(url.pathname).toMatch(/^\/mesc-test\/incoming\/[0-9a-f-]{36}$/);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Signature')).toBeTruthy();
  });

  it('registers a picture sent to the bucket, and the site serves its WebP copies from there', async () => {
    const jpeg = await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#00f5c4' } })
      .jpeg()
      .toBuffer();
    const answer = await admin({
      method: 'POST',
      url: '/api/admin/product-images',
      payload: { imageURL: await uploadToBucket(jpeg, 'image/jpeg') },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const image = answer.json<RegisteredUpload>();
    expect(image.objectPath).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}\/1000x500\.webp$/);
    const served = await app.inject({ url: image.objectPath });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1000);
    expect((await app.inject({ url: image.objectPath.replace('1000x500', 'w800') })).statusCode).toBe(200);
  });

  it('refuses a renamed non-picture from the bucket and removes it there', async () => {
    const imageURL = await uploadToBucket(Buffer.from('just some text'), 'image/png');
    const answer = await admin({ method: 'POST', url: '/api/admin/product-images', payload: { imageURL } });
    expect(answer.statusCode).toBe(415);
    const key = new URL(imageURL).pathname.replace('/mesc-test/', '');
    expect(await app.storage.has(key)).toBe(false);
  });

  it('lets pages send uploads to the bucket: its origin is in the connect-src of the CSP', async () => {
    const page = await app.inject({ url: '/admin/dashboard' });
    expect(page.headers['content-security-policy']).toContain(`connect-src 'self' ${endpoint}`);
  });

  it('answers 404 for an object the bucket does not have', async () => {
    expect((await app.inject({ url: '/objects/uploads/nothing/here.webp' })).statusCode).toBe(404);
  });
});
