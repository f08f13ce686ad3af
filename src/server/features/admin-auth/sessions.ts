import { createHash, randomBytes } from 'node:crypto';
import { SECOND_STEP_ROLES, type StaffRole } from '../../../shared/staff-roles';
import type { Database } from '../../db/client';
import { readSetting } from '../../db/settings';
import { deleteSessionsEndedBefore, findLiveSession, insertSession } from './repository';

// Admin sessions: an opaque random bearer token of 256 bits. The database keeps only its
// SHA-256, so a leaked copy of the table cannot be used to sign in; a fast hash is enough
// because the token is random, not chosen by a person.

/** 32 random bytes in base64url. Anything else is rejected before the database is asked. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** How the activity log names the shared password's sessions. */
export const SHARED_PASSWORD_ACTOR = 'Shared admin password';

/** A staff session as the admin API knows it: what it may do, and who it is. */
export interface AdminSession {
  id: number;
  expiresAt: Date;
  role: StaffRole;
  /** The staff member signed in; null for the shared password. */
  staffId: number | null;
  /** Who the session is, as the activity log and the dashboard name them. */
  actor: string;
  /** Whether the person signs in with a one-time-code app too (docs/staff.md#second-step). */
  secondStepOn: boolean;
}

/**
 * A new session with its role: the shared password's is the owner's; a staff member's names them
 * (`staffId`), and acts with their role as it is at each request.
 */
export async function createSession(
  db: Database,
  lifetimeHours: number,
  role: StaffRole = 'owner',
  now = new Date(),
  staffId: number | null = null,
) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + lifetimeHours * 3_600_000);
  // Sessions that ended more than a day ago are of no use to anyone: tidy them on each login.
  await deleteSessionsEndedBefore(db, new Date(now.getTime() - 86_400_000));
  const id = await insertSession(db, hashToken(token), expiresAt, role, staffId);
  return { id, token, expiresAt };
}

/** The session a token opens, if it is well formed, not expired, not revoked, and its person not removed. */
export async function findValidSession(
  db: Database,
  token: string,
  now = new Date(),
): Promise<AdminSession | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const found = await findLiveSession(db, hashToken(token), now);
  if (!found) return null;
  const { id, expiresAt, role, staffId, staffName, staffEmail, secondStepSince } = found;
  const actor = staffId === null ? SHARED_PASSWORD_ACTOR : `${staffName} <${staffEmail}>`;
  return { id, expiresAt, role: role as StaffRole, staffId, actor, secondStepOn: secondStepSince !== null };
}

/** The setting by which the owner requires a second step of owners and managers ('true' or absent). */
export const SECOND_STEP_REQUIRED_KEY = 'staff_second_step_required';

/** Whether the owner requires the second step of owners and managers. */
export async function secondStepRequired(db: Database): Promise<boolean> {
  return (await readSetting(db, SECOND_STEP_REQUIRED_KEY)) === 'true';
}

/**
 * Where the session stands with the second step: `none` for a session that cannot have one (the
 * shared password, a role without it), `required` for one that must set it up before anything else.
 */
export async function secondStepOf(
  db: Database,
  session: AdminSession,
): Promise<'none' | 'on' | 'off' | 'required'> {
  if (session.staffId === null || !SECOND_STEP_ROLES.includes(session.role)) return 'none';
  if (session.secondStepOn) return 'on';
  return (await secondStepRequired(db)) ? 'required' : 'off';
}
