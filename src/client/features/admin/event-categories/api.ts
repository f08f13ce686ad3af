import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import type {
  EventCategory,
  EventCategoryChange,
  EventCategoryInput,
} from '../../../../shared/event-categories';
import { eventKeys } from '../../events/api';
import { adminKeys } from '../admin-keys';
import { remove } from '../admin-query';
import { adminGet, adminJson } from '../admin-request';

// The club's event categories in the dashboard: the list (every one, retired ones too), adding,
// changing (name, colour, retired), ordering and deleting. A change refreshes the categories, the
// dashboard's events (their badges) and the public events (cards, chips), which show its name and colour.

const CATEGORIES = '/api/admin/event-categories';

/** Every category in the club's order, each with how many events have it. */
export const adminEventCategoriesQuery = queryOptions({
  queryKey: adminKeys.eventCategories(),
  queryFn: () => adminGet<EventCategory[]>(CATEGORIES, 'Failed to fetch categories'),
});

/** A category changed: its list, and every list of events that shows it. */
const refreshCategories = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: adminKeys.eventCategories() }),
    client.invalidateQueries({ queryKey: adminKeys.eventLists() }),
    client.invalidateQueries({ queryKey: eventKeys.all }),
  ]);

/** Adds a category (no id) or renames and recolours one. */
export const saveCategoryMutation = mutationOptions({
  mutationFn: ({ id, input }: { id?: number; input: EventCategoryInput }) =>
    id == null
      ? adminJson<EventCategory>('POST', CATEGORIES, input)
      : adminJson<EventCategory>('PATCH', `${CATEGORIES}/${id}`, input),
  onSuccess: (_category, _change, _result, { client }) => refreshCategories(client),
});

/** Retires a category (the event form offers it no more; its events keep it) or restores it. */
export const retireCategoryMutation = mutationOptions({
  mutationFn: ({ id, retired }: { id: number; retired: boolean }) =>
    adminJson<EventCategory>('PATCH', `${CATEGORIES}/${id}`, { retired } satisfies EventCategoryChange),
  onSuccess: (_category, _change, _result, { client }) => refreshCategories(client),
});

/** Every category's id in the new order. */
export const orderCategoriesMutation = mutationOptions({
  mutationFn: (ids: number[]) => adminJson<EventCategory[]>('PUT', CATEGORIES, { ids }),
  onSuccess: (categories, _ids, _result, { client }) => {
    client.setQueryData(adminKeys.eventCategories(), categories);
    return refreshCategories(client);
  },
  // Refused (another change came first): the list as it stands.
  onError: (_error, _ids, _result, { client }) =>
    client.invalidateQueries({ queryKey: adminKeys.eventCategories() }),
});

/** Deletes a category no event has (the server refuses one that has events: retire it instead). */
export const deleteCategoryMutation = mutationOptions({
  mutationFn: (id: number) => remove(CATEGORIES, id),
  onSuccess: (_answer, _id, _result, { client }) => refreshCategories(client),
});
