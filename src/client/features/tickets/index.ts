// What other features may use of the tickets feature (besides its api.ts). Both are loaded on
// demand: the buy dialog when a visitor reaches for "Buy Tickets", the return handler when the
// payment provider sends a buyer back.
export { BuyTicketsDialog } from './buy-tickets-dialog';
export { HeldOrderPayment } from './held-order-payment';
export { TICKET_STATE_LABELS, ticketHolder, ticketKind, ticketPath, ticketState } from './ticket-labels';
export { TicketPaymentReturn } from './ticket-payment-return';
