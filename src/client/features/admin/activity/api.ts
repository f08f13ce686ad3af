import type { StaffActivityFilters, StaffActivityPage } from '../../../../shared/staff-activity';
import { adminKeys } from '../admin-keys';
import { listPath, pagedQuery } from '../admin-query';

// The staff activity log (the Activity tab, owners only): searched and filtered on the server a
// page at a time, newest first, and its CSV download.

/** Every search and filter of the log. */
const activityLists = [...adminKeys.all, 'staff-activity'] as const;

const activityPath = '/api/admin/activity';

/** The query string of a search of the log: only what is set. */
const activityParams = ({ search, role, refused }: StaffActivityFilters, cursor?: string) => ({
  search,
  role,
  refused: refused ? 'true' : undefined,
  cursor,
});

/** What staff did, newest first, as the search and filters find it. */
export function staffActivityQuery(filters: StaffActivityFilters) {
  return pagedQuery<StaffActivityPage, readonly [...typeof activityLists, StaffActivityFilters]>(
    [...activityLists, filters],
    (cursor) => listPath(`${activityPath}/page`, activityParams(filters, cursor)),
    'Failed to fetch staff activity',
  );
}

/** The log as the search and filters find it as CSV (the whole log without them), and its file name. */
export const staffActivityCsv = (filters: StaffActivityFilters) => ({
  path: listPath(`${activityPath}.csv`, activityParams(filters)),
  fileName: 'staff-activity.csv',
});
