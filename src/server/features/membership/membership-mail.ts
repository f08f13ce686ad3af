import type { FastifyInstance } from 'fastify';
import { formatAdminDateTime } from '../../../shared/dates';
import type { PaidMember } from '../../../shared/membership';
import { findTier, introductoryPrice } from '../../../shared/membership-tiers';
import { formatDollars } from '../../../shared/money';
import { type Block, button, facts, link, list, note, paragraph, renderMail } from '../../adapters/mail/ui';
import type { Executor } from '../../db/client';
import { greetingFor } from '../members/service';
import { hasBillingPortal } from '../payments/service';

/** The link in the welcome e-mail: the token sits after "#", so it never reaches a server log. */
export function manageMembershipUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/membership/manage#token=${token}`;
}

/**
 * The member's confirmation (what they pay, what happens next, how to stop paying) and a note
 * to the club's own inbox so the team can make the promised contact within 24 hours: a call
 * when the member left a phone number, an e-mail otherwise.
 */
export async function sendMembershipMails(
  app: FastifyInstance,
  member: PaidMember,
  manageToken: string,
  signIn: Block[],
  tx: Executor,
  { introductory, phone }: { introductory: boolean; phone: string | null },
) {
  const { club, publicUrl } = app.config;
  const tier = findTier(member.membershipTier);
  const label = tier?.label ?? member.membershipTier;
  const price = `${formatDollars(member.amount)} a month`;
  const manageUrl = manageMembershipUrl(publicUrl, manageToken);
  const manageWhat = hasBillingPortal(app) ? 'update your card or cancel' : 'cancel';
  const welcome = renderMail({
    subject: `Welcome to MESC: your ${label} membership`,
    preheader: `Payment successful: welcome to MESC as a ${label} member.`,
    heading: `Welcome, ${label} member`,
    blocks: [
      // Paying made the address its member's (docs/members.md): the greeting names them.
      paragraph(await greetingFor(tx, member.email)),
      paragraph(`Payment successful: welcome to MESC as a ${label} member.`),
      facts([
        ['Membership', label],
        ['Price', `${price}, renewed monthly until you cancel`],
        ...(introductory
          ? ([
              [
                'First month',
                `${formatDollars(introductoryPrice(member.amount))} charged today, half price as a new member; from the second month, ${price}.`,
              ],
            ] as [string, string][])
          : []),
      ]),
      paragraph("What's next:"),
      list(
        phone
          ? `Our team will call you at ${phone} within 24 hours.`
          : 'Our team will contact you within 24 hours by e-mail. Want a call instead? Add your phone number in your account.',
        "Your membership benefits start today: sign in to see your account and RSVP to members' events.",
      ),
      ...signIn,
      paragraph(
        `After that, sign in any time at `,
        link(`${publicUrl}/sign-in`),
        ' with this e-mail address.',
      ),
      button(manageUrl, 'Manage membership', `Manage membership (${manageWhat} at any time)`),
      note(
        'Upcoming events: ',
        link(`${publicUrl}/events`),
        `. Questions? Reply to this e-mail or call ${club.phone}.`,
      ),
    ],
    signature: ['See you at the club,', 'MESC'],
  });
  await app.mailer.send({ to: member.email, reason: 'paid', ...welcome }, tx);

  const notice = renderMail({
    subject: `New ${label} member: ${member.name}`,
    preheader: `${member.name} joined and paid the first month.`,
    heading: `New ${label} member`,
    blocks: [
      paragraph(`A new ${label} member has joined and paid the first month.`),
      facts([
        ['Name', member.name],
        ['E-mail', member.email],
        ['Tier', `${label} (${price})`],
        ['Phone', phone ?? 'none given: write to them by e-mail'],
        ['Joined', `${formatAdminDateTime(member.createdAt)} (Miami time)`],
      ]),
      paragraph(
        phone
          ? 'The welcome e-mail promises a call from the team within 24 hours.'
          : 'The welcome e-mail promises contact from the team by e-mail within 24 hours.',
      ),
    ],
  });
  await app.mailer.send(
    {
      to: club.email,
      reason: 'club',
      ...notice,
      headers: { 'Reply-To': member.email },
    },
    tx,
  );
}
