import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetAddress, MAIL_BUDGET } from '../src/server/adapters/mail/mail-budget';
import { mailOutbox, members, rsvps, tickets, waitlistEntries } from '../src/server/db/schema';
import { build } from './helpers/build';
import { signInSecretIn, useLink } from './helpers/members';
import { smallEvent } from './helpers/waitlist';

// Whatever a stranger does, from one client or several, with every form that makes the club send
// an e-mail, and however they spell the address: the inbox gets no more than its budget
// (docs/mail-budget.md), no client more than its share, and no text they typed.

const app = await build();
const freeEvents = await Promise.all(
  Array.from({ length: 4 }, (_, i) => smallEvent(app, { title: `Open night ${i}`, maxAttendees: null })),
);
const fullEvent = await smallEvent(app, { title: 'Sold-out night', maxAttendees: 1, currentAttendees: 1 });

let run = 0;
/** One inbox per run (the budget is per inbox), spelt the ways a stranger could. */
function inbox() {
  run += 1;
  const local = `victim.run${run}`;
  return {
    run,
    canonical: budgetAddress(`${local}@gmail.com`),
    spellings: [
      `${local}@gmail.com`,
      `Victim.Run${run}@GMAIL.com`,
      `victimrun${run}@gmail.com`,
      `${local}+news@gmail.com`,
      `v.ictim.run${run}@googlemail.com`,
    ],
  };
}

/** A name of any Unicode, made distinctive so that finding it in a message means it was put there. */
// '~' is in no link or token the club writes (base64url, hex), so finding the name means it was put there.
const typedName = fc.string({ unit: 'binary', minLength: 0, maxLength: 12 }).map((s) => `Qz~${s}`);

const step = fc.record({
  kind: fc.constantFrom('rsvp', 'join', 'leave', 'cancel', 'newsletter', 'signIn', 'freeJoin'),
  spelling: fc.nat(4),
  // Mostly one client, sometimes a few: both the inbox's budget and a client's share are reached.
  client: fc.oneof({ arbitrary: fc.constant(0), weight: 2 }, { arbitrary: fc.nat(3), weight: 1 }),
  name: typedName,
  pick: fc.nat(),
});
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const post = (url: string, payload: object, client: string) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: client });

async function perform(s: Step, email: string, client: string) {
  switch (s.kind) {
    case 'rsvp':
      return post(
        `/api/events/${freeEvents[s.pick % freeEvents.length].id}/rsvp`,
        { name: s.name, email },
        client,
      );
    case 'join':
      return post(`/api/events/${fullEvent.id}/waitlist`, { name: s.name, email }, client);
    case 'leave': {
      const [entry] = await app.db
        .select()
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.email, email), eq(waitlistEntries.status, 'waiting')));
      return entry ? post(`/api/waitlist/${entry.code}/leave`, {}, client) : undefined;
    }
    case 'cancel': {
      const mine = await app.db
        .select()
        .from(tickets)
        .where(and(eq(tickets.email, email), eq(tickets.status, 'valid')));
      const ticket = mine[s.pick % Math.max(1, mine.length)];
      return ticket ? post(`/api/tickets/${ticket.code}/cancel`, {}, client) : undefined;
    }
    case 'newsletter':
      return post('/api/newsletter/subscribe', { email }, client);
    case 'signIn':
      return post('/api/members/sign-in', { email }, client);
    case 'freeJoin':
      return post('/api/members/join', { email, name: s.name }, client);
  }
}

/** The messages to an inbox, by its spellings (the only addresses the test mails it at). */
const mailsTo = async (spellings: string[]) =>
  app.db
    .select({ id: mailOutbox.id, to: mailOutbox.to, text: mailOutbox.text, html: mailOutbox.html })
    .from(mailOutbox)
    .where(
      inArray(
        sql`lower(${mailOutbox.to})`,
        spellings.map((s) => s.toLowerCase()),
      ),
    );
const countTo = async (spellings: string[]) =>
  (
    await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(
        inArray(
          sql`lower(${mailOutbox.to})`,
          spellings.map((s) => s.toLowerCase()),
        ),
      )
  )[0].n;

/** Everything a visitor typed as a name for any spelling of the inbox, as it was kept. */
async function namesTyped(spellings: string[], except: string | null) {
  const lower = spellings.map((s) => s.toLowerCase());
  const byEmail = (column: AnyPgColumn) => inArray(sql`lower(${column})`, lower);
  const names = [
    ...(await app.db.select({ name: rsvps.name }).from(rsvps).where(byEmail(rsvps.email))),
    ...(await app.db
      .select({ name: waitlistEntries.name })
      .from(waitlistEntries)
      .where(byEmail(waitlistEntries.email))),
    ...(await app.db.select({ name: members.name }).from(members).where(byEmail(members.email))),
  ].map((row) => row.name);
  return names.filter((name) => name !== except && name.startsWith('Qz~'));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

describe('the mail budget, whatever strangers do', () => {
  it('never mails an inbox more than its budget, nor one client more than its share, nor what they typed', async () => {
    await app.ready();
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.array(step, { minLength: 6, maxLength: 24 }),
        async (confirmed, steps) => {
          const { run: n, canonical, spellings } = inbox();
          const clients = Array.from({ length: 4 }, (_, i) => `10.77.${n}.${i + 1}`);
          const fromClient = new Map<string, number>();
          // Sometimes the inbox is a member's, confirmed: their own name may greet them, nobody else's.
          const owner = confirmed ? `Owner ${n}` : null;
          if (owner) {
            await post('/api/members/join', { email: spellings[0], name: owner }, `10.78.${n}.1`);
            const [mail] = await mailsTo(spellings);
            expect((await useLink(app, signInSecretIn(mail.text).token)).statusCode).toBe(200);
            fromClient.set(`10.78.${n}.1`, 1);
          }
          for (const s of steps) {
            const client = clients[s.client];
            const before = await countTo(spellings);
            const answer = await perform(s, spellings[s.spelling], client);
            if (answer) expect(answer.statusCode, answer.body).toBeLessThan(500);
            const sent = (await countTo(spellings)) - before;
            fromClient.set(client, (fromClient.get(client) ?? 0) + sent);
          }
          const mails = await mailsTo(spellings);
          // Every spelling is one inbox.
          expect(new Set(mails.map((m) => budgetAddress(m.to)))).toEqual(
            new Set(mails.length ? [canonical] : []),
          );
          expect(mails.length).toBeLessThanOrEqual(Math.min(MAIL_BUDGET.perHour, MAIL_BUDGET.perDay));
          for (const count of fromClient.values())
            expect(count).toBeLessThanOrEqual(MAIL_BUDGET.perClientHour);

          const typed = await namesTyped(spellings, owner);
          for (const mail of mails) {
            for (const name of typed) {
              expect(mail.text).not.toContain(name);
              expect(mail.html ?? '').not.toContain(escapeHtml(name));
            }
            // A greeting by name is the confirmed owner's own: "Hello," to everyone else.
            if (mail.text.startsWith('Hi ')) expect(mail.text.startsWith(`Hi ${owner},`)).toBe(true);
          }
        },
      ),
      // Enough to reach past every budget (24 steps from 4 clients); kept small for a busy machine.
      { numRuns: 20 },
    );
  }, 180_000);

  it('sends exactly the budget when many clients ask, and one client its share', async () => {
    const many = inbox();
    for (let i = 0; i < 24; i++) {
      await post('/api/newsletter/subscribe', { email: many.spellings[i % 5] }, `10.79.1.${i % 6}`);
    }
    expect(await countTo(many.spellings)).toBe(MAIL_BUDGET.perHour);

    const one = inbox();
    for (let i = 0; i < 12; i++) {
      await post('/api/newsletter/subscribe', { email: one.spellings[i % 5] }, '10.79.2.1');
    }
    expect(await countTo(one.spellings)).toBe(MAIL_BUDGET.perClientHour);
  });
});
