import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactSchema } from '../../../shared/contact';
import { messageAnswer } from '../../../shared/message-answer';
import { errorResponses } from '../../errors';
import { publicPostLimits } from '../../http/public-posts';
import { receiveContactMessage } from './service';

export async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/contact',
    {
      ...publicPostLimits(app),
      schema: {
        body: contactSchema,
        response: { 201: messageAnswer, ...errorResponses(400, 413, 429) },
      },
    },
    async (request, reply) => {
      // A filled-in hidden field means a bot: it is told "sent" and nothing is kept.
      if (!request.body.website) await receiveContactMessage(app, request.body);
      return reply.code(201).send({ message: 'Message sent' });
    },
  );
}
