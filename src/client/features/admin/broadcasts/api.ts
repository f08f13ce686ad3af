import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  Audience,
  Broadcast,
  BroadcastDraft,
  broadcastPreviewSchema,
  failedRecipientSchema,
} from '../../../../shared/broadcasts';
import { adminKeys } from '../admin-keys';
import { LIVE_REFRESH_MS, remove, type Save } from '../admin-query';
import { adminGet, adminJson } from '../admin-request';

// Club mail (docs/club-mail.md): the messages staff wrote, how many an audience reaches, a
// message's preview, a test to oneself, a send (now or at a Miami time) and its cancel.

const BROADCASTS = '/api/admin/broadcasts';

export type BroadcastPreview = z.infer<typeof broadcastPreviewSchema>;
export type BroadcastDetail = Broadcast & { failures: z.infer<typeof failedRecipientSchema>[] };

/** While a message is on its way: its card follows it every few seconds, not at the half minute. */
const FOLLOW_SENDING_MS = 3_000;

const onItsWay = (b: Broadcast) =>
  b.status === 'sending' || (b.status === 'sent' && b.recipients.waiting + b.recipients.queued > 0);

/** The newest hundred messages, each with its recipients by state. */
export const broadcastsQuery = queryOptions({
  queryKey: adminKeys.broadcasts(),
  queryFn: () => adminGet<Broadcast[]>(BROADCASTS, 'Failed to fetch club mail'),
  refetchInterval: (query) => (query.state.data?.some(onItsWay) ? FOLLOW_SENDING_MS : LIVE_REFRESH_MS),
});

/** One message with up to a hundred of its failed recipients and the mail server's word. */
export function broadcastQuery(id: number) {
  return queryOptions({
    queryKey: adminKeys.broadcast(id),
    queryFn: () => adminGet<BroadcastDetail>(`${BROADCASTS}/${id}`, 'Failed to fetch the message'),
  });
}

/** How many people an audience reaches now (asked again whenever the audience changes). */
export function audienceCountQuery(audience: Audience) {
  return queryOptions({
    queryKey: adminKeys.broadcastAudience(audience),
    queryFn: () => adminJson<{ count: number }>('POST', '/api/admin/broadcast-audience', { audience }),
    staleTime: 0,
  });
}

/** The message as a recipient gets it: subject, HTML and text. */
export function broadcastPreviewQuery(draft: BroadcastDraft) {
  return queryOptions({
    queryKey: adminKeys.broadcastPreview(draft),
    queryFn: () => adminJson<BroadcastPreview>('POST', '/api/admin/broadcast-preview', draft),
  });
}

const refreshed = (client: {
  invalidateQueries: (filters: { queryKey: readonly unknown[] }) => Promise<void>;
}) => client.invalidateQueries({ queryKey: adminKeys.broadcastLists() });

/** A new draft (no id), or a draft or scheduled message changed. */
export const saveBroadcastMutation = mutationOptions({
  mutationFn: ({ id, input }: Save<BroadcastDraft>) =>
    id == null
      ? adminJson<Broadcast>('POST', BROADCASTS, input)
      : adminJson<Broadcast>('PUT', `${BROADCASTS}/${id}`, input),
  onSuccess: (_saved, _change, _result, { client }) => refreshed(client),
});

export const deleteBroadcastMutation = mutationOptions({
  mutationFn: (id: number) => remove(BROADCASTS, id),
  onSuccess: (_answer, _id, _result, { client }) => refreshed(client),
});

/** One copy, subject "[Test] …", to the staff member who asks. */
export const testBroadcastMutation = mutationOptions({
  mutationFn: (id: number) => adminJson<{ message: string; to: string }>('POST', `${BROADCASTS}/${id}/test`),
});

/** Sends now (`at` null) or at a Miami date and time. */
export const sendBroadcastMutation = mutationOptions({
  mutationFn: ({ id, at }: { id: number; at: { date: string; time: string } | null }) =>
    adminJson<Broadcast>('POST', `${BROADCASTS}/${id}/send`, { at }),
  onSuccess: (_sent, _change, _result, { client }) => refreshed(client),
});

/** A scheduled message becomes a draft again. */
export const cancelBroadcastMutation = mutationOptions({
  mutationFn: (id: number) => adminJson<Broadcast>('POST', `${BROADCASTS}/${id}/cancel`),
  onSuccess: (_draft, _id, _result, { client }) => refreshed(client),
});
