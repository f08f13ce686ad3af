import { describe, expect, it } from 'vitest';
import { buildEvent, eventInDays } from '../src/server/db/factories';
import { events, rsvps, tickets } from '../src/server/db/schema';
import { MEMBER_PAST_SHOWN } from '../src/shared/events';
import { build } from './helpers/build';
import { asMember, freeMember } from './helpers/members';

// A member of many years has hundreds of RSVPs and tickets; their area lists every seat still to
// come and the latest of the past, so it costs the same in their fifth year as in their first.

const app = await build();

describe("a long-standing member's area", () => {
  it('lists every upcoming seat and only the latest past ones, latest first', async () => {
    const email = 'regular@example.com';
    const cookie = await freeMember(app, email, 'Rey Regular');
    const made = await app.db
      .insert(events)
      .values(
        Array.from({ length: 60 }, (_, i) =>
          buildEvent({ title: `Night ${i - 50}`, date: eventInDays(i - 50) }),
        ),
      )
      .returning();
    const seats = await app.db
      .insert(rsvps)
      .values(made.map((event) => ({ eventId: event.id, name: 'Rey Regular', email })))
      .returning();
    await app.db.insert(tickets).values(
      seats.map((seat, i) => ({
        code: `regular-${i}-${seat.id}`,
        eventId: seat.eventId,
        rsvpId: seat.id,
        name: 'Rey Regular',
        email,
      })),
    );

    const account = (await asMember(app, cookie, 'GET', '/api/account')).json();
    const upcomingTitles = made.filter((e) => (e.date as Date).getTime() > Date.now()).map((e) => e.title);
    expect(account.upcoming.map((r: { event: { title: string } }) => r.event.title)).toEqual(upcomingTitles);
    const past = account.past.map((r: { event: { title: string } }) => r.event.title);
    const pastTitles = made
      .filter((e) => (e.date as Date).getTime() <= Date.now())
      .map((e) => e.title)
      .reverse();
    expect(past).toEqual(pastTitles.slice(0, MEMBER_PAST_SHOWN));

    const mine = (await asMember(app, cookie, 'GET', '/api/account/tickets')).json();
    expect(mine.upcoming).toHaveLength(upcomingTitles.length);
    expect(mine.past.length).toBeLessThanOrEqual(2 * MEMBER_PAST_SHOWN);
    expect(mine.past[0].event.title).toBe(pastTitles[0]);
  });
});
