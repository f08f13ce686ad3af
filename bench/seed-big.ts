import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { addMonths } from '../src/server/adapters/payments/billing-period';
import type { DatabaseHandle, Transaction } from '../src/server/db/client';
import {
  buildContactMessage,
  buildEvent,
  buildIntroductoryOffer,
  buildMember,
  buildNewsletterSubscriber,
  buildPaidMember,
  buildPayment,
  buildProduct,
  buildRsvp,
  buildSponsor,
  buildTestPayment,
  buildTestSubscription,
  buildTicket,
  buildTicketOrder,
  buildWallOfFameMember,
  eventInDays,
} from '../src/server/db/factories';
import * as schema from '../src/server/db/schema';
import { TIER_PRICE_CENTS } from '../src/shared/constants';

// Five years of a busy club, for measuring the app at scale (never part of the demo seed). Every
// row is made by the factories the tests use and respects every rule of the schema; the figures
// come from a seeded generator, so two runs at one scale give the same counts (dates follow today).

/** Bumped whenever the generator's output changes: cached benchmark databases are keyed by it. */
export const BIG_SEED_VERSION = 1;

/** Full-size figures; `scale` multiplies them (at least one of each). */
export const BIG_SEED_SIZES = {
  events: 5_000,
  products: 2_000,
  members: 50_000,
  rsvps: 300_000,
  ticketOrders: 45_000,
  contactMessages: 20_000,
  newsletterSubscribers: 100_000,
  sponsors: 12,
  wallOfFame: 300,
};

/** The member with a seat at many events (the benchmark signs in as them). */
export const BUSY_MEMBER_EMAIL = 'member0@big.mesc.test';
/** The free event everyone came to: one guest list of several thousand (tens of thousands at full size). */
export const HUGE_EVENT_TITLE = 'MESC Anniversary Block Party';
/** The huge event's share of all RSVPs. */
const HUGE_EVENT_SHARE = 0.2;

const BATCH = 2_000;

export interface BigSeedOptions {
  scale?: number;
  /** Empty the club's tables first instead of refusing a database with content. */
  force?: boolean;
  now?: Date;
  log?: (line: string) => void;
}

export type BigSeedCounts = Record<string, number>;

export class DatabaseNotEmpty extends Error {}

/** Mulberry32: small, fast and the same everywhere. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}

/** eventInDays, remembered: the Miami calendar arithmetic is slow for a million rows. */
function clock(now: Date) {
  const known = new Map<string, Date>();
  return (days: number, time: string) => {
    const key = `${days} ${time}`;
    let at = known.get(key);
    if (!at) {
      at = eventInDays(days, time, now);
      known.set(key, at);
    }
    return at;
  };
}

const hex = (text: string, length: number) =>
  createHash('sha256').update(text).digest('hex').slice(0, length);

const FIRST = [
  'Alex',
  'Dani',
  'Jordan',
  'Sam',
  'Chris',
  'Maria',
  'Luis',
  'Ana',
  'Kai',
  'Noor',
  'Tomás',
  'Zoe',
];
const LAST = ['Rivera', 'Cruz', 'Lee', 'García', 'Smith', 'Nguyen', 'Pérez', 'Johnson', 'Okafor', 'Silva'];
const personName = (n: number) =>
  `${FIRST[n % FIRST.length]} ${LAST[Math.floor(n / FIRST.length) % LAST.length]}`;

const CATEGORIES = ['NBA', 'NFL', 'UFC', 'Poker', 'Dominoes', 'VIP'] as const;
const TITLES: Record<(typeof CATEGORIES)[number], string[]> = {
  NBA: [
    'Heat vs. Celtics Watch Party',
    'Heat vs. Knicks Watch Party',
    'NBA Playoffs Night',
    'Heat Home Opener',
  ],
  NFL: [
    'Dolphins Sunday Watch Party',
    'Monday Night Football',
    'Dolphins vs. Bills',
    'Thursday Night Football',
  ],
  UFC: ['UFC Fight Night', 'UFC Main Card Watch Party', 'Title Fight Night'],
  Poker: ["Texas Hold'em Tournament", 'Poker League Night', 'High Stakes Poker Night'],
  Dominoes: ['Dominoes League', 'Dominoes Doubles Night', 'Dominoes Championship'],
  VIP: ['VIP Lounge Night', 'Inner Circle Dinner', 'Owners Box Experience'],
};
const VENUES = ['MESC Clubhouse, Brickell', 'MESC Rooftop, Wynwood', 'The Lounge, Little Havana', null];
const TIMES = ['18:00', '19:30', '20:00', '21:00', '22:00'];
const PRODUCT_KINDS = [
  ['Apparel', 'Jersey'],
  ['Apparel', 'Hoodie'],
  ['Accessories', 'Cap'],
  ['Accessories', 'Scarf'],
  ['Drinkware', 'Tumbler'],
  ['Collectibles', 'Signed Print'],
] as const;
const INTERESTS = ['membership', 'events', 'sponsorship', 'general', null] as const;

/** Days (from today) the club opens: Thursday to Sunday, and every other Tuesday. */
function clubNights(now: Date, firstDay: number, lastDay: number): number[] {
  const nights: number[] = [];
  for (let day = firstDay; day <= lastDay; day++) {
    const weekday = eventInDays(day, '12:00', now).getUTCDay();
    const week = Math.floor((day - firstDay) / 7);
    if (weekday >= 4 || weekday === 0 || (weekday === 2 && week % 2 === 0)) nights.push(day);
  }
  return nights;
}

async function inBatches<Row, Out>(
  rows: Row[],
  write: (batch: Row[]) => Promise<Out[] | unknown>,
): Promise<Out[]> {
  const out: Out[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const result = await write(rows.slice(i, i + BATCH));
    if (Array.isArray(result)) out.push(...(result as Out[]));
  }
  return out;
}

/** The tables this seed fills, emptied by --force (children first is not needed: cascade). */
const FILLED = [
  'tickets',
  'ticket_orders',
  'rsvps',
  'waitlist_entries',
  'door_links',
  'events',
  'products',
  'paid_members',
  'introductory_offers',
  'payments',
  'test_refunds',
  'test_payments',
  'test_subscriptions',
  'member_sessions',
  'sign_in_tokens',
  'members',
  'contact_messages',
  'newsletter_subscribers',
  'sponsors',
  'wall_of_fame_members',
];

async function hasContent(handle: DatabaseHandle): Promise<boolean> {
  const checks = FILLED.map((table) => `exists (select 1 from ${table})`).join(' or ');
  const result = await handle.db.execute(sql.raw(`select (${checks}) as filled`));
  return Boolean((result as unknown as { rows: { filled: boolean }[] }).rows[0]?.filled);
}

/** Fills a migrated database with the big club; answers the count of rows per table. */
export async function seedBig(handle: DatabaseHandle, options: BigSeedOptions = {}): Promise<BigSeedCounts> {
  const scale = options.scale ?? 1;
  const now = options.now ?? new Date();
  const log = options.log ?? (() => {});
  if (await hasContent(handle)) {
    if (!options.force) {
      throw new DatabaseNotEmpty(
        'This database already has events, members or other content: seed:big fills only an empty one (add --force to empty it first).',
      );
    }
    await handle.db.execute(sql.raw(`truncate ${FILLED.join(', ')} restart identity cascade`));
  }
  const size = (n: number) => Math.max(1, Math.round(n * scale));
  const counts: BigSeedCounts = {};
  await handle.db.transaction(async (tx) => {
    const memberRows = await seedMembers(tx, size(BIG_SEED_SIZES.members), now, counts);
    log(`members: ${counts.members}`);
    await seedEventsAndSeats(tx, memberRows, now, counts, {
      events: size(BIG_SEED_SIZES.events),
      rsvps: size(BIG_SEED_SIZES.rsvps),
      orders: size(BIG_SEED_SIZES.ticketOrders),
    });
    log(`events: ${counts.events}, rsvps: ${counts.rsvps}, tickets: ${counts.tickets}`);
    await seedTheRest(tx, memberRows, now, counts, size);
  });
  await handle.db.execute(sql`analyze`);
  return counts;
}

interface SeededMember {
  id: number;
  name: string;
  email: string;
  tier: 'free' | 'premium' | 'inner_circle';
}

async function seedMembers(
  tx: Transaction,
  total: number,
  now: Date,
  counts: BigSeedCounts,
): Promise<SeededMember[]> {
  const random = prng(1);
  const fiveYears = 5 * 365 * 86_400_000;
  const planned = Array.from({ length: total }, (_, n) => {
    const joined = new Date(now.getTime() - fiveYears + Math.floor((fiveYears * n) / total));
    // The busy member is an Inner Circle member; about one in nine others pays.
    const roll = random.next();
    const tier: SeededMember['tier'] =
      n === 0 || roll < 0.03 ? 'inner_circle' : roll < 0.11 ? 'premium' : 'free';
    // A free join waits for its confirmation a week at most (then the tidy job removes it): only
    // the last days' joins may still be pending.
    const pending =
      n > 0 && tier === 'free' && now.getTime() - joined.getTime() < 3 * 86_400_000 && random.chance(0.5);
    return {
      tier,
      row: buildMember({
        name: personName(n),
        email: n === 0 ? BUSY_MEMBER_EMAIL : `member${n}@big.mesc.test`,
        emailConfirmedAt: pending ? null : joined,
        joinedAt: pending ? null : joined,
        createdAt: joined,
      }),
    };
  });
  const ids = await inBatches<(typeof planned)[number], { id: number }>(planned, (batch) =>
    tx
      .insert(schema.members)
      .values(batch.map((p) => p.row))
      .returning({ id: schema.members.id }),
  );
  const seeded = planned.map((p, i) => ({
    id: ids[i].id,
    name: p.row.name,
    email: p.row.email,
    tier: p.tier,
  }));
  counts.members = seeded.length;

  // Paid members as a confirmed checkout with the test provider leaves them: the provider's
  // subscription and first payment, the club's payment, the introductory offer used, the member.
  const paid = seeded.filter((m) => m.tier !== 'free');
  const plans = paid.map((member, n) => {
    const joined = planned[seeded.indexOf(member)].row.createdAt as Date;
    const roll = random.next();
    const status =
      member.email === BUSY_MEMBER_EMAIL
        ? 'active'
        : roll < 0.85
          ? 'active'
          : roll < 0.9
            ? 'past_due'
            : 'canceled';
    const customerId = `cus_test_${hex(member.email, 16)}`;
    const subscriptionId = `sub_test_big${n}`;
    const paymentId = `pi_test_big${hex(`membership-${n}`, 20)}`;
    const periodEnd = addMonths(now, 1);
    return { member, joined, status, customerId, subscriptionId, paymentId, periodEnd };
  });
  await inBatches(plans, (batch) =>
    tx.insert(schema.testSubscriptions).values(
      batch.map((p) =>
        buildTestSubscription({
          id: p.subscriptionId,
          customerId: p.customerId,
          tier: p.member.tier,
          startedAt: p.joined,
          currentPeriodEnd: p.periodEnd,
          status: p.status === 'canceled' ? 'canceled' : 'active',
          updatedAt: p.joined,
        }),
      ),
    ),
  );
  await inBatches(plans, (batch) =>
    tx.insert(schema.testPayments).values(
      batch.map((p) =>
        buildTestPayment({
          id: p.paymentId,
          amount: Math.round(TIER_PRICE_CENTS[p.member.tier] / 2),
          customerId: p.customerId,
          subscriptionId: p.subscriptionId,
          createdAt: p.joined,
          updatedAt: p.joined,
        }),
      ),
    ),
  );
  const paymentIds = await inBatches<(typeof plans)[number], { id: number }>(plans, (batch) =>
    tx
      .insert(schema.payments)
      .values(
        batch.map((p) =>
          buildPayment({
            providerPaymentId: p.paymentId,
            tier: p.member.tier,
            name: p.member.name,
            email: p.member.email,
            customerId: p.customerId,
            subscriptionId: p.subscriptionId,
            subscriptionStatus: p.status,
            subscriptionStatusAt: p.joined,
            createdAt: p.joined,
            updatedAt: p.joined,
          }),
        ),
      )
      .returning({ id: schema.payments.id }),
  );
  await inBatches(plans, (batch) =>
    tx.insert(schema.introductoryOffers).values(
      batch.map((p) =>
        buildIntroductoryOffer({
          emailHash: hex(p.member.email.toLowerCase(), 64),
          paymentId: paymentIds[plans.indexOf(p)].id,
          createdAt: p.joined,
        }),
      ),
    ),
  );
  await inBatches(plans, (batch) =>
    tx.insert(schema.paidMembers).values(
      batch.map((p) =>
        buildPaidMember({
          memberId: p.member.id,
          name: p.member.name,
          email: p.member.email,
          membershipTier: p.member.tier,
          amount: TIER_PRICE_CENTS[p.member.tier],
          paymentId: paymentIds[plans.indexOf(p)].id,
          status: p.status,
          statusChangedAt: p.status === 'active' ? null : p.joined,
          lastPaidAt: p.status === 'canceled' ? p.joined : new Date(now.getTime() - 15 * 86_400_000),
          manageTokenHash: hex(`manage-${p.paymentId}`, 64),
          currentPeriodEnd: p.periodEnd,
          createdAt: p.joined,
        }),
      ),
    ),
  );
  counts.paidMembers = plans.length;
  // A canceled membership gives no access: such members RSVP as free members.
  for (const p of plans) if (p.status === 'canceled') p.member.tier = 'free';
  return seeded;
}

interface PlannedEvent {
  row: ReturnType<typeof buildEvent>;
  day: number;
  required: SeededMember['tier'];
  free: boolean;
  huge: boolean;
  /** RSVPs (free events) or orders (priced events) to make. */
  wanted: number;
}

const tierRank = { free: 0, premium: 1, inner_circle: 2 } as const;

async function seedEventsAndSeats(
  tx: Transaction,
  people: SeededMember[],
  now: Date,
  counts: BigSeedCounts,
  size: { events: number; rsvps: number; orders: number },
) {
  const random = prng(2);
  const at = clock(now);
  const nights = clubNights(now, -Math.round(4.5 * 365), 182);
  const busy = people[0];
  const others = people.slice(1);
  const poolOf = (required: SeededMember['tier']) =>
    required === 'free' ? others : others.filter((m) => tierRank[m.tier] >= tierRank[required]);
  const pools = { free: poolOf('free'), premium: poolOf('premium'), inner_circle: poolOf('inner_circle') };

  const planned: PlannedEvent[] = Array.from({ length: size.events }, (_, i) => {
    const day = nights[Math.floor((i * nights.length) / size.events)];
    const category = random.pick(CATEGORIES);
    const roll = random.next();
    const required: SeededMember['tier'] =
      category === 'VIP' ? (roll < 0.5 ? 'inner_circle' : 'premium') : roll < 0.05 ? 'premium' : 'free';
    const free = random.chance(0.7);
    const price = free ? 0 : random.int(3, 30) * 500;
    return {
      day,
      required,
      free,
      huge: false,
      wanted: 0,
      row: buildEvent({
        title: random.pick(TITLES[category]),
        description: `${category} night at the club: big screens, cold drinks and good company.`,
        category,
        date: at(day, random.pick(TIMES)),
        price,
        memberPrice: !free && random.chance(0.5) ? Math.round(price * 0.8) : null,
        refundCutoffHours: !free && random.chance(0.6) ? 48 : null,
        venue: random.pick(VENUES),
        membershipRequired: required,
        createdAt: at(day - 45, '12:00'),
      }),
    };
  });
  // A year ago: the anniversary party, free, no limit, a crowd.
  const hugeIndex = planned.findIndex((e) => e.day >= -365);
  if (hugeIndex >= 0) {
    const huge = planned[hugeIndex];
    Object.assign(huge, { huge: true, free: true, required: 'free' });
    Object.assign(huge.row, {
      title: HUGE_EVENT_TITLE,
      category: 'VIP',
      price: 0,
      memberPrice: null,
      refundCutoffHours: null,
      membershipRequired: 'free',
    });
  }

  // RSVPs: the huge event takes its share, the other free events share the rest (fewer for events
  // still to come), members-only events only from members allowed in.
  const freeEvents = planned.filter((e) => e.free);
  const hugeWanted = hugeIndex >= 0 ? Math.round(size.rsvps * HUGE_EVENT_SHARE) : 0;
  if (hugeIndex >= 0) planned[hugeIndex].wanted = hugeWanted;
  const spread = (list: PlannedEvent[], total: number) => {
    const weights = list.map((e) => (0.3 + random.next() * 1.4) * (e.day > 0 ? 0.5 : 1));
    const sum = weights.reduce((a, b) => a + b, 0);
    list.forEach((e, i) => {
      const cap = e.required === 'free' ? Number.POSITIVE_INFINITY : pools[e.required].length;
      e.wanted = Math.min(cap, Math.floor((total * weights[i]) / sum));
    });
    // Whatever rounding and members-only caps left over goes to events open to visitors.
    const open = list.filter((e) => e.required === 'free');
    let left = total - list.reduce((n, e) => n + e.wanted, 0);
    for (let i = 0; left > 0 && open.length > 0; i++, left--) open[i % open.length].wanted++;
  };
  spread(
    freeEvents.filter((e) => !e.huge),
    size.rsvps - hugeWanted,
  );
  spread(
    planned.filter((e) => !e.free),
    size.orders,
  );

  // Who comes: the busy member to every third event they may attend, then members of the pool
  // (a stride through it, so no one twice), then visitors.
  let visitor = 0;
  let ticketNumber = 0;
  const attendees = (e: PlannedEvent, index: number) => {
    const list: { memberId: number | null; name: string; email: string; member: SeededMember | null }[] = [];
    if (e.wanted === 0) return list;
    if (index % 3 === 0) list.push({ memberId: busy.id, name: busy.name, email: busy.email, member: busy });
    const pool = pools[e.required];
    const fromMembers = Math.min(
      pool.length,
      e.wanted - list.length,
      e.required === 'free' ? Math.round(e.wanted * 0.8) : pool.length,
    );
    let stride = 1 + Math.floor(random.next() * Math.max(1, pool.length - 1));
    while (gcd(stride, pool.length) !== 1) stride++;
    const start = Math.floor(random.next() * pool.length);
    for (let k = 0; k < fromMembers; k++) {
      const m = pool[(start + k * stride) % pool.length];
      list.push({ memberId: m.id, name: m.name, email: m.email, member: m });
    }
    while (list.length < e.wanted) {
      const n = visitor++;
      list.push({
        memberId: null,
        name: personName(n + 7),
        email: `guest${n}@visitors.mesc.test`,
        member: null,
      });
    }
    return list;
  };

  // Seats first, so each event is written with its final count; full events have no seat left.
  const seatPlans = planned.map((e, index) => {
    const people = attendees(e, index);
    const orders = e.free
      ? []
      : people.map((p) => {
          const quantity = random.int(1, 4);
          const memberPrice =
            e.row.memberPrice !== null &&
            e.row.memberPrice !== undefined &&
            p.member !== null &&
            p.member.tier !== 'free';
          const refunded = random.chance(0.03);
          return { person: p, quantity, memberPrice, refunded };
        });
    const seats = e.free ? people.length : orders.reduce((n, o) => n + (o.refunded ? 0 : o.quantity), 0);
    const roll = random.next();
    e.row.currentAttendees = seats;
    e.row.maxAttendees =
      e.huge || roll < 0.35 ? null : roll < 0.5 && seats > 0 ? seats : seats + random.int(5, 150);
    return { event: e, people, orders };
  });
  const eventIds = await inBatches<PlannedEvent, { id: number }>(planned, (batch) =>
    tx
      .insert(schema.events)
      .values(batch.map((e) => e.row))
      .returning({ id: schema.events.id }),
  );
  counts.events = planned.length;

  const code = () => hex(`big-ticket-${ticketNumber++}`, 32);
  const checkedIn = (e: PlannedEvent) => (e.day < 0 && random.chance(0.7) ? e.row.date : null);
  counts.rsvps = 0;
  counts.ticketOrders = 0;
  counts.tickets = 0;
  // RSVPs with their tickets, then orders with theirs, written a batch at a time.
  type RsvpPlan = { eventIndex: number; person: (typeof seatPlans)[number]['people'][number] };
  let pending: RsvpPlan[] = [];
  const flushRsvps = async () => {
    if (pending.length === 0) return;
    const ids = await tx
      .insert(schema.rsvps)
      .values(
        pending.map((r) =>
          buildRsvp({
            eventId: eventIds[r.eventIndex].id,
            name: r.person.name,
            email: r.person.email,
            memberId: r.person.memberId,
            createdAt: at(planned[r.eventIndex].day - 10, '12:00'),
          }),
        ),
      )
      .returning({ id: schema.rsvps.id });
    await tx.insert(schema.tickets).values(
      pending.map((r, i) => {
        const e = planned[r.eventIndex];
        return buildTicket({
          code: code(),
          eventId: eventIds[r.eventIndex].id,
          rsvpId: ids[i].id,
          memberId: r.person.memberId,
          name: r.person.name,
          email: r.person.email,
          checkedInAt: checkedIn(e),
          createdAt: at(e.day - 10, '12:00'),
        });
      }),
    );
    counts.rsvps += pending.length;
    counts.tickets += pending.length;
    pending = [];
  };
  type OrderPlan = { eventIndex: number; order: (typeof seatPlans)[number]['orders'][number] };
  let orders: OrderPlan[] = [];
  const flushOrders = async () => {
    if (orders.length === 0) return;
    const rows = orders.map(({ eventIndex, order }, i) => {
      const e = planned[eventIndex];
      const unitPrice = order.memberPrice ? (e.row.memberPrice as number) : (e.row.price as number);
      const paidAt = at(e.day - 7, '12:00');
      return buildTicketOrder({
        eventId: eventIds[eventIndex].id,
        memberId: order.person.memberId,
        name: order.person.name,
        email: order.person.email,
        quantity: order.quantity,
        unitPrice,
        memberPrice: order.memberPrice,
        holderNames: Array.from({ length: order.quantity }, (_, k) => (k === 0 ? order.person.name : '')),
        providerPaymentId: `pi_test_${hex(`big-order-${counts.ticketOrders + i}`, 24)}`,
        paidAt,
      });
    });
    const made = await tx.insert(schema.ticketOrders).values(rows).returning();
    await tx.insert(schema.testPayments).values(
      // A refunded order's money went back: its test payment says so.
      made.map((o, i) =>
        buildTestPayment({
          id: o.providerPaymentId as string,
          amount: o.amount,
          amountRefunded: orders[i].order.refunded ? o.amount : 0,
          status: orders[i].order.refunded ? 'refunded' : 'succeeded',
          createdAt: o.createdAt,
          updatedAt: o.createdAt,
        }),
      ),
    );
    const ticketRows = made.flatMap((o, i) => {
      const { order, eventIndex } = orders[i];
      const e = planned[eventIndex];
      return Array.from({ length: o.quantity }, (_, k) =>
        buildTicket({
          code: code(),
          eventId: o.eventId,
          orderId: o.id,
          memberId: o.memberId,
          name: o.name,
          email: o.email,
          holderName: o.holderNames[k] || null,
          price: o.unitPrice,
          memberPrice: o.memberPrice,
          status: order.refunded ? 'refunded' : 'valid',
          statusChangedAt: order.refunded ? o.paidAt : null,
          checkedInAt: order.refunded ? null : checkedIn(e),
          createdAt: o.paidAt ?? undefined,
        }),
      );
    });
    await inBatches(ticketRows, (batch) => tx.insert(schema.tickets).values(batch));
    counts.ticketOrders += made.length;
    counts.tickets += ticketRows.length;
    orders = [];
  };
  for (const [eventIndex, plan] of seatPlans.entries()) {
    if (plan.event.free) {
      for (const person of plan.people) {
        pending.push({ eventIndex, person });
        if (pending.length >= BATCH) await flushRsvps();
      }
    } else {
      for (const order of plan.orders) {
        orders.push({ eventIndex, order });
        if (orders.length >= BATCH / 2) await flushOrders();
      }
    }
  }
  await flushRsvps();
  await flushOrders();
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

async function seedTheRest(
  tx: Transaction,
  people: SeededMember[],
  now: Date,
  counts: BigSeedCounts,
  size: (n: number) => number,
) {
  const random = prng(3);
  const day = 86_400_000;
  const fiveYears = 5 * 365 * day;
  const spreadOver = (n: number, total: number) =>
    new Date(now.getTime() - fiveYears + Math.floor((fiveYears * n) / total));

  const productRows = Array.from({ length: size(BIG_SEED_SIZES.products) }, (_, n) => {
    const [category, kind] = random.pick(PRODUCT_KINDS);
    const price = random.int(10, 150) * 100 - 1;
    return buildProduct({
      name: `MESC ${kind} No. ${n + 1}`,
      description: `Club ${kind.toLowerCase()}, season ${2021 + (n % 6)}.`,
      category,
      price,
      originalPrice: random.chance(0.15) ? price + 1000 : null,
      sizes: category === 'Apparel' ? ['S', 'M', 'L', 'XL'] : [],
      bestseller: random.chance(0.05),
      memberOnly: random.chance(0.1),
      newItem: random.chance(0.05),
      createdAt: spreadOver(n, size(BIG_SEED_SIZES.products)),
    });
  });
  await inBatches(productRows, (batch) => tx.insert(schema.products).values(batch));
  counts.products = productRows.length;

  const totalMessages = size(BIG_SEED_SIZES.contactMessages);
  const messageRows = Array.from({ length: totalMessages }, (_, n) => {
    const createdAt = spreadOver(n, totalMessages);
    return buildContactMessage({
      name: personName(n + 3),
      email: `writer${n}@mail.mesc.test`,
      interest: random.pick(INTERESTS),
      message: `Message ${n + 1}: what time do doors open, and can I bring a friend?`,
      createdAt,
      // Staff have read all but the last few weeks' messages.
      readAt: now.getTime() - createdAt.getTime() > 21 * day ? new Date(createdAt.getTime() + day) : null,
    });
  });
  await inBatches(messageRows, (batch) => tx.insert(schema.contactMessages).values(batch));
  counts.contactMessages = messageRows.length;

  const totalSubscribers = size(BIG_SEED_SIZES.newsletterSubscribers);
  const subscriberRows = Array.from({ length: totalSubscribers }, (_, n) =>
    buildNewsletterSubscriber({
      email: `reader${n}@news.mesc.test`,
      createdAt: spreadOver(n, totalSubscribers),
      confirmedAt: spreadOver(n, totalSubscribers),
    }),
  );
  await inBatches(subscriberRows, (batch) => tx.insert(schema.newsletterSubscribers).values(batch));
  counts.newsletterSubscribers = subscriberRows.length;

  const sponsorRows = Array.from({ length: size(BIG_SEED_SIZES.sponsors) }, (_, n) =>
    buildSponsor({ name: `Sponsor ${n + 1}`, displayOrder: n }),
  );
  await tx.insert(schema.sponsors).values(sponsorRows);
  counts.sponsors = sponsorRows.length;

  const fameRows = people.slice(0, size(BIG_SEED_SIZES.wallOfFame)).map((m, n) =>
    buildWallOfFameMember({
      name: m.name,
      membershipTier: m.tier,
      joinedDate: spreadOver(n, people.length).toISOString().slice(0, 10),
    }),
  );
  await inBatches(fameRows, (batch) => tx.insert(schema.wallOfFameMembers).values(batch));
  counts.wallOfFame = fameRows.length;
}
