import { describe, expect, it } from 'vitest';
import { matchRoute, notFoundRoute, routes } from './routes';

describe('the route table', () => {
  it('has every screen of the spec', () => {
    expect(routes.map((r) => r.path).sort()).toEqual(
      [
        '/',
        '/admin',
        '/admin/dashboard',
        '/admin/login',
        '/contact',
        '/events',
        '/join',
        '/media',
        '/membership',
        '/newsletter/unsubscribe',
        // Not a screen of the spec: the "Manage membership" link of the welcome e-mail.
        '/membership/manage',
        '/payment-success',
        '/sponsors',
        '/store',
        '/wall-of-fame',
      ].sort(),
    );
  });

  it('matches exact paths, forgives a trailing slash and sends the rest to 404', () => {
    expect(matchRoute('/events').path).toBe('/events');
    expect(matchRoute('/events/').path).toBe('/events');
    expect(matchRoute('/events/12')).toBe(notFoundRoute);
    expect(notFoundRoute.title).toBe('404 Page Not Found');
  });
});
