import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { incomingKey, isUploadId, UPLOAD_URL_TTL_SECONDS } from './upload-url';

// A file sent to an upload URL waits under incoming/ until staff register it (product images,
// logos, the pitch deck). One that is never registered (a form closed half-way, a browser that
// went away) would stay for ever: each upload URL comes with a job that removes its file, if it
// is still there, an hour after the URL has expired.

export const DISCARD_UNREGISTERED_UPLOAD = 'uploads.discard-unregistered';
const GRACE_MS = 60 * 60_000;

export function registerUploadJobs(app: FastifyInstance): void {
  app.jobs.register(DISCARD_UNREGISTERED_UPLOAD, {
    async run(payload) {
      const id = String(payload.id);
      if (!isUploadId(id)) return;
      const key = incomingKey(id);
      if (await app.storage.has(key)) {
        await app.storage.delete(key);
        app.log.info({ key }, 'removed an upload that was never registered');
      }
    },
  });
}

/** Plans the removal of upload `id`'s file, should it never be registered. */
export function discardIfUnregistered(app: FastifyInstance, db: Executor, id: string, now = Date.now()) {
  return app.jobs.enqueue(db, {
    kind: DISCARD_UNREGISTERED_UPLOAD,
    payload: { id },
    runAt: new Date(now + UPLOAD_URL_TTL_SECONDS * 1000 + GRACE_MS),
    maxAttempts: 5,
  });
}
