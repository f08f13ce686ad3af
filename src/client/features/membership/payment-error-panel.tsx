import { AlertTriangle } from 'lucide-react';
import { buttonClass } from '../../components/ui/button-styles';

/** The payment screen when the payment could not be started. */
export function PaymentErrorPanel({ onBack }: { onBack: () => void }) {
  return (
    <div role="alert" className="grid justify-items-center gap-4 py-6 text-center">
      <AlertTriangle aria-hidden size={48} className="text-red" />
      <h2 tabIndex={-1} className="font-display text-4xl tracking-wide text-red outline-none">
        Payment Error
      </h2>
      <p className="text-muted">Unable to initialize payment. Please try again</p>
      <button type="button" onClick={onBack} className={`${buttonClass('secondary', 'lg')} mt-2`}>
        Back to Membership Options
      </button>
    </div>
  );
}
