import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildEvent, eventInDays } from '../src/server/db/factories';
import { events } from '../src/server/db/schema';
import { HttpError, handleError } from '../src/server/errors';
import { isErrorCode } from '../src/shared/error-codes';
import { SEAT_TEXTS } from '../src/shared/seat-rules';
import { build } from './helpers/build';
import { freshAddress } from './helpers/members';

// Every error answer is { message, code } (docs/architecture.md "Errors"): programs compare the
// code, people read the message.

const app = await build();

async function newEvent(overrides: Parameters<typeof buildEvent>[0] = {}) {
  const [row] = await app.db.insert(events).values(buildEvent(overrides)).returning();
  return row;
}
const rsvp = (id: number | string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `/api/events/${id}/rsvp`,
    payload: payload as object,
    remoteAddress: freshAddress(),
  });
const visitor = { name: 'Kim', email: 'kim@example.com' };

/** What handleError answers for an error, read off a stand-in reply. */
function answerOf(error: unknown): { status: number; body: { message: string; code: string } } {
  const answer = { status: 0, body: { message: '', code: '' } };
  const reply = {
    code(status: number) {
      answer.status = status;
      return reply;
    },
    send(body: { message: string; code: string }) {
      answer.body = body;
      return reply;
    },
  };
  const request = { log: { error: () => undefined } };
  handleError(error as FastifyError, request as unknown as FastifyRequest, reply as unknown as FastifyReply);
  return answer;
}

describe('the error handler', () => {
  it("sends an HttpError's status, code and message", () => {
    expect(answerOf(new HttpError(409, 'no_seat_free', 'No seat'))).toEqual({
      status: 409,
      body: { message: 'No seat', code: 'no_seat_free' },
    });
  });

  it("gives Fastify's and the plugins' refusals the code of their status, or their own", () => {
    const fastify = (statusCode: number, code: string) =>
      Object.assign(new Error('refused'), { statusCode, code }) as FastifyError;
    expect(answerOf(fastify(413, 'FST_ERR_CTP_BODY_TOO_LARGE')).body.code).toBe('payload_too_large');
    expect(answerOf(fastify(415, 'FST_ERR_CTP_INVALID_MEDIA_TYPE')).body.code).toBe('unsupported_media_type');
    expect(answerOf(fastify(400, 'FST_ERR_CTP_INVALID_JSON_BODY')).body.code).toBe('invalid_request');
    expect(answerOf(fastify(404, 'FST_ERR_NOT_FOUND')).body.code).toBe('not_found');
    expect(answerOf(fastify(418, 'FST_ERR_TEAPOT')).body.code).toBe('bad_request');
    expect(answerOf({ statusCode: 429, message: 'Too many', code: 'rate_limited' }).body.code).toBe(
      'rate_limited',
    );
  });

  it('answers every 4xx, and a 5xx, with a known code', () => {
    for (let status = 400; status < 500; status++) {
      const { body } = answerOf(Object.assign(new Error('refused'), { statusCode: status }));
      expect(isErrorCode(body.code), `${status}: ${body.code}`).toBe(true);
    }
    const crash = answerOf(new Error('database exploded'));
    expect(crash.status).toBe(500);
    expect(crash.body.code).toBe('server_error');
    expect(crash.body.message).not.toContain('exploded');
  });
});

describe('the error answers of the API', () => {
  it('an RSVP to a full event: event_full', async () => {
    const event = await newEvent({ maxAttendees: 1, currentAttendees: 1 });
    const response = await rsvp(event.id, visitor);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Event Full', code: 'event_full' });
  });

  it('an RSVP to a priced event: priced_use_tickets', async () => {
    const event = await newEvent({ price: 2500, maxAttendees: 10 });
    const response = await rsvp(event.id, visitor);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: SEAT_TEXTS.pricedUseTickets, code: 'priced_use_tickets' });
  });

  it('an RSVP to a past event: event_past; to a members-only one without signing in: sign_in_required', async () => {
    const past = await newEvent({ date: eventInDays(-2) });
    expect((await rsvp(past.id, visitor)).json()).toMatchObject({ code: 'event_past' });
    const members = await newEvent({ membershipRequired: 'premium' });
    const refused = await rsvp(members.id, visitor);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'sign_in_required' });
  });

  it('an unknown event, and an unknown API address: not_found', async () => {
    const event = await app.inject({ url: '/api/events/999999' });
    expect(event.statusCode).toBe(404);
    expect(event.json()).toEqual({ message: 'Event not found', code: 'not_found' });
    const nowhere = await app.inject({ url: '/api/no-such-thing' });
    expect(nowhere.statusCode).toBe(404);
    expect(nowhere.json()).toMatchObject({ code: 'not_found' });
  });

  it('a body that fails validation, or is not JSON: invalid_request', async () => {
    const event = await newEvent({ maxAttendees: 10 });
    const invalid = await rsvp(event.id, { name: '', email: 'not-an-address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      message: expect.stringMatching(/^Invalid request: /),
      code: 'invalid_request',
    });
    const broken = await app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/rsvp`,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
      remoteAddress: freshAddress(),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: 'invalid_request' });
  });

  it('an admin call without a session: admin_sign_in_required', async () => {
    const response = await app.inject({ url: '/api/admin/events' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'admin_sign_in_required' });
  });

  it('a body that is too large, or not JSON: payload_too_large, unsupported_media_type', async () => {
    const large = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'A', email: 'a@example.com', message: 'x'.repeat(2_000_000) },
    });
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 'payload_too_large' });
    const text = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ code: 'unsupported_media_type' });
  });

  it('too many posts from one address: rate_limited', async () => {
    const limited = await build({ env: { PUBLIC_POST_LIMIT: '1' } });
    const post = () => limited.inject({ method: 'POST', url: '/api/contact', payload: {} });
    await post();
    const response = await post();
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      message: expect.stringMatching(/^Too many requests/),
      code: 'rate_limited',
    });
  });
});
