import { FlaskConical } from 'lucide-react';
import { useId, useState } from 'react';
import { TEST_CARD_DECLINED, TEST_CARD_SUCCESS } from '../../../shared/test-cards';
import { buttonClass } from '../../components/ui/button-styles';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast-store';
import { hasCode, statusOf } from '../../lib/api-error';
import { texts, useZodForm } from '../../lib/use-zod-form';
import { usePayWithTestCard } from './api';
import { useFormattedField } from './card-field';
import { formatCardNumber, formatCvc, formatExpiry } from './card-format';
import { PaymentFailure } from './payment-failure';
import { withPaymentResult } from './return-url';

/**
 * The built-in test provider's card form: the same screen and the same round trip as Stripe,
 * with Stripe's test card numbers, and a plain statement that nothing is charged. Paid, the
 * browser goes to the return address as from Stripe, or stays and hands the payment to `onPaid`.
 */
export function TestCardForm({
  clientSecret,
  returnUrl,
  amount,
  onPaid,
}: {
  clientSecret: string;
  returnUrl: string;
  amount: string;
  onPaid?: (paymentIntentId: string) => void;
}) {
  const cardNumber = useFormattedField(formatCardNumber);
  const expiry = useFormattedField(formatExpiry);
  const cvc = useFormattedField(formatCvc);
  const pay = usePayWithTestCard();
  // Stays "Processing..." while the browser leaves for the return address.
  const [leaving, setLeaving] = useState(false);
  const form = useZodForm({
    // The server's own schema, loaded on first use so the page itself carries no validation library.
    schema: async () => (await import('../../../shared/membership')).testCardPaymentSchema,
    values: (data) => ({ ...texts(data, ['cardNumber', 'expiry', 'cvc']), clientSecret }),
    onValid: (payment) =>
      pay.mutate(payment, {
        onSuccess: ({ paymentIntentId }) => {
          if (onPaid) {
            onPaid(paymentIntentId);
            return;
          }
          setLeaving(true);
          window.location.assign(withPaymentResult(returnUrl, paymentIntentId, clientSecret));
        },
        onError: (error) => {
          const message = form.serverError(error);
          // A field the server refused is said beside that field, like the form's own checks.
          if (hasCode(error, 'invalid_request')) return;
          if (statusOf(error) === 402 && message !== null) {
            form.setFailure(message);
            toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
          } else {
            toast({ title: 'Error', description: 'Payment processing failed', variant: 'destructive' });
          }
        },
      }),
  });

  const processing = pay.isPending || leaving;
  const failureId = useId();
  return (
    <form {...form.props} className="grid gap-4">
      <div role="note" className="flex gap-3 rounded-xl border border-gold/50 bg-gold/10 p-4 text-sm">
        <FlaskConical aria-hidden size={20} className="mt-0.5 shrink-0 text-gold" />
        <div className="grid gap-1.5">
          <p className="font-semibold text-gold">Test mode: no card is charged</p>
          <p className="text-muted">
            This site uses its built-in test payment provider. Real cards are refused. Use a test card with
            any future date and any CVC:
          </p>
          <p className="flex flex-wrap gap-2">
            {[
              [TEST_CARD_SUCCESS, 'succeeds'],
              [TEST_CARD_DECLINED, 'is declined'],
            ].map(([number, outcome]) => (
              <button
                key={number}
                type="button"
                onClick={() => cardNumber.set(number)}
                className="rounded-full border border-white/20 px-3 py-1 font-mono text-xs text-text hover:border-cyan hover:text-cyan"
              >
                {number} <span className="font-sans text-muted">{outcome}</span>
              </button>
            ))}
          </p>
        </div>
      </div>
      {/* A phone's number pad for every field (the form writes the spaces and the " / "), and the
          autofill tokens of a card: the browser offers its saved cards, which test mode refuses
          with a message saying which card to use. */}
      <TextField
        label="Card number"
        {...form.field('cardNumber')}
        {...cardNumber.props}
        inputMode="numeric"
        autoComplete="cc-number"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="next"
        placeholder="1234 1234 1234 1234"
        className="font-mono tracking-wider"
      />
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-4">
        <TextField
          label="Expiry (MM / YY)"
          {...form.field('expiry')}
          {...expiry.props}
          inputMode="numeric"
          autoComplete="cc-exp"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="next"
          placeholder="MM / YY"
          className="w-full min-w-0 font-mono tracking-wider"
        />
        <TextField
          label="CVC"
          {...form.field('cvc')}
          {...cvc.props}
          inputMode="numeric"
          autoComplete="cc-csc"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
          placeholder="123"
          className="w-full min-w-0 font-mono tracking-wider"
        />
      </div>
      <PaymentFailure id={failureId} message={form.failure} />
      <button
        type="submit"
        disabled={processing}
        aria-describedby={form.failure ? failureId : undefined}
        className={`${buttonClass('primary', 'lg')} mt-1 w-full`}
      >
        {processing ? 'Processing...' : `Pay ${amount}`}
      </button>
    </form>
  );
}
