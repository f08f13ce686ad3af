import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../src/server/db/schema';
import { DISCARD_UNREGISTERED_UPLOAD } from '../src/server/features/uploads/upload-jobs';
import { incomingKey } from '../src/server/features/uploads/upload-url';
import { buildWithAdmin } from './helpers/admin';
import { uploadSteps } from './helpers/uploads';

// A file sent to an upload URL but never registered (a form closed half-way) does not stay for
// ever: a job removes it an hour after its upload URL has expired.

const { app, admin } = await buildWithAdmin();
const { upload, register } = uploadSteps(app, admin);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const idOf = (uploadURL: string) => uploadURL.split('/').pop() as string;

/** Moves the clean-up jobs' time forward to now, as if the hour had passed, and runs them. */
async function anHourAfterTheLinksExpired() {
  await app.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.kind, DISCARD_UNREGISTERED_UPLOAD));
  await app.jobs.drain();
}

describe('an upload nobody registered', () => {
  it('is removed once its upload link has long expired, and a registered one is left alone', async () => {
    const forgotten = await upload(pdf, 'application/pdf');
    const kept = await upload(pdf, 'application/pdf');
    const registered = await register(kept, 'pitch-deck');
    expect(registered.statusCode).toBe(200);
    expect(await app.storage.has(incomingKey(idOf(forgotten)))).toBe(true);

    const planned = await app.db.select().from(jobs).where(eq(jobs.kind, DISCARD_UNREGISTERED_UPLOAD));
    expect(planned).toHaveLength(2);
    // Not before the link has expired and an hour has passed.
    for (const job of planned) expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 74 * 60_000);
    await app.jobs.drain();
    expect(await app.storage.has(incomingKey(idOf(forgotten)))).toBe(true);

    await anHourAfterTheLinksExpired();
    expect(await app.storage.has(incomingKey(idOf(forgotten)))).toBe(false);
    expect(await app.db.select().from(jobs).where(eq(jobs.kind, DISCARD_UNREGISTERED_UPLOAD))).toEqual([]);
    expect((await app.inject({ url: registered.json().objectPath })).statusCode).toBe(200);
  });
});
