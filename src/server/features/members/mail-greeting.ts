import type { Executor } from '../../db/client';
import { findMemberByEmail } from './repository';

// What a visitor types never goes into an e-mail (docs/mail-budget.md): anyone can type someone
// else's address with a "name" that reads like a message of ours. An e-mail greets by name only
// the member whose confirmed address it goes to, with the name of their own account; everyone
// else is greeted without one.

/** The member whose confirmed address this is (they proved the inbox is theirs), if any. */
export async function confirmedOwnerOf(
  db: Executor,
  email: string,
): Promise<{ id: number; name: string } | undefined> {
  const member = await findMemberByEmail(db, email);
  return member?.emailConfirmedAt ? { id: member.id, name: member.name } : undefined;
}

/** The display name of an e-mail's To: line: the confirmed owner's own account name, or none. */
export async function recipientNameOf(db: Executor, email: string): Promise<string | undefined> {
  return (await confirmedOwnerOf(db, email))?.name;
}

/** The first line of an e-mail: "Hi Ana," to a confirmed member, else "Hello,". */
export const greetingOf = (owner: { name: string } | undefined) => (owner ? `Hi ${owner.name},` : 'Hello,');

/** The first line of an e-mail to `email`. */
export async function greetingFor(db: Executor, email: string): Promise<string> {
  return greetingOf(await confirmedOwnerOf(db, email));
}
