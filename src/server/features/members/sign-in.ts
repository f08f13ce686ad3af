import type { FastifyInstance } from 'fastify';
import { CODE_REFUSED, LINK_REFUSED } from '../../../shared/members';
import type { Database, Executor } from '../../db/client';
import * as secrets from '../../sign-in/secrets';
import * as repository from './repository';

// Members' sign-in e-mails (docs/members.md): the shared link-and-code mechanism
// (src/server/sign-in/secrets.ts) over the members' own table of secrets.

export { countRequest, REQUEST_LIMITS, type SignInSecret, signInBlocks } from '../../sign-in/secrets';

// Members' counts keep the keys they always had (no prefix): staff's have their own.
const KIND = '';

const memberSecrets: secrets.SecretStore = {
  kind: KIND,
  linkRefused: { code: 'sign_in_link_refused', message: LINK_REFUSED },
  codeRefused: { code: 'sign_in_code_refused', message: CODE_REFUSED },
  insert: (db, { ownerId, ...row }) => repository.insertSignInToken(db, { memberId: ownerId, ...row }),
  useLink: repository.useLink,
  ownerOfEmail: async (tx, email) => (await repository.findMemberByEmail(tx, email))?.id,
  lockLatestCode: repository.lockLatestCode,
  countWrongCode: repository.countWrongCode,
  markUsed: repository.markTokenUsed,
};

/** A new link and code for the member, not stored yet (see secrets.prepareSecret). */
export function prepareSignInSecret(app: FastifyInstance, memberId: number, now = new Date()) {
  return secrets.prepareSecret(memberSecrets, `${app.config.publicUrl}/sign-in/link`, memberId, now);
}

/** A new link and code for the member, stored hashed (in the caller's transaction, with its e-mail). */
export async function newSignInSecret(
  app: FastifyInstance,
  db: Executor,
  memberId: number,
  now = new Date(),
): Promise<secrets.SignInSecret> {
  const secret = prepareSignInSecret(app, memberId, now);
  await secret.store(db);
  return { url: secret.url, code: secret.code };
}

/** The member whose link this is; the link is used up. */
export const memberOfLink = (db: Database, token: string, now = new Date()) =>
  secrets.ownerOfLink(memberSecrets, db, token, now);

/** The member whose latest sign-in e-mail carries this code; the code is used up. */
export const memberOfCode = (db: Database, email: string, code: string, now = new Date()) =>
  secrets.ownerOfCode(memberSecrets, db, email, code, now);

export const signInRequestLimits = (ip: string, email: string) =>
  secrets.signInRequestLimits(KIND, ip, email);
export const codeAttemptLimits = (ip: string) => secrets.codeAttemptLimits(KIND, ip);
