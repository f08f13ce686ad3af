import { z } from 'zod';
import { emailAddress, nameLine } from './fields';
import { SIGN_IN_MINUTES } from './member-rules';
import { STAFF_ROLES } from './staff-roles';

// The staff accounts contract (docs/staff.md): the owner invites people by e-mail with a role,
// and they sign in with a link or a code from their inbox, to a staff session of their own.

export { signInCodeSchema, signInLinkSchema, signInRequestSchema } from './members';

/** POST /api/admin/staff: whom the owner invites, and with which role. */
export const staffInviteSchema = z.object({
  name: nameLine('Name').min(1, 'Please enter their name').max(100, 'Name is too long'),
  email: emailAddress,
  role: z.enum(STAFF_ROLES, { error: 'Choose a role' }),
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;

/** PATCH /api/admin/staff/:id: a new role (their sessions end: they sign in again with it). */
export const staffRoleChangeSchema = z.object({ role: z.enum(STAFF_ROLES, { error: 'Choose a role' }) });

/** One staff member as the Staff tab lists them. */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  invitedAt: z.iso.datetime(),
  invitedBy: z.string(),
  lastSignedInAt: z.iso.datetime().nullable(),
  /** Whether they sign in with a one-time-code app too. */
  secondStep: z.boolean(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The same answer whether or not the address belongs to a staff member. */
export const STAFF_SIGN_IN_SENT = `Check your e-mail: if this address belongs to the club's staff, a sign-in link and a 6-digit code are on their way. They work for ${SIGN_IN_MINUTES} minutes.`;
export const STAFF_LINK_REFUSED =
  'This staff sign-in link has expired or has already been used. Ask for a new one on the admin login page.';
export const STAFF_CODE_REFUSED =
  'That code is not right, or it has expired. Check the latest sign-in e-mail from MESC (its link works too), or ask for a new code.';
export const STAFF_EXISTS = 'This address already belongs to a staff member.';
export const STAFF_GONE = 'This staff member was removed, or never existed.';

/** A night a staff member may open the door screen of (GET /api/admin/door/nights). */
export const doorNightSchema = z.object({
  eventId: z.number().int(),
  title: z.string(),
  date: z.iso.datetime(),
});
export type DoorNight = z.infer<typeof doorNightSchema>;

/** PUT /api/admin/staff/:id/door-nights: the nights a door-role person works, all of them. */
export const doorNightsInputSchema = z.object({
  eventIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .max(200, 'At most 200 nights at once')
    .refine((ids) => new Set(ids).size === ids.length, 'A night is listed twice'),
});

/** Which nights each door-role person works (GET /api/admin/door-nights). */
export const doorNightAssignmentSchema = z.object({ staffId: z.number().int(), eventId: z.number().int() });

/** POST /api/admin/door/nights/:id/screen: the address of one's own door screen for the night. */
export const doorScreenAnswerSchema = z.object({ url: z.string() });

export const NIGHT_NOT_YOURS = 'This night is not one of yours at the door. Ask the club owner to add it.';
export const NIGHTS_UNKNOWN = 'Some of these nights do not exist (any more).';

// --- The second step: a one-time-code app (docs/staff.md#second-step) ---------------------------

/** What a one-time code or a recovery code looks like as people type it: spaces and dashes are ignored. */
export const secondStepCode = z
  .string({ error: 'Enter the 6-digit code from your app, or a recovery code' })
  .max(40, 'Enter the 6-digit code from your app, or a recovery code')
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(
    z.string().regex(/^(\d{6}|[a-z2-7]{10})$/, 'Enter the 6-digit code from your app, or a recovery code'),
  );

/** POST /api/admin/sign-in/second-step: the sign-in waiting for its second step, and the code. */
export const secondStepSignInSchema = z.object({
  token: z.string().regex(/^[\w-]{43}$/, 'This sign-in has expired. Start again from the login page.'),
  code: secondStepCode,
});

/** What a staff sign-in link or code answers: a session, or the second step still to come. */
export const staffSignInAnswerSchema = z.union([
  z.object({ token: z.string(), expiresAt: z.iso.datetime() }),
  z.object({ secondStep: z.string() }),
]);
export type StaffSignInAnswer = z.infer<typeof staffSignInAnswerSchema>;

/** POST /api/admin/me/second-step/confirm and DELETE /api/admin/me/second-step: a code. */
export const secondStepCodeSchema = z.object({ code: secondStepCode });

/** POST /api/admin/me/second-step: the new secret to put in the app, as text, a URI and a QR code. */
export const secondStepSetupSchema = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() });

/** The recovery codes, shown once when the second step is turned on. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

/** PUT /api/admin/settings/second-step: whether owners and managers must use the second step. */
export const secondStepRequiredSchema = z.object({ required: z.boolean() });

export const SECOND_STEP_REFUSED =
  'That code is not right. Check your app (its codes change every 30 seconds), or use a recovery code.';
export const SECOND_STEP_EXPIRED = 'This sign-in has expired. Start again from the login page.';
export const SECOND_STEP_NEEDED =
  'The club owner asks owners and managers to use a one-time-code app. Set it up to go on.';
export const SECOND_STEP_NOT_YOURS =
  'Only owners and managers with their own staff account can use a one-time-code app.';
export const SECOND_STEP_KEPT = 'The club owner requires a one-time-code app, so it stays on.';
/** The shared password while the owner requires the second step: it has no app of its own. */
export const SHARED_PASSWORD_CLOSED =
  'The club owner requires two-step sign-in, so the shared password no longer opens the dashboard. Sign in with your own staff account below.';
/** Requiring the second step is done from an owner account that has it, so someone can still sign in. */
export const SECOND_STEP_OWNER_FIRST =
  'Requiring two-step sign-in closes the shared password. Turn it on from your own owner account, once its one-time-code app is on.';
