import type { StripePaymentElementOptions } from '@stripe/stripe-js';

/**
 * The Payment Element's options. Apple Pay and Google Pay show wherever the browser has them
 * ('auto': Safari with a card in Wallet, Chrome with Google Pay), above the card fields, which
 * Stripe lays out in tabs. The wallets also need the site served over HTTPS and, for Apple Pay,
 * the domain registered in the Stripe dashboard (Settings → Payment method domains).
 */
export const paymentElementOptions: StripePaymentElementOptions = {
  layout: { type: 'tabs', defaultCollapsed: false },
  wallets: { applePay: 'auto', googlePay: 'auto' },
  paymentMethodOrder: ['apple_pay', 'google_pay', 'card'],
};
