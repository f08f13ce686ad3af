import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventPath } from '../../../shared/events';
import type { WaitlistFormOutcome } from '../../../shared/waitlist-form';
import { waitlistJoinSchema } from '../../../shared/waitlist-schema';
import { HttpError } from '../../errors';
import { publicPostLimits } from '../../http/public-posts';
import { idParamsSchema } from '../../http/route-params';
import { isCrossSite } from '../../http/same-site';
import { cachedEvent } from '../events/service';
import { memberWithAccess } from '../members/request';
import { joinWaitlist } from './service';

// A full event's waitlist as a plain HTML form, for a browser whose script has not loaded (or
// never will): the same rules and limits as POST /api/events/:id/waitlist, and the answer is the
// event's page again with `?waitlist=<outcome>` (a 303, so a reload does not post twice). The
// e-mail never travels in an address.

/** What a refusal of the join means to the page, by its code; anything else is the server's. */
const OUTCOME_OF_CODE: Partial<Record<string, WaitlistFormOutcome>> = {
  already_on_waitlist: 'already',
  already_going: 'going',
  waitlist_not_full: 'open',
  waitlist_off: 'off',
  event_past: 'past',
  sign_in_required: 'members',
  tier_required: 'tier',
  rate_limited: 'busy',
  seat_budget_used: 'busy',
  event_share_used: 'busy',
};

export async function waitlistFormRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // A plain HTML form's body; the parser lives in this plugin's scope only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/events/:id/waitlist',
    { ...publicPostLimits(app), schema: { params: idParamsSchema } },
    async (request, reply) => {
      // Another site's page can post a form here; only this site's own page may.
      if (isCrossSite(request, app.config.publicUrl)) {
        throw new HttpError(403, 'cross_site', 'This form can only be sent from the MESC website.');
      }
      const { data: event } = await cachedEvent(app, request.params.id);
      const back = (outcome: WaitlistFormOutcome) =>
        reply
          .header('cache-control', 'no-store')
          .redirect(`${eventPath(event)}?waitlist=${outcome}#rsvp`, 303);
      const member = await memberWithAccess(app, request);
      // A member joins as themselves: the form's name and e-mail are for visitors.
      const form = waitlistJoinSchema.safeParse(request.body ?? {});
      if (!member && !form.success) return back('invalid');
      try {
        await joinWaitlist(app, event.id, { visitor: form.success ? form.data : null, member });
      } catch (error) {
        const outcome = error instanceof HttpError ? OUTCOME_OF_CODE[error.code] : undefined;
        if (outcome) return back(outcome);
        throw error;
      }
      return back(member ? 'joined' : 'sent');
    },
  );
}
