import { describe, expect, it } from 'vitest';
import { buildContactMessage, buildPaidMember } from '../src/server/db/factories';
import { contactMessages, paidMembers } from '../src/server/db/schema';
import type { ContactMessage } from '../src/shared/contact-messages';
import type { PaidMember } from '../src/shared/membership';
import { buildWithAdmin } from './helpers/admin';

const { app, admin } = await buildWithAdmin();

describe('paid members and form submissions, read only', () => {
  it('answers empty lists before anyone has paid or written', async () => {
    expect((await admin({ method: 'GET', url: '/api/admin/paid-members' })).json()).toEqual([]);
    expect((await admin({ method: 'GET', url: '/api/admin/contact-messages' })).json()).toEqual([]);
  });

  it('lists paid members newest first, amounts in cents, with each one’s status', async () => {
    await app.db.insert(paidMembers).values([
      buildPaidMember({
        name: 'Gone Fan',
        status: 'canceled',
        createdAt: new Date('2025-12-02T12:00:00Z'),
      }),
      buildPaidMember({ name: 'Early Bird', createdAt: new Date('2026-01-02T12:00:00Z') }),
      buildPaidMember({
        name: 'Big Spender',
        email: 'big@example.com',
        membershipTier: 'inner_circle',
        amount: 5000,
        status: 'past_due',
        createdAt: new Date('2026-02-02T12:00:00Z'),
      }),
    ]);
    const list = (await admin({ method: 'GET', url: '/api/admin/paid-members' })).json<PaidMember[]>();
    expect(list.map((m) => [m.name, m.membershipTier, m.amount, m.status])).toEqual([
      ['Big Spender', 'inner_circle', 5000, 'past_due'],
      ['Early Bird', 'premium', 2000, 'active'],
      ['Gone Fan', 'premium', 2000, 'canceled'],
    ]);
    expect(list[0].createdAt).toBe('2026-02-02T12:00:00.000Z');
  });

  it('downloads paid members as CSV with tier labels, dollars and whether each is active, past due or canceled', async () => {
    const csv = await admin({ method: 'GET', url: '/api/admin/paid-members.csv' });
    expect(csv.headers['content-disposition']).toBe('attachment; filename="paid-members.csv"');
    expect(csv.body.split('\r\n')).toEqual([
      '\ufeffName,Email,Tier,Amount,Status,Joined (Miami)',
      'Big Spender,big@example.com,Inner Circle,$50.00,Past due,2026-02-02 07:00',
      'Early Bird,fan@example.com,Premium Fan,$20.00,Active,2026-01-02 07:00',
      'Gone Fan,fan@example.com,Premium Fan,$20.00,Canceled,2025-12-02 07:00',
      '',
    ]);
  });

  it('lists form submissions newest first and downloads them as CSV, quotes and line breaks intact', async () => {
    await app.db.insert(contactMessages).values([
      buildContactMessage({ createdAt: new Date('2026-03-01T12:00:00Z') }),
      buildContactMessage({
        name: 'Sam',
        email: 'sam@example.com',
        interest: null,
        message: 'Two lines,\n"quoted"',
        createdAt: new Date('2026-03-05T12:00:00Z'),
      }),
    ]);
    const list = (await admin({ method: 'GET', url: '/api/admin/contact-messages' })).json<
      ContactMessage[]
    >();
    expect(list.map((m) => [m.name, m.interest])).toEqual([
      ['Sam', null],
      ['Jordan Lee', 'general'],
    ]);
    const csv = await admin({ method: 'GET', url: '/api/admin/contact-messages.csv' });
    expect(csv.body).toContain('Sam,sam@example.com,,2026-03-05 07:00,"Two lines,\n""quoted"""\r\n');
  });
});
