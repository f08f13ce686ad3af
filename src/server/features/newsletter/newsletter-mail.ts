import type { FastifyInstance } from 'fastify';
import { CONFIRM_DAYS } from '../../../shared/newsletter';
import type { OutgoingMail } from '../../adapters/mail/mailer';
import { button, link, note, paragraph, renderMail } from '../../adapters/mail/ui';

// The newsletter's e-mails. None carries anything the visitor typed but the address itself.

/** The page of the confirmation link: the token is after "#", so it reaches no server's log. */
export const confirmUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/newsletter/confirm#token=${token}`;

/**
 * The unsubscribe page and the one-click address (RFC 8058, a POST only) of an address: they carry
 * its opaque token (unsubscribe-token.ts), never the address itself.
 */
export function unsubscribeLinks(app: FastifyInstance, token: string) {
  const query = new URLSearchParams({ token });
  return {
    page: `${app.config.publicUrl}/newsletter/unsubscribe?${query}`,
    headers: {
      'List-Unsubscribe': `<${app.config.publicUrl}/api/newsletter/unsubscribe?${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** A newsletter e-mail, ready to send but for why (the caller says). */
export type NewsletterMail = Omit<OutgoingMail, 'reason'>;

export const newsletterMail = {
  /** A new or pending sign-up: the link that subscribes the address. */
  confirm(app: FastifyInstance, email: string, token: string): NewsletterMail {
    return {
      to: email,
      ...renderMail({
        subject: 'Confirm your MESC newsletter subscription',
        preheader: `Confirm it within ${CONFIRM_DAYS} days.`,
        heading: 'Confirm your subscription',
        blocks: [
          paragraph('Hello,'),
          paragraph('Someone, hopefully you, asked for the MESC newsletter at this address.'),
          button(
            confirmUrl(app.config.publicUrl, token),
            'Confirm your subscription',
            `Confirm it here, within ${CONFIRM_DAYS} days`,
          ),
          note(
            "If you didn't ask for it, ignore this e-mail: nothing is sent to you unless the link is used.",
          ),
        ],
        signature: ['MESC'],
      }),
    };
  },

  /** A sign-up of an address already on the list: nothing to confirm. */
  alreadySubscribed(app: FastifyInstance, email: string, unsubscribeToken: string): NewsletterMail {
    const links = unsubscribeLinks(app, unsubscribeToken);
    return {
      to: email,
      headers: links.headers,
      ...renderMail({
        subject: "You're already on the MESC list",
        preheader: 'Nothing changes.',
        heading: "You're already on the list",
        blocks: [
          paragraph('Hello,'),
          paragraph(
            'Someone asked for the MESC newsletter at this address, and it is on the list already: nothing changes.',
          ),
        ],
        signature: ['MESC'],
        footer: [['No longer interested? Unsubscribe: ', link(links.page)]],
      }),
    };
  },

  /** The address is confirmed: welcome, with a one-click unsubscribe that takes a POST, never a GET. */
  welcome(app: FastifyInstance, email: string, unsubscribeToken: string): NewsletterMail {
    const links = unsubscribeLinks(app, unsubscribeToken);
    return {
      to: email,
      headers: links.headers,
      ...renderMail({
        subject: 'Welcome to the Elite!',
        preheader: "You're on the MESC list.",
        heading: 'Welcome to the Elite!',
        blocks: [
          paragraph("You're on the MESC list."),
          paragraph(
            'Expect first word on watch parties, fight nights, VIP events, member offers and new gear.',
          ),
          button(`${app.config.publicUrl}/events`, 'See upcoming events', 'Upcoming events'),
        ],
        footer: [['No longer interested? Unsubscribe: ', link(links.page)]],
      }),
    };
  },
};
