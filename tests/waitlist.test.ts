import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, waitlistEntries } from '../src/server/db/schema';
import { WAITLIST_TEXTS } from '../src/shared/waitlist';
import { buildWithAdmin } from './helpers/admin';
import { asMember, freeMember, freshAddress, paidMember } from './helpers/members';
import { mailTo, payWithTestCard } from './helpers/membership';
import {
  cancelTicket,
  claim,
  confirm,
  entriesOf,
  entry,
  expireOfferNow,
  fill,
  join,
  joinAndConfirm,
  leave,
  mailedEntryCode,
  person,
  rsvp,
  seatAccount,
  smallEvent,
} from './helpers/waitlist';

// The waitlist of a full event: joining, the order offers follow, claims (free and paid), the
// offer's deadline passing the seat on, leaving, and the seat count that never counts an
// offered seat twice.

const built = await buildWithAdmin();
const { app } = built;
const admin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  built.admin({ method, url, payload });

const codeIn = (text: string) => /\/waitlist#([0-9a-f]{32})/.exec(text)?.[1];

async function fullEvent(overrides: Parameters<typeof smallEvent>[1] = {}) {
  const event = await smallEvent(app, overrides);
  const codes = await fill(app, event.id, event.maxAttendees ?? 0);
  return { event, codes };
}

/** A visitor on the list, confirmed from the e-mail: their entry. */
const joined = (eventId: number, who = person()) => joinAndConfirm(app, eventId, who);

/** What every visitor's join answers, whoever they are. */
const checkInbox = { message: WAITLIST_TEXTS.checkInbox, entry: null };

async function expectAccounted(eventId: number) {
  const account = await seatAccount(app, eventId);
  expect(account.counted).toBe(account.accounted);
  if (account.max != null) expect(account.counted).toBeLessThanOrEqual(account.max);
  return account;
}

describe('joining the waitlist', () => {
  it('puts a visitor on a full event’s list unconfirmed, e-mails the link, and offers seats once they confirm', async () => {
    const { event, codes } = await fullEvent();
    const ana = person('Ana');
    const answer = await join(app, event.id, ana);
    expect(answer.statusCode).toBe(201);
    // No code, no place: the link arrives by e-mail, which proves the inbox.
    expect(answer.json()).toEqual(checkInbox);

    const [mail] = await mailTo(app, ana.email);
    expect(mail.subject).toBe(`Confirm your waitlist place: ${event.title}`);
    expect(mail.text).not.toContain(ana.name);
    const code = codeIn(mail.text) as string;
    // Opening the link (as a mail scanner does) changes nothing.
    const opened = (await entry(app, code)).json();
    expect(opened).toMatchObject({ status: 'waiting', confirmed: false, place: 1 });
    expect(opened.message).toBe(WAITLIST_TEXTS.unconfirmed);

    // Unconfirmed, a freed seat passes Ana by (and is anyone's); confirmed, the next one is hers.
    await cancelTicket(app, codes[0]);
    expect((await entry(app, code)).json().status).toBe('waiting');
    expect((await expectAccounted(event.id)).counted).toBe(1);
    expect((await confirm(app, code)).json()).toMatchObject({ status: 'offered', confirmed: true });
    expect((await confirm(app, code)).statusCode).toBe(200);
    await expectAccounted(event.id);

    const ben = await joined(event.id);
    expect(ben).toMatchObject({ status: 'waiting', confirmed: true, place: 1 });
    expect(ben.message).toBe("You're number 1 on the waitlist.");
  });

  it('answers a visitor alike whether the address is new, already waiting or already going; the e-mail says which', async () => {
    const { event } = await fullEvent();
    const ana = person('Ana');
    await joined(event.id, ana);
    const again = await join(app, event.id, { name: 'Someone Else', email: ana.email.toUpperCase() });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(checkInbox);
    expect(await entriesOf(app, event.id)).toHaveLength(1);
    const [first] = await entriesOf(app, event.id);
    expect(first.name).toBe(ana.name);
    // The address's owner gets its link again.
    expect(await mailedEntryCode(app, ana.email, 'Your waitlist place')).toBe(first.code);

    const going = person('Going');
    const full = await smallEvent(app, { maxAttendees: 1 });
    await rsvp(app, full.id, going);
    const goingAnswer = await join(app, full.id, going);
    expect(goingAnswer.statusCode).toBe(201);
    expect(goingAnswer.json()).toEqual(checkInbox);
    expect(await entriesOf(app, full.id)).toHaveLength(0);
    const told = (await mailTo(app, going.email)).find((m) =>
      m.subject.startsWith('You already have a seat'),
    );
    expect(told?.text).not.toMatch(/\/waitlist#/);
  });

  it('is refused while seats are free, when it is off, after the event, and to someone already going', async () => {
    const open = await smallEvent(app);
    expect((await join(app, open.id, person())).json().message).toBe(WAITLIST_TEXTS.notFull);
    const priced = await smallEvent(app, { price: 2500 });
    expect((await join(app, priced.id, person())).json().message).toBe(WAITLIST_TEXTS.notFullPriced);

    const { event: off } = await fullEvent({ waitlistEnabled: false });
    const refused = await join(app, off.id, person());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(WAITLIST_TEXTS.off);

    const past = await smallEvent(app, { date: new Date(Date.now() - 86_400_000) });
    expect((await join(app, past.id, person())).json().message).toBe(WAITLIST_TEXTS.past);
    for (const id of [open.id, priced.id, off.id, past.id]) expect(await entriesOf(app, id)).toHaveLength(0);
  });

  it('keeps members-only rules: a visitor must sign in to join a members’ event’s list', async () => {
    const event = await smallEvent(app, { membershipRequired: 'premium', maxAttendees: 1 });
    await app.db.update(events).set({ currentAttendees: 1 }).where(eq(events.id, event.id));
    const answer = await join(app, event.id, person());
    expect(answer.statusCode).toBe(401);
    const free = await freeMember(app, `f-${freshAddress()}@example.com`);
    const tooLow = await join(app, event.id, person(), free);
    expect(tooLow.statusCode).toBe(403);
    const { cookie } = await paidMember(app, `p-${freshAddress()}@example.com`, 'premium');
    expect((await join(app, event.id, person(), cookie)).statusCode).toBe(201);
  });
});

describe('offers', () => {
  it('go to Inner Circle first, then Premium Fan, then everyone else, each in the order they joined', async () => {
    const { event, codes } = await fullEvent({ maxAttendees: 4 });
    const visitorA = await joined(event.id, person('Visitor'));
    const premiumEmail = `premium-${freshAddress()}@example.com`;
    const { cookie: premium } = await paidMember(app, premiumEmail, 'premium', 'Pat Premium');
    const freeEmail = `free-${freshAddress()}@example.com`;
    const free = await freeMember(app, freeEmail, 'Fran Free');
    const innerEmail = `inner-${freshAddress()}@example.com`;
    const { cookie: inner } = await paidMember(app, innerEmail, 'inner_circle', 'Ines Inner');

    const asPremium = await join(app, event.id, { name: 'x', email: 'ignored@example.com' }, premium);
    expect(asPremium.statusCode, asPremium.body).toBe(201);
    // A member joins under their own account, ranked by their tier.
    expect(asPremium.json().entry).toMatchObject({ email: premiumEmail, priority: 'premium', place: 1 });
    const asFree = (await join(app, event.id, person(), free)).json().entry;
    expect(asFree).toMatchObject({ priority: 'free', place: 3, confirmed: true });
    const asInner = (await join(app, event.id, person(), inner)).json().entry;
    expect(asInner).toMatchObject({ priority: 'inner_circle', place: 1 });
    expect((await entry(app, visitorA.code)).json().place).toBe(3);

    const order: string[] = [];
    for (const code of codes) {
      await cancelTicket(app, code);
      const offered = (await entriesOf(app, event.id)).filter(
        (e) => e.status === 'offered' && !order.includes(e.email),
      );
      expect(offered).toHaveLength(1);
      order.push(offered[0].email);
      await expectAccounted(event.id);
    }
    expect(order).toEqual([innerEmail, premiumEmail, visitorA.email, freeEmail]);
  });

  it('hold the seat: nobody else can RSVP while it is on offer, and it is counted once', async () => {
    const { event, codes } = await fullEvent({ maxAttendees: 1 });
    const ana = await joined(event.id);
    await cancelTicket(app, codes[0]);
    expect((await entry(app, ana.code)).json()).toMatchObject({ status: 'offered', place: null });
    const account = await expectAccounted(event.id);
    expect(account).toMatchObject({ counted: 1, offered: 1 });

    const late = await app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/rsvp`,
      payload: person('Late'),
      remoteAddress: freshAddress(),
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Event Full');
  });

  it('arrive by e-mail with the claim link and the time the seat is held until', async () => {
    const { event, codes } = await fullEvent({ maxAttendees: 1, waitlistOfferHours: 6 });
    const ana = person('Ana');
    const entered = await joined(event.id, ana);
    await cancelTicket(app, codes[0]);
    await app.jobs.drain();
    const offerMail = (await mailTo(app, ana.email)).find((m) => m.subject.startsWith('A seat is yours'));
    expect(offerMail?.subject).toBe(`A seat is yours: ${event.title}`);
    expect(codeIn(offerMail?.text ?? '')).toBe(entered.code);
    expect(offerMail?.text).toContain('Claim it with one press before');
    const view = (await entry(app, entered.code)).json();
    const held = Date.parse(view.offerExpiresAt) - Date.now();
    expect(held).toBeGreaterThan(5.9 * 3_600_000);
    expect(held).toBeLessThanOrEqual(6 * 3_600_000);
  });

  it('are shorter when the event is close: half the time left', async () => {
    const { event, codes } = await fullEvent({ maxAttendees: 1, date: new Date(Date.now() + 4 * 3_600_000) });
    const ana = await joined(event.id);
    await cancelTicket(app, codes[0]);
    const view = (await entry(app, ana.code)).json();
    const held = Date.parse(view.offerExpiresAt) - Date.now();
    expect(held).toBeGreaterThan(1.9 * 3_600_000);
    expect(held).toBeLessThanOrEqual(2 * 3_600_000);
  });

  it('pass to the next person by themselves when they expire, and a late claim is refused with a message', async () => {
    const { event, codes } = await fullEvent({ maxAttendees: 1 });
    const ana = await joined(event.id, person('Ana'));
    const ben = await joined(event.id, person('Ben'));
    await cancelTicket(app, codes[0]);
    const [anaRow] = (await entriesOf(app, event.id)).filter((e) => e.code === ana.code);
    await expireOfferNow(app, anaRow.id);
    expect((await entry(app, ana.code)).json().status).toBe('expired');
    expect((await entry(app, ben.code)).json().status).toBe('offered');
    await expectAccounted(event.id);

    const late = await claim(app, ana.code);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(WAITLIST_TEXTS.offerExpired);
  });

  it('a claim after the deadline, before its job has run, is refused and passes the seat on at once', async () => {
    const { event, codes } = await fullEvent({ maxAttendees: 1 });
    const ana = await joined(event.id, person('Ana'));
    const ben = await joined(event.id, person('Ben'));
    await cancelTicket(app, codes[0]);
    await app.db
      .update(waitlistEntries)
      .set({ offerExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(waitlistEntries.code, ana.code));
    const late = await claim(app, ana.code);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(WAITLIST_TEXTS.offerExpired);
    expect((await entry(app, ben.code)).json().status).toBe('offered');
    await expectAccounted(event.id);
  });

  it('are made when staff raise the capacity', async () => {
    const { event } = await fullEvent({ maxAttendees: 2 });
    const a = await joined(event.id);
    const b = await joined(event.id);
    const c = await joined(event.id);
    const raised = await admin('PUT', `/api/admin/events/${event.id}`, {
      title: event.title,
      description: event.description,
      category: 'Poker',
      date: event.date.toISOString(),
      price: 0,
      maxAttendees: 4,
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().currentAttendees).toBe(4);
    const states = await Promise.all([a, b, c].map(async (e) => (await entry(app, e.code)).json().status));
    expect(states).toEqual(['offered', 'offered', 'waiting']);
    await expectAccounted(event.id);
  });
});

describe('claiming', () => {
  it('a free event’s seat with one press: the RSVP, its ticket and its e-mail', async () => {
    const { event, codes } = await fullEvent({ maxAttendees: 1 });
    const ana = person('Ana');
    const entered = await joined(event.id, ana);
    await cancelTicket(app, codes[0]);
    const claimed = await claim(app, entered.code);
    expect(claimed.statusCode, claimed.body).toBe(200);
    const body = claimed.json();
    expect(body.entry.status).toBe('claimed');
    expect(body.ticket).toMatchObject({ status: 'valid', rsvp: true, name: ana.name });
    expect(body.purchase).toBeNull();
    await app.jobs.drain();
    expect((await mailTo(app, ana.email)).map((m) => m.subject)).toContain(`You're in: ${event.title}`);
    const account = await expectAccounted(event.id);
    expect(account).toMatchObject({ counted: 1, offered: 0 });

    const twice = await claim(app, entered.code);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(WAITLIST_TEXTS.offerTaken);
  });

  it('is refused before a seat is offered, and for a code that is no entry’s', async () => {
    const { event } = await fullEvent({ maxAttendees: 1 });
    const ana = await joined(event.id);
    expect((await claim(app, ana.code)).json().message).toBe(WAITLIST_TEXTS.notOffered);
    const unknown = await claim(app, '0'.repeat(32));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(WAITLIST_TEXTS.notFound);
  });

  it('a priced event’s seat goes to payment, and the paid claim becomes a ticket', async () => {
    const { event, codes } = await fullEvent({ maxAttendees: 1, price: 2500 });
    const ana = await joined(event.id, person('Ana'));
    // The seat was RSVP'd before the price; free it as staff would.
    await cancelTicket(app, codes[0]);
    const claimed = await claim(app, ana.code);
    expect(claimed.statusCode, claimed.body).toBe(200);
    const { purchase, entry: view } = claimed.json();
    expect(view.status).toBe('claimed');
    expect(purchase.order).toMatchObject({ quantity: 1, amount: 2500, status: 'held' });
    await expectAccounted(event.id);
    expect((await payWithTestCard(app, purchase.clientSecret, '4242424242424242')).statusCode).toBe(200);
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/tickets/confirm',
      payload: { paymentIntentId: purchase.paymentIntentId, orderToken: purchase.orderToken },
    });
    expect(confirmed.json().order.status).toBe('paid');
    expect(confirmed.json().tickets).toHaveLength(1);
    expect(await expectAccounted(event.id)).toMatchObject({ counted: 1, offered: 0 });
  });

  it('a paid claim given up before paying returns the seat to the offer while its time remains', async () => {
    const { event, codes } = await fullEvent({ maxAttendees: 1, price: 2500 });
    const ana = await joined(event.id, person('Ana'));
    const ben = await joined(event.id, person('Ben'));
    await cancelTicket(app, codes[0]);
    const { purchase } = (await claim(app, ana.code)).json();
    const released = await app.inject({
      method: 'POST',
      url: '/api/tickets/release',
      payload: { paymentIntentId: purchase.paymentIntentId, orderToken: purchase.orderToken },
    });
    expect(released.statusCode, released.body).toBe(200);
    expect((await entry(app, ana.code)).json().status).toBe('offered');
    expect((await entry(app, ben.code)).json().status).toBe('waiting');
    await expectAccounted(event.id);

    // Then the offer runs out: the seat passes to Ben.
    const [anaRow] = (await entriesOf(app, event.id)).filter((e) => e.code === ana.code);
    await expireOfferNow(app, anaRow.id);
    expect((await entry(app, ben.code)).json().status).toBe('offered');
    await expectAccounted(event.id);
  });

  it('a Premium Fan pays the member price for the offered seat', async () => {
    const { event, codes } = await fullEvent({ maxAttendees: 1, price: 2500, memberPrice: 1500 });
    const { cookie } = await paidMember(app, `fan-${freshAddress()}@example.com`, 'premium');
    const entered = (await join(app, event.id, person(), cookie)).json().entry;
    expect(entered.claimPrice).toBe(1500);
    await cancelTicket(app, codes[0]);
    const { purchase } = (await claim(app, entered.code)).json();
    expect(purchase.order).toMatchObject({ amount: 1500, memberPrice: true });
  });
});

describe('leaving', () => {
  it('takes a waiting visitor off the list, and those behind move up', async () => {
    const { event } = await fullEvent({ maxAttendees: 1 });
    const ana = await joined(event.id);
    const ben = await joined(event.id);
    const left = await leave(app, ana.code);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ status: 'left', message: WAITLIST_TEXTS.left });
    expect((await entry(app, ben.code)).json().place).toBe(1);
    // Leaving twice changes nothing.
    expect((await leave(app, ana.code)).json().status).toBe('left');
  });

  it('declining an offer passes the seat to the next person at once', async () => {
    const { event, codes } = await fullEvent({ maxAttendees: 1 });
    const ana = await joined(event.id);
    const ben = await joined(event.id);
    await cancelTicket(app, codes[0]);
    await leave(app, ana.code);
    expect((await entry(app, ben.code)).json().status).toBe('offered');
    await expectAccounted(event.id);
  });

  it('a deleted account leaves every list: its offered seat passes on and no entry keeps its e-mail', async () => {
    const { event, codes } = await fullEvent({ maxAttendees: 1 });
    const email = `gone-${freshAddress()}@example.com`;
    const cookie = await freeMember(app, email);
    await join(app, event.id, person(), cookie);
    const ben = await joined(event.id, person('Ben'));
    await cancelTicket(app, codes[0]);
    expect((await asMember(app, cookie, 'DELETE', '/api/account')).statusCode).toBe(200);
    expect((await entry(app, ben.code)).json().status).toBe('offered');
    expect(JSON.stringify(await entriesOf(app, event.id))).not.toContain(email);
    await expectAccounted(event.id);
  });

  it('a member sees their entries in the member area', async () => {
    const { event } = await fullEvent({ maxAttendees: 1 });
    const email = `m-${freshAddress()}@example.com`;
    const cookie = await freeMember(app, email);
    await join(app, event.id, person(), cookie);
    const mine = await asMember(app, cookie, 'GET', '/api/account/waitlist');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().entries).toEqual([
      expect.objectContaining({
        email,
        status: 'waiting',
        place: 1,
        event: expect.objectContaining({ id: event.id }),
      }),
    ]);
  });
});

describe('staff', () => {
  it('see the list in order with each entry’s state, offer a seat to a chosen person, and remove one', async () => {
    const { event, codes } = await fullEvent({ maxAttendees: 1 });
    const ana = await joined(event.id, person('Ana'));
    const ben = await joined(event.id, person('Ben'));
    const cam = await joined(event.id, person('Cam'));
    await cancelTicket(app, codes[0]);
    await leave(app, ben.code);

    const list = (await admin('GET', `/api/admin/events/${event.id}/waitlist`)).json();
    expect(list).toMatchObject({ enabled: true, offerHours: 12, seatsFree: 0 });
    expect(list.entries.map((e: { name: string; status: string }) => [e.name, e.status])).toEqual([
      ['Ana', 'offered'],
      ['Cam', 'waiting'],
      ['Ben', 'left'],
    ]);
    const camId = list.entries[1].id;

    const noSeat = await admin('POST', `/api/admin/waitlist/${camId}/offer`, {});
    expect(noSeat.statusCode).toBe(409);
    expect(noSeat.json().message).toBe(WAITLIST_TEXTS.noSeatFree);
    const offered = await admin('POST', `/api/admin/waitlist/${camId}/offer`, { addSeat: true });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().status).toBe('offered');
    const [row] = await app.db.select().from(events).where(eq(events.id, event.id));
    expect(row.maxAttendees).toBe(2);
    await expectAccounted(event.id);

    const removed = await admin('POST', `/api/admin/waitlist/${list.entries[0].id}/remove`);
    expect(removed.json().status).toBe('removed');
    expect((await entry(app, ana.code)).json().message).toBe(WAITLIST_TEXTS.removed);
    expect((await entry(app, cam.code)).json().status).toBe('offered');
    await expectAccounted(event.id);
  });

  it('turn the waitlist off: joining is refused and a freed seat is anyone’s', async () => {
    const { event, codes } = await fullEvent({ maxAttendees: 1 });
    const ana = await joined(event.id);
    const off = await admin('PUT', `/api/admin/events/${event.id}`, {
      title: event.title,
      description: event.description,
      category: 'Poker',
      date: event.date.toISOString(),
      price: 0,
      maxAttendees: 1,
      waitlistEnabled: false,
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().waitlistEnabled).toBe(false);
    expect((await join(app, event.id, person())).json().message).toBe(WAITLIST_TEXTS.off);
    await cancelTicket(app, codes[0]);
    expect((await entry(app, ana.code)).json().status).toBe('waiting');
    await rsvp(app, event.id);
    await expectAccounted(event.id);
  });
});
