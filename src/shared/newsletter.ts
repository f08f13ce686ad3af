import { z } from 'zod';

const email = z
  .string()
  .trim()
  .max(254, 'E-mail is too long')
  .pipe(z.email('Please enter a valid e-mail address'));

export const subscribeSchema = z.object({
  email,
  /** A field people never see: only bots fill it in. */
  website: z.string().max(500).optional(),
});

export const unsubscribeSchema = z.object({
  email,
  token: z.string().min(10).max(200),
});
