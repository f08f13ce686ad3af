import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ReplayedAnswers } from './replayed-answers';

// The replays stand in for the walk only while the public data is what the answer was made from.
// These drive the class as the HTTP server and a cached route do, one step at a time, so that a
// change can land exactly between a request's arrival and its answer.

function setUp() {
  let generation = 1;
  const replays = new ReplayedAnswers(false, () => 1000);
  replays.open(() => generation, {});
  const arrive = (url: string) => {
    const raw = { method: 'GET', url, headers: {}, socket: {} } as unknown as IncomingMessage;
    const sent: Buffer[] = [];
    const response = {
      writeHead: () => response,
      end: (bytes: Buffer) => sent.push(bytes),
    } as unknown as ServerResponse;
    const replayed = replays.answer(raw, response);
    /** The walk answers it with these bytes, the way cached-body.ts writes them down. */
    const walk = (bytes: string) => {
      const request = {
        raw,
        url,
        method: 'GET',
        headers: {},
        routeOptions: { config: { replayable: true }, url },
      } as unknown as FastifyRequest;
      const reply = {
        statusCode: 200,
        hasHeader: () => false,
        getHeaders: () => ({ 'content-type': 'text/html' }),
      } as unknown as FastifyReply;
      replays.record(request, reply, Buffer.from(bytes));
    };
    return { replayed, sent: () => sent.map(String), walk };
  };
  return { arrive, change: () => (generation += 1) };
}

describe('an answer written down for replay', () => {
  it('is replayed to the next visitor while nothing changed', () => {
    const { arrive } = setUp();
    arrive('/events').walk('the list');
    const next = arrive('/events');
    expect([next.replayed, next.sent()]).toEqual([true, ['the list']]);
  });

  it('is not replayed after a change that landed while it was being made', () => {
    const { arrive, change } = setUp();
    const first = arrive('/events');
    change();
    // Made from the data read before the change, sent after it.
    first.walk('the list before the change');
    expect(arrive('/events').replayed).toBe(false);
  });

  it('does not replace a newer answer with one made before a change', () => {
    const { arrive, change } = setUp();
    const slow = arrive('/events');
    change();
    arrive('/events').walk('the list after the change');
    slow.walk('the list before the change');
    const next = arrive('/events');
    expect([next.replayed, next.sent()]).toEqual([true, ['the list after the change']]);
  });
});
