import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { batchedStdout } from './log-stream';

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
