import { QueryObserver } from '@tanstack/react-query';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('what the page shows after a change is saved', () => {
  it('a list fetched for the first time, which read before the change landed, is fetched again once the change is saved', async () => {
    // The server holds a value; a first fetch of a query (a list just searched, a tab just opened)
    // reads it and is slow to answer; meanwhile a write changes it and the page invalidates the
    // query. Whatever the values, and whether the slow answer lands before or after the page hears
    // of the change, the page ends on the new value.
    await fc.assert(
      fc.asyncProperty(
        fc.string({ unit: 'grapheme' }),
        fc.string({ unit: 'grapheme' }),
        fc.boolean(),
        async (before, after, answeredFirst) => {
          fc.pre(before !== after);
          let server = before;
          let answerFirst: (() => void) | undefined;
          let calls = 0;
          const client = createQueryClient();
          const query = {
            queryKey: ['admin', 'submissions', 'list', before],
            queryFn: async () => {
              calls += 1;
              const read = server;
              if (calls === 1) await new Promise<void>((resolve) => (answerFirst = resolve));
              return { value: read };
            },
          };
          const unsubscribe = new QueryObserver(client, query).subscribe(() => {});
          await expect.poll(() => answerFirst).toBeDefined();

          server = after;
          if (answeredFirst) {
            answerFirst?.();
            await expect.poll(() => client.getQueryData(query.queryKey)).toBeDefined();
          }
          const refreshed = client.invalidateQueries({ queryKey: ['admin', 'submissions'] });
          answerFirst?.();
          await refreshed;
          await expect.poll(() => client.isFetching()).toBe(0);
          expect(client.getQueryData(query.queryKey)).toEqual({ value: after });
          unsubscribe();
          client.clear();
        },
      ),
      { numRuns: 25 },
    );
  });
});
