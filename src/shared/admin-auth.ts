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

/** GET /api/admin/session: when the open session ends, and its staff role (the shared password's is the owner). */
export const sessionAnswerSchema = z.object({ expiresAt: z.iso.datetime(), role: z.enum(STAFF_ROLES) });

/** Where the browser keeps the admin token. */
export const ADMIN_TOKEN_KEY = 'adminToken';
