import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Event } from '../src/shared/events';
import type { WallOfFameMember } from '../src/shared/wall-of-fame';
import { buildWithAdmin } from './helpers/admin';
import { rowCounts } from './helpers/row-counts';

// Dates staff send are kept as sent (the same instant, the same day), or refused with a 400 that
// says why: never a 500, never another year or another day.

const { app, admin } = await buildWithAdmin();

const event = (date: string) => ({
  title: 'Dominoes night',
  description: 'Doubles tournament',
  category: 'Dominoes',
  date,
  price: 0,
});

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** An instant written with any offset from -12:00 to +14:00, as an ISO date-time. */
function withOffset(at: Date, offsetMinutes: number): string {
  const local = new Date(at.getTime() + offsetMinutes * 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  return `${local.toISOString().slice(0, 23)}${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
}

const clubInstant = fc.date({
  min: new Date('2000-01-02T00:00:00Z'),
  max: new Date('2100-12-30T00:00:00Z'),
  noInvalidDate: true,
});
const offset = fc.integer({ min: -12 * 60, max: 14 * 60 });

describe('an event date staff send', () => {
  it('comes back as the very same instant, whatever the offset it was written with', async () => {
    await fc.assert(
      fc.asyncProperty(clubInstant, offset, async (at, minutes) => {
        const sent = withOffset(at, minutes);
        const response = await admin({ method: 'POST', url: '/api/admin/events', payload: event(sent) });
        expect(response.statusCode, sent).toBe(201);
        expect(new Date(response.json<Event>().date).getTime(), sent).toBe(at.getTime());
      }),
      { numRuns: 60 },
    );
  });

  it('is refused with a message when its year is outside 2000-2100, and nothing is stored', async () => {
    const years = fc.oneof(fc.integer({ min: 0, max: 1999 }), fc.integer({ min: 2101, max: 9999 }));
    await fc.assert(
      fc.asyncProperty(
        years,
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        async (year, month, day) => {
          const before = await rowCounts(app);
          const sent = `${pad(year, 4)}-${pad(month)}-${pad(day)}T19:00:00-05:00`;
          for (const [method, url] of [
            ['POST', '/api/admin/events'],
            ['PUT', '/api/admin/events/1'],
          ] as const) {
            const response = await admin({ method, url, payload: event(sent) });
            expect(response.statusCode, sent).toBe(400);
            expect(response.json().message).toBe(
              'Invalid request: date: Date must be between the years 2000 and 2100',
            );
          }
          expect(await rowCounts(app)).toEqual(before);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('is refused for year 0, years 1-99 and five-digit years, which once answered 500 or another year', async () => {
    for (const sent of [
      '0000-01-01T00:00:00Z',
      '0001-03-01T12:00:00Z',
      '0099-12-31T23:59:59Z',
      '+020266-01-01T00:00:00Z',
    ]) {
      const response = await admin({ method: 'POST', url: '/api/admin/events', payload: event(sent) });
      expect(response.statusCode, sent).toBe(400);
      expect(response.json()).toEqual({ message: expect.stringContaining('date'), code: 'invalid_request' });
    }
  });
});

describe('a wall-of-fame joined date', () => {
  it('is kept as the very day written, in any year from 2000 to 2100', async () => {
    const day = fc.date({
      min: new Date('2000-01-01T00:00:00Z'),
      max: new Date('2100-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    await fc.assert(
      fc.asyncProperty(day, fc.boolean(), async (at, asDateTime) => {
        const written = at.toISOString().slice(0, 10);
        const joinedDate = asDateTime ? `${written}T23:30:00-05:00` : written;
        const response = await admin({
          method: 'POST',
          url: '/api/admin/wall-of-fame',
          payload: { name: 'Ana', membershipTier: 'free', joinedDate },
        });
        expect(response.statusCode, joinedDate).toBe(201);
        expect(response.json<WallOfFameMember>().joinedDate).toBe(written);
      }),
      { numRuns: 60 },
    );
  });

  it('is refused with a message outside 2000-2100', async () => {
    for (const joinedDate of ['0000-01-01', '0099-06-15', '1999-12-31', '2101-01-01', '9999-12-31']) {
      const response = await admin({
        method: 'POST',
        url: '/api/admin/wall-of-fame',
        payload: { name: 'Ana', membershipTier: 'free', joinedDate },
      });
      expect(response.statusCode, joinedDate).toBe(400);
      expect(response.json().message).toBe(
        'Invalid request: joinedDate: Joined date must be between the years 2000 and 2100',
      );
    }
  });
});
