import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { formatEventDateTime, formatEventTime } from '../../../shared/dates';
import { type DoorNight, NIGHT_NOT_YOURS, NIGHTS_UNKNOWN } from '../../../shared/staff';
import { type StaffRole, worksEveryDoor } from '../../../shared/staff-roles';
import {
  type CheckInOutcome,
  checkInMessage,
  DOOR_CLOSES_AFTER_HOURS,
  doorCodeFrom,
  doorLinkWindow,
  TICKET_TEXTS,
  ticketCodeFrom,
} from '../../../shared/tickets';
import type { CheckInAnswer, DoorLink, DoorState } from '../../../shared/tickets-schema';
import { doorLinkSchema } from '../../../shared/tickets-schema';
import { rowMapper } from '../../db/row-mapper';
import { HttpError } from '../../errors';
import { type DoorAction, recordDoorAction } from '../admin-auth/service';
import { eventFromRow, findEventRow } from '../seats/service';
import { currentStaffMember, staffAsItIs } from '../staff/service';
import { findTicket, findTicketByDoorCode } from '../tickets/service';
import * as repository from './repository';

/** A door link as stored (its secret only as a hash). */
export type DoorLinkRow = repository.DoorLinkRow;

// The door: staff make a link for one event (its secret is shown once, only its hash is kept), and
// whoever holds it checks that event's tickets in, without the admin password, until it expires or
// is revoked. A ticket checks in once, however many phones scan it at the same moment.

/** A scan queued on a phone while it was offline keeps its own time if it is at most this old. */
export const QUEUED_SCAN_MAX_AGE_MS = 12 * 3_600_000;

const toDoorLink = rowMapper(doorLinkSchema);
type DoorTicket = DoorState['recent'][number];

/** A ticket as the door sees it: who, and whether it may come in. */
const toDoorTicket = (ticket: repository.TicketRow): DoorTicket => ({
  ticketId: ticket.id,
  shortCode: ticket.shortCode,
  name: ticket.name,
  holderName: ticket.holderName,
  email: ticket.email,
  guest: ticket.guest,
  status: ticket.status as DoorTicket['status'],
  checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
});

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
const eventNotFound = () => new HttpError(404, 'not_found', 'Event not found');

/** A new door link for an event: 256 random bits in the address's fragment, never stored. */
export async function createDoorLink(
  app: FastifyInstance,
  eventId: number,
  input: { label: string; hours?: number },
  staff: { id: number; name: string } | null = null,
): Promise<DoorLink & { url: string }> {
  const event = await findEventRow(app.db, eventId);
  if (!event) throw eventNotFound();
  const now = new Date();
  const window = doorLinkWindow(event.date, now, input.hours);
  if (window.expiresAt.getTime() <= now.getTime()) {
    throw new HttpError(
      409,
      'event_over',
      'This event is over, so a link for its night would not work. Give the hours it should work from now.',
    );
  }
  const secret = randomBytes(32).toString('base64url');
  const row = await repository.insertDoorLink(app.db, {
    eventId,
    tokenHash: hashSecret(secret),
    label: input.label,
    ...window,
    staffId: staff?.id ?? null,
    staffName: staff?.name ?? null,
  });
  return { ...toDoorLink(row), url: `${app.config.publicUrl}/door#${secret}` };
}

export async function doorLinksOfEvent(app: FastifyInstance, eventId: number): Promise<DoorLink[]> {
  if (!(await findEventRow(app.db, eventId))) throw eventNotFound();
  return (await repository.doorLinksOf(app.db, eventId)).map(toDoorLink);
}

/** Ends a door link now (revoking it again changes nothing). */
export async function revokeDoorLink(app: FastifyInstance, id: number): Promise<DoorLink> {
  const row = await repository.revokeDoorLink(app.db, id);
  if (!row) throw new HttpError(404, 'not_found', 'Door link not found');
  return toDoorLink(row);
}

/** The live link behind an `Authorization: Door <secret>` header, or 401. */
export async function doorLinkOfHeader(
  app: FastifyInstance,
  header: string | undefined,
): Promise<DoorLinkRow> {
  const [scheme, secret, ...rest] = (header ?? '').trim().split(/\s+/);
  // A well-formed secret is 43 base64url characters; anything else is not worth a query.
  if (scheme?.toLowerCase() !== 'door' || !secret || rest.length > 0 || !/^[\w-]{20,100}$/.test(secret)) {
    throw new HttpError(401, 'door_link_invalid', TICKET_TEXTS.doorLinkInvalid);
  }
  const link = await repository.liveDoorLink(app.db, hashSecret(secret));
  if (!link) throw new HttpError(401, 'door_link_invalid', TICKET_TEXTS.doorLinkInvalid);
  if (link.validFrom.getTime() > Date.now()) {
    throw new HttpError(
      403,
      'door_link_not_yet',
      TICKET_TEXTS.doorLinkNotYet(formatEventDateTime(link.validFrom)),
    );
  }
  return link;
}

export async function doorState(app: FastifyInstance, link: DoorLinkRow): Promise<DoorState> {
  const [event, counts, recent] = await Promise.all([
    findEventRow(app.db, link.eventId),
    repository.doorCounts(app.db, link.eventId),
    repository.recentCheckIns(app.db, link.eventId),
  ]);
  // The link goes with its event (the foreign key cascades); this is a moment's race at most.
  if (!event) throw new HttpError(401, 'door_link_invalid', TICKET_TEXTS.doorLinkInvalid);
  return {
    event: eventFromRow(event),
    label: link.label,
    expiresAt: link.expiresAt.toISOString(),
    counts,
    recent: recent.map(toDoorTicket),
  };
}

/**
 * When a scan happened: the phone's time for a scan it queued while offline, if that is within
 * the last QUEUED_SCAN_MAX_AGE_MS and not in the future; otherwise now.
 */
export function scanTime(scannedAt: string | undefined, now = new Date()): Date {
  if (!scannedAt) return now;
  const at = new Date(scannedAt);
  const age = now.getTime() - at.getTime();
  return Number.isNaN(age) || age < 0 || age > QUEUED_SCAN_MAX_AGE_MS ? now : at;
}

/** "8:02 PM": the first check-in's Miami time, as the door shows it. */
const doorTime = (at: Date) => formatEventTime({ date: at.toISOString(), timeToBeAnnounced: false });

/** What the door says about a ticket that was not checked in just now, from its current state. */
function refusal(ticket: repository.TicketRow, eventId: number): { outcome: CheckInOutcome; at?: Date } {
  if (ticket.eventId !== eventId) return { outcome: 'other_event' };
  if (ticket.status === 'refunded') return { outcome: 'refunded' };
  if (ticket.status === 'cancelled') return { outcome: 'cancelled' };
  if (ticket.checkedInAt) return { outcome: 'already_checked_in', at: ticket.checkedInAt };
  // Valid and not in, yet the update found nothing: it cannot stay so; say it as unknown.
  return { outcome: 'unknown' };
}

/**
 * Checks a scanned code (or a ticket found by search) in at this link's event. The conditional
 * update lets exactly one of several simultaneous scans through; the others read the ticket
 * afterwards and say when it came in.
 */
export async function checkInAtDoor(
  app: FastifyInstance,
  link: DoorLinkRow,
  input: { code?: string; ticketId?: number; scannedAt?: string },
): Promise<CheckInAnswer> {
  const found = await ticketShown(app, link, input);
  let outcome: CheckInOutcome = 'unknown';
  let ticket: DoorTicket | null = null;
  let at: Date | undefined;
  if (found) {
    const checked =
      found.ticket.eventId === link.eventId && found.ticket.status === 'valid' && !found.ticket.checkedInAt
        ? await repository.checkIn(
            app.db,
            link.eventId,
            found.ticket.id,
            scanTime(input.scannedAt),
            link.staffName ?? `Door link “${link.label}”`,
          )
        : undefined;
    if (checked) {
      outcome = 'checked_in';
      ticket = toDoorTicket(checked);
    } else {
      // Someone else's scan won, or the ticket cannot come in: read it as it is now.
      const now = (await findTicket(app, { id: found.ticket.id }))?.ticket ?? found.ticket;
      ({ outcome, at } = refusal(now, link.eventId));
      // Another event's ticket says nothing about its holder here.
      ticket = outcome === 'other_event' ? null : toDoorTicket(now);
    }
  }
  return {
    outcome,
    message: checkInMessage(outcome, at ? doorTime(at) : undefined),
    ticket,
    counts: await repository.doorCounts(app.db, link.eventId),
  };
}

/**
 * Staff check a ticket in from the attendee list: the same conditional update as the door, so a
 * scan at the same moment and this press let exactly one through; a ticket that cannot come in
 * is refused with the door's reason.
 */
export async function checkInByStaff(
  app: FastifyInstance,
  ticketId: number,
  staff: DoorStaff,
): Promise<DoorTicket> {
  const found = await findTicket(app, { id: ticketId });
  if (!found) throw new HttpError(404, 'not_found', 'Ticket not found');
  await mayWorkDoor(app, staff, found.ticket.eventId);
  const checked = await repository.checkIn(app.db, found.ticket.eventId, ticketId, new Date(), staff.actor);
  if (checked) return toDoorTicket(checked);
  const now = (await findTicket(app, { id: ticketId }))?.ticket ?? found.ticket;
  const { outcome, at } = refusal(now, now.eventId);
  const code = outcome === 'already_checked_in' ? 'already_checked_in' : 'ticket_ended';
  throw new HttpError(409, code, checkInMessage(outcome, at ? doorTime(at) : undefined));
}

/** Staff take back a check-in made by mistake; the ticket may come in again. */
export async function undoCheckInByStaff(
  app: FastifyInstance,
  ticketId: number,
  staff: DoorStaff,
): Promise<DoorTicket> {
  const found = await findTicket(app, { id: ticketId });
  if (found) await mayWorkDoor(app, staff, found.ticket.eventId);
  const undone = await repository.undoCheckIn(app.db, ticketId);
  if (undone) return toDoorTicket(undone);
  if (!(await findTicket(app, { id: ticketId }))) throw new HttpError(404, 'not_found', 'Ticket not found');
  throw new HttpError(409, 'not_checked_in', 'This ticket is not checked in.');
}

/**
 * The ticket a person shows at the door: found by id (a search result), by the door code printed
 * on it (this event's), or by its full code, typed or scanned (any event's: the door says whose).
 */
async function ticketShown(
  app: FastifyInstance,
  link: DoorLinkRow,
  input: { code?: string; ticketId?: number },
): Promise<{ ticket: repository.TicketRow } | undefined> {
  if (input.ticketId !== undefined) return findTicket(app, { id: input.ticketId });
  const typed = input.code ?? '';
  const doorCode = doorCodeFrom(typed);
  if (doorCode) {
    const ticket = await findTicketByDoorCode(app, link.eventId, doorCode);
    if (ticket) return { ticket };
  }
  return findTicket(app, { code: ticketCodeFrom(typed) });
}

/**
 * What staff typed at the door: a ticket's door code or full code (with or without spaces, any
 * case) finds that ticket, so the typed code and the camera end on the same ticket; anything else
 * finds this event's tickets whose name, ticket name or e-mail contains the words typed.
 */
export async function searchAtDoor(
  app: FastifyInstance,
  link: DoorLinkRow,
  query: string,
): Promise<{ tickets: DoorTicket[] }> {
  const typed = query.trim();
  const byCode = await ticketShown(app, link, { code: typed });
  if (byCode && byCode.ticket.eventId === link.eventId) return { tickets: [toDoorTicket(byCode.ticket)] };
  const rows = await repository.searchTickets(app.db, link.eventId, typed);
  return { tickets: rows.map(toDoorTicket) };
}

// --- Door staff as themselves (docs/staff.md#door-staff) -------------------------------------------

/** A staff session at the door: its role, the person (none for the shared password), its name. */
export interface DoorStaff {
  role: StaffRole;
  staffId: number | null;
  actor: string;
}

/** Refuses (403) a night the session may not work: door staff work only the nights they were given. */
async function mayWorkDoor(app: FastifyInstance, staff: DoorStaff, eventId: number): Promise<void> {
  if (worksEveryDoor(staff.role)) return;
  if (staff.staffId !== null && (await repository.worksNight(app.db, staff.staffId, eventId))) return;
  throw new HttpError(403, 'staff_permission_required', NIGHT_NOT_YOURS);
}

/** A night's door is open until DOOR_CLOSES_AFTER_HOURS after it starts. */
const openDoorsSince = (now: Date) => new Date(now.getTime() - DOOR_CLOSES_AFTER_HOURS * 3_600_000);

/** The nights whose door the session may open now or later, soonest first. */
export async function doorNightsFor(app: FastifyInstance, staff: DoorStaff): Promise<DoorNight[]> {
  const own = worksEveryDoor(staff.role) ? null : (staff.staffId ?? -1);
  const rows = await repository.nightsFrom(app.db, openDoorsSince(new Date()), own);
  return rows.map((row) => ({ ...row, date: row.date.toISOString() }));
}

/**
 * The person's own door screen for a night: a door link made for them, named for them, whose
 * check-ins record them, and which stops working when they may no longer work that door.
 */
export async function openDoorScreen(
  app: FastifyInstance,
  staff: DoorStaff,
  eventId: number,
): Promise<{ url: string }> {
  if (!(await findEventRow(app.db, eventId))) throw eventNotFound();
  await mayWorkDoor(app, staff, eventId);
  const person = staff.staffId === null ? null : { id: staff.staffId, name: staff.actor };
  const label = (staff.staffId === null ? staff.actor : staff.actor.replace(/\s*<[^>]*>$/, '')).slice(0, 60);
  const { url } = await createDoorLink(app, eventId, { label }, person);
  return { url };
}

/** Who works which night (the owner's Staff tab). */
export const doorNightAssignments = (app: FastifyInstance) => repository.nightAssignments(app.db);

/** The nights one staff member works, as the owner last gave them (the log's "before" a new list). */
export async function doorNightsOf(app: FastifyInstance, staffId: number): Promise<{ eventIds: number[] }> {
  const all = await repository.nightAssignments(app.db);
  return { eventIds: all.filter((night) => night.staffId === staffId).map((night) => night.eventId) };
}

/** The nights a person works, all of them: any other is taken away (their screens for it stop). */
export async function setDoorNights(
  app: FastifyInstance,
  staffId: number,
  eventIds: number[],
): Promise<void> {
  await currentStaffMember(app, staffId);
  if ((await repository.existingEvents(app.db, eventIds)) !== eventIds.length) {
    throw new HttpError(400, 'invalid_request', NIGHTS_UNKNOWN);
  }
  await repository.replaceNights(app.db, staffId, eventIds);
}

/**
 * Puts a write made at the door in the staff activity log, with the role its person has now (a
 * helper's link acts with the door role). The door still answers if the log cannot be written:
 * a queue at the door must not wait on the log.
 */
export async function recordAtDoor(
  app: FastifyInstance,
  action: Omit<DoorAction, 'staffRole'>,
): Promise<void> {
  try {
    const person = action.link.staffId === null ? null : await staffAsItIs(app, action.link.staffId);
    await recordDoorAction(app.db, { ...action, staffRole: person?.role ?? null });
  } catch (err) {
    app.log.error({ err }, 'a check-in at the door could not be recorded in the activity log');
  }
}
