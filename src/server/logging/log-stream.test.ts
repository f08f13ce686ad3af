import { PassThrough } from 'node:stream';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batchedStdout, plainLine } from './log-stream';

function collected() {
  const out = new PassThrough();
  const writes: string[] = [];
  out.on('data', (chunk) => writes.push(String(chunk)));
  return { out, writes };
}

const line = (n: number) => `{"n":${n}}\n`;

describe('the log stream', () => {
  it('writes a burst of lines together, in order, once enough are waiting', () => {
    const { out, writes } = collected();
    const stream = batchedStdout({ maxBytes: 100, maxDelayMs: 10_000 }, out);
    for (let n = 0; n < 30; n++) stream.write(line(n));
    // 30 lines of 9-10 bytes: full batches out (none over 100 bytes), the rest waiting.
    expect(writes.length).toBeGreaterThanOrEqual(2);
    expect(writes.every((w) => Buffer.byteLength(w) <= 100)).toBe(true);
    const written = writes.join('').split('\n').length - 1;
    expect(written).toBeLessThan(30);
    expect(writes.join('')).toBe(Array.from({ length: written }, (_, n) => line(n)).join(''));
  });

  it('keeps every character of lines in any script, and a line longer than a batch whole', async () => {
    const { out, writes } = collected();
    const stream = batchedStdout({ maxBytes: 64, maxDelayMs: 10_000 }, out);
    const lines = [
      '{"msg":"café ☕"}\n',
      '{"msg":"𝄞 ñandú 中文"}\n',
      `{"msg":"${'é'.repeat(40)}"}\n`,
      '{"n":1}\n',
    ];
    for (const l of lines) stream.write(l);
    await new Promise((resolve) => stream.flush(resolve));
    expect(Buffer.concat(writes.map((w) => Buffer.from(w))).toString()).toBe(lines.join(''));
  });

  it('writes a lone line within the delay', async () => {
    const { out, writes } = collected();
    const stream = batchedStdout({ maxBytes: 16_384, maxDelayMs: 20 }, out);
    stream.write(line(1));
    expect(writes).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(writes).toEqual([line(1)]);
  });

  it('writes what waits on flush, and says when it has gone', async () => {
    const { out, writes } = collected();
    const stream = batchedStdout({ maxBytes: 16_384, maxDelayMs: 10_000 }, out);
    stream.write(line(1));
    stream.write(line(2));
    await new Promise((resolve) => stream.flush(resolve));
    expect(writes.join('')).toBe(line(1) + line(2));
  });
});

describe('the log read on a terminal', () => {
  const at = Date.UTC(2026, 10, 28, 19, 5, 9);

  it("reads a request's line as what was asked and how it went", () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      pid: 7,
      hostname: 'club',
      reqId: 'req-1',
      method: 'GET',
      url: '/events',
      status: 200,
      ms: 1.2,
      msg: 'answered',
    });
    expect(plainLine(line, 'UTC')).toBe('19:05:09 INFO  GET /events 200 1.2 ms\n');
  });

  it('reads the first-start admin password as a sentence, not a JSON line', () => {
    const msg =
      'Admin password created: Neon-Tiger-42 (sign in at https://club.example.com/admin). Only its hash is kept.';
    const line = JSON.stringify({ level: 40, time: at, pid: 7, hostname: 'club', msg });
    expect(plainLine(line, 'UTC')).toBe(`19:05:09 WARN  ${msg}\n`);
  });

  it("puts an event's fields after its message and an error's stack below it", () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      msg: 'job failed for good',
      kind: 'mail.deliver',
      jobId: 4,
      err: { message: 'boom', stack: 'Error: boom\n    at deliver' },
    });
    expect(plainLine(line, 'UTC')).toBe(
      '19:05:09 ERROR job failed for good  kind=mail.deliver  jobId=4\n    Error: boom\n        at deliver\n',
    );
  });

  it('passes a line that is not JSON as it is', () => {
    expect(plainLine('not json', 'UTC')).toBe('not json\n');
    expect(plainLine('[1,2]', 'UTC')).toBe('[1,2]\n');
  });

  it('keeps what anyone sent on one line, with no character a terminal would obey', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ unit: 'binary' }), fc.jsonValue()),
        fc.string({ unit: 'binary' }),
        (fields, msg) => {
          const { err: _err, ...rest } = fields;
          const text = plainLine(JSON.stringify({ ...rest, level: 30, time: at, msg }), 'UTC');
          expect(text.startsWith('19:05:09 INFO ')).toBe(true);
          expect(text.endsWith('\n')).toBe(true);
          // biome-ignore lint/suspicious/noControlCharactersInRegex: the characters a terminal obeys.
          expect(/[\u0000-\u001f\u007f-\u009f]/.test(text.slice(0, -1))).toBe(false);
        },
      ),
    );
  });
});
