import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../../src/server/db/factories';
import { events } from '../../src/server/db/schema';
import { bearer, buildWithAdmin } from '../helpers/admin';
import { freeMember } from '../helpers/members';
import { rowCounts } from '../helpers/row-counts';
import { directionControl, invisibleCharacter } from './hostile-input';

// Every name and title any endpoint takes, public, member and admin, refuses text that shows
// nothing (zero width spaces, fillers, selectors, marks alone...), and every text field refuses a
// direction override or isolate wherever it stands: 400 with the words the form shows too, and
// nothing stored (docs/input-rules.md).

const { app, token } = await buildWithAdmin({ seed: true });
const [event] = await app.db
  .insert(events)
  .values(buildEvent({ maxAttendees: 100_000 }))
  .returning();
const member = await freeMember(app, 'invisible.names@example.com');

/** `name`: shows something and turns nothing around; `text`: turns nothing around. */
type Kind = 'name' | 'text';
interface Endpoint {
  method: 'POST' | 'PUT' | 'PATCH';
  url: string;
  as?: 'admin' | 'member';
  valid: Record<string, unknown>;
  fields: Record<string, Kind>;
}

const person = { name: 'Ana Díaz', email: 'ana@example.com' };
const endpoints: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/contact',
    valid: { ...person, interest: 'general', message: 'Hello' },
    fields: { name: 'name', message: 'text' },
  },
  { method: 'POST', url: `/api/events/${event.id}/rsvp`, valid: person, fields: { name: 'name' } },
  {
    method: 'POST',
    url: `/api/events/${event.id}/tickets`,
    valid: { ...person, quantity: 1, holderNames: ['Luis'] },
    fields: { name: 'name', holderNames: 'name' },
  },
  { method: 'POST', url: `/api/events/${event.id}/waitlist`, valid: person, fields: { name: 'name' } },
  {
    method: 'POST',
    url: '/api/create-membership-payment',
    valid: { ...person, tierId: 'premium', tierName: 'Premium Fan', amount: 2000 },
    fields: { name: 'name', tierName: 'text' },
  },
  { method: 'POST', url: '/api/members/join', valid: person, fields: { name: 'name' } },
  { method: 'PATCH', url: '/api/account', as: 'member', valid: { name: 'Ana' }, fields: { name: 'name' } },
  {
    method: 'POST',
    url: `/api/admin/events/${event.id}/door-links`,
    as: 'admin',
    valid: { label: 'Front door', hours: 2 },
    fields: { label: 'name' },
  },
  {
    method: 'POST',
    as: 'admin',
    url: '/api/admin/pitch-deck',
    valid: { fileName: 'deck.pdf', fileUrl: '/objects/deck.pdf' },
    fields: { fileName: 'name' },
  },
  ...(['POST', 'PUT'] as const).flatMap((method): Endpoint[] => {
    const id = method === 'PUT' ? '/1' : '';
    return [
      {
        method,
        as: 'admin',
        url: `/api/admin/events${id}`,
        valid: {
          title: 'Fight night',
          description: 'Main card',
          category: 'UFC',
          date: '2030-05-02T23:00:00.000Z',
          price: 0,
          venue: 'Brickell',
        },
        fields: { title: 'name', venue: 'name', description: 'text' },
      },
      {
        method,
        as: 'admin',
        url: `/api/admin/store/products${id}`,
        valid: { name: 'Hat', description: 'Snapback', price: 4599, sizes: ['XL'], colors: ['Pink'] },
        fields: { name: 'name', description: 'text', sizes: 'text' },
      },
      {
        method,
        as: 'admin',
        url: `/api/admin/sponsors${id}`,
        valid: { name: 'Brand', logoUrl: '/objects/logo.png', websiteUrl: 'https://brand.example' },
        fields: { name: 'name' },
      },
      {
        method,
        as: 'admin',
        url: `/api/admin/wall-of-fame${id}`,
        valid: { name: 'Ana', membershipTier: 'premium', joinedDate: '2024-03-01' },
        fields: { name: 'name' },
      },
    ];
  }),
];

const fieldsOf = endpoints.flatMap((endpoint) =>
  Object.entries(endpoint.fields).map(([field, kind]) => ({ endpoint, field, kind })),
);

/** Text that shows nothing, with at least one character trimming does not take away. */
const invisibleOnly = fc
  .tuple(
    fc.array(invisibleCharacter, { maxLength: 6 }),
    invisibleCharacter.filter((char) => char.trim() !== ''),
    fc.array(invisibleCharacter, { maxLength: 6 }),
  )
  .map(([before, kept, after]) => [...before, kept, ...after].join(''));

/** A field's value in the request: a list field (sizes, ticket names) takes it as its one item. */
const asField = (valid: unknown, text: string) => (Array.isArray(valid) ? [text] : text);

const send = (endpoint: Endpoint, payload: unknown) =>
  app.inject({
    method: endpoint.method,
    url: endpoint.url,
    headers:
      endpoint.as === 'admin'
        ? bearer(token)
        : endpoint.as === 'member'
          ? { cookie: member, 'sec-fetch-site': 'same-origin' }
          : {},
    payload: payload as object,
    remoteAddress: '198.51.100.9',
  });

async function expectRefused(endpoint: Endpoint, field: string, value: unknown, words: string) {
  // Work queued by an earlier request (an e-mail to deliver) is finished first, so that only this
  // request can change what is counted.
  await app.jobs.drain();
  const before = await rowCounts(app);
  const payload = { ...endpoint.valid, [field]: value };
  const response = await send(endpoint, payload);
  const what = `${endpoint.method} ${endpoint.url} ${field}=${JSON.stringify(value)}`;
  expect(response.statusCode, what).toBe(400);
  const { message } = response.json();
  expect(message, what).toMatch(new RegExp(`^Invalid request: .*${field}(\\.0)?: [^;]*${words}`));
  expect(await rowCounts(app), what).toEqual(before);
}

describe('names and titles', () => {
  it('are refused when they show nothing, on every endpoint that takes one', async () => {
    const names = fieldsOf.filter(({ kind }) => kind === 'name');
    expect(names.length).toBeGreaterThanOrEqual(17);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), invisibleOnly, async ({ endpoint, field }, text) => {
        const value = asField(endpoint.valid[field], text);
        await expectRefused(endpoint, field, value, 'must contain a visible letter, number or symbol');
      }),
      { numRuns: 300 },
    );
  });

  it('say which field, in the words the form shows', async () => {
    const response = await send(endpoints[1], { ...person, name: '\u200B\u3164\u2800' });
    expect(response.json()).toEqual({
      message: 'Invalid request: name: Your name must contain a visible letter, number or symbol',
      code: 'invalid_request',
    });
  });

  it('are kept with the marks and joiners real names use', async () => {
    for (const [i, name] of ['محمد\u200F', 'क्\u200Dष', 'Zoë\u0301', 'Ana 👍🏽'].entries()) {
      const response = await send(endpoints[1], { name, email: `kept${i}@example.com` });
      expect(response.statusCode, `${JSON.stringify(name)} ${response.body}`).toBe(201);
    }
  });
});

describe('every text field', () => {
  it('refuses a direction override or isolate wherever it stands', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fieldsOf),
        directionControl,
        fc.nat(),
        async ({ endpoint, field }, control, at) => {
          const valid = endpoint.valid[field];
          const text = String(Array.isArray(valid) ? valid[0] : valid);
          const cut = at % (text.length + 1);
          const value = asField(valid, `${text.slice(0, cut)}${control}${text.slice(cut)}`);
          await expectRefused(
            endpoint,
            field,
            value,
            "cannot contain hidden characters that change the text's direction",
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
