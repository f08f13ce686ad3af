import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { createTestProvider } from './test-provider';

/**
 * Stripe when its keys are configured, otherwise the built-in test provider. Stripe's SDK is
 * loaded only when it is used: a start without it is that much faster.
 */
export async function createPaymentProvider(config: Config, db: Database): Promise<PaymentProvider> {
  if (!config.stripe) return createTestProvider(db);
  const { createStripeProvider } = await import('./stripe-provider');
  return createStripeProvider(config.stripe);
}
