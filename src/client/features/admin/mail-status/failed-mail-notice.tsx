import { useMutation, useQuery } from '@tanstack/react-query';
import { MailWarning, RotateCw } from 'lucide-react';
import { failedMailNotice } from '../../../../shared/mail-status';
import { buttonClass } from '../../../components/ui/button-styles';
import { reportFailure, toastSuccess } from '../form-feedback';
import { mailStatusQuery, retryFailedMailMutation } from './api';

/**
 * Shown above the tabs when e-mails (RSVP confirmations, welcomes, contact notices) failed for
 * good: how many, and a button that sends them again. Nothing shows while all is well.
 */
export function FailedMailNotice() {
  const status = useQuery(mailStatusQuery);
  const retry = useMutation({
    ...retryFailedMailMutation,
    onSuccess: (answer) => toastSuccess('E-mails queued', answer.message),
    onError: (error) => reportFailure(error, 'Failed to queue the e-mails again'),
  });
  const failed = status.data?.failed ?? 0;
  if (failed === 0) return null;
  return (
    <div
      role="status"
      className="mt-6 flex flex-col gap-3 rounded-2xl border border-gold/40 bg-gold/10 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2 text-sm text-text">
        <MailWarning size={18} aria-hidden className="mt-0.5 shrink-0 text-gold" />
        <span>
          {failedMailNotice(failed)} Check the mail server settings (SMTP_URL), then send them again.
        </span>
      </p>
      <button
        type="button"
        onClick={() => retry.mutate()}
        disabled={retry.isPending}
        className={buttonClass('secondary')}
      >
        <RotateCw size={16} aria-hidden />
        {retry.isPending ? 'Sending...' : 'Send again'}
      </button>
    </div>
  );
}
