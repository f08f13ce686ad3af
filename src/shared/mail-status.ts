import { z } from 'zod';

/** GET /api/admin/mail-status: e-mails waiting for delivery, and those that failed for good. */
export const mailStatusSchema = z.object({
  pending: z.number().int(),
  failed: z.number().int(),
});
export type MailStatus = z.infer<typeof mailStatusSchema>;

/** POST /api/admin/mail-status/retry: how many failed e-mails go out again. */
export const mailRetryAnswerSchema = z.object({ message: z.string(), retried: z.number().int() });

/** The dashboard's notice about e-mails that could not be delivered. */
export function failedMailNotice(failed: number): string {
  return failed === 1
    ? '1 e-mail could not be delivered after repeated tries.'
    : `${failed} e-mails could not be delivered after repeated tries.`;
}
