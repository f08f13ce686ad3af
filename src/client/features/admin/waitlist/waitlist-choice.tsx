import { Switch } from 'radix-ui';
import { useId } from 'react';
import { MAX_OFFER_HOURS, MIN_OFFER_HOURS, MIN_OFFER_MINUTES } from '../../../../shared/waitlist';

/**
 * The event form's waitlist: whether a full event takes one (on by default) and, when it does,
 * how many hours an offer holds its seat. The form keeps both in state (event-form.tsx): the hours
 * typed survive switching it off and on again, and switching it off keeps the saved hours.
 */
export function WaitlistChoice({
  enabled,
  onEnabledChange,
  hours,
  onHoursChange,
  error,
}: {
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  hours: string;
  onHoursChange: (hours: string) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <div className="grid gap-3 rounded-lg border border-white/10 bg-bg px-3.5 py-3">
      <div className="flex items-center justify-between gap-4">
        <div>
          <label htmlFor={`${id}-on`} className="text-sm font-medium">
            Waitlist when full
          </label>
          <p id={`${id}-on-hint`} className="text-xs text-muted">
            {enabled
              ? 'Once every seat is taken, visitors can join a waitlist; freed seats are offered in priority order.'
              : 'Once every seat is taken, the event shows Event Full and no one can join a waitlist.'}
          </p>
        </div>
        <Switch.Root
          id={`${id}-on`}
          checked={enabled}
          onCheckedChange={onEnabledChange}
          aria-describedby={`${id}-on-hint`}
          className="relative h-7 w-12 shrink-0 rounded-full border border-white/20 bg-white/10 transition data-[state=checked]:border-teal data-[state=checked]:bg-teal"
        >
          <Switch.Thumb className="block size-5 translate-x-1 rounded-full bg-text transition data-[state=checked]:translate-x-6 data-[state=checked]:bg-bg" />
        </Switch.Root>
      </div>
      {enabled && (
        <div className="grid gap-1.5 border-t border-white/10 pt-3">
          <label htmlFor={`${id}-hours`} className="text-sm font-medium">
            Offer holds a seat for (hours)
          </label>
          <input
            id={`${id}-hours`}
            name="waitlistOfferHours"
            type="number"
            min={MIN_OFFER_HOURS}
            max={MAX_OFFER_HOURS}
            step={1}
            inputMode="numeric"
            value={hours}
            onChange={(e) => onHoursChange(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hours-${error ? 'error' : 'hint'}`}
            className={`w-28 rounded-lg border bg-surface px-3 py-2 text-text focus:border-cyan ${
              error ? 'border-red' : 'border-white/15'
            }`}
          />
          {error ? (
            <p id={`${id}-hours-error`} className="text-sm text-red">
              {error}
            </p>
          ) : (
            <p id={`${id}-hours-hint`} className="text-xs text-muted">
              {MIN_OFFER_HOURS} to {MAX_OFFER_HOURS}. Shorter by itself when the event is close: half the time
              left, at least {MIN_OFFER_MINUTES} minutes.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
