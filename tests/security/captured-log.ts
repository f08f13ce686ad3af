import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

/**
 * A logger at its most talkative level whose lines the test keeps, and a way to make requests
 * whose refusals are kept too: afterwards, `expectNoneOf` says no secret reached either.
 */
export function capturedLog() {
  const lines: string[] = [];
  const errorAnswers: string[] = [];
  let requests = 0;
  const logger = { level: 'trace', stream: { write: (line: string) => lines.push(line) } };

  async function call(app: FastifyInstance, request: InjectOptions) {
    const response = await app.inject(request);
    requests++;
    // Answers that succeed hand out tokens on purpose (a sign-in, an upload URL); refusals must not.
    if (response.statusCode >= 400) {
      errorAnswers.push(`${response.statusCode} ${JSON.stringify(response.headers)} ${response.body}`);
    }
    return response;
  }

  function expectNoneOf(values: string[]) {
    const log = lines.join('\n');
    // The log did hear the requests: at least one line each (the line of an answered request).
    expect(requests).toBeGreaterThan(0);
    expect(lines.length).toBeGreaterThanOrEqual(requests);
    for (const value of values) {
      expect(value.length).toBeGreaterThan(8);
      expect(log.includes(value), `the log holds ${value}`).toBe(false);
      for (const answer of errorAnswers) {
        expect(answer.includes(value), `an error answer holds ${value}`).toBe(false);
      }
    }
  }

  return { logger, call, expectNoneOf, text: () => lines.join('\n') };
}
