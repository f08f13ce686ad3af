import { ApiError } from '../../lib/api-error';
import { useConfirmTicketPurchase } from './api';
import { CONFIRM_FAILED, type OrderOutcome, outcomeOf } from './order-outcome';
import { forgetOrderToken, orderTokenOf } from './order-token-store';

/**
 * After paying: asks the server to confirm the payment (with this tab's order token, so the
 * answer carries the tickets) and hands on each outcome, "confirming" first.
 */
export function useConfirmOrder(onOutcome: (outcome: OrderOutcome) => void) {
  const confirm = useConfirmTicketPurchase();
  return (paymentIntentId: string) => {
    onOutcome({ kind: 'confirming' });
    confirm.mutate(
      { paymentIntentId, orderToken: orderTokenOf(paymentIntentId) },
      {
        onSuccess: (answer) => {
          const outcome = outcomeOf(answer);
          // Still processing: a later visit may ask again with the token.
          if (outcome.kind !== 'pending') forgetOrderToken(paymentIntentId);
          onOutcome(outcome);
        },
        onError: (error) =>
          onOutcome({
            kind: 'failed',
            message: error instanceof ApiError && error.status === 404 ? error.message : CONFIRM_FAILED,
          }),
      },
    );
  };
}
