import type { FastifyInstance } from 'fastify';
import type { LoginAnswer } from '../../../shared/admin-auth';
import { SHARED_PASSWORD_CLOSED } from '../../../shared/staff';
import type { StaffRole } from '../../../shared/staff-roles';
import type { Executor } from '../../db/client';
import { HttpError } from '../../errors';
import { clearLoginAttempts, startLoginAttempt } from './login-throttle';
import { checkAdminPassword } from './password-check';
import { revokeSession, revokeSessionsOfStaff, revokeSharedPasswordSessions } from './repository';
import { createSession, secondStepRequired } from './sessions';

/** Too many failed logins from one client: 429, and when to try again. */
export class LoginThrottled extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(
      429,
      'rate_limited',
      `Too many failed login attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    );
  }
}

/** Checks the one admin password (counted per client address) and opens a session. */
export async function logIn(app: FastifyInstance, clientKey: string, password: string): Promise<LoginAnswer> {
  const verdict = await startLoginAttempt(app.db, clientKey);
  if (!verdict.allowed) throw new LoginThrottled(verdict.retryAfterSeconds);
  const valid = await checkAdminPassword(app, password);
  if (valid === null) {
    throw new HttpError(
      503,
      'admin_password_unset',
      'No admin password is set yet. Run `npm run admin:password` on the server.',
    );
  }
  if (!valid) throw new HttpError(401, 'wrong_password', 'Invalid password');
  await clearLoginAttempts(app.db, clientKey);
  const closed = () => new HttpError(403, 'second_step_required', SHARED_PASSWORD_CLOSED);
  // The shared password has no one-time-code app: while the owner requires one, it opens nothing.
  if (await secondStepRequired(app.db)) throw closed();
  const session = await createSession(app.db, app.config.adminSessionHours);
  // Asked again after the session exists: an owner requiring it meanwhile wrote the setting, then
  // ended every shared-password session, so either this sees the setting or that ended this one.
  if (await secondStepRequired(app.db)) {
    await revokeSession(app.db, session.id);
    throw closed();
  }
  return { token: session.token, expiresAt: session.expiresAt.toISOString() };
}

export async function logOut(app: FastifyInstance, session: { id: number } | null): Promise<void> {
  if (session) await revokeSession(app.db, session.id);
}

/** Opens a session for a staff member who proved their inbox: it acts with their role as it is at each request. */
export async function startStaffSession(
  app: FastifyInstance,
  staff: { id: number; role: StaffRole },
): Promise<LoginAnswer> {
  const session = await createSession(app.db, app.config.adminSessionHours, staff.role, new Date(), staff.id);
  return { token: session.token, expiresAt: session.expiresAt.toISOString() };
}

/** Ends every session of a staff member at once (their role changed, or they were removed). */
export const endSessionsOfStaff = (db: Executor, staffId: number) => revokeSessionsOfStaff(db, staffId);

export { SECOND_STEP_REQUIRED_KEY, secondStepRequired } from './sessions';
export const endSharedPasswordSessions = (db: Executor) => revokeSharedPasswordSessions(db);
export { type DoorAction, recordDoorAction, rowBefore } from './activity';
