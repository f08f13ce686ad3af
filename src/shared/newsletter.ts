import { z } from 'zod';
import { emailAddress, opaqueToken, singleLine } from './fields';

export const subscribeSchema = z.object({
  email: emailAddress,
  /** A field people never see: only bots fill it in. */
  website: singleLine('Website').max(500).optional(),
});

export const unsubscribeSchema = z.object({
  email: emailAddress,
  token: opaqueToken('Token', 10, 200),
});
