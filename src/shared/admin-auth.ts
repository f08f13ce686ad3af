import { z } from 'zod';
import { singleLine } from './fields';
import { STAFF_ROLES } from './staff-roles';

/** POST /api/admin/login: the one shared password; the server decides validity. */
export const loginSchema = z.object({
  password: singleLine('Password', { trim: false, params: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /api/admin/login: the bearer token of the new session, and when it ends. */
export const loginAnswerSchema = z.object({ token: z.string(), expiresAt: z.iso.datetime() });
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/**
 * GET /api/admin/session: when the open session ends, its staff role (the shared password's is
 * the owner), and who it is (a staff member's name and address, or "Shared admin password").
 */
export const sessionAnswerSchema = z.object({
  expiresAt: z.iso.datetime(),
  role: z.enum(STAFF_ROLES),
  actor: z.string(),
  /**
   * The second step at sign-in (docs/staff.md#second-step): `none` where there can be none (the
   * shared password, editors, door staff), `on`, `off`, or `required` (set it up to go on).
   */
  secondStep: z.enum(['none', 'on', 'off', 'required']),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

/** Where the browser keeps the admin token. */
export const ADMIN_TOKEN_KEY = 'adminToken';
