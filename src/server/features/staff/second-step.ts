import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LoginAnswer } from '../../../shared/admin-auth';
import {
  SECOND_STEP_EXPIRED,
  SECOND_STEP_KEPT,
  SECOND_STEP_NOT_YOURS,
  SECOND_STEP_OWNER_FIRST,
  SECOND_STEP_REFUSED,
} from '../../../shared/staff';
import { SECOND_STEP_ROLES, type StaffRole } from '../../../shared/staff-roles';
import type { Executor } from '../../db/client';
import { writeSetting } from '../../db/settings';
import { HttpError } from '../../errors';
import * as secrets from '../../sign-in/secrets';
import {
  endSharedPasswordSessions,
  SECOND_STEP_REQUIRED_KEY,
  secondStepRequired,
  startStaffSession,
} from '../admin-auth/service';
import * as repository from './repository';

// The second step at sign-in (docs/staff.md#second-step): owners and managers with their own
// account may add a one-time-code app (TOTP, RFC 6238: 6 digits, 30 seconds, via otplib), with
// ten recovery codes for a lost phone; the owner may require it. A code is good once (the last
// time step used is kept), a recovery code once, and a sign-in waiting for its second step for
// five minutes and five tries.

const KIND = 'staff:';
const SECOND_STEP_MINUTES = 5;
const SECOND_STEP_TRIES = 5;
const RECOVERY_CODES = 10;
/** A code from the step before or after is taken too: a phone's clock a little off still works. */
const TOLERANCE_SECONDS = 30;
const ISSUER = 'MESC';

const hashRecovery = (staffId: number, code: string) =>
  createHash('sha256')
    .update(`${staffId}:${code.replace(/[\s-]+/g, '').toLowerCase()}`)
    .digest('hex');

/** Ten characters of base32 shown as two groups: "k7qpx-3mwd2". */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const text = [...randomBytes(RECOVERY_CODES)].map((byte) => alphabet[byte % 32]).join('');
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/** The time step of the app's code for this secret (this step, or one either side), or null when it is not one. */
async function timeStepOf(secret: string, code: string): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  // The one-time-code library loads with the first second step a person sets up or uses.
  const { verify } = await import('otplib');
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** The staff session that may have a second step: a staff account of an owner or a manager. */
interface Person {
  staffId: number | null;
  role: StaffRole;
}

async function ownAccount(app: FastifyInstance, person: Person) {
  const staff =
    person.staffId !== null && SECOND_STEP_ROLES.includes(person.role)
      ? await repository.findStaff(app.db, person.staffId)
      : undefined;
  if (!staff) throw new HttpError(403, 'forbidden', SECOND_STEP_NOT_YOURS);
  return staff;
}

/** A new secret for the person's app, waiting for its first code: as text, a URI and a QR code. */
export async function startSecondStep(app: FastifyInstance, person: Person) {
  const staff = await ownAccount(app, person);
  if (staff.totpSecret) {
    throw new HttpError(
      409,
      'conflict',
      'The one-time-code app is already on. Turn it off first to set up another.',
    );
  }
  const [{ generateSecret, generateURI }, { default: QRCode }] = await Promise.all([
    import('otplib'),
    import('qrcode'),
  ]);
  const secret = generateSecret();
  await repository.setPendingSecret(app.db, staff.id, secret);
  const uri = generateURI({ issuer: ISSUER, label: staff.email, secret });
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return { secret, uri, qrSvg };
}

/** The app's first code turns the second step on; the ten recovery codes are answered this once. */
export async function confirmSecondStep(app: FastifyInstance, person: Person, code: string) {
  const staff = await ownAccount(app, person);
  const pending = staff.totpPendingSecret;
  if (!pending)
    throw new HttpError(409, 'conflict', 'Start the set-up again: no app is waiting for its first code.');
  const step = await timeStepOf(pending, code);
  if (step === null) throw new HttpError(400, 'sign_in_code_refused', SECOND_STEP_REFUSED);
  const recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  const done = await app.db.transaction(async (tx) => {
    if (!(await repository.confirmSecret(tx, staff.id, pending, step, new Date()))) return false;
    await repository.replaceRecoveryCodes(
      tx,
      staff.id,
      recoveryCodes.map((c) => hashRecovery(staff.id, c)),
    );
    return true;
  });
  if (!done) throw new HttpError(409, 'changed_meanwhile', 'The set-up changed meanwhile. Start it again.');
  return { recoveryCodes };
}

/** Whether the code is the app's (for a time step not used yet) or an unused recovery code; uses it up. */
async function useCode(db: Executor, staff: repository.StaffRow, code: string): Promise<boolean> {
  if (!staff.totpSecret) return false;
  if (/^\d{6}$/.test(code)) {
    const step = await timeStepOf(staff.totpSecret, code);
    return step !== null && (await repository.useTimeStep(db, staff.id, step));
  }
  return repository.useRecoveryCode(db, staff.id, hashRecovery(staff.id, code), new Date());
}

/** Turns the second step off with a code (refused while the owner requires it). */
export async function turnOffSecondStep(app: FastifyInstance, person: Person, code: string): Promise<void> {
  const staff = await ownAccount(app, person);
  if (await secondStepRequired(app.db)) throw new HttpError(409, 'conflict', SECOND_STEP_KEPT);
  if (!(await useCode(app.db, staff, code)))
    throw new HttpError(400, 'sign_in_code_refused', SECOND_STEP_REFUSED);
  await app.db.transaction((tx) => repository.turnOffSecondStep(tx, staff.id));
}

/** Whether the owner requires the second step of owners and managers. */
export const isSecondStepRequired = (app: FastifyInstance) => secondStepRequired(app.db);

/**
 * The owner requires (or no longer requires) the second step of owners and managers. Requiring it
 * closes the shared password (which has no app of its own) and ends its sessions, so it is done
 * from an owner's own account with the app on: someone can always still sign in. The setting is
 * written before the sessions end (the shared-password login asks after it opens one).
 */
export async function requireSecondStep(
  app: FastifyInstance,
  required: boolean,
  person: Person,
): Promise<void> {
  if (required) {
    const staff = person.staffId === null ? undefined : await repository.findStaff(app.db, person.staffId);
    if (person.role !== 'owner' || !staff?.totpSecret)
      throw new HttpError(409, 'conflict', SECOND_STEP_OWNER_FIRST);
  }
  await writeSetting(app.db, SECOND_STEP_REQUIRED_KEY, String(required));
  if (required) await endSharedPasswordSessions(app.db);
}

/**
 * A sign-in whose inbox step was right: a session at once, or, for a person with the app on, a
 * token for the second step (good for minutes; the session comes with the app's code).
 */
export async function afterInboxStep(
  app: FastifyInstance,
  staff: repository.StaffRow,
): Promise<LoginAnswer | { secondStep: string }> {
  if (!staff.totpSecret) return startStaffSession(app, { id: staff.id, role: staff.role as StaffRole });
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SECOND_STEP_MINUTES * 60_000);
  await repository.insertSecondStep(app.db, staff.id, secrets.hashToken(token), expiresAt);
  return { secondStep: token };
}

/** The app's code (or a recovery code) finishes a sign-in waiting for it; tries are counted per client too. */
export async function finishSignIn(
  app: FastifyInstance,
  ip: string,
  input: { token: string; code: string },
): Promise<LoginAnswer> {
  await secrets.countRequest(app.db, secrets.codeAttemptLimits(KIND, ip));
  const now = new Date();
  const verdict = await app.db.transaction(async (tx) => {
    const waiting = await repository.lockSecondStep(
      tx,
      secrets.hashToken(input.token),
      now,
      SECOND_STEP_TRIES,
    );
    const staff = waiting && (await repository.findStaff(tx, waiting.staffId));
    if (!waiting || !staff) return 'expired' as const;
    if (!(await useCode(tx, staff, input.code))) {
      await repository.countWrongSecondStep(tx, waiting.id);
      return 'wrong' as const;
    }
    await repository.finishSecondStep(tx, waiting.id, now);
    return staff;
  });
  if (verdict === 'expired') throw new HttpError(400, 'sign_in_link_refused', SECOND_STEP_EXPIRED);
  if (verdict === 'wrong') throw new HttpError(400, 'sign_in_code_refused', SECOND_STEP_REFUSED);
  await repository.markSignedIn(app.db, verdict.id, now);
  return startStaffSession(app, { id: verdict.id, role: verdict.role as StaffRole });
}
