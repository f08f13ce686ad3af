import type { FastifyInstance } from 'fastify';
import {
  STAFF_CODE_REFUSED,
  STAFF_EXISTS,
  STAFF_GONE,
  STAFF_LINK_REFUSED,
  STAFF_SIGN_IN_SENT,
  type StaffInvite,
  type StaffMember,
  type StaffSignInAnswer,
} from '../../../shared/staff';
import { ROLE_LABELS, ROLE_SUMMARIES, type StaffRole } from '../../../shared/staff-roles';
import { note, paragraph, renderMail } from '../../adapters/mail/ui';
import type { Executor } from '../../db/client';
import { HttpError } from '../../errors';
import * as secrets from '../../sign-in/secrets';
import { endSessionsOfStaff } from '../admin-auth/service';
import * as repository from './repository';
import { afterInboxStep } from './second-step';

export {
  confirmSecondStep,
  finishSignIn as finishSecondStepSignIn,
  isSecondStepRequired,
  requireSecondStep,
  startSecondStep,
  turnOffSecondStep,
} from './second-step';

// Staff accounts (docs/staff.md): the owner invites people by e-mail with a role, changes the
// role or removes them (their sessions end at once), and each signs in with a link or a code from
// their own inbox, to a staff session that names them in the activity log.

// Staff's request counts are kept apart from members' (the same limits, their own keys).
const KIND = 'staff:';

const staffSecrets: secrets.SecretStore = {
  kind: KIND,
  linkRefused: { code: 'sign_in_link_refused', message: STAFF_LINK_REFUSED },
  codeRefused: { code: 'sign_in_code_refused', message: STAFF_CODE_REFUSED },
  insert: repository.insertSignInToken,
  useLink: repository.useLink,
  ownerOfEmail: async (tx, email) => (await repository.findStaffByEmail(tx, email))?.id,
  lockLatestCode: repository.lockLatestCode,
  countWrongCode: repository.countWrongCode,
  markUsed: repository.markTokenUsed,
};

const asListed = (row: repository.StaffRow): StaffMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role as StaffRole,
  invitedAt: row.invitedAt.toISOString(),
  invitedBy: row.invitedBy,
  lastSignedInAt: row.lastSignedInAt?.toISOString() ?? null,
  secondStep: row.totpEnabledAt !== null,
});

export async function listStaff(app: FastifyInstance): Promise<StaffMember[]> {
  return (await repository.listStaff(app.db)).map(asListed);
}

/** Writes the e-mail with a fresh link and code, and keeps their hashes only if it is written. */
async function mailSignIn(
  app: FastifyInstance,
  tx: Executor,
  staff: repository.StaffRow,
  opening: string[],
  reason: 'club' | 'visitor',
): Promise<void> {
  const secret = secrets.prepareSecret(staffSecrets, `${app.config.publicUrl}/admin/login`, staff.id);
  const sent = await app.mailer.send(
    {
      to: staff.email,
      reason,
      ...renderMail({
        subject: reason === 'club' ? 'You are invited to run MESC' : 'Your MESC staff sign-in link',
        preheader: opening[0],
        heading: reason === 'club' ? 'You are invited to run MESC' : 'Sign in to the dashboard',
        blocks: [
          paragraph(`Hello ${staff.name},`),
          ...opening.map((line) => paragraph(line)),
          ...secrets.signInBlocks(secret),
          note(
            "If you didn't expect this, you can ignore this e-mail: nothing happens without the link or the code.",
          ),
        ],
        signature: ['MESC'],
      }),
    },
    tx,
  );
  if (sent) await secret.store(tx);
}

/** The owner invites someone: their account exists at once, and the invitation carries a sign-in link. */
export async function inviteStaff(
  app: FastifyInstance,
  inviter: string,
  input: StaffInvite,
): Promise<StaffMember> {
  return app.db.transaction(async (tx) => {
    const staff = await repository.insertStaff(tx, { ...input, invitedBy: inviter });
    if (!staff) throw new HttpError(409, 'conflict', STAFF_EXISTS);
    await mailSignIn(
      app,
      tx,
      staff,
      [
        `${inviter} invited you to help run MESC's website.`,
        `Your role: ${ROLE_LABELS[input.role]}. ${ROLE_SUMMARIES[input.role]}`,
        '',
        'Sign in to the club dashboard with the link or the code below. Next time, ask for a new link on the admin login page with this address.',
      ],
      'club',
    );
    return asListed(staff);
  });
}

/** A new role: the person's sessions end at once, and they sign in again to act with it. */
export async function changeRole(app: FastifyInstance, id: number, role: StaffRole): Promise<StaffMember> {
  return app.db.transaction(async (tx) => {
    const staff = await repository.updateRole(tx, id, role);
    if (!staff) throw new HttpError(404, 'not_found', STAFF_GONE);
    await endSessionsOfStaff(tx, id);
    return asListed(staff);
  });
}

/** Removes a person: their sessions end and their links stop working; their name stays in the log. */
export async function removeStaff(app: FastifyInstance, id: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const staff = await repository.markRemoved(tx, id, new Date());
    if (!staff) throw new HttpError(404, 'not_found', STAFF_GONE);
    await endSessionsOfStaff(tx, id);
    await repository.deleteTokensOf(tx, id);
  });
}

/** "Send me a sign-in link" on the admin login page: one answer whether or not the address is staff's. */
export async function requestStaffSignIn(app: FastifyInstance, ip: string, email: string): Promise<string> {
  await secrets.countRequest(app.db, secrets.signInRequestLimits(KIND, ip, email));
  await app.db.transaction(async (tx) => {
    const staff = await repository.findStaffByEmail(tx, email);
    if (staff) {
      await mailSignIn(app, tx, staff, ['Here is your link to sign in to the MESC dashboard.'], 'visitor');
    }
  });
  return STAFF_SIGN_IN_SENT;
}

async function signedIn(app: FastifyInstance, staffId: number): Promise<StaffSignInAnswer> {
  const staff = await repository.findStaff(app.db, staffId);
  if (!staff) throw new HttpError(400, 'sign_in_link_refused', STAFF_LINK_REFUSED);
  // With the second step on, the inbox alone does not sign in: the app's code is still to come.
  if (!staff.totpSecret) await repository.markSignedIn(app.db, staff.id, new Date());
  return afterInboxStep(app, staff);
}

/** The link from the staff member's inbox opens a staff session. */
export async function staffSignInWithLink(app: FastifyInstance, token: string): Promise<StaffSignInAnswer> {
  return signedIn(app, await secrets.ownerOfLink(staffSecrets, app.db, token));
}

/** The code from the staff member's inbox opens a staff session; codes are counted per client first. */
export async function staffSignInWithCode(
  app: FastifyInstance,
  ip: string,
  input: { email: string; code: string },
): Promise<StaffSignInAnswer> {
  await secrets.countRequest(app.db, secrets.codeAttemptLimits(KIND, ip));
  return signedIn(app, await secrets.ownerOfCode(staffSecrets, app.db, input.email, input.code));
}

/** The staff member with this id, unless removed (404). */
export async function currentStaffMember(app: FastifyInstance, id: number): Promise<StaffMember> {
  const staff = await repository.findStaff(app.db, id);
  if (!staff) throw new HttpError(404, 'not_found', STAFF_GONE);
  return asListed(staff);
}

/** The staff member as they are now, or null: what the activity log keeps as "before" a change. */
export async function staffAsItIs(app: FastifyInstance, id: number): Promise<StaffMember | null> {
  const staff = await repository.findStaff(app.db, id);
  return staff ? asListed(staff) : null;
}
