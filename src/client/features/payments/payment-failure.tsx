import { CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';

/**
 * A refused payment, said in the form beside the Pay button ("Payment Failed" and the provider's
 * message): a toast can sit over the fields on a phone, and in a dialog the page's toasts are
 * hidden from screen readers. Shown, it is scrolled into view if the visitor cannot see it, with
 * room kept above it for a phone's toast (at the top) and below it for the Pay button and a wider
 * screen's toast (at the bottom).
 */
export function PaymentFailure({ id, message }: { id: string; message: string | null }) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) alert.current?.scrollIntoView({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <div
      ref={alert}
      id={id}
      role="alert"
      className="flex scroll-mt-32 scroll-mb-56 gap-2.5 rounded-lg border border-red/60 bg-red/10 px-3.5 py-3 text-sm"
    >
      <CircleAlert aria-hidden size={18} className="mt-0.5 shrink-0 text-red" />
      <div className="grid gap-0.5">
        <p className="font-semibold text-red">Payment Failed</p>
        <p className="text-text">{message}</p>
      </div>
    </div>
  );
}
