import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../errors';
import { WorkGate } from './work-gate';

// Work is held by promises the test settles itself; turns of the event loop are waited for with
// setImmediate, never with a clock, so a busy machine changes nothing here.

/** Lets the event loop go round a few times: admitted work starts, settled work ends. */
const turns = async (count = 5) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve));
};

/** A gate whose client is whatever `as` was last set to. */
function gate(limits: { concurrency?: number; queue?: number; waitMs?: number } = {}) {
  let client = 'visitor';
  const work = new WorkGate({ concurrency: 1, queue: 10, waitMs: 1500, ...limits }, () => client);
  return {
    work,
    as(name: string) {
      client = name;
      return this;
    },
  };
}

/** A piece of work that runs until the test finishes it (finished early, it ends as it starts). */
function heldWork(log: string[], name: string) {
  let resolve: (value: string) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Failed before anyone runs it, it must not count as unhandled.
  promise.catch(() => {});
  const work = () => {
    log.push(name);
    return promise;
  };
  return { work, finish: () => resolve(name), fail: (error: Error) => reject(error) };
}

/** Runs work through the gate; its outcome is read later without an unhandled rejection. */
function attempt<T>(promise: Promise<T>) {
  const outcome: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(outcome, { value, settled: true }),
    (error) => Object.assign(outcome, { error, settled: true }),
  );
  return outcome;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the bound on uncached work', () => {
  it('runs at most its limit at once; the rest wait their turn and run as turns free up', async () => {
    const { work } = gate({ concurrency: 2 });
    const started: string[] = [];
    const pieces = ['a', 'b', 'c', 'd'].map((name) => heldWork(started, name));
    const outcomes = pieces.map((piece) => attempt(work.run(piece.work)));
    await turns();
    expect(started).toEqual(['a', 'b']);
    expect(work.counts).toMatchObject({ running: 2, waiting: 2 });

    pieces[0].finish();
    await turns();
    expect(started).toEqual(['a', 'b', 'c']);
    expect(outcomes[0]).toMatchObject({ settled: true, value: 'a' });

    for (const piece of pieces) piece.finish();
    await turns();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(outcomes.every((outcome) => outcome.settled && !outcome.error)).toBe(true);
    expect(work.counts).toMatchObject({ running: 0, waiting: 0, admitted: 4, refused: 0 });
  });

  it('starts work on a later go of the event loop, never in the middle of reading requests', async () => {
    const { work } = gate({ concurrency: 4 });
    const started: string[] = [];
    const piece = heldWork(started, 'render');
    attempt(work.run(piece.work));
    // Promise callbacks alone (what a burst of requests read in one go runs on) do not start it.
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(started).toEqual([]);
    await turns(1);
    expect(started).toEqual(['render']);
    piece.finish();
  });

  it('answers work past the length of the line with a 503 service_unavailable and Retry-After', async () => {
    const { work } = gate({ concurrency: 1, queue: 2, waitMs: 1500 });
    const started: string[] = [];
    const pieces = [1, 2, 3, 4].map((i) => heldWork(started, `search ${i}`));
    const outcomes = pieces.map((piece) => attempt(work.run(piece.work)));
    await turns();
    expect(outcomes[3].settled).toBe(true);
    const refusal = outcomes[3].error as HttpError;
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal.statusCode).toBe(503);
    expect(refusal.code).toBe('service_unavailable');
    expect(refusal.headers).toEqual({ 'retry-after': '2' });
    expect(refusal.message).toBe('The site is very busy right now: please try again in 2 seconds.');
    expect(work.counts).toMatchObject({ running: 1, waiting: 2, refused: 1 });
    for (const piece of pieces) piece.finish();
    await turns();
    expect(outcomes.slice(0, 3).every((outcome) => outcome.settled && !outcome.error)).toBe(true);
  });

  it('refuses work that waited in line longer than the wait limit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { work } = gate({ concurrency: 1, queue: 10, waitMs: 1000 });
    const started: string[] = [];
    const first = heldWork(started, 'slow render');
    const second = heldWork(started, 'waiting search');
    attempt(work.run(first.work));
    const waiting = attempt(work.run(second.work));
    await turns();
    vi.advanceTimersByTime(999);
    await turns();
    expect(waiting.settled).toBe(false);
    vi.advanceTimersByTime(1);
    await turns();
    expect((waiting.error as HttpError).statusCode).toBe(503);
    expect((waiting.error as HttpError).headers).toEqual({ 'retry-after': '1' });
    expect(started).toEqual(['slow render']);
    first.finish();
    await turns();
    // The refused search never runs, and its place does not hold the turn.
    expect(started).toEqual(['slow render']);
    expect(work.counts).toMatchObject({ running: 0, waiting: 0, refused: 1 });
  });

  it('frees the turn of work that failed, and passes its error on', async () => {
    const { work } = gate({ concurrency: 1 });
    const started: string[] = [];
    const failing = heldWork(started, 'failing');
    const next = heldWork(started, 'next');
    const failed = attempt(work.run(failing.work));
    const after = attempt(work.run(next.work));
    await turns();
    failing.fail(new Error('the database went away'));
    await turns();
    expect((failed.error as Error).message).toBe('the database went away');
    expect(started).toEqual(['failing', 'next']);
    next.finish();
    await turns();
    expect(after).toMatchObject({ settled: true, value: 'next' });
    expect(work.counts).toMatchObject({ running: 0, waiting: 0 });
  });

  it('gives each client a turn in each round, so a visitor is not stuck behind a stranger’s fifty', async () => {
    const clients = gate({ concurrency: 1, queue: 100 });
    const started: string[] = [];
    const stranger = Array.from({ length: 50 }, (_, i) => heldWork(started, `stranger ${i}`));
    for (const piece of stranger) attempt(clients.as('stranger').work.run(piece.work));
    const visitor = heldWork(started, 'visitor');
    const answered = attempt(clients.as('visitor').work.run(visitor.work));
    await turns();
    expect(started).toEqual(['stranger 0']);
    stranger[0].finish();
    await turns();
    // The stranger's next and the visitor alternate: the visitor is second in line, not 50th.
    stranger[1].finish();
    await turns();
    expect(started).toEqual(['stranger 0', 'stranger 1', 'visitor']);
    visitor.finish();
    await turns();
    expect(answered).toMatchObject({ settled: true, value: 'visitor' });
    for (const piece of stranger) piece.finish();
    await turns(60);
  });

  it('lets a visitor take the place of a flood’s latest request when the line is full', async () => {
    const clients = gate({ concurrency: 1, queue: 3 });
    const started: string[] = [];
    const flood = Array.from({ length: 4 }, (_, i) => heldWork(started, `flood ${i}`));
    const floodOutcomes = flood.map((piece) => attempt(clients.as('stranger').work.run(piece.work)));
    const visitor = heldWork(started, 'visitor');
    const answered = attempt(clients.as('visitor').work.run(visitor.work));
    await turns();
    // The stranger's latest in line lost its place to the visitor and was told to come back.
    expect((floodOutcomes[3].error as HttpError).statusCode).toBe(503);
    expect(answered.settled).toBe(false);
    // A fifth from the stranger finds the line full of its own and the visitor: refused at once.
    const more = attempt(clients.as('stranger').work.run(heldWork(started, 'flood 4').work));
    await turns();
    expect((more.error as HttpError).statusCode).toBe(503);
    flood[0].finish();
    await turns();
    expect(started).toEqual(['flood 0', 'flood 1']);
    flood[1].finish();
    await turns();
    expect(started).toEqual(['flood 0', 'flood 1', 'visitor']);
    visitor.finish();
    flood[2].finish();
    await turns();
    expect(answered).toMatchObject({ settled: true, value: 'visitor' });
  });

  it('runs work started by admitted work at once, on the same turn', async () => {
    const { work } = gate({ concurrency: 1, queue: 0 });
    // A page's render loads its lists through the same gate: with one turn and no line, waiting
    // for a second turn would refuse (or, with a line, wait for itself).
    const page = await work.run(async () => {
      const lists = await Promise.all([work.run(async () => 'events'), work.run(async () => 'categories')]);
      return `page of ${lists.join(' and ')}`;
    });
    expect(page).toBe('page of events and categories');
    expect(work.counts).toMatchObject({ admitted: 1, refused: 0 });
  });
});
