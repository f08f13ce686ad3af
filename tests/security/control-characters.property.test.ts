import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../../src/server/db/factories';
import { events } from '../../src/server/db/schema';
import { bearer, buildWithAdmin } from '../helpers/admin';
import { rowCounts } from '../helpers/row-counts';
import { acceptedMultiLineText, controlCharacter, loneSurrogate, randomBytesQuery } from './hostile-input';

// Every text field of every endpoint, public and admin, refuses control characters (NUL included)
// and lone surrogates with a 400 that says which field, and stores nothing. Single-line fields
// refuse line breaks too; multi-line fields keep tabs and line breaks.

const { app, token } = await buildWithAdmin({ seed: true });
const [event] = await app.db
  .insert(events)
  .values(buildEvent({ maxAttendees: 100_000 }))
  .returning();

type Kind = 'single' | 'multi';
interface Endpoint {
  method: 'POST' | 'PUT';
  url: string;
  admin?: boolean;
  valid: Record<string, unknown>;
  fields: Record<string, Kind>;
}

const person = { name: 'Ana Díaz', email: 'ana@example.com' };
const endpoints: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/contact',
    valid: { ...person, interest: 'general', message: 'Hello' },
    fields: { name: 'single', email: 'single', message: 'multi' },
  },
  {
    method: 'POST',
    url: '/api/newsletter/subscribe',
    valid: { email: 'ana@example.com' },
    fields: { email: 'single' },
  },
  {
    method: 'POST',
    url: `/api/events/${event.id}/rsvp`,
    valid: person,
    fields: { name: 'single', email: 'single' },
  },
  {
    method: 'POST',
    url: '/api/create-membership-payment',
    valid: { ...person, tierId: 'premium', tierName: 'Premium Fan', amount: 2000, phone: '305 555 0100' },
    fields: { name: 'single', email: 'single', tierName: 'single', phone: 'single' },
  },
  {
    method: 'POST',
    url: '/api/confirm-membership-payment',
    valid: { paymentIntentId: 'pi_test_1' },
    fields: { paymentIntentId: 'single' },
  },
  { method: 'POST', url: '/api/admin/login', valid: { password: 'secret' }, fields: { password: 'single' } },
  ...(['POST', 'PUT'] as const).flatMap((method): Endpoint[] => {
    const id = method === 'PUT' ? '/1' : '';
    return [
      {
        method,
        admin: true,
        url: `/api/admin/events${id}`,
        valid: {
          title: 'Fight night',
          description: 'Main card',
          category: 'UFC',
          date: '2030-05-02T23:00:00.000Z',
          price: 0,
          venue: 'Brickell',
        },
        fields: { title: 'single', description: 'multi', venue: 'single' },
      },
      {
        method,
        admin: true,
        url: `/api/admin/store/products${id}`,
        valid: { name: 'Hat', description: 'Snapback', price: 4599, sizes: ['XL'], colors: ['Pink'] },
        fields: { name: 'single', description: 'multi', sizes: 'single', colors: 'single' },
      },
      {
        method,
        admin: true,
        url: `/api/admin/sponsors${id}`,
        valid: { name: 'Brand', logoUrl: '/objects/logo.png', websiteUrl: 'https://brand.example' },
        fields: { name: 'single', logoUrl: 'single', websiteUrl: 'single' },
      },
      {
        method,
        admin: true,
        url: `/api/admin/wall-of-fame${id}`,
        valid: { name: 'Ana', membershipTier: 'premium', joinedDate: '2024-03-01' },
        fields: { name: 'single' },
      },
    ];
  }),
  {
    method: 'POST',
    admin: true,
    url: '/api/admin/pitch-deck',
    valid: { fileName: 'deck.pdf', fileUrl: '/objects/deck.pdf' },
    fields: { fileName: 'single', fileUrl: 'single' },
  },
  {
    method: 'POST',
    admin: true,
    url: '/api/admin/product-images',
    valid: { imageURL: 'upload' },
    fields: { imageURL: 'single' },
  },
];

const fieldsOf = endpoints.flatMap((endpoint) =>
  Object.entries(endpoint.fields).map(([field, kind]) => ({ endpoint, field, kind })),
);

/** A character the field must refuse: any control or lone surrogate, and for one line, a line break. */
const refusedIn = (kind: Kind) =>
  kind === 'single'
    ? fc.oneof(controlCharacter, loneSurrogate, fc.constantFrom('\u2028', '\u2029'))
    : fc.oneof(
        controlCharacter.filter((c) => !'\t\n\r'.includes(c)),
        loneSurrogate,
      );

/** Puts `bad` inside the field's valid value (inside, so trimming cannot remove it). */
function withCharacter(value: unknown, bad: string, at: number): unknown {
  if (Array.isArray(value)) return [withCharacter(value[0], bad, at)];
  const text = String(value);
  const cut = 1 + (at % Math.max(1, text.length - 1));
  return `${text.slice(0, cut)}${bad}${text.slice(cut)}`;
}

const send = (endpoint: Endpoint, payload: unknown) =>
  app.inject({
    method: endpoint.method,
    url: endpoint.url,
    headers: endpoint.admin ? bearer(token) : {},
    payload: payload as object,
    remoteAddress: '198.51.100.7',
  });

describe('text a stranger sends', () => {
  it('is refused with a 400 naming the field when it holds a control character or a lone surrogate', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .constantFrom(...fieldsOf)
          .chain((target) =>
            fc.record({ target: fc.constant(target), bad: refusedIn(target.kind), at: fc.nat() }),
          ),
        async ({ target, bad, at }) => {
          const { endpoint, field } = target;
          const before = await rowCounts(app);
          const payload = { ...endpoint.valid, [field]: withCharacter(endpoint.valid[field], bad, at) };
          const response = await send(endpoint, payload);
          const what = `${endpoint.method} ${endpoint.url} ${field}=${JSON.stringify(payload[field])}`;
          expect(response.statusCode, what).toBe(400);
          expect(response.json().message, what).toContain(field);
          const after = await rowCounts(app);
          expect(after, what).toEqual(before);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('keeps a contact message with tabs, line breaks and any other Unicode exactly as sent', async () => {
    const printable = acceptedMultiLineText({ maxLength: 80 });
    await fc.assert(
      fc.asyncProperty(printable, printable, async (first, second) => {
        const message = `x${first}\n\t${second}x`;
        const posted = await app.inject({
          method: 'POST',
          url: '/api/contact',
          payload: { ...person, message },
          remoteAddress: '198.51.100.8',
        });
        expect(posted.statusCode, JSON.stringify(message)).toBe(201);
        const list = await app.inject({ url: '/api/admin/contact-messages', headers: bearer(token) });
        expect(list.json()[0].message).toBe(message);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps a line break sent as CR LF as one line break', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...person, message: 'first line\r\nsecond line\rthird' },
    });
    expect(response.statusCode).toBe(201);
    const list = await app.inject({ url: '/api/admin/contact-messages', headers: bearer(token) });
    expect(list.json()[0].message).toBe('first line\nsecond line\nthird');
  });

  it('cannot add a line to an e-mail through a name, however the line break is written', async () => {
    for (const name of [
      'Ana\r\nBcc: x@example.com',
      'Ana\nBcc',
      'Ana\rBcc',
      'Ana\u2028Bcc',
      'Ana\u0085Bcc',
    ]) {
      const response = await send(endpoints[2], { ...person, name });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json().message).toBe(
        'Invalid request: name: Your name must be one line of text without control characters',
      );
    }
  });
});

describe('a query string of any bytes', () => {
  it('never gives a 5xx from the event list or the events page', async () => {
    await fc.assert(
      fc.asyncProperty(
        randomBytesQuery,
        fc.constantFrom('/api/events', '/events', '/store', '/'),
        async (query, path) => {
          const response = await app.inject({ url: `${path}${query}` });
          expect(response.statusCode, `${path}${query}`).toBeLessThan(500);
          if (path.startsWith('/api/') && response.statusCode >= 400) {
            expect(response.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses a NUL in the category filter with a message', async () => {
    const response = await app.inject({ url: '/api/events?category=NBA%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('category');
  });

  it('shows the events page with every event for a category that is no text', async () => {
    const response = await app.inject({ url: '/events?category=%00' });
    expect(response.statusCode).toBe(200);
  });
});
