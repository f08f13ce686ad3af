import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VENUE } from './calendar-entry';
import { anEvent } from './event-fixture';
import { eventsToIcs } from './event-ics';
import type { Event } from './events';
import { cleanCalendarText, foldIcsLine } from './ics-text';

const event = (id: number, overrides: Partial<Event> = {}): Event =>
  anEvent({
    id,
    title: `Fight Night; main card, live #${id}`,
    description: 'Ringside seats\nand a late bar',
    category: 'UFC',
    categoryColor: 'red',
    date: '2026-07-04T23:00:00.000Z',
    price: 2500,
    maxAttendees: 60,
    venue: 'Little Havana Social Hall',
    ...overrides,
  });

/** Parses the file back with a strict RFC 5545 parser. */
function parse(text: string) {
  return new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((vevent) => new ICAL.Event(vevent));
}

describe('.ics files', () => {
  it('parse back to the same events, with stable UIDs and UTC times', () => {
    const text = eventsToIcs([event(1), event(2)], { siteUrl: 'https://mesc.example' });
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const [first, second] = parse(text);
    expect(first.uid).toBe('event-1@mesc.club');
    expect(second.uid).toBe('event-2@mesc.club');
    expect(first.summary).toBe('Fight Night; main card, live #1');
    expect(first.description).toBe('Ringside seats\nand a late bar');
    expect(first.location).toBe('Little Havana Social Hall');
    expect(first.startDate.toJSDate().toISOString()).toBe('2026-07-04T23:00:00.000Z');
    expect(first.endDate.toJSDate().toISOString()).toBe('2026-07-05T02:00:00.000Z');
    expect(first.startDate.zone.tzid).toBe('UTC');
  });

  it('give the same UID to the same event every time it is built', () => {
    const once = parse(eventsToIcs([event(5)], { siteUrl: 'http://localhost:3000' }))[0].uid;
    const again = parse(
      eventsToIcs([event(5, { title: 'Renamed' })], { siteUrl: 'http://localhost:3000' }),
    )[0].uid;
    expect(again).toBe(once);
  });

  it('make a valid empty calendar when there is nothing upcoming', () => {
    expect(parse(eventsToIcs([], { siteUrl: 'http://localhost:3000' }))).toEqual([]);
  });
});

/** Every line of a file is at most 75 octets of UTF-8, and CR and LF appear only as CRLF. */
function expectWellFormedLines(text: string) {
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
}

describe('.ics files with hostile text', () => {
  it('keep an injected line break inside the title instead of starting a new event', () => {
    const title = 'Party\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:Free drinks\rDTSTART:19700101T000000Z\nX';
    const text = eventsToIcs([event(1, { title, category: 'A,B;C\\D' })], {
      siteUrl: 'https://mesc.example',
    });
    expectWellFormedLines(text);
    const [vevent, ...more] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(more).toHaveLength(0);
    expect(vevent.getFirstPropertyValue('summary')).toBe(
      'Party\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Free drinks\nDTSTART:19700101T000000Z\nX',
    );
    expect(vevent.getFirstProperty('categories')?.getValues()).toEqual(['A,B;C\\D']);
  });

  it('fold long lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'ñ🏀'.repeat(40)}`;
    const folded = foldIcsLine(line);
    expectWellFormedLines(folded);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('hold for any text in titles, descriptions, venues and categories', () => {
    const text = fc.string({ unit: 'binary', maxLength: 120 });
    const hostile = fc.record({ title: text, description: text, venue: fc.option(text), category: text });
    fc.assert(
      fc.property(fc.array(hostile, { minLength: 1, maxLength: 4 }), (rows) => {
        const events = rows.map((row, i) => event(i + 1, row));
        const file = eventsToIcs(events, { siteUrl: 'https://mesc.example' });
        expectWellFormedLines(file);
        const vevents = new ICAL.Component(ICAL.parse(file)).getAllSubcomponents('vevent');
        expect(vevents).toHaveLength(events.length);
        vevents.forEach((vevent, i) => {
          const row = rows[i];
          const value = (name: string) => vevent.getFirstPropertyValue(name) ?? '';
          expect(vevent.getFirstPropertyValue('uid')).toBe(`event-${i + 1}@mesc.club`);
          expect(value('summary')).toBe(cleanCalendarText(row.title));
          expect(value('description')).toBe(cleanCalendarText(row.description));
          expect(value('location')).toBe(cleanCalendarText(row.venue?.trim() || DEFAULT_VENUE));
          const categories = vevent.getFirstProperty('categories')?.getValues() ?? [];
          expect(categories).toEqual(
            cleanCalendarText(row.category) ? [cleanCalendarText(row.category)] : [],
          );
        });
      }),
      { numRuns: 300 },
    );
  });
});
