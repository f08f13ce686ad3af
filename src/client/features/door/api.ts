import { queryOptions } from '@tanstack/react-query';
import { hasCode } from '../../lib/api-error';
import { fetchDoorState, isOffline, searchDoor } from './door-request';

// The door screen's queries. Its state is asked for every few seconds, so two phones at one door
// show the same count; nothing here is kept between visits (the answers are personal).

/** How often the door asks for the count and the latest check-ins. */
export const DOOR_POLL_MS = 2500;
/** How often a link that is not open yet asks again. */
const NOT_OPEN_POLL_MS = 60_000;

export const doorKeys = {
  all: ['door'] as const,
  state: () => [...doorKeys.all, 'state'] as const,
  search: (q: string) => [...doorKeys.all, 'search', q] as const,
};

export const doorStateQuery = (secret: string) =>
  queryOptions({
    queryKey: doorKeys.state(),
    queryFn: () => fetchDoorState(secret),
    // Offline, it keeps asking (that is how the screen sees the connection come back); a link not
    // open yet asks now and then, so the screen opens by itself when the doors do; a link that
    // stopped working stays stopped, so it stops.
    refetchInterval: (query) => {
      const error = query.state.error;
      if (!error || isOffline(error)) return DOOR_POLL_MS;
      return hasCode(error, 'door_link_not_yet') ? NOT_OPEN_POLL_MS : false;
    },
    staleTime: 0,
  });

export const doorSearchQuery = (secret: string, q: string) =>
  queryOptions({
    queryKey: doorKeys.search(q),
    queryFn: () => searchDoor(secret, q),
    staleTime: 0,
    // The list stays while the next words are looked up (or while the phone is offline).
    placeholderData: (previous) => previous,
    enabled: q.length >= 2,
  });
