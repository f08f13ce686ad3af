import type { FastifyInstance } from 'fastify';
import { CONFIRM_DAYS } from '../../../shared/newsletter';
import type { MailMessage } from '../../adapters/mail/mailer';

// The newsletter's e-mails. None carries anything the visitor typed but the address itself.

/** The page of the confirmation link: the token is after "#", so it reaches no server's log. */
export const confirmUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/newsletter/confirm#token=${token}`;

/**
 * The unsubscribe page and the one-click address (RFC 8058, a POST only) of an address: they carry
 * its opaque token (unsubscribe-token.ts), never the address itself.
 */
function unsubscribeLinks(app: FastifyInstance, token: string) {
  const query = new URLSearchParams({ token });
  return {
    page: `${app.config.publicUrl}/newsletter/unsubscribe?${query}`,
    headers: {
      'List-Unsubscribe': `<${app.config.publicUrl}/api/newsletter/unsubscribe?${query}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export const newsletterMail = {
  /** A new or pending sign-up: the link that subscribes the address. */
  confirm(app: FastifyInstance, email: string, token: string): MailMessage {
    return {
      to: email,
      subject: 'Confirm your MESC newsletter subscription',
      text: [
        'Hello,',
        '',
        'Someone, hopefully you, asked for the MESC newsletter at this address.',
        `Confirm it here, within ${CONFIRM_DAYS} days: ${confirmUrl(app.config.publicUrl, token)}`,
        '',
        "If you didn't ask for it, ignore this e-mail: nothing is sent to you unless the link is used.",
        '',
        'MESC',
      ].join('\n'),
    };
  },

  /** A sign-up of an address already on the list: nothing to confirm. */
  alreadySubscribed(app: FastifyInstance, email: string, unsubscribeToken: string): MailMessage {
    const links = unsubscribeLinks(app, unsubscribeToken);
    return {
      to: email,
      subject: "You're already on the MESC list",
      headers: links.headers,
      text: [
        'Hello,',
        '',
        'Someone asked for the MESC newsletter at this address, and it is on the list already: nothing changes.',
        '',
        `No longer interested? Unsubscribe: ${links.page}`,
        '',
        'MESC',
      ].join('\n'),
    };
  },

  /** The address is confirmed: welcome, with a one-click unsubscribe that takes a POST, never a GET. */
  welcome(app: FastifyInstance, email: string, unsubscribeToken: string): MailMessage {
    const links = unsubscribeLinks(app, unsubscribeToken);
    return {
      to: email,
      subject: 'Welcome to the Elite!',
      headers: links.headers,
      text: [
        "You're on the MESC list.",
        '',
        'Expect first word on watch parties, fight nights, VIP events, member offers and new gear.',
        `Upcoming events: ${app.config.publicUrl}/events`,
        '',
        `No longer interested? Unsubscribe: ${links.page}`,
      ].join('\n'),
    };
  },
};
