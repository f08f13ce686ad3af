import { describe, expect, it } from 'vitest';
import { buildEvent } from '../src/server/db/factories';
import { events } from '../src/server/db/schema';
import { build } from './helpers/build';
import { asMember, me, paidMember } from './helpers/members';
import { payWithTestCard } from './helpers/membership';
import { pricedEvent } from './helpers/tickets';

// What a member's cards show as "You're going" comes from /api/me: every event ahead they have a
// seat at, by an RSVP or a ticket bought, with the ticket to show and whether it may be cancelled.

const app = await build();

async function buyAsMember(cookie: string, eventId: number) {
  const started = await asMember(app, cookie, 'POST', `/api/events/${eventId}/tickets`, {
    quantity: 1,
    name: 'Member',
    email: 'ignored@example.com',
  });
  expect(started.statusCode, started.body).toBe(201);
  const { clientSecret, paymentIntentId, orderToken } = started.json();
  await payWithTestCard(app, clientSecret, '4242424242424242');
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/tickets/confirm',
    payload: { paymentIntentId, orderToken },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json().tickets[0].code as string;
}

describe('a member’s seats on the event cards', () => {
  it('lists a bought ticket and an RSVP, each with its ticket, and drops a seat once it is cancelled', async () => {
    const { cookie } = await paidMember(app, 'going@example.com', 'premium', 'Gina Going');
    const bought = await pricedEvent(app, { refundCutoffHours: 24 });
    const code = await buyAsMember(cookie, bought.id);
    const [free] = await app.db
      .insert(events)
      .values(buildEvent({ title: 'Free Night', price: 0 }))
      .returning();
    expect((await asMember(app, cookie, 'POST', '/api/account/rsvps', { eventId: free.id })).statusCode).toBe(
      201,
    );

    const going = (await me(app, cookie)).going;
    expect(going).toContainEqual({ eventId: bought.id, ticketCode: code, cancellable: true });
    const rsvp = going.find((seat: { eventId: number }) => seat.eventId === free.id);
    expect(rsvp).toMatchObject({ eventId: free.id, cancellable: true });
    expect(rsvp.ticketCode).toMatch(/^\w{20,}$/);
    expect((await me(app, cookie)).goingEventIds.sort()).toEqual([bought.id, free.id].sort());

    expect((await app.inject({ method: 'POST', url: `/api/tickets/${code}/cancel` })).statusCode).toBe(200);
    expect((await me(app, cookie)).going.map((seat: { eventId: number }) => seat.eventId)).toEqual([free.id]);
  });

  it('says a ticket past its refund cut-off cannot be cancelled', async () => {
    const { cookie } = await paidMember(app, 'late@example.com', 'premium', 'Lia Late');
    const event = await pricedEvent(app, { refundCutoffHours: null });
    const code = await buyAsMember(cookie, event.id);
    expect((await me(app, cookie)).going).toContainEqual({
      eventId: event.id,
      ticketCode: code,
      cancellable: false,
    });
  });
});
