import { describe, expect, it } from 'vitest';
import { eventCategoriesQuery, eventListPageQuery } from '../src/client/features/events/api';
import { build } from './helpers/build';

const app = await build({ seed: true });

const headings: [string, string][] = [
  ['/', 'MESC'],
  ['/membership', 'Membership Tiers'],
  ['/events', 'Events &amp; Calendar'],
  ['/store', 'Official Store'],
  ['/wall-of-fame', 'Wall of Fame'],
  ['/sponsors', 'Our Sponsors'],
  ['/contact', 'Contact Us'],
  ['/join', 'Join the Club'],
  ['/payment-success', 'Payment Successful!'],
  ['/media', 'Media &amp; Press'],
  ['/newsletter/confirm', 'Confirm your subscription'],
  ['/newsletter/unsubscribe', 'Unsubscribe'],
  ['/admin', 'Admin Login'],
  ['/admin/login', 'Admin Login'],
  ['/admin/dashboard', 'Admin Dashboard'],
];

describe('server-rendered pages', () => {
  it.each(headings)('%s is rendered on the server with its heading', async (url, heading) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toMatch(
      new RegExp(`<h1[^>]*>${heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
    );
  });

  it('gives every page its own title and description', async () => {
    const titles = new Set<string>();
    for (const [url] of headings.filter(([u]) => u !== '/admin')) {
      const { body } = await app.inject({ url });
      const title = body.match(/<title>([^<]+)<\/title>/)?.[1];
      expect(title, url).toBeTruthy();
      expect(body).toMatch(/<meta name="description" content="[^"]{20,}">/);
      titles.add(title as string);
    }
    expect(titles.size).toBe(headings.length - 1); // /admin and /admin/login are one screen
  });

  it('puts data from the database into the HTML', async () => {
    const events = await app.inject({ url: '/events' });
    expect(events.body).toContain('Heat vs. Celtics Watch Party');
    const store = await app.inject({ url: '/store' });
    expect(store.body).toContain('MESC Home Jersey');
    const fame = await app.inject({ url: '/wall-of-fame' });
    expect(fame.body).toContain('Carlos Mendoza');
    const sponsors = await app.inject({ url: '/sponsors' });
    expect(sponsors.body).toContain('alt="Biscayne Bank"');
    expect(sponsors.body).not.toContain('alt="Key Biscayne Realty"');
    expect(sponsors.body).toContain('Pitch Deck Coming Soon');
  });

  it('shows event times in Miami time whatever the server zone', async () => {
    const { body } = await app.inject({ url: '/events' });
    // Every seeded event starts on a Miami wall-clock time the seed chose (e.g. 7:30 PM).
    expect(body).toMatch(/7:30 PM/);
    expect(body).toMatch(/10:00 PM/);
  });

  it('hands the prefetched data to the browser with "<" escaped', async () => {
    const { body } = await app.inject({ url: '/events' });
    const state = body.match(/<script type="application\/json" id="page-state">(.*?)<\/script>/)?.[1] ?? '';
    expect(state).not.toContain('<');
    const parsed = JSON.parse(state);
    expect(parsed.club.email).toBeTruthy();
    const queries: { queryKey: unknown; state: { data: unknown } }[] = parsed.queries.queries;
    expect(queries.map((query) => query.queryKey)).toEqual([
      eventCategoriesQuery.queryKey,
      eventListPageQuery({ past: false, category: null, search: null, page: 0 }).queryKey,
    ]);
    // The chips come with the page: the categories of the seed's events to come, with their colours.
    expect(queries[0].state.data).toEqual([
      { name: 'NBA', color: 'pink' },
      { name: 'NFL', color: 'teal' },
      { name: 'UFC', color: 'red' },
      { name: 'Poker', color: 'purple' },
      { name: 'Dominoes', color: 'gold' },
      { name: 'VIP', color: 'cyan' },
    ]);
  });

  it('answers an unknown page with the 404 page and status 404', async () => {
    const response = await app.inject({ url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<title>404 Page Not Found</title>');
    expect(response.body).toContain('404 Page Not Found</h1>');
  });

  it('answers an unknown API path with JSON 404', async () => {
    const response = await app.inject({ url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().message).toMatch(/Not found/);
    const post = await app.inject({ method: 'POST', url: '/api/no-such-thing', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('forgives a trailing slash', async () => {
    const response = await app.inject({ url: '/events/' });
    expect(response.statusCode).toBe(200);
  });

  it('keeps the admin screens out of search engines', async () => {
    const { body } = await app.inject({ url: '/admin/login' });
    expect(body).toContain('<meta name="robots" content="noindex">');
  });
});
