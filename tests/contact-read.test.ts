import { describe, expect, it } from 'vitest';
import { buildContactMessage } from '../src/server/db/factories';
import { contactMessages } from '../src/server/db/schema';
import type { ContactMessage } from '../src/shared/contact-messages';
import { bearer, buildWithAdmin } from './helpers/admin';

const { app, admin, token } = await buildWithAdmin();

const mark = (id: number | string, payload: unknown, headers: Record<string, string> = bearer(token)) =>
  app.inject({
    method: 'PATCH',
    url: `/api/admin/contact-messages/${id}`,
    payload: payload as object,
    headers,
  });
const list = async () =>
  (await admin({ method: 'GET', url: '/api/admin/contact-messages' })).json<ContactMessage[]>();

describe('form submissions read and unread', () => {
  it('arrive unread, are marked read and unread again, and the list says which', async () => {
    const [first] = await app.db
      .insert(contactMessages)
      .values([
        buildContactMessage({ name: 'Jordan Lee', createdAt: new Date('2026-03-01T12:00:00Z') }),
        buildContactMessage({ name: 'Sam', createdAt: new Date('2026-03-05T12:00:00Z') }),
      ])
      .returning({ id: contactMessages.id });
    expect((await list()).map((m) => [m.name, m.readAt])).toEqual([
      ['Sam', null],
      ['Jordan Lee', null],
    ]);

    const read = await mark(first.id, { read: true });
    expect(read.statusCode, read.body).toBe(200);
    const readAt = read.json<ContactMessage>().readAt;
    expect(readAt).toEqual(expect.any(String));
    expect(Math.abs(Date.parse(readAt as string) - Date.now())).toBeLessThan(60_000);

    // Read again, it keeps the time it was first read.
    expect((await mark(first.id, { read: true })).json<ContactMessage>().readAt).toBe(readAt);
    expect((await list()).map((m) => [m.name, m.readAt])).toEqual([
      ['Sam', null],
      ['Jordan Lee', readAt],
    ]);

    const unread = await mark(first.id, { read: false });
    expect(unread.statusCode).toBe(200);
    expect(unread.json<ContactMessage>()).toMatchObject({ id: first.id, name: 'Jordan Lee', readAt: null });
    expect((await list()).every((m) => m.readAt === null)).toBe(true);
  });

  it('answers 404 for a submission that does not exist', async () => {
    const response = await mark(2_000_000, { read: true });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Message not found');
  });

  it.each([
    ['no body', undefined],
    ['a read that is not true or false', { read: 'yes' }],
    ['another field', { read: true, name: 'Changed' }],
  ])('refuses %s with a 400 and changes nothing', async (_label, payload) => {
    const [row] = await app.db
      .insert(contactMessages)
      .values(buildContactMessage({ name: 'Untouched' }))
      .returning();
    const response = await mark(row.id, payload);
    expect(response.statusCode).toBe(400);
    const [after] = (await list()).filter((m) => m.id === row.id);
    expect(after).toMatchObject({ name: 'Untouched', readAt: null });
  });

  it('is for staff only: without a session it is 401 and the message stays unread', async () => {
    const [row] = await app.db.insert(contactMessages).values(buildContactMessage()).returning();
    expect((await mark(row.id, { read: true }, {})).statusCode).toBe(401);
    const [after] = (await list()).filter((m) => m.id === row.id);
    expect(after.readAt).toBeNull();
  });
});
