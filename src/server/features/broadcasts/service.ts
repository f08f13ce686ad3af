import type { FastifyInstance } from 'fastify';
import {
  type Audience,
  BROADCAST_LOCKED,
  type Broadcast,
  type BroadcastDraft,
  type BroadcastStatus,
} from '../../../shared/broadcasts';
import { TIER_LABELS } from '../../../shared/constants';
import { resolveMiamiWallTime } from '../../../shared/miami-time';
import { type Inline, link, renderMail } from '../../adapters/mail/ui';
import type { Executor } from '../../db/client';
import { HttpError } from '../../errors';
import { PermanentJobError } from '../../jobs/job-queue';
import { eventAsItIs } from '../events/service';
import { greetingFor, memberNewsAddresses } from '../members/service';
import { newsletterAddresses, newsletterUnsubscribeLinks } from '../newsletter/service';
import { currentStaffMember } from '../staff/service';
import { guestAddresses } from '../tickets/service';
import { waitingAddresses } from '../waitlist/service';
import { broadcastContent } from './broadcast-mail';
import * as repository from './repository';

// Club mail (docs/club-mail.md): staff write a message to an audience; its send starts at a time
// (now, or later), when one process claims it and fixes its recipients in one transaction; then
// batches write each recipient's mail to the outbox in the transaction that marks the recipient,
// so nobody gets a message twice, whatever restarts or how many processes run.

export const BROADCAST_START = 'broadcasts.start';
export const BROADCAST_BATCH = 'broadcasts.batch';
/** Recipients whose mail one batch writes: small enough to be one short transaction. */
export const BATCH_SIZE = 50;

const notFound = () => new HttpError(404, 'not_found', 'Message not found');

/** An audience's addresses, one per inbox whatever its letter case. */
async function addressesOf(db: Executor, audience: Audience): Promise<string[]> {
  let found: string[];
  switch (audience.kind) {
    case 'newsletter':
      found = await newsletterAddresses(db);
      break;
    case 'members':
      found = await memberNewsAddresses(db, audience);
      break;
    case 'guests':
      found = await guestAddresses(db, audience.eventId);
      break;
    case 'waitlist':
      found = await waitingAddresses(db, audience.eventId);
      break;
  }
  const seen = new Map<string, string>();
  for (const email of found) if (!seen.has(email.toLowerCase())) seen.set(email.toLowerCase(), email);
  return [...seen.values()];
}

/** An audience naming a night must name one that exists. */
async function checkAudience(app: FastifyInstance, audience: Audience): Promise<void> {
  if (
    (audience.kind === 'guests' || audience.kind === 'waitlist') &&
    !(await eventAsItIs(app, audience.eventId))
  ) {
    throw new HttpError(400, 'event_not_found', 'That event does not exist.');
  }
}

/** How many people an audience reaches now. */
export async function countAudience(app: FastifyInstance, audience: Audience): Promise<number> {
  await checkAudience(app, audience);
  return (await addressesOf(app.db, audience)).length;
}

/** Why a recipient gets a message, and how to stop: the small print under it. */
async function footerFor(app: FastifyInstance, audience: Audience) {
  switch (audience.kind) {
    case 'newsletter':
    case 'members': {
      const links = await newsletterUnsubscribeLinks(app);
      const why =
        audience.kind === 'newsletter'
          ? 'You get this because you subscribed to the MESC newsletter.'
          : `You get this as a MESC member${audience.tiers.length ? ` (${audience.tiers.map((t) => TIER_LABELS[t]).join(', ')})` : ''}.`;
      return (email: string) => {
        const { page, headers } = links(email);
        const footer: Inline[][] = [[why], ['No more club news? Unsubscribe: ', link(page)]];
        return { footer, headers };
      };
    }
    case 'guests':
    case 'waitlist': {
      const event = await eventAsItIs(app, audience.eventId);
      const title = event?.title ?? 'a MESC night';
      const why =
        audience.kind === 'guests'
          ? `You get this because you have a ticket for ${title}.`
          : `You get this because you are on the waitlist for ${title}.`;
      return () => ({ footer: [[why]] as Inline[][], headers: undefined });
    }
  }
}

function asBroadcast(row: repository.BroadcastRow, counts?: Broadcast['recipients']): Broadcast {
  return {
    id: row.id,
    subject: row.subject,
    body: row.body,
    buttonLabel: row.buttonLabel,
    buttonUrl: row.buttonUrl,
    imageUrl: row.imageUrl,
    audience: row.audience as Audience,
    status: row.status as BroadcastStatus,
    sendAt: row.sendAt?.toISOString() ?? null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    recipients: counts ?? { waiting: 0, queued: 0, sent: 0, failed: 0 },
  };
}

export async function listBroadcasts(app: FastifyInstance): Promise<Broadcast[]> {
  const rows = await repository.listBroadcasts(app.db, 100);
  const counts = await repository.recipientCounts(
    app.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => asBroadcast(row, counts.get(row.id)));
}

export async function findBroadcast(app: FastifyInstance, id: number) {
  const row = await repository.findBroadcast(app.db, id);
  if (!row) throw notFound();
  const counts = await repository.recipientCounts(app.db, [id]);
  return {
    ...asBroadcast(row, counts.get(id)),
    failures: await repository.failedRecipients(app.db, id, 100),
  };
}

export async function createBroadcast(app: FastifyInstance, draft: BroadcastDraft, actor: string) {
  await checkAudience(app, draft.audience);
  return asBroadcast(await repository.insertBroadcast(app.db, draft, actor));
}

/** Changes a draft or a scheduled message (its time stays); one whose send started is refused. */
export async function updateBroadcast(app: FastifyInstance, id: number, draft: BroadcastDraft) {
  await checkAudience(app, draft.audience);
  const row = await repository.updateUnsent(app.db, id, draft);
  if (row) return asBroadcast(row);
  if (!(await repository.findBroadcast(app.db, id))) throw notFound();
  throw new HttpError(409, 'broadcast_locked', BROADCAST_LOCKED);
}

export async function deleteBroadcast(app: FastifyInstance, id: number): Promise<void> {
  if (await repository.deleteDraft(app.db, id)) return;
  if (!(await repository.findBroadcast(app.db, id))) throw notFound();
  throw new HttpError(
    409,
    'broadcast_locked',
    'Only a draft can be deleted: cancel a scheduled message first.',
  );
}

/** The message as it will be read (both parts), greeting a member as the real send would greet one. */
export async function previewBroadcast(app: FastifyInstance, draft: BroadcastDraft) {
  await checkAudience(app, draft.audience);
  const footer = await footerFor(app, draft.audience);
  const mail = renderMail(
    broadcastContent(draft, {
      publicUrl: app.config.publicUrl,
      greeting: 'Hi Ana,',
      footer: footer('preview@example.com').footer,
    }),
  );
  return { subject: mail.subject, html: mail.html, text: mail.text };
}

/**
 * Sends the message to the staff member who asks (the club's own inbox for the shared password),
 * marked as a test. Staff's own address: never a typed one.
 */
export async function sendTest(app: FastifyInstance, id: number, staffId: number | null) {
  const row = await repository.findBroadcast(app.db, id);
  if (!row) throw notFound();
  const to = staffId === null ? app.config.club.email : (await currentStaffMember(app, staffId)).email;
  const footer = await footerFor(app, row.audience as Audience);
  const { footer: small, headers } = footer(to);
  const mail = renderMail(
    broadcastContent(row, {
      publicUrl: app.config.publicUrl,
      greeting: await greetingFor(app.db, to),
      footer: small,
    }),
  );
  await app.mailer.send({ to, reason: 'staff', ...mail, subject: `[Test] ${mail.subject}`, headers });
  return { message: `A test was sent to ${to}.`, to };
}

/** Sends now, or at a Miami date and time: the message is scheduled and a job starts it then. */
export async function scheduleBroadcast(
  app: FastifyInstance,
  id: number,
  at: { date: string; time: string } | null,
  now = new Date(),
) {
  let sendAt = now;
  if (at) {
    const wall = resolveMiamiWallTime(at.date, at.time);
    if (wall.kind === 'invalid') throw new HttpError(400, 'invalid_time', 'That is not a date and time.');
    if (wall.kind === 'skipped') {
      throw new HttpError(400, 'invalid_time', 'That time does not exist in Miami (the clocks go forward).');
    }
    sendAt = wall.instant;
    if (sendAt.getTime() < now.getTime() - 60_000) {
      throw new HttpError(400, 'time_passed', 'That time has passed: choose a later one, or send now.');
    }
  }
  return app.db.transaction(async (tx) => {
    const row = await repository.updateUnsent(tx, id, { status: 'scheduled', sendAt });
    if (!row) {
      if (!(await repository.findBroadcast(tx, id))) throw notFound();
      throw new HttpError(409, 'broadcast_locked', BROADCAST_LOCKED);
    }
    // One start job per time asked: a job for an earlier time finds the message not due and stops.
    await app.jobs.enqueue(tx, {
      kind: BROADCAST_START,
      payload: { broadcastId: id },
      runAt: sendAt,
      singletonKey: `${BROADCAST_START}:${id}:${sendAt.getTime()}`,
    });
    return asBroadcast(row);
  });
}

/** A scheduled message goes back to being a draft; one whose send started is refused. */
export async function unschedule(app: FastifyInstance, id: number) {
  const row = await repository.findBroadcast(app.db, id);
  if (!row) throw notFound();
  if (row.status !== 'scheduled') {
    throw new HttpError(409, 'broadcast_not_scheduled', 'Only a scheduled message can be cancelled.');
  }
  const changed = await repository.updateUnsent(app.db, id, { status: 'draft', sendAt: null });
  // Its start claimed it meanwhile: it is sending.
  if (!changed) throw new HttpError(409, 'broadcast_locked', BROADCAST_LOCKED);
  return asBroadcast(changed);
}

export function registerBroadcastJobs(app: FastifyInstance): void {
  // The start: one process claims the message (scheduled → sending) and fixes its recipients in
  // the same transaction, then the first batch is queued with them.
  app.jobs.register(BROADCAST_START, {
    async run(payload) {
      const id = Number(payload.broadcastId);
      await app.db.transaction(async (tx) => {
        const row = await repository.claimStart(tx, id, new Date());
        if (!row) return;
        await repository.insertRecipients(tx, id, await addressesOf(tx, row.audience as Audience));
        await app.jobs.enqueue(tx, { kind: BROADCAST_BATCH, payload: { broadcastId: id } });
      });
    },
  });
  // A batch: the next waiting recipients (locked; another process's batch takes others), each
  // one's mail written to the outbox and the recipient marked, in one transaction.
  app.jobs.register(BROADCAST_BATCH, {
    async run(payload) {
      const id = Number(payload.broadcastId);
      const row = await repository.findBroadcast(app.db, id);
      if (row?.status !== 'sending') return;
      const footer = await footerFor(app, row.audience as Audience);
      await app.db.transaction(async (tx) => {
        const waiting = await repository.lockWaiting(tx, id, BATCH_SIZE);
        for (const recipient of waiting) {
          const { footer: small, headers } = footer(recipient.email);
          const mail = renderMail(
            broadcastContent(row, {
              publicUrl: app.config.publicUrl,
              greeting: await greetingFor(tx, recipient.email),
              footer: small,
            }),
          );
          // Staff's word to people who asked for club news or booked the night: not counted.
          const mailId = await app.mailer.post(
            { to: recipient.email, reason: 'staff', ...mail, headers },
            tx,
          );
          // A staff message is never held back by a budget: no id would mean a broken mailer.
          if (mailId === null) throw new PermanentJobError('the mailer held back a staff message');
          await repository.markQueued(tx, recipient.id, mailId);
        }
        if (waiting.length === BATCH_SIZE) {
          await app.jobs.enqueue(tx, { kind: BROADCAST_BATCH, payload: { broadcastId: id } });
        } else {
          await repository.finishIfDone(tx, id, new Date());
        }
      });
    },
  });
}
