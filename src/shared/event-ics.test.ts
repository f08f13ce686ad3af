import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { eventsToIcs } from './event-ics';
import type { Event } from './events';

const event = (id: number, overrides: Partial<Event> = {}): Event => ({
  id,
  title: `Fight Night; main card, live #${id}`,
  description: 'Ringside seats\nand a late bar',
  category: 'UFC',
  date: '2026-07-04T23:00:00.000Z',
  timeToBeAnnounced: false,
  price: 2500,
  maxAttendees: 60,
  currentAttendees: 0,
  venue: 'Little Havana Social Hall',
  imageUrl: null,
  membershipRequired: 'free',
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
