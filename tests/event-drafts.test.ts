import { describe, expect, it } from 'vitest';
import type { Event, EventCategoryChip } from '../src/shared/events';
import { buildWithAdmin } from './helpers/admin';
import { freshAddress } from './helpers/members';

// A draft is staff's alone: no public list, page, feed, sitemap or seat has it until it is
// published, and its address answers as if it never was.

const { app, admin } = await buildWithAdmin();
// A category of the club's own that no published event has yet.
await admin({
  method: 'POST',
  url: '/api/admin/event-categories',
  payload: { name: 'Rooftop', color: 'gold' },
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const body = (overrides: object = {}) => ({
  title: 'Secret Rooftop Launch',
  description: 'Not announced yet.',
  category: 'Rooftop',
  date: inDays(12),
  price: 0,
  maxAttendees: 30,
  venue: 'Skyline Terrace',
  ...overrides,
});

const visitor = () => ({ name: 'Ana Diaz', email: `draft-${freshAddress()}@example.com` });

async function whatVisitorsGet(event: Event) {
  const get = (url: string) => app.inject({ url });
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, payload, remoteAddress: freshAddress() });
  const list = (await get('/api/events')).json<Event[]>().some((e) => e.id === event.id);
  const categories = (await get('/api/events/categories')).json<EventCategoryChip[]>();
  return {
    list,
    category: categories.some((chip) => chip.name === 'Rooftop'),
    page: (await get(`/events/${event.id}`)).statusCode,
    api: (await get(`/api/events/${event.id}`)).statusCode,
    feed: (await get('/events.ics')).body.includes('Secret Rooftop Launch'),
    sitemap: (await get('/sitemap.xml')).body.includes(`/events/${event.id}-`),
    ics: (await get(`/events/${event.id}/calendar.ics`)).statusCode,
    rsvp: (await post(`/api/events/${event.id}/rsvp`, visitor())).statusCode,
  };
}

describe('an event saved as a draft', () => {
  it('is nowhere on the site, and refuses every seat, until staff publish it', async () => {
    const created = await admin({ method: 'POST', url: '/api/admin/events', payload: body({ draft: true }) });
    expect(created.statusCode, created.body).toBe(201);
    const event = created.json<Event>();
    expect(event.draft).toBe(true);

    expect(await whatVisitorsGet(event)).toEqual({
      list: false,
      category: false,
      page: 404,
      api: 404,
      feed: false,
      sitemap: false,
      ics: 404,
      rsvp: 404,
    });
    const staffList = await admin({ method: 'GET', url: '/api/admin/events' });
    expect(JSON.stringify(staffList.json())).toContain('Secret Rooftop Launch');

    const published = await admin({
      method: 'PUT',
      url: `/api/admin/events/${event.id}`,
      payload: body({ draft: false }),
    });
    expect(published.statusCode, published.body).toBe(200);
    const seen = await whatVisitorsGet(event);
    // The page's bare address leads to its address with words (a 301), as for any event.
    expect(seen).toMatchObject({ list: true, category: true, page: 301, api: 200, feed: true, ics: 200 });
    expect(seen.rsvp).toBe(201);
  });

  it('sells no ticket and takes no waitlist place', async () => {
    const priced = (
      await admin({
        method: 'POST',
        url: '/api/admin/events',
        payload: body({ title: 'Draft Gala', price: 5000, maxAttendees: 1, draft: true }),
      })
    ).json<Event>();
    const buy = await app.inject({
      method: 'POST',
      url: `/api/events/${priced.id}/tickets`,
      payload: { ...visitor(), quantity: 1 },
      remoteAddress: freshAddress(),
    });
    expect(buy.statusCode).toBe(404);
    const quote = await app.inject({ url: `/api/events/${priced.id}/tickets/quote?quantity=1` });
    expect(quote.statusCode).toBe(404);
    const wait = await app.inject({
      method: 'POST',
      url: `/api/events/${priced.id}/waitlist`,
      payload: visitor(),
      remoteAddress: freshAddress(),
    });
    expect(wait.statusCode).toBe(404);
  });
});
