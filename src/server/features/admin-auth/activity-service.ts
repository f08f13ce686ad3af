import type { FastifyInstance } from 'fastify';
import {
  type StaffAction,
  type StaffActivityFilterValues,
  staffActionText,
} from '../../../shared/staff-activity';
import { ROLE_LABELS } from '../../../shared/staff-roles';
import type { Cell } from '../../lists/csv';
import type { PagedList } from '../../lists/list-routes';
import { countStaffActions, pageOfStaffActions } from './activity-repository';

// The read side of the staff activity log (the dashboard's Activity tab, owners only): the log a
// page at a time, newest first, searched and filtered, and as a spreadsheet. The log is counted on
// each request (it has no kept count): a count of its index, or of the rows a search reads.

/** The log, newest first, a page at a time. */
export const staffActivityList = (
  app: FastifyInstance,
): PagedList<StaffAction, StaffActivityFilterValues> => ({
  read: (search, cursor, limit, filters) => pageOfStaffActions(app.db, { search, ...filters }, cursor, limit),
  count: (search, filters) => countStaffActions(app.db, { search, ...filters }),
});

/** JSON as one cell: the target, the input, before and after as the log keeps them. */
const jsonCell = (value: unknown): Cell => (value == null ? '' : JSON.stringify(value));

/** The log as a spreadsheet: the time as an ISO instant (UTC), the target and input as JSON. */
export const staffActivityCsv = {
  fileName: 'staff-activity.csv',
  header: [
    'Time (UTC)',
    'Actor',
    'Role',
    'Action',
    'Permission',
    'Target',
    'Input',
    'Before',
    'After',
    'Status',
    'Client address',
  ],
  row: (action: StaffAction): Cell[] => [
    action.at,
    action.actor,
    ROLE_LABELS[action.role],
    staffActionText(action),
    action.permission,
    jsonCell(action.target),
    jsonCell(action.input),
    jsonCell(action.before),
    jsonCell(action.after),
    action.status,
    action.clientAddress,
  ],
};
