import { describe, expect, it } from 'vitest';
import { build } from './helpers/build';
import { freeMember } from './helpers/members';

// The member's own page is rendered by the server for the member its session cookie names, so it
// shows the account before (or without) the page's script. Such a page is that member's alone:
// never kept by the server's page cache, a browser's cache or a proxy, and never another's.

const app = await build();
const ana = await freeMember(app, 'ana.render@example.com', 'Ana Render');
const ben = await freeMember(app, 'ben.render@example.com', 'Ben Render');

const accountPage = (cookie?: string) => app.inject({ url: '/account', headers: cookie ? { cookie } : {} });

describe('the account page rendered on the server', () => {
  it('shows each member their own account, and a visitor the sign-in form, whatever the order', async () => {
    for (let round = 0; round < 2; round += 1) {
      const [visitor, first, second] = await Promise.all([accountPage(), accountPage(ana), accountPage(ben)]);
      for (const page of [visitor, first, second]) {
        expect(page.statusCode).toBe(200);
        expect(page.headers['cache-control']).toBe('private, no-store');
        expect(page.headers.vary).toMatch(/cookie/i);
        expect(page.headers.etag).toBeUndefined();
        expect(page.body).not.toContain('Checking who is signed in');
      }
      expect(first.body).toContain('Welcome back, Ana Render.');
      expect(first.body).toContain('ana.render@example.com');
      expect(first.body).not.toContain('ben.render@example.com');
      for (const loading of ['Loading your account', 'Loading your tickets', 'Loading your waitlists']) {
        expect(first.body).not.toContain(loading);
      }

      expect(second.body).toContain('Welcome back, Ben Render.');
      expect(second.body).toContain('ben.render@example.com');
      expect(second.body).not.toContain('ana.render@example.com');

      expect(visitor.body).toContain('Send me a sign-in link');
      expect(visitor.body).not.toContain('Welcome back');
      expect(visitor.body).not.toMatch(/(ana|ben)\.render@example\.com/);
    }
  });

  it('treats an unknown or ended session as a visitor', async () => {
    const page = await accountPage('mesc_member=not-a-session');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Send me a sign-in link');
    expect(page.body).not.toContain('Welcome back');
  });

  it('keeps the public pages shared and cached as before', async () => {
    const home = await app.inject({ url: '/', headers: { cookie: ana } });
    expect(home.statusCode).toBe(200);
    expect(home.headers.etag).toBeDefined();
    expect(home.body).not.toContain('ana.render@example.com');
  });
});
