import type { FastifyInstance } from 'fastify';
import type { LoginAnswer } from '../../../shared/admin-auth';
import { HttpError } from '../../errors';
import { clearLoginAttempts, startLoginAttempt } from './login-throttle';
import { checkAdminPassword } from './password-check';
import { revokeSession } from './repository';
import { createSession } from './sessions';

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
  const session = await createSession(app.db, app.config.adminSessionHours);
  return { token: session.token, expiresAt: session.expiresAt.toISOString() };
}

export async function logOut(app: FastifyInstance, session: { id: number } | null): Promise<void> {
  if (session) await revokeSession(app.db, session.id);
}
