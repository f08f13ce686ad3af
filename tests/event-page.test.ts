import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rsvps as eventRsvps, events } from '../src/server/db/schema';
import { EVENTS_PAGE_SIZE, eventPath } from '../src/shared/events';
import { RSVP_FORM_OUTCOMES } from '../src/shared/rsvp-form';
import { build } from './helpers/build';
import { freshAddress, latestMailTo } from './helpers/members';
import { smallEvent } from './helpers/waitlist';

// Every event has its own page: a stable address, a head that link previews and search engines
// read, a picture for sharing, and an RSVP and a calendar file that work without the page's script.

const app = await build({ seed: true });
const site = app.config.publicUrl;

const page = (url: string) => app.inject({ url });
const meta = (body: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)">`).exec(body)?.[1];
const decode = (text = '') => text.replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)));

const rsvpForm = (eventId: number, form: Record<string, string>, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: `/events/${eventId}/rsvp`,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...headers,
    },
    payload: new URLSearchParams(form).toString(),
    remoteAddress: freshAddress(),
  });

describe('an event page', () => {
  it('is at /events/<id>-<title words>, with the event, its own head, canonical link and JSON-LD', async () => {
    const event = await smallEvent(app, {
      title: 'Dominó & Café: Noche Cubana',
      description: 'Dominoes, cafecito and a live son band.\n\nBring your own partner.',
      venue: 'Little Havana Social Hall',
      price: 0,
      maxAttendees: 40,
    });
    const path = eventPath(event);
    expect(path).toBe(`/events/${event.id}-domino-cafe-noche-cubana`);
    const { statusCode, body } = await page(path);
    expect(statusCode).toBe(200);
    expect(body).toContain('<title>Dominó &#38; Café: Noche Cubana | MESC</title>');
    expect(body).toMatch(/<h1[^>]*>Dominó &amp; Café: Noche Cubana<\/h1>/);
    expect(body).toContain(`<link rel="canonical" href="${site}${path}">`);
    expect(decode(meta(body, 'property', 'og:url'))).toBe(`${site}${path}`);
    expect(decode(meta(body, 'name', 'description'))).toMatch(
      /at Little Havana Social Hall\. Dominoes, cafecito/,
    );
    expect(meta(body, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(body).toContain('40 seats left of 40');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(body)?.[1] ?? '[]');
    expect(jsonLd).toEqual([
      expect.objectContaining({ '@type': 'Event', name: event.title, url: `${site}${path}` }),
    ]);
  });

  it('sends an old or mistyped address to the current one, and a missing event to the 404 page', async () => {
    const event = await smallEvent(app, { title: 'Fight Night' });
    for (const stale of [
      `/events/${event.id}`,
      `/events/${event.id}-old-name`,
      `/events/${event.id}-Fight-Night/`,
    ]) {
      const moved = await page(`${stale}?utm_source=x`);
      expect(moved.statusCode, stale).toBe(301);
      expect(moved.headers.location).toBe(`/events/${event.id}-fight-night?utm_source=x`);
    }
    for (const missing of [
      '/events/999999',
      '/events/999999-fight-night',
      '/events/0-x',
      '/events/x-1',
      '/events/1/2',
    ]) {
      const answer = await page(missing);
      expect(answer.statusCode, missing).toBe(404);
      expect(answer.body).toContain('404 Page Not Found');
    }
  });

  it('keeps the page of a past event, which says it has ended', async () => {
    const event = await smallEvent(app, {
      title: 'Last Season Finale',
      date: new Date(Date.now() - 86_400_000),
    });
    const { statusCode, body } = await page(eventPath(event));
    expect(statusCode).toBe(200);
    expect(body).toContain('This event has ended');
  });

  it('shows a new title at once: the page and the old address follow the event', async () => {
    const event = await smallEvent(app, { title: 'Poker Night' });
    expect((await page(eventPath(event))).statusCode).toBe(200);
    await app.db.update(events).set({ title: 'High Stakes Poker Night' }).where(eq(events.id, event.id));
    app.caches.events.clear();
    const moved = await page(eventPath(event));
    expect(moved.headers.location).toBe(`/events/${event.id}-high-stakes-poker-night`);
  });

  it('answers its event as JSON at /api/events/:id, and a 404 or 400 for others', async () => {
    const event = await smallEvent(app, { title: 'Watch Party' });
    const answer = await app.inject({ url: `/api/events/${event.id}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: event.id, title: 'Watch Party' });
    expect((await app.inject({ url: '/api/events/999999' })).json()).toEqual({
      message: 'Event not found',
      code: 'not_found',
    });
    expect((await app.inject({ url: '/api/events/abc' })).statusCode).toBe(400);
  });
});

describe('the picture a shared link shows', () => {
  it('is a 1200 × 630 PNG card made from the event, for an event without a picture of its own', async () => {
    const event = await smallEvent(app, { title: 'Rooftop Soirée', imageUrl: null });
    const { body } = await page(eventPath(event));
    const image = decode(meta(body, 'property', 'og:image'));
    expect(image).toMatch(new RegExp(`^${site}/events/${event.id}/card\\.png\\?v=[\\w-]+$`));
    expect(meta(body, 'property', 'og:image:width')).toBe('1200');
    expect(meta(body, 'property', 'og:image:height')).toBe('630');
    const png = await app.inject({ url: image.slice(site.length) });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(png.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(png.rawPayload.readUInt32BE(20)).toBe(630);
  });

  it('is drawn for any title, whatever characters it holds', async () => {
    await fc.assert(
      // (PostgreSQL keeps no NUL in text, so no stored title holds one.)
      fc.asyncProperty(
        fc.string({ unit: 'binary', minLength: 1, maxLength: 200 }).map((t) => t.replaceAll('\0', '') || 'x'),
        async (title) => {
          const event = await smallEvent(app, { title });
          const png = await app.inject({ url: `/events/${event.id}/card.png` });
          expect(png.statusCode).toBe(200);
          const html = await page(eventPath(event));
          expect(html.statusCode).toBe(200);
        },
      ),
      { numRuns: 15 },
    );
  });

  it('is the uploaded picture itself, with its size, when the event has one', async () => {
    const event = await smallEvent(app, { imageUrl: '/objects/uploads/abc-123/1600x900.webp' });
    const { body } = await page(eventPath(event));
    expect(decode(meta(body, 'property', 'og:image'))).toBe(`${site}/objects/uploads/abc-123/1600x900.webp`);
    expect(meta(body, 'property', 'og:image:width')).toBe('1600');
    expect(body).toContain('/objects/uploads/abc-123/w400.webp 400w');
  });
});

describe('without the page script', () => {
  it('a free event takes an RSVP from the plain form, and the page says so', async () => {
    const event = await smallEvent(app, { title: 'Dominoes Social', price: 0, maxAttendees: 5 });
    const email = `ana-${freshAddress()}@example.com`;
    const answer = await rsvpForm(event.id, { name: 'Ana', email });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${eventPath(event)}?rsvp=confirmed#rsvp`);
    const rows = await app.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, event.id));
    expect(rows.map((r) => r.email)).toEqual([email]);
    expect((await latestMailTo(app, email))?.subject).toBe(`You're in: ${event.title}`);
    const shown = await page(`${eventPath(event)}?rsvp=confirmed`);
    expect(shown.body).toContain(RSVP_FORM_OUTCOMES.confirmed);
  });

  it('refuses a bad form, a second RSVP, a full event and another site, changing nothing', async () => {
    const event = await smallEvent(app, { price: 0, maxAttendees: 1 });
    const email = `bo-${freshAddress()}@example.com`;
    expect((await rsvpForm(event.id, { name: '', email })).headers.location).toContain('?rsvp=invalid');
    expect((await rsvpForm(event.id, { name: 'Bo', email: 'not-an-address' })).headers.location).toContain(
      '?rsvp=invalid',
    );
    const crossSite = await rsvpForm(event.id, { name: 'Bo', email }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(await app.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, event.id))).toEqual([]);
    expect((await rsvpForm(event.id, { name: 'Bo', email })).headers.location).toContain('?rsvp=confirmed');
    expect((await rsvpForm(event.id, { name: 'Bo', email })).headers.location).toContain('?rsvp=full');
    const more = await smallEvent(app, { price: 0, maxAttendees: 5 });
    await rsvpForm(more.id, { name: 'Bo', email });
    // The same address again answers as a first RSVP does (its ticket is mailed again).
    expect((await rsvpForm(more.id, { name: 'Bo', email: email.toUpperCase() })).headers.location).toContain(
      '?rsvp=confirmed',
    );
    const priced = await smallEvent(app, { price: 2500 });
    expect((await rsvpForm(priced.id, { name: 'Bo', email })).headers.location).toContain('?rsvp=priced');
    const members = await smallEvent(app, { price: 0, membershipRequired: 'premium' });
    expect((await rsvpForm(members.id, { name: 'Bo', email })).headers.location).toContain('?rsvp=members');
    expect(await app.db.select().from(eventRsvps).where(eq(eventRsvps.eventId, members.id))).toEqual([]);
  });

  it('refuses any body and any event id a stranger sends with a 4xx, never a 500', async () => {
    const event = await smallEvent(app, { price: 0, maxAttendees: 500 });
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.string({ unit: 'binary', maxLength: 40 }),
        async (body, id) => {
          const answer = await app.inject({
            method: 'POST',
            url: `/events/${encodeURIComponent(id)}/rsvp`,
            headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
            payload: body,
            remoteAddress: freshAddress(),
          });
          expect(answer.statusCode, answer.body).toBeLessThan(500);
          const own = await app.inject({
            method: 'POST',
            url: `/events/${event.id}/rsvp`,
            headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
            payload: body,
            remoteAddress: freshAddress(),
          });
          expect(own.statusCode, own.body).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("gives one event's calendar file, which links the event's page", async () => {
    const event = await smallEvent(app, { title: 'Heat Watch Party' });
    const answer = await app.inject({ url: `/events/${event.id}/calendar.ics` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/calendar');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="heat-watch-party.ics"');
    expect(answer.body.replace(/\r\n /g, '')).toContain(`URL:${site}${eventPath(event)}`);
    expect((await app.inject({ url: '/events/999999/calendar.ics' })).statusCode).toBe(404);
  });
});

describe('links to the event page', () => {
  it('come from the list cards, the feed and the confirmation e-mail', async () => {
    const list = await page('/events');
    const listed: { id: number; title: string; date: string }[] = (
      await app.inject({ url: '/api/events' })
    ).json();
    // The list page shows the first page of the events to come.
    const upcoming = listed.filter((event) => Date.parse(event.date) > Date.now()).slice(0, EVENTS_PAGE_SIZE);
    expect(upcoming.length).toBeGreaterThan(0);
    for (const event of upcoming)
      expect(list.body.includes(`href="${eventPath(event)}"`), event.title).toBe(true);
    const feed = await app.inject({ url: '/events.ics' });
    expect(feed.body.replace(/\r\n /g, '')).toContain(`URL:${site}/events/`);
    expect(feed.body.replace(/\r\n /g, '')).not.toMatch(/URL:[^\r\n]*\/events\r?\n/);
    const event = await smallEvent(app, { title: 'Mail Link Night', price: 0 });
    const email = `cy-${freshAddress()}@example.com`;
    await app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/rsvp`,
      payload: { name: 'Cy', email },
      remoteAddress: freshAddress(),
    });
    const mail = await latestMailTo(app, email);
    expect(mail?.text).toContain(`${site}${eventPath(event)}`);
    expect(mail?.html).toContain(`${site}${eventPath(event)}`);
  });
});
