import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sharedSecret } from '../../db/settings';

// Signed upload URLs for the disk driver: /api/objects/upload/<id>?expires=..&signature=..
// The signature (HMAC-SHA256 with a secret kept in the shared database, so every app process
// accepts every process's URLs) covers the id and the expiry, so neither can be changed.

export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
const SECRET_KEY = 'upload_url_secret';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Files wait under incoming/ until an admin registers them; the app never serves them from there. */
export const incomingKey = (id: string) => `incoming/${id}`;
export const isUploadId = (id: string) => UUID.test(id);
export const newUploadId = () => randomUUID();

const secrets = new WeakMap<FastifyInstance, Promise<Buffer>>();

async function loadSecret(app: FastifyInstance): Promise<Buffer> {
  return Buffer.from(await sharedSecret(app.db, SECRET_KEY), 'base64url');
}

function secretOf(app: FastifyInstance): Promise<Buffer> {
  let secret = secrets.get(app);
  if (!secret) {
    secret = loadSecret(app);
    secret.catch(() => secrets.delete(app));
    secrets.set(app, secret);
  }
  return secret;
}

const sign = (secret: Buffer, id: string, expires: number) =>
  createHmac('sha256', secret).update(`PUT\n${id}\n${expires}`).digest();

export async function signedUploadUrl(app: FastifyInstance, id: string, now = Date.now()): Promise<string> {
  const expires = Math.floor(now / 1000) + UPLOAD_URL_TTL_SECONDS;
  const signature = sign(await secretOf(app), id, expires).toString('base64url');
  return `/api/objects/upload/${id}?expires=${expires}&signature=${signature}`;
}

export type UrlCheck = 'ok' | 'invalid' | 'expired';

export async function checkUploadUrl(
  app: FastifyInstance,
  id: string,
  expires: number,
  signature: string,
  now = Date.now(),
): Promise<UrlCheck> {
  if (!isUploadId(id)) return 'invalid';
  const expected = sign(await secretOf(app), id, expires);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return expires * 1000 < now ? 'expired' : 'ok';
}
