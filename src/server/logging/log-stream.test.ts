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
    // 30 lines of 9-10 bytes: two full batches out, the rest waiting.
    expect(writes.length).toBe(2);
    expect(writes.join('')).toBe(
      Array.from({ length: writes.join('').split('\n').length - 1 }, (_, n) => line(n)).join(''),
    );
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
