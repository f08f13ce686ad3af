import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { miamiDateAndTime } from '../../shared/miami-time';

// CSV downloads of the dashboard (RSVPs, members, form submissions), opened by staff in a
// spreadsheet. A cell that starts with = + - @ (or a tab or carriage return) would run as a
// formula there, and the text comes from the public: such cells get a leading apostrophe.

export type Cell = string | number | null | undefined;

function csvCell(value: Cell): string {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of the file, with its line break. */
const csvLine = (row: Cell[]) => `${row.map(csvCell).join(',')}\r\n`;

export function toCsv(header: string[], rows: Cell[][]): string {
  return [header, ...rows].map(csvLine).join('');
}

/** "2026-03-07 19:30": how staff read a time, in the club's zone (named in the column header). */
export function miamiStamp(at: Date | string): string {
  const { date, time } = miamiDateAndTime(at);
  return `${date} ${time}`;
}

/** Lines written together: a few kilobytes per write rather than one write per row. */
const LINES_PER_CHUNK = 200;

/**
 * The file's text as it is made: the byte order mark (spreadsheet programs then read it as
 * UTF-8), the header, then the rows as they are read, so a long list never sits whole in memory.
 */
export async function* csvText<Item>(
  header: string[],
  items: AsyncIterable<Item>,
  row: (item: Item) => Cell[],
): AsyncGenerator<string> {
  let chunk = `\ufeff${csvLine(header)}`;
  let lines = 0;
  for await (const item of items) {
    chunk += csvLine(row(item));
    if (++lines % LINES_PER_CHUNK === 0) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** A CSV download, streamed: what to send is decided (and a 404 answered) before this is called. */
export function sendCsv(reply: FastifyReply, fileName: string, text: AsyncIterable<string>) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(text));
}
