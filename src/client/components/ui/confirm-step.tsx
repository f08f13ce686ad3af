import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type AccountButton, accountButtonClass } from './account-buttons';

/**
 * A button that asks first: pressed, it says what will happen and offers the real action beside a
 * way back. Focus moves to the question and returns to the button if the member steps back.
 */
export function ConfirmStep({
  label,
  question,
  confirmLabel,
  pendingLabel,
  keepLabel,
  pending,
  onConfirm,
  variant = 'secondary',
  danger = false,
}: {
  label: string;
  question: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  keepLabel: string;
  pending: boolean;
  /** Runs the action; `done` closes the question (after success). */
  onConfirm: (done: () => void) => void;
  variant?: AccountButton;
  danger?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const questionRef = useRef<HTMLFieldSetElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  useEffect(() => {
    if (asking) questionRef.current?.focus();
    else if (wasAsking.current) trigger.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  if (!asking) {
    return (
      <button
        ref={trigger}
        type="button"
        onClick={() => setAsking(true)}
        className={accountButtonClass(variant)}
      >
        {label}
      </button>
    );
  }
  return (
    <fieldset
      ref={questionRef}
      tabIndex={-1}
      aria-label={label}
      className={`grid gap-3 rounded-2xl border p-4 ${danger ? 'border-red/50 bg-red/5' : 'border-cyan/40 bg-cyan/5'}`}
    >
      <div className="text-sm">{question}</div>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={pending}
          onClick={() => onConfirm(() => setAsking(false))}
          className={accountButtonClass(danger ? 'danger' : 'primary')}
        >
          {pending ? pendingLabel : confirmLabel}
        </button>
        <button type="button" onClick={() => setAsking(false)} className={accountButtonClass('ghost')}>
          {keepLabel}
        </button>
      </div>
    </fieldset>
  );
}
