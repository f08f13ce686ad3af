import { ChevronRight } from 'lucide-react';
import { Fragment, useState } from 'react';
import { formatAdminDateTime } from '../../../../shared/dates';
import { REFUSED_STATUS, type StaffAction } from '../../../../shared/staff-activity';
import { ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../../../shared/staff-roles';
import { FilterChips, FilteredList } from '../filtered-list';
import { badgeClass } from '../tab-states';
import { staffActivityCsv, staffActivityQuery } from './api';

// The staff activity log, for owners (docs/staff.md#activity-tab): every write made in the
// dashboard and every one refused to a role, newest first, a page at a time; searched by who, what
// and from where, filtered by role and to the refusals, and as CSV.

export function ActivityTab() {
  const [role, setRole] = useState<StaffRole | undefined>();
  const [refused, setRefused] = useState(false);
  const filters = (search: string | undefined) => ({ search, role, refused: refused || undefined });
  return (
    <FilteredList
      name="activity"
      title="Activity"
      description="What staff changed in the dashboard and did at the door, and what their role was refused, newest first (Miami time)."
      query={(search) => staffActivityQuery(filters(search))}
      items={(page) => page.items}
      csv={(search) => staffActivityCsv(filters(search))}
      searchLabel="Search by who, action or address"
      filters={() => (
        <div className="flex flex-col gap-4 lg:flex-row lg:gap-10">
          <FilterChips
            legend="Role"
            every="All roles"
            options={STAFF_ROLES.map((id) => ({ id, label: ROLE_LABELS[id], count: undefined }))}
            total={undefined}
            chosen={role}
            onChoose={setRole}
          />
          <FilterChips
            legend="Answer"
            every="Every answer"
            options={[{ id: 'refused', label: 'Refused only', count: undefined }]}
            total={undefined}
            chosen={refused ? 'refused' : undefined}
            onChoose={(chosen) => setRefused(chosen === 'refused')}
          />
        </div>
      )}
      filtered={Boolean(role || refused)}
      loading="Loading staff activity..."
      noun={['action', 'actions']}
      empty={{ none: 'No staff activity yet.', noMatch: 'No staff activity matches this search.' }}
      listLabel="Staff activity"
      rows
    >
      {(action) => <ActivityRow action={action} />}
    </FilteredList>
  );
}

/** What an answer's status means, in a word. */
function statusWord(status: number): string {
  if (status === REFUSED_STATUS) return 'Refused';
  if (status < 300) return 'Done';
  if (status === 400) return 'Invalid';
  if (status === 404) return 'Not found';
  if (status === 409) return 'Conflict';
  if (status === 429) return 'Too many';
  return status < 500 ? 'Not done' : 'Failed';
}

// A refusal is the one filled in the alarm colour (dark text on the fill, DESIGN.md); a server
// failure is red too, outlined; the rest of what was not done is gold.
function statusClass(status: number): string {
  if (status === REFUSED_STATUS) return 'border-red bg-red text-bg';
  if (status < 300) return 'border-teal/40 bg-teal/10 text-teal';
  return status < 500 ? 'border-gold/50 bg-gold/10 text-gold' : 'border-red/60 bg-red/10 text-red';
}

function StatusBadge({ status }: { status: number }) {
  return (
    <span className={`${badgeClass} ${statusClass(status)}`}>
      {status} {statusWord(status)}
    </span>
  );
}

/** A target's parameters, as "id 12". */
const targetText = (target: NonNullable<StaffAction['target']>) =>
  Object.entries(target)
    .map(([name, value]) => `${name} ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');

/** A route's pattern, which may break after a slash on a narrow screen (never inside a word). */
function RouteText({ route }: { route: string }) {
  return (
    <span>
      {route.split('/').map((part, index) => (
        // The parts of one pattern never change places: the index is their identity.
        <Fragment key={index}>
          {index > 0 && (
            <>
              /<wbr />
            </>
          )}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** A JSON value shows at most this much; the CSV has it whole. */
const INPUT_SHOWN_CHARS = 1_200;
const INPUT_SHOWN_LINES = 40;

/** A JSON value (the input, before, after) indented, clipped to what reads on a screen. */
function shownInput(input: NonNullable<StaffAction['input']>): { text: string; clipped: boolean } {
  const whole = JSON.stringify(input, null, 2);
  const lines = whole.split('\n');
  let text = lines.slice(0, INPUT_SHOWN_LINES).join('\n');
  if (text.length > INPUT_SHOWN_CHARS) text = text.slice(0, INPUT_SHOWN_CHARS);
  return { text, clipped: text.length < whole.length };
}

function ActivityRow({ action }: { action: StaffAction }) {
  const refused = action.status === REFUSED_STATUS;
  return (
    <article
      className={`grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-3 rounded-2xl border bg-surface p-4 [grid-template-areas:'status_when'_'what_what'_'who_who'] sm:p-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)_11rem_7.5rem] lg:items-start lg:gap-x-6 lg:[grid-template-areas:'what_who_when_status'] ${
        refused ? 'border-red/60' : 'border-white/10'
      }`}
    >
      <div className="min-w-0 [grid-area:what]">
        <h3 className="font-mono text-sm leading-6">
          <span className="font-bold text-cyan">{action.method}</span> <RouteText route={action.route} />
        </h3>
        {action.target && (
          <p className="mt-1 text-sm text-muted">
            Target <span className="font-mono break-all text-text">{targetText(action.target)}</span>
          </p>
        )}
      </div>
      <p className="[grid-area:status] lg:justify-self-end">
        <StatusBadge status={action.status} />
      </p>
      <div className="min-w-0 text-sm [grid-area:who]">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold break-words">{action.actor}</span>
          <span className={`${badgeClass} border-white/20 text-text`}>{ROLE_LABELS[action.role]}</span>
        </p>
        <p className="mt-1 text-xs break-all text-muted">
          from <span className="font-mono">{action.clientAddress}</span> ·{' '}
          {action.sessionId === null ? `door link ${action.doorLinkId}` : `session ${action.sessionId}`}
        </p>
      </div>
      <p className="text-sm text-muted [grid-area:when] lg:leading-6 lg:text-text">
        <time dateTime={action.at}>{formatAdminDateTime(action.at)}</time>
      </p>
      {(['input', 'before', 'after'] as const).map((part) => (
        <JsonDetails key={part} label={PART_LABELS[part]} value={action[part]} />
      ))}
    </article>
  );
}

const PART_LABELS = { input: 'Input', before: 'Before', after: 'After' } as const;

/** One JSON part of a row (what staff sent, the target before, what it answered), opened on demand. */
function JsonDetails({ label, value }: { label: string; value: StaffAction['input'] }) {
  if (value === null) return null;
  const shown = shownInput(value);
  return (
    <details className="group col-span-full min-w-0">
      <summary className="inline-flex cursor-pointer list-none items-center gap-1 text-sm font-semibold text-cyan hover:underline [&::-webkit-details-marker]:hidden">
        <ChevronRight size={16} aria-hidden className="transition-transform group-open:rotate-90" />
        {label}
      </summary>
      <pre className="mt-2 rounded-xl border border-white/10 bg-bg p-3 font-mono text-xs leading-5 break-words whitespace-pre-wrap text-text">
        {shown.text}
        {shown.clipped && (
          <span className="mt-2 block font-sans text-muted">… Clipped here: the CSV has all of it.</span>
        )}
      </pre>
    </details>
  );
}
