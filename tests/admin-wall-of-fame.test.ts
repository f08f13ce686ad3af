import { describe, expect, it } from 'vitest';
import type { WallOfFameMember } from '../src/shared/wall-of-fame';
import { buildWithAdmin } from './helpers/admin';

const { app, admin } = await buildWithAdmin();

const publicMembers = async () => (await app.inject({ url: '/api/wall-of-fame' })).json<WallOfFameMember[]>();

describe('admin wall of fame', () => {
  it('adds, updates and removes a member, and the public wall follows each change', async () => {
    expect(await publicMembers()).toEqual([]);
    const added = await admin({
      method: 'POST',
      url: '/api/admin/wall-of-fame',
      payload: { name: ' Marisol Vega ', joinedDate: '2025-02-14' },
    });
    expect(added.statusCode).toBe(201);
    const member = added.json<WallOfFameMember>();
    expect(member).toEqual({
      id: member.id,
      name: 'Marisol Vega',
      membershipTier: 'free',
      joinedDate: '2025-02-14',
      photoUrl: null,
      citation: null,
    });
    expect(await publicMembers()).toEqual([member]);

    // An ISO date-time keeps the date written in it, whatever the server's zone.
    const updated = await admin({
      method: 'PUT',
      url: `/api/admin/wall-of-fame/${member.id}`,
      payload: {
        name: 'Marisol Vega',
        membershipTier: 'inner_circle',
        joinedDate: '2024-12-31T00:00:00.000Z',
      },
    });
    expect(updated.json()).toMatchObject({ membershipTier: 'inner_circle', joinedDate: '2024-12-31' });
    expect((await publicMembers())[0].membershipTier).toBe('inner_circle');

    const removed = await admin({ method: 'DELETE', url: `/api/admin/wall-of-fame/${member.id}` });
    expect(removed.json()).toEqual({ message: 'The member has been removed from the Wall of Fame' });
    expect(await publicMembers()).toEqual([]);
    expect((await admin({ method: 'DELETE', url: `/api/admin/wall-of-fame/${member.id}` })).statusCode).toBe(
      404,
    );
  });

  it('keeps an optional photo and a line on why the member is there, and refuses a script address or a long line', async () => {
    const added = await admin({
      method: 'POST',
      url: '/api/admin/wall-of-fame',
      payload: {
        name: 'Ramon Ortiz',
        joinedDate: '2019-05-01',
        photoUrl: '/objects/uploads/0b8a6f3e-8c36-4f0e-9a53-2f0c1b7a9d11/ramon.webp',
        citation: '  Twenty years of Heat season tickets  ',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      photoUrl: '/objects/uploads/0b8a6f3e-8c36-4f0e-9a53-2f0c1b7a9d11/ramon.webp',
      citation: 'Twenty years of Heat season tickets',
    });
    expect((await publicMembers()).find((m) => m.name === 'Ramon Ortiz')?.citation).toBe(
      'Twenty years of Heat season tickets',
    );
    const page = await app.inject({ url: '/wall-of-fame' });
    expect(page.body).toContain('Twenty years of Heat season tickets');

    for (const payload of [
      { photoUrl: 'javascript:alert(1)' },
      { citation: 'x'.repeat(141) },
      { citation: 'two\nlines' },
    ]) {
      const refused = await admin({
        method: 'POST',
        url: '/api/admin/wall-of-fame',
        payload: { name: 'Nope', joinedDate: '2020-01-01', ...payload },
      });
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    await admin({ method: 'DELETE', url: `/api/admin/wall-of-fame/${added.json().id}` });
  });

  it('requires a name, a known tier and a real joined date', async () => {
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ name: '' }, /name: Name is required/],
      [{ membershipTier: 'gold' }, /membershipTier/],
      [{ joinedDate: '' }, /joinedDate: Joined date is required/],
      [{ joinedDate: '2025-02-30' }, /joinedDate: Joined date is not a real date/],
      [{ joinedDate: 'yesterday' }, /joinedDate/],
    ];
    for (const [change, message] of bad) {
      const response = await admin({
        method: 'POST',
        url: '/api/admin/wall-of-fame',
        payload: { name: 'Leo', membershipTier: 'premium', joinedDate: '2025-01-01', ...change },
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const missing = await admin({
      method: 'PUT',
      url: '/api/admin/wall-of-fame/5555',
      payload: { name: 'Leo', joinedDate: '2025-01-01' },
    });
    expect(missing.statusCode).toBe(404);
  });
});
