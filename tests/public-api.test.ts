import { describe, expect, it } from 'vitest';
import type { Event } from '../src/shared/events';
import { build } from './helpers/build';

const app = await build({ seed: true });

describe('public read API', () => {
  it('lists events soonest first with the documented fields and the time-to-be-announced flag', async () => {
    const response = await app.inject({ url: '/api/events' });
    expect(response.statusCode).toBe(200);
    const events = response.json<Event[]>();
    expect(events.length).toBeGreaterThanOrEqual(10);
    const times = events.map((e) => Date.parse(e.date));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Object.keys(events[0]).sort()).toEqual(
      [
        'category',
        // The category's colour, as staff chose it.
        'categoryColor',
        'currentAttendees',
        'date',
        'description',
        // Always false here: drafts never reach the public lists.
        'draft',
        'id',
        'imageUrl',
        'maxAttendees',
        'memberPrice',
        'membershipRequired',
        'price',
        'refundCutoffHours',
        'timeToBeAnnounced',
        'title',
        'venue',
        'waitlistEnabled',
        'waitlistOfferHours',
      ].sort(),
    );
  });

  it('filters events by category ignoring letter case', async () => {
    const nba = (await app.inject({ url: '/api/events?category=nba' })).json<Event[]>();
    expect(nba.length).toBeGreaterThan(0);
    expect(nba.every((e) => e.category === 'NBA')).toBe(true);
    const all = (await app.inject({ url: '/api/events?category=All%20Events' })).json<Event[]>();
    expect(all.length).toBeGreaterThan(nba.length);
  });

  it('lists only active sponsors, lower display order first', async () => {
    const sponsors = (await app.inject({ url: '/api/sponsors' })).json<
      { name: string; displayOrder: number }[]
    >();
    expect(sponsors.map((s) => s.name)).not.toContain('Key Biscayne Realty');
    const orders = sponsors.map((s) => s.displayOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('answers null for the pitch deck until one is uploaded', async () => {
    const response = await app.inject({ url: '/api/pitch-deck' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });

  it('lists store products and wall-of-fame members', async () => {
    const products = (await app.inject({ url: '/api/store/products' })).json<{ images: string[] }[]>();
    expect(products.length).toBeGreaterThanOrEqual(8);
    const members = (await app.inject({ url: '/api/wall-of-fame' })).json<{ joinedDate: string }[]>();
    expect(members.length).toBeGreaterThanOrEqual(9);
    expect(members[0].joinedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers 304 when the browser already has the current list', async () => {
    const first = await app.inject({ url: '/api/events' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({ url: '/api/events', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('refuses an over-long category filter with a clear 400', async () => {
    const response = await app.inject({ url: `/api/events?category=${'x'.repeat(200)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/category/);
  });
});
