import type { Feature } from '../../feature';
import { paymentRoutes } from './routes';

/** The payment provider's webhook (and the test provider's card form). */
export const paymentsFeature: Feature = {
  name: 'payments',
  routes: [paymentRoutes],
};
