import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildEvent } from '../src/server/db/factories';
import { events } from '../src/server/db/schema';
import { build } from './helpers/build';
import { anyText, encodeURIComponentSafely } from './security/hostile-input';

// Whatever a visitor sends, the answer is never a 5xx, and every refusal says why in { message }.

const app = await build({ env: { PUBLIC_POST_LIMIT: '100000' } });
const [event] = await app.db
  .insert(events)
  .values(buildEvent({ maxAttendees: 1000 }))
  .returning();

const fieldValue = fc.oneof(
  anyText(),
  fc.emailAddress(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(anyText(), { maxLength: 3 }),
  anyText({ minLength: 5001, maxLength: 6000 }),
);
const body = fc.oneof(
  fc.record(
    {
      name: fieldValue,
      email: fieldValue,
      message: fieldValue,
      interest: fc.oneof(fieldValue, fc.constantFrom('membership', 'events', 'sponsorship', 'general', '')),
      website: fieldValue,
      userId: fieldValue,
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
);

async function expectSafeAnswer(url: string, payload: unknown) {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload) ?? 'null',
  });
  expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
  if (response.statusCode >= 400) expect(typeof response.json().message).toBe('string');
}

describe('any input to a visitor endpoint', () => {
  it('gets no 5xx from the contact form', async () => {
    await fc.assert(
      fc.asyncProperty(body, (payload) => expectSafeAnswer('/api/contact', payload)),
      { numRuns: 150 },
    );
  });

  it('gets no 5xx from the newsletter sign-up', async () => {
    await fc.assert(
      fc.asyncProperty(body, (payload) => expectSafeAnswer('/api/newsletter/subscribe', payload)),
      { numRuns: 150 },
    );
  });

  it('gets no 5xx from the newsletter confirmation', async () => {
    await fc.assert(
      fc.asyncProperty(body, (payload) => expectSafeAnswer('/api/newsletter/confirm', payload)),
      { numRuns: 100 },
    );
  });

  it('gets no 5xx from an RSVP, whatever the event id', async () => {
    const id = fc.oneof(
      fc.constant(String(event.id)),
      fc.integer().map(String),
      anyText().map(encodeURIComponentSafely),
    );
    await fc.assert(
      fc.asyncProperty(id, body, (eventId, payload) =>
        expectSafeAnswer(`/api/events/${eventId || 0}/rsvp`, payload),
      ),
      { numRuns: 150 },
    );
  });

  it('gets no 5xx from the event list, whatever the query', async () => {
    await fc.assert(
      fc.asyncProperty(anyText(), async (category) => {
        const response = await app.inject({
          url: `/api/events?category=${encodeURIComponentSafely(category)}`,
        });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});
