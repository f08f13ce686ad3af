import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

// Webhook deliveries signed with Stripe's scheme, computed here from its documentation rather than
// with the SDK under test: "t=<unix time>,v1=<hex HMAC-SHA256 of `${t}.${body}` with the secret>".

export const WEBHOOK_SECRET = 'whsec_test_membership';

export function stripeSignature(body: string, secret = WEBHOOK_SECRET, time = Math.floor(Date.now() / 1000)) {
  const v1 = createHmac('sha256', secret).update(`${time}.${body}`).digest('hex');
  return `t=${time},v1=${v1}`;
}

let counter = 0;

/** A Stripe event envelope around an API object. */
export function stripeEvent(type: string, object: object, options: { id?: string; created?: number } = {}) {
  return {
    id: options.id ?? `evt_test_${++counter}_${Date.now()}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: options.created ?? Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

export function deliver(
  app: FastifyInstance,
  event: object,
  options: { signature?: string | null; body?: string; url?: string } = {},
) {
  const body = options.body ?? JSON.stringify(event);
  const signature = options.signature === undefined ? stripeSignature(body) : options.signature;
  return app.inject({
    method: 'POST',
    url: options.url ?? '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload: body,
  });
}
