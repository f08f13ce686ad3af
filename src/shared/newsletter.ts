import { z } from 'zod';
import { emailAddress } from './fields';

export const subscribeSchema = z.object({
  email: emailAddress,
  /** A field people never see: only bots fill it in. */
  website: z.string().max(500).optional(),
});

export const unsubscribeSchema = z.object({
  email: emailAddress,
  token: z.string().min(10).max(200),
});
