/** GET /api/admin/mail-status: e-mails waiting for delivery, and those that failed for good. */
export interface MailStatus {
  pending: number;
  failed: number;
}

/** The dashboard's notice about e-mails that could not be delivered. */
export function failedMailNotice(failed: number): string {
  return failed === 1
    ? '1 e-mail could not be delivered after repeated tries.'
    : `${failed} e-mails could not be delivered after repeated tries.`;
}
