import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

/** Stripe when its keys are configured, otherwise the built-in test provider. */
export function createPaymentProvider(config: Config, db: Database): PaymentProvider {
  return config.stripe ? createStripeProvider(config.stripe) : createTestProvider(db);
}
