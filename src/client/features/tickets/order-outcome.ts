import type { TicketConfirmAnswer, TicketView } from '../../../shared/tickets-schema';

// What the buyer is told once the payment is over, from the server's confirmation.

export type OrderOutcome =
  | { kind: 'confirming' }
  /** Paid: the tickets (only this browser's, by its order token) and where they were e-mailed. */
  | { kind: 'done'; email: string | null; tickets: TicketView[] }
  /** The provider is still processing the payment: the tickets follow by e-mail. */
  | { kind: 'pending'; message: string }
  /** The seats were released (the hold ran out, or a late payment was refunded): start again. */
  | { kind: 'released'; message: string }
  /** The confirmation could not be asked for or was refused. */
  | { kind: 'failed'; message: string };

export function outcomeOf(answer: TicketConfirmAnswer): OrderOutcome {
  switch (answer.order.status) {
    case 'paid':
      return { kind: 'done', email: answer.order.email, tickets: answer.tickets };
    case 'held':
      return { kind: 'pending', message: answer.message };
    case 'released':
      return { kind: 'released', message: answer.message };
  }
}

/** Said when the payment went through but its confirmation could not be had here. */
export const CONFIRM_FAILED =
  'Your payment went through, but we could not show your tickets here. They will arrive by e-mail; if they do not, please contact the club.';
