// What other features may use of the membership feature (besides its api.ts): the card payment
// form of the configured provider, which ticket orders are paid with too, and the reading of the
// provider's return address.
export { CardPayment, type CardPaymentProps } from './card-payment';
export { type PaymentReturn, readPaymentReturn } from './return-url';
