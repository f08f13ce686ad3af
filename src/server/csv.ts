import type { FastifyReply } from 'fastify';
import { miamiDateAndTime } from '../shared/miami-time';

// CSV downloads of the dashboard (RSVPs, members, form submissions), opened by staff in a
// spreadsheet. A cell that starts with = + - @ (or a tab or carriage return) would run as a
// formula there, and the text comes from the public: such cells get a leading apostrophe.

type Cell = string | number | null | undefined;

function csvCell(value: Cell): string {
  let text = value == null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: Cell[][]): string {
  return [header, ...rows]
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
}

/** "2026-03-07 19:30": how staff read a time, in the club's zone (named in the column header). */
export function miamiStamp(at: Date | string): string {
  const { date, time } = miamiDateAndTime(at);
  return `${date} ${time}`;
}

/** A CSV download; the byte order mark makes spreadsheet programs read it as UTF-8. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(`\ufeff${csv}`);
}
