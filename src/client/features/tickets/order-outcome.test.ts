import { describe, expect, it } from 'vitest';
import type { TicketConfirmAnswer } from '../../../shared/tickets-schema';
import { outcomeOf } from './order-outcome';

const answer = (status: 'held' | 'paid' | 'released', message = 'words'): TicketConfirmAnswer => ({
  order: {
    id: 1,
    eventId: 2,
    status,
    quantity: 2,
    guestTickets: 0,
    unitPrice: 2500,
    memberPrice: false,
    amount: 5000,
    holdExpiresAt: '2026-03-01T20:10:00.000Z',
    email: 'rosa@example.com',
  },
  message,
  tickets: [],
});

describe('what the buyer is told after paying', () => {
  it('shows the tickets of a paid order and where they were sent', () => {
    expect(outcomeOf(answer('paid'))).toEqual({ kind: 'done', email: 'rosa@example.com', tickets: [] });
  });

  it("says the server's words while the payment is processing, or when the seats were released", () => {
    expect(outcomeOf(answer('held', 'Your payment is being processed.'))).toEqual({
      kind: 'pending',
      message: 'Your payment is being processed.',
    });
    expect(outcomeOf(answer('released', 'Please start again.'))).toEqual({
      kind: 'released',
      message: 'Please start again.',
    });
  });
});
