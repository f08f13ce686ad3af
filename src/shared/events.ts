import { z } from 'zod';
import type { TIER_IDS } from './constants';

/** An event as the API answers it (spec §3). */
export interface Event {
  id: number;
  title: string;
  description: string;
  category: string;
  date: string;
  price: number;
  maxAttendees: number | null;
  currentAttendees: number;
  venue: string | null;
  imageUrl: string | null;
  membershipRequired: (typeof TIER_IDS)[number];
}

export const eventListQuerySchema = z.object({
  category: z.string().trim().max(40).optional(),
});

export function isEventFull(event: Pick<Event, 'maxAttendees' | 'currentAttendees'>): boolean {
  return event.maxAttendees != null && event.currentAttendees >= event.maxAttendees;
}
