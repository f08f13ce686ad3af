import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { INTEREST_LABELS } from '../../../shared/constants';
import type { contactSchema } from '../../../shared/contact';
import { contactMessages } from '../../db/schema';

type ContactMessage = z.output<typeof contactSchema>;

/** Stores the message for the dashboard and, with it, the e-mail that tells the club (reply goes to the visitor). */
export async function receiveContactMessage(app: FastifyInstance, input: ContactMessage) {
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: input.name, email: input.email, interest: input.interest, message: input.message })
      .returning({ id: contactMessages.id });
    const interest = input.interest ? INTEREST_LABELS[input.interest] : 'Not given';
    await app.mailer.send(
      {
        to: app.config.club.email,
        subject: `New message from ${input.name} (${interest})`,
        headers: { 'Reply-To': input.email },
        text: [
          `From: ${input.name} <${input.email}>`,
          `Interest: ${interest}`,
          '',
          input.message,
          '',
          `All messages: ${app.config.publicUrl}/admin/dashboard?tab=submissions`,
        ].join('\n'),
      },
      tx,
    );
    return row.id;
  });
}
