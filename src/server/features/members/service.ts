import type { FastifyInstance } from 'fastify';
import type { TierId } from '../../../shared/constants';
import { TIER_LABELS } from '../../../shared/constants';
import { addDays, formatCalendarDate } from '../../../shared/dates';
import { COMPLIMENTARY_MAX_DAYS } from '../../../shared/member-page';
import {
  CONFIRM_SENT,
  type FreeJoin,
  GRACE_DAYS,
  type MemberStatus,
  SIGN_IN_MINUTES,
  SIGN_IN_SENT,
} from '../../../shared/members';
import { miamiDateAndTime, miamiTimeToDate } from '../../../shared/miami-time';
import { type Block, button, note, paragraph, renderMail } from '../../adapters/mail/ui';
import type { Executor, Transaction } from '../../db/client';
import { HttpError } from '../../errors';
import { memberWrites } from '../wall-of-fame/service';
import { newsAddressesOf } from './admin-repository';
import { greetingFor } from './mail-greeting';
import * as repository from './repository';
import {
  codeAttemptLimits,
  countRequest,
  memberOfCode,
  memberOfLink,
  newSignInSecret,
  prepareSignInSecret,
  signInBlocks,
  signInRequestLimits,
} from './sign-in';

// Members (docs/members.md): who a member is, how they sign in, and the tier their access is
// decided by. Other features ask here; nothing else reads the member tables.

/** A member's row, and their paid membership's, as other features read them. */
export type MemberRecord = repository.MemberRecord;
export type PaidMembershipRow = repository.PaidMembershipRow;
export type { MemberSession } from './sessions';

export interface Standing {
  /** The tier held: a paid tier while its membership is live (even past due), or a complimentary one. */
  tier: TierId;
  /** The tier access is decided by: a paid tier while active, or past due within the grace period. */
  accessTier: TierId;
  status: MemberStatus;
  /** When access falls back to free, for a past-due membership. */
  graceEndsAt: Date | null;
  /** When the complimentary membership that gives the tier ends; null when none does. */
  complimentaryUntil: Date | null;
}

const GRACE_MS = GRACE_DAYS * 86_400_000;

/** Whether a complimentary membership gives its tier at `now`: begun, not run out, not ended by staff. */
export function complimentaryCounts(
  grant: Pick<repository.ComplimentaryRow, 'startsAt' | 'endsAt' | 'endedAt'> | undefined,
  now: Date,
): boolean {
  return Boolean(grant && !grant.endedAt && grant.startsAt <= now && grant.endsAt > now);
}

/**
 * A member's tier and status: their newest live paid membership decides (see
 * repository.currentMembership); without one, a complimentary membership staff gave, while it runs.
 */
export function standingOf(
  member: Pick<repository.MemberRecord, 'emailConfirmedAt'>,
  membership: repository.PaidMembershipRow | undefined,
  now = new Date(),
  complimentary?: repository.ComplimentaryRow,
): Standing {
  const none = { graceEndsAt: null, complimentaryUntil: null };
  if (membership && membership.status !== 'canceled') {
    const tier = membership.membershipTier as TierId;
    if (membership.status === 'active') return { ...none, tier, accessTier: tier, status: 'active' };
    const since = membership.statusChangedAt ?? membership.createdAt;
    const graceEndsAt = new Date(since.getTime() + GRACE_MS);
    return {
      ...none,
      tier,
      accessTier: graceEndsAt > now ? tier : 'free',
      status: 'past_due',
      graceEndsAt,
    };
  }
  if (complimentary && complimentaryCounts(complimentary, now)) {
    const tier = complimentary.tier as TierId;
    const status = member.emailConfirmedAt ? 'active' : 'pending';
    return { tier, accessTier: tier, status, graceEndsAt: null, complimentaryUntil: complimentary.endsAt };
  }
  if (membership) return { ...none, tier: 'free', accessTier: 'free', status: 'canceled' };
  const status = member.emailConfirmedAt ? 'active' : 'pending';
  return { ...none, tier: 'free', accessTier: 'free', status };
}

/** The rows a member's standing is decided by. */
async function membershipRows(db: Executor, memberId: number) {
  const membership = await repository.currentMembership(db, memberId);
  // A live paid membership decides: the complimentary one is read only without it.
  const live = membership && membership.status !== 'canceled';
  const complimentary = live ? undefined : await repository.openComplimentary(db, memberId);
  return { membership, complimentary };
}

type StandingWithMembership = Standing & { membership: repository.PaidMembershipRow | undefined };

/** A member's standing as the database says it now (in the caller's transaction, if one). */
export async function standingOfMember(
  db: Executor,
  member: repository.MemberRecord,
  now = new Date(),
): Promise<StandingWithMembership> {
  const { membership, complimentary } = await membershipRows(db, member.id);
  return { ...standingOf(member, membership, now, complimentary), membership };
}

/**
 * A member's standing for what they read (their pages, GET /api/me): the rows it is decided by are
 * kept in the process while the memberships' tables stay the same (docs/decisions/0020). What
 * gives a seat or changes money reads the database itself (standingOfMember).
 */
export async function standingToShow(
  app: FastifyInstance,
  member: repository.MemberRecord,
  now = new Date(),
): Promise<StandingWithMembership> {
  const { membership, complimentary } = await app.kept.get(
    ['paid_members', 'complimentary_memberships'],
    `standing ${member.id}`,
    () => membershipRows(app.db, member.id),
  );
  return { ...standingOf(member, membership, now, complimentary), membership };
}

// --- Signing in --------------------------------------------------------------------------------

/** What runs when someone proves an address is theirs (a sign-in link or code used). */
type AddressProven = (member: repository.MemberRecord) => Promise<void>;
// Kept per app by its database handle: the one object every plugin scope of an app shares.
const provenHandlers = new WeakMap<object, AddressProven[]>();

/**
 * A feature above members that waits for an address's owner (a membership paid for an address
 * with history) registers here at build time; members know nothing of it.
 */
export function onAddressProven(app: FastifyInstance, handler: AddressProven): void {
  provenHandlers.set(app.db, [...(provenHandlers.get(app.db) ?? []), handler]);
}

/**
 * Someone used a link or code from this member's inbox: the address is proven (a free member
 * waiting for it joins now) and what waited for its owner starts. Answers the member.
 */
export async function proveAddress(app: FastifyInstance, memberId: number): Promise<repository.MemberRecord> {
  await repository.confirmEmail(app.db, memberId, new Date());
  const member = await repository.findMember(app.db, memberId);
  if (!member) throw new HttpError(400, 'account_deleted', 'This account has been deleted.');
  for (const handler of provenHandlers.get(app.db) ?? []) await handler(member);
  return member;
}

/** The member a sign-in link names (an unknown, used or expired link is refused). */
export const memberOfSignInLink = (app: FastifyInstance, token: string) => memberOfLink(app.db, token);

/**
 * The member a sign-in code names for this address; the attempts are counted per client first
 * (`client` is the request's address), so codes cannot be guessed.
 */
export async function memberOfSignInCode(
  app: FastifyInstance,
  client: string,
  input: { email: string; code: string },
) {
  await countRequest(app.db, codeAttemptLimits(client));
  return memberOfCode(app.db, input.email, input.code);
}

/** A signed-in member as they take a seat: their account's name and address, and their access. */
export interface MemberWithAccess {
  id: number;
  name: string;
  email: string;
  accessTier: TierId;
}

/** Whether anything at the club already belongs to this address (docs/members.md "Who is who"). */
export const addressHasHistory = (db: Executor, email: string) => repository.addressHasHistory(db, email);

async function mailSignIn(
  app: FastifyInstance,
  tx: Executor,
  member: repository.MemberRecord,
  purpose: 'sign-in' | 'confirm',
): Promise<boolean> {
  const secret = prepareSignInSecret(app, member.id);
  const greeting = await greetingFor(tx, member.email);
  const confirm = purpose === 'confirm';
  const sent = await app.mailer.send(
    {
      to: member.email,
      reason: 'visitor',
      ...renderMail({
        subject: confirm ? 'Confirm your MESC membership' : 'Your MESC sign-in link',
        preheader: `The link and the code work once, for the next ${SIGN_IN_MINUTES} minutes.`,
        heading: confirm ? 'Confirm your e-mail address' : 'Sign in to MESC',
        blocks: [
          paragraph(greeting),
          paragraph(
            confirm
              ? 'Welcome to MESC! Confirm your e-mail address to finish joining as a Free Member.'
              : 'Here is your link to sign in to MESC.',
          ),
          ...signInBlocks(secret),
          note(
            "If you didn't ask for this, you can ignore this e-mail: nothing happens without the link or the code.",
          ),
        ],
        signature: ['MESC'],
      }),
    },
    tx,
  );
  // Held back by the address's mail budget: the code the member has stays the one that works.
  if (sent) await secret.store(tx);
  return sent;
}

/** "Send me a sign-in link": one answer whether or not the address belongs to a member. */
export async function requestSignIn(app: FastifyInstance, ip: string, email: string): Promise<string> {
  await countRequest(app.db, signInRequestLimits(ip, email));
  await app.db.transaction(async (tx) => {
    const member = await repository.findMemberByEmail(tx, email);
    if (member) await mailSignIn(app, tx, member, member.emailConfirmedAt ? 'sign-in' : 'confirm');
  });
  return SIGN_IN_SENT;
}

/**
 * A free join that gave an e-mail: the member is made pending and confirmed from the e-mail (so
 * no one can sign someone else up). An address that already has a member gets a sign-in link.
 */
export async function joinFree(app: FastifyInstance, ip: string, input: FreeJoin): Promise<string> {
  await countRequest(app.db, signInRequestLimits(ip, input.email));
  await app.db.transaction(async (tx) => {
    const existing = await repository.findMemberByEmail(tx, input.email);
    if (existing) {
      await mailSignIn(app, tx, existing, existing.emailConfirmedAt ? 'sign-in' : 'confirm');
      return;
    }
    const name = input.name ?? input.email.split('@')[0].slice(0, 100);
    const created = await repository.insertPendingMember(tx, { name, email: input.email });
    // Another request made the member in between: it has its e-mail already.
    if (created) await mailSignIn(app, tx, created, 'confirm');
  });
  return CONFIRM_SENT;
}

// --- Paid members --------------------------------------------------------------------------------

/**
 * The member a paid membership belongs to: made now if new (paying proves the address). `phone`
 * is the payer's, given only when the payer is the address's owner (new address, or signed in).
 */
export function memberForPayment(
  tx: Transaction,
  payer: { name: string; email: string; phone: string | null },
  at: Date,
): Promise<repository.MemberRecord> {
  return repository.upsertPaidMember(tx, { ...payer, at });
}

/**
 * The member an unproven address's owner signs in as: the existing one, or a pending member made
 * now (named by the address's local part: nothing a stranger typed), in the caller's transaction.
 */
export async function memberToConfirm(tx: Transaction, email: string): Promise<repository.MemberRecord> {
  const existing = await repository.findMemberByEmail(tx, email);
  if (existing) return existing;
  const name = email.split('@')[0].slice(0, 100) || 'Member';
  const made = await repository.insertPendingMember(tx, { name, email });
  if (made) return made;
  // Another request made the member in between: it is theirs.
  const theirs = await repository.findMemberByEmail(tx, email);
  if (!theirs) throw new Error(`No member for ${email} after inserting one`);
  return theirs;
}

/** The sign-in lines of a welcome e-mail: a fresh link and code, written in the e-mail's transaction. */
export async function welcomeSignIn(
  app: FastifyInstance,
  tx: Transaction,
  memberId: number,
): Promise<Block[]> {
  return signInBlocks(await newSignInSecret(app, tx, memberId));
}

// --- The member's own record ------------------------------------------------------------------------

/** Ends one session (signing out). */
export async function endSession(app: FastifyInstance, sessionId: number): Promise<void> {
  await repository.deleteSession(app.db, sessionId);
}

/** Ends every session of a member (signing out everywhere, a deleted account). */
export async function endSessionsOf(app: FastifyInstance, memberId: number): Promise<void> {
  await repository.deleteSessionsOf(app.db, memberId);
}

export function listSessions(app: FastifyInstance, memberId: number) {
  return repository.listSessions(app.db, memberId, new Date());
}

/** The member's phone for the team's welcome call; null takes it away. */
export async function setMemberPhone(app: FastifyInstance, memberId: number, phone: string | null) {
  await repository.updateMember(app.db, memberId, { phone });
}

export async function renameMember(app: FastifyInstance, member: repository.MemberRecord, name: string) {
  await repository.updateMember(app.db, member.id, { name });
  await syncWallOfFame(app, member.id);
}

/**
 * The member's Wall of Fame entry follows their name and tier; staff may still edit or remove
 * it (a removed entry stays removed until the member chooses to appear again).
 */
export async function syncWallOfFame(app: FastifyInstance, memberId: number): Promise<void> {
  const member = await repository.findMember(app.db, memberId);
  if (!member?.wallOfFameId) return;
  const { tier } = await standingOfMember(app.db, member);
  await memberWrites.update(app, member.wallOfFameId, {
    name: member.name,
    membershipTier: tier,
    joinedDate: miamiDateAndTime(member.joinedAt ?? member.createdAt).date,
  });
}

export async function setWallOfFame(app: FastifyInstance, member: repository.MemberRecord, show: boolean) {
  if (show && !member.wallOfFameId) {
    const { tier } = await standingOfMember(app.db, member);
    const entry = await memberWrites.create(app, {
      name: member.name,
      membershipTier: tier,
      joinedDate: miamiDateAndTime(member.joinedAt ?? member.createdAt).date,
    });
    await repository.updateMember(app.db, member.id, { wallOfFameId: entry.id });
  } else if (!show && member.wallOfFameId) {
    await repository.updateMember(app.db, member.id, { wallOfFameId: null });
    await memberWrites.remove(app, member.wallOfFameId);
  }
}

/** Removes the member's personal data (after billing stopped); their sessions end. */
export async function eraseMember(app: FastifyInstance, member: repository.MemberRecord): Promise<void> {
  if (member.wallOfFameId) await memberWrites.remove(app, member.wallOfFameId);
  await app.db.transaction((tx) => repository.eraseMember(tx, member.id, new Date()));
}

export { confirmedOwnerOf, greetingFor, greetingOf } from './mail-greeting';

// --- What staff do for a member (their page on the dashboard) ----------------------------------

/** The member staff asked for by id, or 404 (none, or an account deleted). */
export async function memberForStaff(app: FastifyInstance, id: number): Promise<repository.MemberRecord> {
  const member = await repository.findMember(app.db, id);
  if (!member) throw new HttpError(404, 'not_found', 'There is no member with this number.');
  return member;
}

/** Staff's private note on the member; an empty note clears it. */
export async function setStaffNote(app: FastifyInstance, memberId: number, note: string): Promise<void> {
  await repository.updateMember(app.db, memberId, { staffNote: note === '' ? null : note });
}

/**
 * Staff send the member a sign-in link and code (a confirmation, while the address is not
 * confirmed): to the member's own address, under the same mail budget as one they asked for.
 */
export async function sendSignInFromStaff(app: FastifyInstance, memberId: number): Promise<string> {
  const sent = await app.db.transaction(async (tx) => {
    const member = await repository.findMember(tx, memberId);
    if (!member) throw new HttpError(404, 'not_found', 'There is no member with this number.');
    return mailSignIn(app, tx, member, member.emailConfirmedAt ? 'sign-in' : 'confirm');
  });
  if (!sent) {
    throw new HttpError(
      429,
      'mail_budget_spent',
      'This address has had as many e-mails from the club as it may today. Try again tomorrow.',
    );
  }
  return 'Sign-in link sent. It works for 15 minutes.';
}

export const COMPLIMENTARY_ENDS = 'members.complimentary-ends';

/**
 * Staff give the member a paid tier without payment, from now through the Miami day `until`.
 * Refused for a member whose paid membership is live (change its tier instead) and for an address
 * not confirmed yet. A complimentary membership not ended yet is replaced. The member is told.
 */
export async function giveComplimentary(
  app: FastifyInstance,
  memberId: number,
  input: { tier: 'premium' | 'inner_circle'; until: string; reason?: string },
  now = new Date(),
): Promise<void> {
  const endsAt = miamiTimeToDate(addDays(input.until, 1), '00:00');
  const today = miamiDateAndTime(now).date;
  if (input.until < today) throw new HttpError(400, 'invalid_request', 'Choose today or a later day.');
  if (input.until > addDays(today, COMPLIMENTARY_MAX_DAYS)) {
    throw new HttpError(400, 'invalid_request', 'A complimentary membership runs two years at most.');
  }
  const granted = await app.db.transaction(async (tx) => {
    // Staff giving one at once take turns on the member's row.
    const member = await repository.lockMember(tx, memberId);
    if (!member) throw new HttpError(404, 'not_found', 'There is no member with this number.');
    if (!member.emailConfirmedAt) {
      throw new HttpError(
        409,
        'address_unconfirmed',
        `${member.name} has not confirmed their e-mail address yet. Send them a sign-in link first.`,
      );
    }
    const paid = await repository.currentMembership(tx, memberId);
    if (paid && paid.status !== 'canceled') {
      throw new HttpError(
        409,
        'has_paid_membership',
        `${member.name} pays for a membership. Change its tier instead.`,
      );
    }
    const row = await repository.replaceComplimentary(tx, {
      memberId,
      tier: input.tier,
      startsAt: now,
      endsAt,
      reason: input.reason || null,
    });
    await app.jobs.enqueue(tx, {
      kind: COMPLIMENTARY_ENDS,
      payload: { memberId, id: row.id },
      runAt: endsAt,
    });
    await app.mailer.send(
      {
        to: member.email,
        reason: 'club',
        ...renderMail({
          subject: `You're ${TIER_LABELS[input.tier]} at MESC`,
          preheader: `On the house, through ${formatCalendarDate(input.until)}.`,
          heading: `You're ${TIER_LABELS[input.tier]}`,
          blocks: [
            paragraph(await greetingFor(tx, member.email)),
            paragraph(
              `The club has made you ${TIER_LABELS[input.tier]}, on the house, through ${formatCalendarDate(input.until)}.`,
            ),
            paragraph(
              'Member prices and members-only nights are yours until then: sign in at the club with this address.',
            ),
            button(`${app.config.publicUrl}/account`, 'Your account'),
          ],
          signature: ['MESC'],
        }),
      },
      tx,
    );
    return row;
  });
  app.log.info({ memberId, tier: granted.tier, endsAt: granted.endsAt }, 'complimentary membership given');
  await syncWallOfFame(app, memberId);
}

/** Staff end the member's complimentary membership now; 409 when none is running. */
export async function endComplimentaryNow(app: FastifyInstance, memberId: number): Promise<void> {
  const ended = await repository.endComplimentary(app.db, memberId, new Date());
  if (ended.length === 0) {
    throw new HttpError(409, 'no_complimentary', 'This member has no complimentary membership to end.');
  }
  await syncWallOfFame(app, memberId);
}

/** The complimentary membership's end: recorded (the counts move) and the Wall of Fame follows. */
export function registerComplimentaryJobs(app: FastifyInstance): void {
  app.jobs.register(COMPLIMENTARY_ENDS, {
    async run(payload) {
      const memberId = Number(payload.memberId);
      const ended = await repository.endComplimentary(app.db, memberId, new Date(), Number(payload.id));
      if (ended.length > 0) await syncWallOfFame(app, memberId);
    },
  });
}

/** The member's complimentary membership not ended yet, as staff see it. */
export async function complimentaryOf(app: FastifyInstance, memberId: number, now = new Date()) {
  const row = await repository.openComplimentary(app.db, memberId);
  if (!row || row.endsAt <= now) return null;
  return row;
}
/** A member by id; undefined when there is none (an account deleted meanwhile). */
export function findMember(db: Executor, id: number): Promise<MemberRecord | undefined> {
  return repository.findMember(db, id);
}

/** The confirmed addresses of members of these tiers and statuses who take club news (docs/club-mail.md). */
export const memberNewsAddresses = (
  db: Executor,
  filter: { tiers: readonly TierId[]; statuses: readonly MemberStatus[] },
) => newsAddressesOf(db, filter);

/** The member of this address stops (or takes again) club news; answers whether there is one. */
export async function setClubNews(db: Executor, email: string, on: boolean): Promise<boolean> {
  return repository.setClubNewsOff(db, email, on ? null : new Date());
}
