import { z } from 'zod';
import { pageSchema } from './admin-lists';
import { STAFF_ROLES } from './staff-roles';

// The staff activity log as the dashboard's Activity tab reads it (docs/staff.md#activity-tab):
// GET /api/admin/activity/page (and the plain /api/admin/activity), its CSV, owners only.

/**
 * The filters beside the search: the role staff acted with, and only the writes refused to a role
 * (`refused=true`; leave it out for every answer).
 */
export const staffActivityFilterShape = {
  role: z.enum(STAFF_ROLES, { error: 'Role must be owner, manager, editor or door' }).optional(),
  refused: z
    .literal('true', { error: 'Refused must be true, or left out' })
    .transform(() => true)
    .optional(),
};
export type StaffActivityFilterValues = z.output<z.ZodObject<typeof staffActivityFilterShape>>;
/** What the dashboard asks the list for: the search and the filters. */
export type StaffActivityFilters = { search?: string } & StaffActivityFilterValues;

/** The status of a write refused to a role (docs/staff.md). */
export const REFUSED_STATUS = 403;

/** One staff write, or one refused to a role, as the log keeps it. */
export const staffActionSchema = z.object({
  id: z.number().int(),
  /** When it was answered. */
  at: z.iso.datetime(),
  /** The admin session it was made in: two people on one shared password are two sessions. */
  sessionId: z.number().int().nullable(),
  /** Or the door link a check-in was made with (a helper's, or a door person's own screen). */
  doorLinkId: z.number().int().nullable(),
  /** The person as the session names them. */
  actor: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The route's method and pattern: "PUT", "/api/admin/events/:id". */
  method: z.string(),
  route: z.string(),
  /** The permission the route needed (text: the log keeps what was, should a permission be renamed). */
  permission: z.string(),
  /** The route's parameters, e.g. { "id": 12 }; null for a route without any. */
  target: z.record(z.string(), z.json()).nullable(),
  /** The JSON body as applied; null for a refused or invalid request, or none sent. */
  input: z.json().nullable(),
  /** The target as it was before (routes that change money or access say how); null otherwise. */
  before: z.json().nullable(),
  /** What the write answered (the saved item, as a rule), its secrets blanked; null for a refusal. */
  after: z.json().nullable(),
  /** The answer's HTTP status. */
  status: z.number().int(),
  clientAddress: z.string(),
});
export type StaffAction = z.infer<typeof staffActionSchema>;

export const staffActivityPageSchema = pageSchema(staffActionSchema);
export type StaffActivityPage = z.infer<typeof staffActivityPageSchema>;

/** What staff did, in a line: "PUT /api/admin/events/:id". */
export const staffActionText = (action: Pick<StaffAction, 'method' | 'route'>): string =>
  `${action.method} ${action.route}`;
