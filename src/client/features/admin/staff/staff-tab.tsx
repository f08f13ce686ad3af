import type { ReactNode } from 'react';
import { formatAdminDateTime } from '../../../../shared/dates';
import type { StaffMember } from '../../../../shared/staff';
import { NIGHT_LIMITED_ROLES, ROLE_LABELS } from '../../../../shared/staff-roles';
import { AdminListTab } from '../admin-list-tab';
import { SecondStepRequiredSwitch } from '../second-step/required-switch';
import { adminStaffQuery, removeStaffMutation } from './api';
import { DoorNightsDialog } from './door-nights-dialog';
import { StaffForm } from './staff-form';

/** The owner's Staff tab: who runs the club with which role; invite, change a role, remove. */
export function StaffTab() {
  return (
    <AdminListTab
      name="staff"
      title="Staff"
      description="Everyone who signs in to this dashboard as themselves, and what their role lets them do."
      addLabel="Invite Staff Member"
      above={<SecondStepRequiredSwitch />}
      query={adminStaffQuery}
      loading="Loading staff..."
      empty="No staff accounts yet. The shared admin password signs in as the owner; invite people to sign in as themselves."
      search={{
        label: 'Search staff',
        noun: 'staff members',
        text: (staff) => [staff.name, staff.email, ROLE_LABELS[staff.role]].join(' '),
      }}
      listLabel="Staff"
      itemName={(staff) => staff.name}
      card={(staff, actions) => <StaffCard staff={staff} actions={actions} />}
      extraActions={(staff) =>
        NIGHT_LIMITED_ROLES.includes(staff.role) ? <DoorNightsDialog staff={staff} /> : null
      }
      deletion={(staff) => ({
        verb: 'Remove',
        title: `Remove ${staff.name}?`,
        description: `${staff.name} is signed out everywhere and can no longer sign in. What they did stays in the activity log.`,
        confirmLabel: 'Remove',
        done: ['Staff member removed', `${staff.name} can no longer sign in.`],
        failure: 'Failed to remove the staff member',
      })}
      remove={removeStaffMutation}
      form={(staff, onClose) => <StaffForm staff={staff} onClose={onClose} />}
    />
  );
}

function StaffCard({ staff, actions }: { staff: StaffMember; actions: ReactNode }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-white/10 bg-surface p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold break-words">{staff.name}</h3>
        <span className="shrink-0 rounded-full border border-cyan/40 px-2.5 py-0.5 text-xs font-bold text-cyan">
          {ROLE_LABELS[staff.role]}
        </span>
      </div>
      <p className="mt-1 text-sm break-all text-muted">{staff.email}</p>
      <p className="mt-2 text-sm text-muted">
        {staff.lastSignedInAt
          ? `Last signed in ${formatAdminDateTime(staff.lastSignedInAt)}`
          : 'Not signed in yet'}
      </p>
      <p className="text-sm text-muted">Invited by {staff.invitedBy}</p>
      {staff.secondStep && <p className="text-sm text-teal">Two-step sign-in on</p>}
      <div className="mt-auto flex gap-2 pt-4">{actions}</div>
    </article>
  );
}
