import fs from 'node:fs';

// Where the server's log goes: stdout, as a process manager or a container runtime expects.
// Lines are gathered and written together, at least every `maxDelayMs` and whenever
// `maxBytes` are waiting: under load one write carries a hundred lines, and each line costs the
// request that made it an array push instead of a write of its own (pino's own destination spends
// over a microsecond per line on this machine, a third of a cached answer's time). A quiet
// server's line is out within `maxDelayMs`; what waits when the process exits is written then.

export interface LogStream {
  write(line: string): void;
  /** Writes what waits; `done` runs once stdout has taken it. */
  flush(done?: (err?: Error | null) => void): void;
}

export function batchedStdout(
  { maxBytes = 16_384, maxDelayMs = 200 }: { maxBytes?: number; maxDelayMs?: number } = {},
  out: NodeJS.WritableStream & { fd?: number } = process.stdout,
): LogStream {
  // Each line is encoded into one buffer as it comes: no string is kept until the write and no
  // join of a hundred strings before it (together a seventh of a cached answer's time, measured
  // against a log that wrote nothing). A written buffer is the pipe's: the next lines get a new one.
  let slab = Buffer.allocUnsafe(maxBytes);
  let used = 0;
  let timer: NodeJS.Timeout | undefined;

  const take = () => {
    const bytes = slab.subarray(0, used);
    slab = Buffer.allocUnsafe(maxBytes);
    used = 0;
    return bytes;
  };
  const writeOut = () => {
    clearTimeout(timer);
    timer = undefined;
    if (used > 0) out.write(take());
  };
  // An exit (a crash after its last line, process.exit) cannot wait for an asynchronous write.
  process.once('exit', () => {
    if (used === 0) return;
    try {
      if (typeof out.fd === 'number') fs.writeSync(out.fd, take());
    } catch {
      // stdout is gone or full: nothing more can be said.
    }
  });

  return {
    write(line) {
      // A UTF-16 unit is at most three bytes of UTF-8: a line that might not fit goes out first.
      if (used > 0 && used + line.length * 3 > maxBytes) writeOut();
      if (line.length * 3 > maxBytes) {
        out.write(line);
        return;
      }
      used += slab.write(line, used);
      if (!timer) {
        timer = setTimeout(writeOut, maxDelayMs);
        timer.unref();
      }
    },
    flush(done = () => {}) {
      writeOut();
      out.write('', (err) => done(err ?? null));
    },
  };
}

const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every line has, shown in their own place or not at all. */
const PLACED = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);

/** Control characters (a terminal's escape sequences, line breaks) shown as \u escapes. */
const visible = (text: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters escaped.
  text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * One JSON line as a person reads it on a terminal: `14:05:09 INFO  message  key=value …`; a
 * request's line as `GET /events 200 1.2 ms`; an error's stack below it. A line that is not
 * JSON is passed as it is. What a visitor sent cannot move the cursor or start a line of its own:
 * control characters are shown escaped.
 */
export function plainLine(json: string, timeZone?: string): string {
  let entry: Record<string, unknown> | undefined;
  try {
    const parsed = JSON.parse(json);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) entry = parsed;
  } catch {}
  if (!entry) return json.endsWith('\n') ? json : `${json}\n`;
  const time = new Date(Number(entry.time)).toLocaleTimeString('en-GB', { hour12: false, timeZone });
  const level = (LEVELS[Number(entry.level)] ?? String(entry.level)).padEnd(5);
  const text =
    entry.msg === 'answered'
      ? `${entry.method} ${entry.url} ${entry.status} ${entry.ms} ms`
      : [
          String(entry.msg ?? ''),
          ...Object.entries(entry)
            .filter(([key]) => !PLACED.has(key))
            .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`),
        ]
          .filter(Boolean)
          .join('  ');
  const err = entry.err as { message?: unknown; stack?: unknown } | null | undefined;
  const detail = err && typeof err === 'object' ? String(err.stack ?? err.message ?? '') : '';
  const stack = detail
    ? detail
        .split('\n')
        .map((line) => `\n    ${visible(line)}`)
        .join('')
    : '';
  return `${time} ${level} ${visible(text)}${stack}\n`;
}

/** The log for a person at a terminal: each line written at once, as plain text (plainLine). */
export function terminalLines(out: NodeJS.WritableStream = process.stdout): LogStream {
  return {
    write(line) {
      out.write(plainLine(line));
    },
    flush(done = () => {}) {
      out.write('', (err) => done(err ?? null));
    },
  };
}
