import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/client/routes';
import { build } from './helpers/build';

// A path that starts with two slashes reads, as a URL, as another host: `//x/events` is /events
// on host x. Such a path is no page of ours, whatever it ends with.

const app = await build({ seed: true });

const slashes = fc.integer({ min: 2, max: 4 }).map((n) => '/'.repeat(n));
const pagePath = fc.constantFrom(...routes.map((route) => route.path.slice(1)));
const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
/** `//events`, `///`, `//x/store`, `//x/y/`: two or more slashes, then anything, often a page's path. */
const doubleSlashPath = fc
  .tuple(slashes, fc.option(segment, { nil: undefined }), pagePath, fc.boolean())
  .map(([lead, host, page, trailing]) => `${lead}${host ? `${host}/` : ''}${page}${trailing ? '/' : ''}`);

describe('paths that start with two slashes', () => {
  it('answer the 404 page with status 404, never another page', async () => {
    for (const url of ['//x/events', '//events', '///', '//', '//x/', '//store?q=hat']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<title>404 Page Not Found</title>');
    }
    await fc.assert(
      fc.asyncProperty(doubleSlashPath, async (url) => {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toContain('text/html');
        expect(response.body, url).toContain('<title>404 Page Not Found</title>');
      }),
      { numRuns: 60 },
    );
  });

  it('answer JSON 404 under //api/, as any unknown API path does', async () => {
    const apiPath = fc
      .tuple(slashes, fc.constantFrom('events', 'store/products', 'sponsors', 'admin/events', 'nothing'))
      .map(([lead, rest]) => `${lead}api/${rest}`);
    await fc.assert(
      fc.asyncProperty(apiPath, fc.constantFrom('GET', 'POST', 'DELETE'), async (url, method) => {
        const response = await app.inject({ method: method as 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).toContain('application/json');
        expect(response.json(), url).toEqual({ message: `Not found: ${method} ${url}`, code: 'not_found' });
      }),
      { numRuns: 40 },
    );
  });
});
