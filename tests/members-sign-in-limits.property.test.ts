import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAIL_BUDGET } from '../src/server/adapters/mail/mail-budget';
import { REQUEST_LIMITS } from '../src/server/features/members/sign-in';
import { CODE_TRIES } from '../src/shared/members';
import { build } from './helpers/build';
import { askForSignIn, freeMember, latestMailTo, signInSecretIn, useCode, useLink } from './helpers/members';
import { smallEvent } from './helpers/waitlist';

// A stranger cannot use up the owner's sign-in (docs/members.md, "Limits"). Any sequence of
// sign-in requests and codes, right and wrong, from several clients, answers exactly as the rules
// say (a model of them is kept beside the app); and whatever one client does to an address, its
// owner's request from another client still brings an e-mail whose link signs them in.

const app = await build();
const openNight = await smallEvent(app, { title: 'Open night', maxAttendees: null });

let run = 0;
const wrongCode = (code: string | undefined) =>
  code === undefined ? '123456' : String((Number(code) + 1) % 1_000_000).padStart(6, '0');

interface Secret {
  token: string;
  code: string;
  used: boolean;
  tries: number;
}

const step = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('ask' as const), who: fc.nat(2), client: fc.nat(3) }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('code' as const),
      who: fc.nat(2),
      client: fc.nat(3),
      right: fc.boolean(),
    }),
    weight: 5,
  },
  { arbitrary: fc.record({ kind: fc.constant('link' as const), who: fc.nat(2) }), weight: 1 },
);

describe('the sign-in limits', () => {
  it('answer every request and code as the rules say, from whichever clients', async () => {
    await app.ready();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 45 }), async (steps) => {
        run += 1;
        // Two members and an address that is none; clients of this run only.
        const emails = [`one-${run}@example.com`, `two-${run}@example.com`, `nobody-${run}@example.com`];
        const clients = [0, 1, 2, 3].map((i) => `10.88.${run}.${i + 1}`);
        for (const email of emails.slice(0, 2)) await freeMember(app, email);
        const count = new Map<string, number>();
        const n = (key: string) => count.get(key) ?? 0;
        const add = (key: string) => count.set(key, n(key) + 1);
        // Joining mailed each member once (from a client of its own), and its link was used.
        const latest = new Map<string, Secret | undefined>(
          emails.slice(0, 2).map((email) => [email, { token: '', code: '', used: true, tries: 0 }]),
        );
        for (const email of emails.slice(0, 2)) add(`mails ${email}`);

        for (const s of steps) {
          const email = emails[s.who];
          const member = s.who < 2;
          if (s.kind === 'ask') {
            const client = clients[s.client];
            const limited =
              n(`asks ${client}`) >= REQUEST_LIMITS.perClient ||
              n(`asks ${client} ${email}`) >= REQUEST_LIMITS.perEmailFromClient;
            const before = await latestMailTo(app, email);
            const answer = await askForSignIn(app, email, client);
            expect(answer.statusCode).toBe(limited ? 429 : 200);
            if (limited) continue;
            add(`asks ${client}`);
            add(`asks ${client} ${email}`);
            const mailed =
              member &&
              n(`mails ${email}`) < MAIL_BUDGET.perHour &&
              n(`mails ${email} ${client}`) < MAIL_BUDGET.perClientHour;
            const after = await latestMailTo(app, email);
            if (!mailed) expect(after?.id).toBe(before?.id);
            else {
              expect(after?.id).not.toBe(before?.id);
              add(`mails ${email}`);
              add(`mails ${email} ${client}`);
              latest.set(email, { ...signInSecretIn(after?.text ?? ''), used: false, tries: 0 });
            }
          } else if (s.kind === 'code') {
            const client = clients[s.client];
            const secret = latest.get(email);
            const code = s.right && secret ? secret.code : wrongCode(secret?.code);
            const answer = await useCode(app, email, code, client);
            if (n(`codes ${client}`) >= REQUEST_LIMITS.codesPerClient) {
              expect(answer.statusCode).toBe(429);
              continue;
            }
            add(`codes ${client}`);
            const usable =
              member &&
              n(`wrong ${email}`) < REQUEST_LIMITS.wrongCodesPerEmail &&
              secret &&
              !secret.used &&
              secret.tries < CODE_TRIES;
            const signsIn = Boolean(usable && s.right);
            expect(answer.statusCode, answer.body).toBe(signsIn ? 200 : 400);
            if (usable && secret) {
              if (s.right) secret.used = true;
              else {
                secret.tries += 1;
                add(`wrong ${email}`);
              }
            }
          } else {
            const secret = latest.get(email);
            if (!secret?.token) continue;
            // Links work whatever the wrong codes: the owner has the inbox.
            expect((await useLink(app, secret.token)).statusCode).toBe(secret.used ? 400 : 200);
            secret.used = true;
          }
        }
      }),
      { numRuns: 15 },
    );
  }, 180_000);

  it("never lets one client's requests stop the owner's sign-in from another", async () => {
    const action = fc.record({
      kind: fc.constantFrom('ask', 'code', 'newsletter', 'rsvp', 'join'),
      spelling: fc.constantFrom('', '+x', 'UPPER'),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 30 }), async (actions) => {
        run += 1;
        const owner = `owner-${run}@example.com`;
        const stranger = `10.89.${run}.1`;
        await freeMember(app, owner);
        for (const a of actions) {
          const email = a.spelling === 'UPPER' ? owner.toUpperCase() : owner.replace('@', `${a.spelling}@`);
          const post = (url: string, payload: object) =>
            app.inject({ method: 'POST', url, payload, remoteAddress: stranger });
          if (a.kind === 'ask') await askForSignIn(app, email, stranger);
          else if (a.kind === 'code') await useCode(app, email, '000000', stranger);
          else if (a.kind === 'newsletter') await post('/api/newsletter/subscribe', { email });
          else if (a.kind === 'rsvp')
            await post(`/api/events/${openNight.id}/rsvp`, { name: 'Stranger', email });
          else await post('/api/members/join', { email, name: 'Stranger' });
        }
        const before = await latestMailTo(app, owner);
        const asked = await askForSignIn(app, owner, `10.90.${run}.1`);
        expect(asked.statusCode).toBe(200);
        const mail = await latestMailTo(app, owner);
        expect(mail?.id).not.toBe(before?.id);
        expect(mail?.subject).toBe('Your MESC sign-in link');
        expect((await useLink(app, signInSecretIn(mail?.text ?? '').token)).statusCode).toBe(200);
      }),
      { numRuns: 15 },
    );
  }, 180_000);
});
