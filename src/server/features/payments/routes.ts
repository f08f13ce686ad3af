import type { FastifyInstance } from 'fastify';
import { paymentConfigSchema, paymentWebhookAnswerSchema } from '../../../shared/membership';
import { InvalidWebhook } from '../../adapters/payments/payment-provider';
import { testCardRoutes } from '../../adapters/payments/test-card-routes';
import type { TestPaymentProvider } from '../../adapters/payments/test-provider';
import { errorResponses, HttpError } from '../../errors';
import { paymentConfig, receivePaymentEvent } from './service';

/**
 * The provider's webhook. Its signature covers the exact bytes sent, so this plugin keeps the
 * body raw (its own content-type parser, in its own encapsulated scope) and verifies before parsing.
 */
export async function paymentWebhookRoutes(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const receive = async (request: { body: unknown; headers: Record<string, unknown> }) => {
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    let event: ReturnType<typeof app.payments.parseWebhook>;
    try {
      event = app.payments.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
    } catch (err) {
      if (err instanceof InvalidWebhook) {
        app.metrics?.webhook('rejected');
        throw new HttpError(400, 'webhook_refused', `Webhook refused: ${err.message}`);
      }
      throw err;
    }
    const outcome = await receivePaymentEvent(app, event);
    app.metrics?.webhook('accepted');
    app.log.info({ eventId: event.eventId, type: event.type, outcome }, 'payment webhook');
    return { received: true as const, outcome };
  };
  const options = { schema: { response: { 200: paymentWebhookAnswerSchema, ...errorResponses(400) } } };

  app.post('/api/webhooks/stripe', options, receive);
  // The same endpoint under the address some Stripe guides use.
  app.post('/api/stripe/webhook', options, receive);
}

/**
 * What the payment screen needs, the provider's webhook, and with the built-in test provider its
 * card form's endpoints.
 */
export async function paymentRoutes(app: FastifyInstance) {
  // Public by design: the publishable key is meant for browsers; the secret key never leaves.
  app.get('/api/payments/config', { schema: { response: { 200: paymentConfigSchema } } }, async () =>
    paymentConfig(app),
  );
  await app.register(paymentWebhookRoutes);
  if (app.payments.id === 'test') {
    await app.register(testCardRoutes, { provider: app.payments as TestPaymentProvider });
  }
}
