import { type ComponentType, useEffect, useState } from 'react';
import { loadEventSignUp } from './event-card';

/**
 * On /events: a buyer sent back by the payment provider (?payment_intent=...) gets the return
 * handler, which confirms the payment and shows the tickets. Anyone else downloads nothing.
 */
export function TicketReturnWatch() {
  const [Return, setReturn] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (window.location.search.includes('payment_intent=')) {
      loadEventSignUp()
        .then((m) => m.loadTicketPaymentReturn())
        .then((part) => setReturn(() => part));
    }
  }, []);
  return Return && <Return />;
}
