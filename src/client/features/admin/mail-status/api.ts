import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { MailStatus } from '../../../../shared/mail-status';
import { adminKeys } from '../admin-keys';
import { adminGet, adminJson } from '../admin-request';

/** How many e-mails failed for good. */
export const mailStatusQuery = queryOptions({
  queryKey: adminKeys.mailStatus(),
  queryFn: () => adminGet<MailStatus>('/api/admin/mail-status', 'Failed to fetch mail status'),
});

/** Queues the e-mails that failed for good again; the notice counts afresh either way. */
export const retryFailedMailMutation = mutationOptions({
  mutationFn: () => adminJson<{ message: string }>('POST', '/api/admin/mail-status/retry'),
  onSettled: (_answer, _error, _none, _result, { client }) =>
    client.invalidateQueries({ queryKey: adminKeys.mailStatus() }),
});
