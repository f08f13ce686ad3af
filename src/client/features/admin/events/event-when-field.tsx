import { useRef, useState } from 'react';
import type { Event } from '../../../../shared/events';
import { toMiamiLocalInput } from '../../../../shared/events-schema';
import { miamiDateAndTime } from '../../../../shared/miami-time';
import { TextField } from '../../../components/ui/text-field';
import { CheckboxField } from '../form-controls';

/**
 * When an event is: a Miami date and time, or, with "Time to be announced" ticked, a date alone
 * (the field becomes a date picker and the date typed so far is kept). The form reads the field
 * named "date" and the checkbox named "timeToBeAnnounced"; a date error is checked again when the
 * box is ticked, as on any change of the form.
 */
export function EventWhenField({ event, error }: { event: Event | null; error?: string }) {
  const [toBeAnnounced, setToBeAnnounced] = useState(event?.timeToBeAnnounced ?? false);
  const field = useRef<HTMLDivElement>(null);
  const [initial, setInitial] = useState(() => {
    if (!event) return '';
    return event.timeToBeAnnounced ? miamiDateAndTime(event.date).date : toMiamiLocalInput(event.date);
  });

  const toggle = (checked: boolean) => {
    const typed = field.current?.querySelector('input')?.value ?? '';
    const day = typed.slice(0, 10);
    // A date picker cannot hold a time; going back, the time starts at the calendar's 7:00 PM.
    setInitial(checked ? day : day && `${day}T19:00`);
    setToBeAnnounced(checked);
  };

  return (
    <div className="grid gap-2">
      <div ref={field}>
        <TextField
          key={toBeAnnounced ? 'day' : 'day-and-time'}
          label={toBeAnnounced ? 'Date (Miami)' : 'Date and time (Miami)'}
          name="date"
          type={toBeAnnounced ? 'date' : 'datetime-local'}
          defaultValue={initial}
          error={error}
          required
        />
      </div>
      <CheckboxField
        label="Time to be announced"
        name="timeToBeAnnounced"
        defaultChecked={toBeAnnounced}
        onCheckedChange={toggle}
      />
    </div>
  );
}
