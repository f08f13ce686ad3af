import { describe, expect, it } from 'vitest';
import { build } from './helpers/build';

// The server's log at its default level: one line per answered request, written once the answer
// has gone, with what an operator reads first (method, address, status, milliseconds).

function keptLog(level: string) {
  const lines: Record<string, unknown>[] = [];
  const logger = { level, stream: { write: (line: string) => lines.push(JSON.parse(line)) } };
  return { logger, lines };
}

describe('request log', () => {
  it('writes one line for each answered request, with its method, address, status and time', async () => {
    const { logger, lines } = keptLog('info');
    const app = await build({ logger });
    await app.ready();
    const before = lines.length;
    await app.inject({ method: 'GET', url: '/api/events' });
    await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    await app.inject({ method: 'POST', url: '/api/contact', payload: { name: '' } });
    const answered = lines.slice(before);
    expect(answered.map((line) => [line.msg, line.method, line.url, line.status])).toEqual([
      ['answered', 'GET', '/api/events', 200],
      ['answered', 'GET', '/api/no-such-thing', 404],
      ['answered', 'POST', '/api/contact', 400],
    ]);
    for (const line of answered) {
      expect(line.level).toBe(30);
      expect(typeof line.reqId).toBe('string');
      expect(line.ms).toBeGreaterThanOrEqual(0);
    }
  });

  it('blanks a secret in the address it writes', async () => {
    const { logger, lines } = keptLog('info');
    const app = await build({ logger });
    await app.inject({ method: 'GET', url: '/newsletter/unsubscribe?token=abcdefghijklmnop1234' });
    const line = lines.find((entry) => entry.msg === 'answered');
    expect(line?.url).toBe('/newsletter/unsubscribe?token=%5Bredacted%5D');
  });

  it("blanks a ticket's or waitlist place's code in the address, even one that is no more", async () => {
    const { logger, lines } = keptLog('info');
    const app = await build({ logger });
    await app.inject({ method: 'GET', url: '/tickets/gone-ticket-code-1234' });
    await app.inject({ method: 'POST', url: '/api/waitlist/gone-place-code-1234/leave', payload: {} });
    await app.inject({ method: 'GET', url: '/api/tickets/gone-ticket-code-1234/no-such-thing?x=1' });
    const urls = lines.filter((entry) => entry.msg === 'answered').map((entry) => [entry.url, entry.status]);
    expect(urls).toEqual([
      ['/tickets/[redacted]', 404],
      ['/api/waitlist/[redacted]/leave', 404],
      ['/api/tickets/[redacted]?x=1', 404],
    ]);
  });

  it('writes nothing for answered requests at the warn level', async () => {
    const { logger, lines } = keptLog('warn');
    const app = await build({ logger });
    await app.inject({ method: 'GET', url: '/api/events' });
    await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(lines).toEqual([]);
  });
});
