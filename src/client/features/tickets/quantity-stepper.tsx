import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';

const stepClass =
  'grid size-11 place-items-center rounded-full border border-cyan/60 text-cyan transition hover:bg-cyan/10 disabled:cursor-not-allowed disabled:border-white/15 disabled:text-muted disabled:hover:bg-transparent';

/** How many tickets: minus and plus buttons around the number, within 1 and `max`. */
export function QuantityStepper({
  value,
  max,
  onChange,
  hint,
}: {
  value: number;
  max: number;
  onChange: (value: number) => void;
  hint: string;
}) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId} className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">Tickets</legend>
      <div className="flex items-center gap-4">
        <button
          type="button"
          aria-label="Fewer tickets"
          disabled={value <= 1}
          onClick={() => onChange(value - 1)}
          className={stepClass}
        >
          <Minus size={18} aria-hidden />
        </button>
        <output aria-live="polite" aria-label="Tickets" className="min-w-8 text-center font-display text-4xl">
          {value}
        </output>
        <button
          type="button"
          aria-label="More tickets"
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
          className={stepClass}
        >
          <Plus size={18} aria-hidden />
        </button>
      </div>
      <p id={hintId} className="text-xs text-muted">
        {hint}
      </p>
    </fieldset>
  );
}
