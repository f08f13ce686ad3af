import { z } from 'zod';
import { TIER_IDS } from './constants';
import { blankToNull, multiLine, nameLine, singleLine } from './fields';
import { MEMBER_STATUSES } from './member-rules';
import { isHttpUrl } from './upload-rules';
import { assetUrlSchema } from './uploads-schema';

// Club mail (docs/club-mail.md): staff write a message to an audience, see how many will get it,
// preview it, send themselves a test, then send it now or at a Miami time. The recipient list is
// fixed when the send starts; each recipient is a row with its state.

/** Who a message goes to. Every audience takes confirmed addresses only (docs/mail-budget.md). */
export const audienceSchema = z.discriminatedUnion('kind', [
  /** Confirmed newsletter subscribers. */
  z.object({ kind: z.literal('newsletter') }),
  /** Members of these tiers and statuses (none listed: all), whose address is confirmed and who take club news. */
  z.object({
    kind: z.literal('members'),
    tiers: z.array(z.enum(TIER_IDS)).max(TIER_IDS.length).default([]),
    statuses: z
      .array(z.enum(MEMBER_STATUSES).exclude(['pending']))
      .max(MEMBER_STATUSES.length)
      .default([]),
  }),
  /** A night's guests: everyone holding a valid ticket (bought or an RSVP's). */
  z.object({ kind: z.literal('guests'), eventId: z.number().int().positive() }),
  /** A night's waitlist: confirmed places still waiting or offered a seat. */
  z.object({ kind: z.literal('waitlist'), eventId: z.number().int().positive() }),
]);
export type Audience = z.infer<typeof audienceSchema>;

export const BROADCAST_LIMITS = { subject: 150, body: 20_000, buttonLabel: 40 } as const;

const buttonUrl = singleLine('Button link')
  .max(2000, 'Button link is too long')
  .refine(isHttpUrl, 'Button link must be an http(s) address');

/** What staff write: the one schema of the form and of the request. */
export const broadcastDraftSchema = z
  .object({
    subject: nameLine('Subject')
      .min(1, 'Please enter a subject')
      .max(BROADCAST_LIMITS.subject, `Subject is at most ${BROADCAST_LIMITS.subject} characters`),
    body: multiLine('Message')
      .min(1, 'Please write the message')
      .max(
        BROADCAST_LIMITS.body,
        `Message is at most ${BROADCAST_LIMITS.body.toLocaleString('en-US')} characters`,
      ),
    buttonLabel: z.preprocess(
      blankToNull,
      nameLine('Button text')
        .min(1)
        .max(
          BROADCAST_LIMITS.buttonLabel,
          `Button text is at most ${BROADCAST_LIMITS.buttonLabel} characters`,
        )
        .nullable()
        .default(null),
    ),
    buttonUrl: z.preprocess(blankToNull, buttonUrl.nullable().default(null)),
    imageUrl: z.preprocess(blankToNull, assetUrlSchema.nullable().default(null)),
    audience: audienceSchema,
  })
  .refine((draft) => (draft.buttonLabel === null) === (draft.buttonUrl === null), {
    message: 'A button needs both its text and its link',
    path: ['buttonUrl'],
  });
export type BroadcastDraft = z.infer<typeof broadcastDraftSchema>;

/** When to send: now, or at a Miami date and time (YYYY-MM-DD, HH:MM). */
export const broadcastSendSchema = z.object({
  at: z
    .object({
      date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD'),
      time: z.string().regex(/^\d{2}:\d{2}$/, 'Time must be HH:MM'),
    })
    .nullable()
    .default(null),
});

export const BROADCAST_STATUSES = ['draft', 'scheduled', 'sending', 'sent'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

export const RECIPIENT_STATES = ['waiting', 'queued', 'sent', 'failed'] as const;
export type RecipientState = (typeof RECIPIENT_STATES)[number];

export const broadcastSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  buttonLabel: z.string().nullable(),
  buttonUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
  audience: audienceSchema,
  status: z.enum(BROADCAST_STATUSES),
  sendAt: z.string().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Recipients by state, once the list is fixed (all zero before). */
  recipients: z.record(z.enum(RECIPIENT_STATES), z.number().int()),
});
export type Broadcast = z.infer<typeof broadcastSchema>;

export const audienceCountSchema = z.object({ count: z.number().int() });
export const broadcastPreviewSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export const broadcastTestAnswerSchema = z.object({ message: z.string(), to: z.string() });

export const failedRecipientSchema = z.object({ email: z.string(), error: z.string().nullable() });

/** Said when a message can no longer be changed or sent again. */
export const BROADCAST_LOCKED = 'This message has been sent or is sending: it can no longer be changed.';
