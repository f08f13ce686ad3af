import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildWithAdmin, routeTable } from '../helpers/admin';
import { rowCounts } from '../helpers/row-counts';

// What a request must look like before anything reads it: a body of a sensible size, JSON where
// JSON is expected (a form post from another site is not a way in), and a method the route has.

const { app, admin } = await buildWithAdmin({ seed: true });
const contact = { name: 'Ana', email: 'ana@example.com', message: 'Hello' };

async function expectRefusedAndNothingStored(request: InjectOptions, status: number) {
  const before = await rowCounts(app);
  const response = await app.inject(request);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
  expect(await rowCounts(app)).toEqual(before);
}

describe('request bodies', () => {
  it('are refused past 16 KB on the forms a visitor sends', async () => {
    for (const url of ['/api/contact', '/api/newsletter/subscribe', '/api/events/1/rsvp']) {
      const payload = { ...contact, message: 'x'.repeat(17_000) };
      await expectRefusedAndNothingStored({ method: 'POST', url, payload }, 413);
    }
  });

  it('are refused past 1 MB on the admin API', async () => {
    const response = await admin({
      method: 'POST',
      url: '/api/admin/events',
      payload: { title: 'Big', description: 'x'.repeat(1_100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
  });

  it('must be JSON where JSON is expected: a form or plain text from another site is refused', async () => {
    const form = new URLSearchParams(contact).toString();
    for (const url of ['/api/contact', '/api/newsletter/subscribe', '/api/events/1/rsvp']) {
      for (const type of [
        'application/x-www-form-urlencoded',
        'text/plain',
        'multipart/form-data; boundary=x',
      ]) {
        await expectRefusedAndNothingStored(
          {
            method: 'POST',
            url,
            payload: type === 'text/plain' ? JSON.stringify(contact) : form,
            headers: { 'content-type': type },
          },
          415,
        );
      }
    }
  });

  it('may be a form only for the one-click unsubscribe of mail apps', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe?email=a%40example.com&token=not-a-valid-token',
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).not.toBe(415);
    expect(response.statusCode).toBeLessThan(500);
  });
});

describe('methods a route does not have', () => {
  it('answer 404 or 405 with { message } on every API route', async () => {
    const all = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
    for (const { path, methods } of routeTable(app).filter((route) => route.path.startsWith('/api/'))) {
      const url = path.replace(/:id/g, '1');
      for (const method of all.filter((m) => !methods.includes(m))) {
        const before = await rowCounts(app);
        const response = await admin({
          method: method as 'GET',
          url,
          payload: method === 'GET' ? undefined : {},
        });
        expect([404, 405], `${method} ${url}`).toContain(response.statusCode);
        expect(response.json(), `${method} ${url}`).toEqual({
          message: expect.any(String),
          code: expect.any(String),
        });
        expect(await rowCounts(app)).toEqual(before);
      }
    }
  });

  it('answer a page route with the 404 page when they are not GET', async () => {
    const response = await app.inject({ method: 'POST', url: '/events', payload: {} });
    expect(response.statusCode).toBe(404);
  });
});
