import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../src/server/app';
import { events, rsvps, tickets, waitlistEntries } from '../src/server/db/schema';
import { seedDemoContent } from '../src/server/db/seed';
import type { Event } from '../src/shared/events';
import type { MemberListAnswer } from '../src/shared/member-admin';
import type { Sponsor } from '../src/shared/sponsors';
import type { Product } from '../src/shared/store';
import type { WallOfFameMember } from '../src/shared/wall-of-fame';
import { buildWithAdmin } from './helpers/admin';

const { app, admin } = await buildWithAdmin({ seed: true });
const get = async <T>(url: string) => (await app.inject({ url })).json<T>();

describe('the demo club of a first start', () => {
  it('has at least 10 events over the next 8 weeks in every category', async () => {
    const events = await get<Event[]>('/api/events');
    const now = Date.now();
    const upcoming = events.filter((e) => {
      const t = Date.parse(e.date);
      return t > now && t < now + 56 * 86_400_000;
    });
    expect(upcoming.length).toBeGreaterThanOrEqual(10);
    expect(new Set(upcoming.map((e) => e.category))).toEqual(
      new Set(['NBA', 'NFL', 'UFC', 'Poker', 'Dominoes', 'VIP']),
    );
    expect(upcoming.some((e) => e.price === 0)).toBe(true);
    expect(upcoming.some((e) => e.price > 0)).toBe(true);
    expect(upcoming.some((e) => e.maxAttendees != null && e.currentAttendees >= e.maxAttendees)).toBe(true);
    expect(upcoming.some((e) => e.membershipRequired !== 'free' && e.price === 0)).toBe(true);
  });

  it('has a row behind every seat it counts, and a refund on its full night offers the seat to the first in line', async () => {
    const all = await app.db.select().from(events);
    for (const event of all) {
      const valid = await app.db
        .select()
        .from(tickets)
        .where(and(eq(tickets.eventId, event.id), eq(tickets.status, 'valid')));
      expect(valid.length, event.title).toBe(event.currentAttendees);
      if (event.price === 0) {
        const going = await app.db.select().from(rsvps).where(eq(rsvps.eventId, event.id));
        expect(going.length, event.title).toBe(event.currentAttendees);
      }
    }

    const full = all.find(
      (e) => e.price > 0 && e.maxAttendees != null && e.currentAttendees >= e.maxAttendees,
    );
    if (!full) throw new Error('the demo has no full priced night');
    const [first] = await app.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.eventId, full.id))
      .orderBy(asc(waitlistEntries.id))
      .limit(1);
    const [ticket] = await app.db.select().from(tickets).where(eq(tickets.eventId, full.id)).limit(1);
    const refunded = await admin({
      method: 'POST',
      url: `/api/admin/tickets/${ticket.id}/refund`,
      payload: { reason: 'Asked for by the guest' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().status).toBe('refunded');
    const [offered] = await app.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, first.id));
    expect(offered.status).toBe('offered');
  });

  it('has products in all four store categories with sizes, colours, flags and images', async () => {
    const products = await get<Product[]>('/api/store/products');
    expect(products.length).toBeGreaterThanOrEqual(8);
    expect(new Set(products.map((p) => p.category))).toEqual(
      new Set(['Apparel', 'Accessories', 'Drinkware', 'Collectibles']),
    );
    expect(products.some((p) => p.sizes.length > 0 && p.colors.length > 0)).toBe(true);
    for (const flag of ['bestseller', 'memberOnly', 'newItem'] as const) {
      expect(products.some((p) => p[flag])).toBe(true);
    }
    expect(products.filter((p) => p.images.length > 0).length).toBeGreaterThanOrEqual(8);
  });

  it('has six active sponsors with logos and keeps the inactive one off the public list', async () => {
    const sponsors = await get<Sponsor[]>('/api/sponsors');
    expect(sponsors.length).toBeGreaterThanOrEqual(6);
    expect(sponsors.every((s) => s.logoUrl.startsWith('/objects/'))).toBe(true);
  });

  it('has wall-of-fame members in all three tiers', async () => {
    const members = await get<WallOfFameMember[]>('/api/wall-of-fame');
    expect(members.length).toBeGreaterThanOrEqual(9);
    expect(new Set(members.map((m) => m.membershipTier))).toEqual(
      new Set(['free', 'premium', 'inner_circle']),
    );
  });

  it('has free members for the dashboard, one still to confirm the address, and no paid member', async () => {
    const { members, counts } = (
      await admin({ method: 'GET', url: '/api/admin/members' })
    ).json<MemberListAnswer>();
    expect(members.map((m) => m.name)).toEqual([
      'Jess Whitfield',
      'Zoë Castellanos',
      'Omar Haddad',
      'Camila Reyes',
    ]);
    expect(counts).toEqual({
      byTier: { free: 4, premium: 0, inner_circle: 0 },
      byStatus: { pending: 1, active: 3, past_due: 0, canceled: 0 },
      total: 4,
    });
    expect((await admin({ method: 'GET', url: '/api/admin/paid-members' })).json()).toEqual([]);
  });

  it('serves every seeded image itself', async () => {
    const events = await get<Event[]>('/api/events');
    const products = await get<Product[]>('/api/store/products');
    const sponsors = await get<Sponsor[]>('/api/sponsors');
    const urls = new Set([
      ...events.flatMap((e) => (e.imageUrl ? [e.imageUrl] : [])),
      ...products.flatMap((p) => p.images),
      ...sponsors.map((s) => s.logoUrl),
    ]);
    for (const url of urls) {
      expect(url).toMatch(/^\/objects\/demo\//);
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.body).toContain('<svg');
    }
  });

  it('is added once: a second start adds nothing', async () => {
    const before = (await get<Event[]>('/api/events')).length;
    const membersBefore = (
      await admin({ method: 'GET', url: '/api/admin/members' })
    ).json<MemberListAnswer>();
    const seeded = await seedDemoContent(app.db, app.storage, `${projectRoot}/seed-assets`);
    expect(seeded).toBe(false);
    expect((await get<Event[]>('/api/events')).length).toBe(before);
    expect((await admin({ method: 'GET', url: '/api/admin/members' })).json()).toEqual(membersBefore);
  });

  it('refuses to serve a path outside the uploads', async () => {
    const response = await app.inject({ url: '/objects/../../package.json' });
    expect(response.statusCode).toBe(404);
  });
});
