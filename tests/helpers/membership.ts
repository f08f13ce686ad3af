import type { FastifyInstance } from 'fastify';
import { mailOutbox } from '../../src/server/db/schema';

// Requests a visitor's browser makes on the way to a paid membership.

export const premiumFan = {
  tierName: 'PREMIUM FAN',
  tierId: 'premium',
  amount: 2000,
  name: 'Ana Díaz',
  email: 'ana@example.com',
};

// The checkout cookie each started payment set, by payment id: the paying browser brings it back.
const checkoutCookies = new Map<string, string>();

/** Starts a checkout as a browser does; the browser keeps the checkout cookie for the confirmation. */
export async function startPayment(app: FastifyInstance, payload: object) {
  const answer = await app.inject({ method: 'POST', url: '/api/create-membership-payment', payload });
  const cookie = /mesc_checkout=([^;]*)/.exec(String(answer.headers['set-cookie'] ?? ''))?.[1];
  const secret = answer.statusCode === 200 ? (answer.json().clientSecret as string | undefined) : undefined;
  if (cookie && secret) checkoutCookies.set(paymentIdOf(secret), cookie);
  return answer;
}

/** The confirmation from the browser that started the checkout (its cookie, when it has one). */
export const confirmPayment = (app: FastifyInstance, paymentIntentId: string) => {
  const cookie = checkoutCookies.get(paymentIntentId);
  return app.inject({
    method: 'POST',
    url: '/api/confirm-membership-payment',
    payload: { paymentIntentId },
    headers: cookie ? { cookie: `mesc_checkout=${cookie}` } : {},
  });
};

/** The confirmation from a browser that did not start the checkout (a return address opened elsewhere). */
export const confirmPaymentElsewhere = (app: FastifyInstance, paymentIntentId: string) =>
  app.inject({ method: 'POST', url: '/api/confirm-membership-payment', payload: { paymentIntentId } });

export const payWithTestCard = (app: FastifyInstance, clientSecret: string, cardNumber: string) =>
  app.inject({
    method: 'POST',
    url: '/api/test-payments/pay',
    payload: { clientSecret, cardNumber, expiry: '12 / 34', cvc: '123' },
  });

export const paymentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0];

export async function mailTo(app: FastifyInstance, to: string) {
  return (await app.db.select().from(mailOutbox)).filter((m) => m.to === to);
}

/** The token of the "Manage membership" link in a welcome e-mail. */
export function manageTokenIn(text: string): string {
  const token = /\/membership\/manage#token=([\w-]+)/.exec(text)?.[1];
  if (!token) throw new Error('no manage link in the e-mail');
  return token;
}

/** The environment that switches the app to Stripe, pointed at a local fake of its API. */
export function stripeEnv(apiBase: string): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_fakeclub',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fakeclub',
    STRIPE_WEBHOOK_SECRET: 'whsec_test_membership',
    STRIPE_API_BASE: apiBase,
  };
}
