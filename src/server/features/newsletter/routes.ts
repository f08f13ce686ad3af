import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageAnswer } from '../../../shared/message-answer';
import {
  CHECK_INBOX,
  confirmSubscriptionSchema,
  subscribeSchema,
  unsubscribeSchema,
} from '../../../shared/newsletter';
import { errorResponses, HttpError } from '../../errors';
import { publicPostLimits } from '../../http/public-posts';
import { confirmSubscription, subscribe, unsubscribe } from './service';

export async function newsletterRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/newsletter/subscribe',
    {
      ...publicPostLimits(app),
      schema: {
        body: subscribeSchema,
        response: { 200: messageAnswer, ...errorResponses(400, 413, 429) },
      },
    },
    async (request) => {
      // A filled-in hidden field means a bot: it is answered alike and nothing is kept or sent.
      if (request.body.website) return { message: CHECK_INBOX };
      return { message: await subscribe(app, request.body.email) };
    },
  );

  // The confirmation e-mail's page posts its token: opening the link (a mail scanner) does nothing.
  app.post(
    '/api/newsletter/confirm',
    {
      ...publicPostLimits(app),
      schema: {
        body: confirmSubscriptionSchema,
        response: { 200: messageAnswer, ...errorResponses(400, 413, 429) },
      },
    },
    async (request) => ({ message: await confirmSubscription(app, request.body.token) }),
  );

  await app.register(unsubscribeRoute);
}

/**
 * Mail apps send the one-click POST (RFC 8058) with the token in the link's query
 * and "List-Unsubscribe=One-Click" as a form body; our page sends them as JSON. The form parser
 * lives in this route's own scope: no other route takes a form.
 */
async function unsubscribeRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.post(
    '/api/newsletter/unsubscribe',
    {
      ...publicPostLimits(app),
      schema: { response: { 200: messageAnswer, ...errorResponses(400, 413, 429) } },
    },
    async (request) => {
      const fields = {
        ...(request.query as object),
        ...(typeof request.body === 'object' ? request.body : {}),
      };
      const parsed = unsubscribeSchema.safeParse(fields);
      if (!parsed.success)
        throw new HttpError(400, 'unsubscribe_link_invalid', 'This unsubscribe link is not valid.');
      await unsubscribe(app, parsed.data.token);
      return { message: 'Unsubscribed' };
    },
  );
}
