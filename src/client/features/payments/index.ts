// What other features may use of the payments feature (besides its api.ts, which also reads the
// provider's return address): the card form of the configured provider, which memberships and
// ticket orders are paid with.
export { CardPayment, type CardPaymentProps } from './card-payment';
