import { z } from 'zod';
import { singleLine } from './fields';

/** POST /api/admin/login (spec §3, §5): the one shared password; the server decides validity. */
export const loginSchema = z.object({
  password: singleLine('Password', { trim: false, params: 'Password is required' })
    .min(1, 'Password is required')
    .max(1024, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export interface LoginAnswer {
  token: string;
  expiresAt: string;
}

/** Where the browser keeps the admin token (spec §3). */
export const ADMIN_TOKEN_KEY = 'adminToken';
