import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eventPath, eventSlug, isEventFull, isPastEvent } from '../../../shared/events';
import { rsvpSchema } from '../../../shared/events-schema';
import type { RsvpFormOutcome } from '../../../shared/rsvp-form';
import { HttpError } from '../../errors';
import { clientKeyOf } from '../../http/client-key';
import { publicPostLimits } from '../../http/public-posts';
import { idParamsSchema } from '../../http/route-params';
import { isCrossSite } from '../../http/same-site';
import { eventsIcs } from '../../render/ics';
import { memberWithAccess } from '../members/request';
import { cachedEvent, rsvpToEvent } from './service';

// What an event's own page offers before (or without) its script: the calendar file of the event,
// and a plain HTML form for a free event's RSVP. The form's answer is the page again, with
// `?rsvp=<outcome>` for the page to say what happened (a 303, so a reload does not post twice).

export async function eventFormRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // A plain HTML form's body; the parser lives in this plugin's scope only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get('/events/:id/calendar.ics', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const { data: event } = await cachedEvent(app, request.params.id);
    const ics = await eventsIcs([event], { siteUrl: app.config.publicUrl });
    const name = eventSlug(event.title) || `event-${event.id}`;
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.ics"`)
      .header('cache-control', 'no-cache')
      .send(ics);
  });

  app.post(
    '/events/:id/rsvp',
    { ...publicPostLimits(app), schema: { params: idParamsSchema } },
    async (request, reply) => {
      // Another site's page can post a form here; only this site's own page may.
      if (isCrossSite(request, app.config.publicUrl)) {
        throw new HttpError(403, 'cross_site', 'This form can only be sent from the MESC website.');
      }
      const { data: event } = await cachedEvent(app, request.params.id);
      const back = (outcome: RsvpFormOutcome) =>
        reply.header('cache-control', 'no-store').redirect(`${eventPath(event)}?rsvp=${outcome}#rsvp`, 303);
      if (isPastEvent(event)) return back('past');
      if (event.price > 0) return back('priced');
      const member = await memberWithAccess(app, request);
      const form = rsvpSchema.safeParse(request.body ?? {});
      if (!form.success && !(member && event.membershipRequired !== 'free')) return back('invalid');
      try {
        const visitor = form.success ? form.data : null;
        await rsvpToEvent(app, event.id, { visitor, member, client: clientKeyOf(request) });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        if (error.statusCode === 401 || error.statusCode === 403) return back('members');
        if (error.statusCode === 429) return back('busy');
        if (error.statusCode === 409) {
          const now = (await cachedEvent(app, event.id)).data;
          return back(isPastEvent(now) ? 'past' : isEventFull(now) ? 'full' : 'priced');
        }
        throw error;
      }
      return back('confirmed');
    },
  );
}
