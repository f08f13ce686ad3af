import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Event } from '../../../../shared/events';
import type { EventTextInput, EventTextItem } from '../../../../shared/events-schema';
import { eventKeys } from '../../events/api';
import { adminKeys } from '../admin-keys';
import { adminGet, adminJson } from '../admin-request';

// The editors' Night Texts tab: the coming nights (drafts too), and a change of a night's words
// and picture (its date, price and seats are the Events tab's).

export const eventTextsQuery = queryOptions({
  queryKey: adminKeys.eventTexts(),
  queryFn: () => adminGet<EventTextItem[]>('/api/admin/event-texts', 'Failed to fetch nights'),
});

export const saveEventTextMutation = mutationOptions({
  mutationFn: ({ id, input }: { id?: number; input: EventTextInput }) =>
    adminJson<Event>('PATCH', `/api/admin/events/${id}/text`, input),
  onSuccess: (_event, _change, _result, { client }) =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminKeys.eventTexts() }),
      client.invalidateQueries({ queryKey: eventKeys.all }),
    ]),
});
