import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchRoute, notFoundRoute, routes } from './routes';

describe('the route table', () => {
  it('has every screen of the site', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(
      [
        '/',
        '/admin',
        '/admin/dashboard',
        '/admin/login',
        '/contact',
        // Reached only from a door link staff make for an event.
        '/door',
        '/events',
        // An event's own page: /events/<id>-<words of its title>.
        '/events/:event',
        '/join',
        '/media',
        '/membership',
        // Reached only from e-mail: the newsletter's confirmation link.
        '/newsletter/confirm',
        '/newsletter/unsubscribe',
        // Reached only from e-mail: the "Manage membership" link of the welcome e-mail.
        '/membership/manage',
        '/payment-success',
        '/sign-in',
        // Reached only from e-mail: the sign-in link.
        '/sign-in/link',
        '/account',
        '/sponsors',
        '/store',
        // Reached only from e-mail and the join dialog: a waitlist entry's page (/waitlist#<code>).
        '/waitlist',
        '/wall-of-fame',
      ].sort(),
    );
  });

  it('matches exact paths, forgives a trailing slash and sends the rest to 404', () => {
    expect(matchRoute('/events').path).toBe('/events');
    expect(matchRoute('/events/').path).toBe('/events');
    expect(matchRoute('/events/12').path).toBe('/events/:event');
    expect(matchRoute('/events/12-fight-night/').path).toBe('/events/:event');
    expect(matchRoute('/events/fight-night')).toBe(notFoundRoute);
    expect(matchRoute('/events/12/tickets')).toBe(notFoundRoute);
    expect(notFoundRoute.title).toBe('404 Page Not Found');
  });

  it('sends any path that starts with two slashes to 404, even one that ends like a page', () => {
    expect(matchRoute('//events')).toBe(notFoundRoute);
    expect(matchRoute('//x/events')).toBe(notFoundRoute);
    expect(matchRoute('///')).toBe(notFoundRoute);
    const pagePath = fc.constantFrom(...routes.map((r) => r.path));
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.webPath(), pagePath, (slashes, rest, page) => {
        expect(matchRoute(`${'/'.repeat(slashes)}${rest.replace(/^\/+/, '')}`)).toBe(notFoundRoute);
        expect(matchRoute(`${'/'.repeat(slashes)}${page.slice(1)}`)).toBe(notFoundRoute);
      }),
    );
  });
});
