import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildEvent, eventInDays } from '../src/server/db/factories';
import { events } from '../src/server/db/schema';
import type { Event } from '../src/shared/events';
import { build } from './helpers/build';

const app = await build({ seed: true, env: { PUBLIC_URL: 'https://mesc.example' } });
await app.db
  .insert(events)
  .values(buildEvent({ title: 'Last Week Poker Night', category: 'Poker', date: eventInDays(-7) }));
const all = (await app.inject({ url: '/api/events' })).json<Event[]>();
const upcoming = all.filter((e) => Date.parse(e.date) > Date.now());

/** What the visitor sees: the rendered markup, without the data handed to the browser. */
const visible = (body: string) =>
  body.slice(body.indexOf('<div id="root">'), body.indexOf('<script type="application/json"'));

describe('the events page and its feed', () => {
  it('renders the chosen category on the server', async () => {
    const body = visible((await app.inject({ url: '/events?category=UFC' })).body);
    expect(body).toContain('UFC Fight Night: Main Card Live');
    expect(body).not.toContain('Heat vs. Celtics Watch Party');
    // The chip chosen, with its colour's dot before its name.
    expect(body).toMatch(
      /aria-current="page" href="\/events\?category=UFC"[^>]*><span aria-hidden="true" class="[^"]*bg-red[^"]*"><\/span>UFC</,
    );
  });

  it('renders "All Events" and the chips of the categories to come, on the server', async () => {
    const body = visible((await app.inject({ url: '/events' })).body);
    const group = body.slice(body.indexOf('Filter by category'), body.indexOf('</fieldset>'));
    const chips = [
      ...group.matchAll(/<a [^>]*>(?:<span [^>]*class="[^"]*(bg-\w+)[^"]*"><\/span>)?([^<]+)<\/a>/g),
    ].map((m) => [m[2], m[1] ?? null]);
    // Each in the club's order, with its colour.
    expect(chips).toEqual([
      ['All Events', null],
      ['NBA', 'bg-pink'],
      ['NFL', 'bg-teal'],
      ['UFC', 'bg-red'],
      ['Poker', 'bg-purple'],
      ['Dominoes', 'bg-gold'],
      ['VIP', 'bg-cyan'],
    ]);
  });

  it('says a search in a category is in that category only, with a link to search all', async () => {
    const body = visible((await app.inject({ url: '/events?category=NFL&q=night' })).body);
    const status = body.slice(body.indexOf('<div role="status"'), body.indexOf('<fieldset'));
    expect(status.replace(/<[^>]*>/g, '')).toBe('In NFL only · search all');
    expect(status).toMatch(/<a href="\/events\?q=night"[^>]*>search all<\/a>/);
    expect(visible((await app.inject({ url: '/events?q=night' })).body)).not.toContain('search all');
  });

  it('shows the empty state for a category with no events', async () => {
    const { body } = await app.inject({ url: '/events?category=Cigars' });
    expect(body).toContain('No events found for the selected category');
  });

  it('keeps past events off the list until the visitor asks for them', async () => {
    expect(visible((await app.inject({ url: '/events' })).body)).not.toContain('Last Week Poker Night');
    const past = visible((await app.inject({ url: '/events?past=1' })).body);
    expect(past).toContain('Last Week Poker Night');
    expect(past).toContain('This event has ended');
    expect(past).not.toContain('Heat vs. Celtics Watch Party');
  });

  it('offers "Event Full" instead of RSVP on a full event', async () => {
    const { body } = await app.inject({ url: '/events?category=UFC' });
    expect(body).toMatch(/<button[^>]* disabled[ >][^>]*>Event Full<\/button>/);
  });

  it('describes each upcoming event for search engines', async () => {
    const { body } = await app.inject({ url: '/events' });
    const json = body.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '[]';
    const data = JSON.parse(json) as Record<string, unknown>[];
    expect(data).toHaveLength(upcoming.length);
    const ufc = data.find((d) => d.name === 'UFC Fight Night: Main Card Live') as Record<string, unknown> & {
      startDate: string;
      endDate: string;
    };
    expect(ufc).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Little Havana Social Hall',
        address: { addressLocality: 'Miami' },
      },
      // Everyone's price, and the members' own beside it.
      offers: [
        {
          '@type': 'Offer',
          price: '25.00',
          priceCurrency: 'USD',
          availability: 'https://schema.org/SoldOut',
        },
        { '@type': 'Offer', price: '20.00', priceCurrency: 'USD', name: 'Member price' },
      ],
      organizer: { name: 'MESC', url: 'https://mesc.example' },
      // The demo's picture is an SVG, which search engines do not draw: the event's PNG card instead.
      image: [expect.stringMatching(/^https:\/\/mesc\.example\/events\/\d+\/card\.png\?v=[\w-]+$/)],
    });
    expect(Date.parse(ufc.endDate) - Date.parse(ufc.startDate)).toBe(3 * 3_600_000);
  });

  it('serves a subscribable calendar feed of the upcoming events', async () => {
    const response = await app.inject({ url: '/events.ics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    const vevents = new ICAL.Component(ICAL.parse(response.body)).getAllSubcomponents('vevent');
    expect(vevents.map((v) => new ICAL.Event(v).uid).sort()).toEqual(
      upcoming.map((e) => `event-${e.id}@mesc.club`).sort(),
    );
    expect(response.body).not.toContain('Last Week Poker Night');
  });

  it('lets a calendar app that polls the feed keep its copy until the events change', async () => {
    const first = await app.inject({ url: '/events.ics', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers['cache-control']).toBe('public, max-age=900');
    const etag = String(first.headers.etag);
    const again = await app.inject({ url: '/events.ics', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('links the feed from the events page', async () => {
    const { body } = await app.inject({ url: '/events' });
    expect(body).toMatch(/<a href="\/events\.ics"[^>]*>.*Subscribe/);
  });
});
