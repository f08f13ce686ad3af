// Who may do what in the dashboard. Every admin route names one permission (the server refuses a
// route without one at start, docs/staff.md), every staff session has one role, and a role is the
// set of permissions below. The dashboard reads the same table to hide what a role cannot do;
// the API decides.

export const STAFF_ROLES = ['owner', 'manager', 'editor', 'door'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  /** One's own session: see when it ends, sign out. Every role. */
  'session',
  /** Staff accounts, their roles, and the club's settings. */
  'staff',
  /** Nights: make, edit, move, delete; their RSVPs and waitlists (names and e-mails). */
  'events',
  /** Who holds a ticket, the money taken, door links. */
  'tickets',
  /** Money back: refunding a ticket. */
  'refunds',
  /** Members: the list, a member's page, tiers, complimentary months, sign-in links. */
  'members',
  /** What visitors sent: contact messages, form submissions, newsletter subscribers. */
  'submissions',
  /** The club's own content: products, sponsors, the pitch deck, the Wall of Fame, categories, nights' words and pictures. */
  'content',
  /** Checking a ticket in (or undoing it) at the door. */
  'door',
  /** Club mail (messages to members, subscribers, a night's guests) and the mail queue: what failed, and sending it again. */
  'mail',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const everything = new Set<StaffPermission>(STAFF_PERMISSIONS);

export const ROLE_PERMISSIONS: Record<StaffRole, ReadonlySet<StaffPermission>> = {
  owner: everything,
  manager: new Set(STAFF_PERMISSIONS.filter((p) => p !== 'staff')),
  editor: new Set(['session', 'content']),
  door: new Set(['session', 'door']),
};

/** Whether a role holds a permission (an unknown role holds none). */
export function roleMay(role: string, permission: StaffPermission): boolean {
  return (
    (ROLE_PERMISSIONS as Record<string, ReadonlySet<StaffPermission> | undefined>)[role]?.has(permission) ??
    false
  );
}

/** What a role sees when it asks for what it may not do (HTTP 403). */
export const PERMISSION_REFUSED = 'Your staff role does not allow this. Ask the club owner if you need it.';

/** A role as people read it (the Staff tab, the invitation). */
export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  editor: 'Editor',
  door: 'Door staff',
};

/** What each role is for, in a line (the Staff tab's role picker). */
export const ROLE_SUMMARIES: Record<StaffRole, string> = {
  owner: 'Everything, including staff and settings.',
  manager: 'Events, tickets, refunds, members, submissions and content.',
  editor: "Content only: products, sponsors, pitch deck, Wall of Fame, nights' words and pictures.",
  door: 'The door screen: checking tickets in.',
};

/**
 * Roles whose door permission covers only the nights the owner gave them (docs/staff.md#door-staff);
 * the other roles with the door permission work every night's door.
 */
export const NIGHT_LIMITED_ROLES: readonly StaffRole[] = ['door'];

/** Whether a role may work the door of a night it was not given. */
export const worksEveryDoor = (role: StaffRole) =>
  roleMay(role, 'door') && !NIGHT_LIMITED_ROLES.includes(role);

/** Roles that may turn on a second step at sign-in (a one-time-code app), and must when the owner requires it. */
export const SECOND_STEP_ROLES: readonly StaffRole[] = ['owner', 'manager'];
