import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { testCardPaymentSchema } from '../../../shared/membership';
import { errorResponses, HttpError } from '../../errors';
import { publicPostLimits } from '../../http/public-posts';
import type { TestPaymentProvider } from './test-provider';

/**
 * The test provider's "card network": the browser's test card form posts here (as Stripe.js posts
 * to Stripe). Registered only when the test provider is in use. A decline answers 402, as Stripe does.
 */
export async function testCardRoutes(fastify: FastifyInstance, options: { provider: TestPaymentProvider }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/test-payments/pay',
    {
      ...publicPostLimits(app),
      schema: {
        body: testCardPaymentSchema,
        response: {
          200: z.object({ paymentIntentId: z.string(), status: z.literal('succeeded') }),
          ...errorResponses(400, 402, 404, 413, 429),
        },
      },
    },
    async (request) => {
      const result = await options.provider.payWithTestCard(request.body);
      if (!result) throw new HttpError(404, 'not_found', 'This payment does not exist. Please start again.');
      if (!result.outcome.approved) throw new HttpError(402, 'payment_declined', result.outcome.message);
      return { paymentIntentId: result.paymentId, status: 'succeeded' as const };
    },
  );
}
