import { useState } from 'react';
import { ADMIN_EVENT_CATEGORIES } from '../../../shared/constants';
import type { Event } from '../../../shared/events';
import { parseEventForm } from '../../../shared/events-schema';
import { TextField } from '../../components/ui/text-field';
import { useSaveEvent } from './api';
import { EventWhenField } from './event-when-field';
import { SelectField, TextAreaField } from './form-controls';
import { FormDialog } from './form-dialog';
import { fieldErrors, reportFailure, textOf, toastSuccess } from './form-feedback';
import { ImageUrlField } from './image-url-field';

const MEMBERSHIP_CHOICES = [
  { value: 'free', label: 'Free (Anyone)' },
  { value: 'premium', label: 'Premium Fan ($20/month)' },
  { value: 'inner_circle', label: 'Inner Circle ($50/month)' },
];

/** The event form (spec §3, §5): empty for a new event, prefilled for an existing one. */
export function EventForm({ event, onClose }: { event: Event | null; onClose: () => void }) {
  const save = useSaveEvent();
  const [imageUrl, setImageUrl] = useState(event?.imageUrl ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const parsed = parseEventForm(
      {
        title: textOf(data, 'title'),
        description: textOf(data, 'description'),
        category: textOf(data, 'category'),
        date: textOf(data, 'date'),
        timeToBeAnnounced: data.get('timeToBeAnnounced') === 'on',
        price: textOf(data, 'price'),
        maxAttendees: textOf(data, 'maxAttendees'),
        venue: textOf(data, 'venue'),
        imageUrl,
        membershipRequired: textOf(data, 'membershipRequired'),
      },
      event?.date,
    );
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setFailure(null);
    save.mutate(
      { id: event?.id, input: parsed.data },
      {
        onSuccess: () => {
          toastSuccess(
            event ? 'Event updated' : 'Event created',
            `The event has been ${event ? 'updated' : 'created'} successfully`,
          );
          onClose();
        },
        onError: (error) =>
          setFailure(reportFailure(error, event ? 'Failed to update event' : 'Failed to create event')),
      },
    );
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={event ? 'Edit Event' : 'Add New Event'}
      description="Date and time are Miami time; the price is in dollars."
      pending={save.isPending}
      failure={failure}
      submitLabel={event ? 'Update Event' : 'Create Event'}
      onSubmit={submit}
    >
      <TextField label="Title" name="title" defaultValue={event?.title} error={errors.title} required />
      <TextAreaField
        label="Description"
        name="description"
        defaultValue={event?.description}
        error={errors.description}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          name="category"
          options={ADMIN_EVENT_CATEGORIES}
          defaultValue={event?.category ?? 'NBA'}
          error={errors.category}
        />
        <SelectField
          label="Who may come"
          name="membershipRequired"
          options={MEMBERSHIP_CHOICES}
          defaultValue={event?.membershipRequired ?? 'free'}
          error={errors.membershipRequired}
        />
      </div>
      <EventWhenField
        event={event}
        error={errors.date}
        onToggle={() => setErrors(({ date: _, ...others }) => others)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Price ($)"
          name="price"
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          defaultValue={event ? (event.price / 100).toFixed(2) : ''}
          error={errors.price}
          required
        />
        <TextField
          label="Max attendees (optional)"
          name="maxAttendees"
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          defaultValue={event?.maxAttendees ?? ''}
          error={errors.maxAttendees}
        />
      </div>
      <TextField
        label="Venue (optional)"
        name="venue"
        defaultValue={event?.venue ?? ''}
        error={errors.venue}
      />
      <ImageUrlField value={imageUrl} onChange={setImageUrl} error={errors.imageUrl} />
    </FormDialog>
  );
}
