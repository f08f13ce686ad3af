import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { HttpError } from '../../errors';
import { deleteSubscriber, insertSubscriber } from './repository';
import { isValidUnsubscribeToken, unsubscribeToken } from './unsubscribe-token';

/**
 * Subscribes an address once, whatever its letter case: a second sign-up succeeds without a
 * second row or a second welcome e-mail. Answers whether the address is new.
 */
export async function subscribe(app: FastifyInstance, email: string): Promise<boolean> {
  // Made before the transaction: on the embedded database, a query outside it would wait for it.
  const token = await unsubscribeToken(app.db, email);
  return app.db.transaction(async (tx) => {
    const created = await insertSubscriber(tx, email);
    if (created) await sendWelcome(app, email, token, tx);
    return created;
  });
}

export async function unsubscribe(app: FastifyInstance, email: string, token: string): Promise<void> {
  if (!(await isValidUnsubscribeToken(app.db, email, token))) {
    throw new HttpError(400, 'This unsubscribe link is not valid. Use the link from your latest e-mail.');
  }
  await deleteSubscriber(app.db, email);
}

/** The welcome e-mail, with a one-click unsubscribe (RFC 8058) that takes a POST, never a GET. */
async function sendWelcome(app: FastifyInstance, email: string, token: string, tx: Executor) {
  const query = new URLSearchParams({ email, token });
  const oneClick = `${app.config.publicUrl}/api/newsletter/unsubscribe?${query}`;
  const page = `${app.config.publicUrl}/newsletter/unsubscribe?${query}`;
  await app.mailer.send(
    {
      to: email,
      subject: 'Welcome to the Elite!',
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      text: [
        "You're on the MESC list.",
        '',
        'Expect first word on watch parties, fight nights, VIP events, member offers and new gear.',
        `Upcoming events: ${app.config.publicUrl}/events`,
        '',
        `No longer interested? Unsubscribe: ${page}`,
      ].join('\n'),
    },
    tx,
  );
}
