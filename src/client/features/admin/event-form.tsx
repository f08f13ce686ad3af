import { useState } from 'react';
import { ADMIN_EVENT_CATEGORIES } from '../../../shared/constants';
import type { Event } from '../../../shared/events';
import { type EventFormValues, parseEventForm } from '../../../shared/events-schema';
import { centsToDollarInput } from '../../../shared/money';
import { SelectField, TextAreaField, TextField } from '../../components/ui/text-field';
import { texts } from '../../lib/use-zod-form';
import { useSaveEvent } from './api';
import { EventWhenField } from './event-when-field';
import { PriceField } from './form-controls';
import { FormDialog, useAdminForm } from './form-dialog';
import { ImageUrlField } from './image-url-field';

const MEMBERSHIP_CHOICES = [
  { value: 'free', label: 'Free (Anyone)' },
  { value: 'premium', label: 'Premium Fan ($20/month)' },
  { value: 'inner_circle', label: 'Inner Circle ($50/month)' },
];

const TEXTS = [
  'title',
  'description',
  'category',
  'date',
  'price',
  'maxAttendees',
  'venue',
  'membershipRequired',
] as const;

/** The event form: empty for a new event, prefilled for an existing one. */
export function EventForm({ event, onClose }: { event: Event | null; onClose: () => void }) {
  const [imageUrl, setImageUrl] = useState(event?.imageUrl ?? '');
  const form = useAdminForm({
    // The date is read as Miami time, and an unchanged one keeps the event's own instant.
    schema: { safeParse: (values: EventFormValues) => parseEventForm(values, event?.date) },
    values: (data): EventFormValues => ({
      ...texts(data, TEXTS),
      timeToBeAnnounced: data.has('timeToBeAnnounced'),
      imageUrl,
    }),
    save: useSaveEvent(),
    id: event?.id,
    saved: event
      ? ['Event updated', 'The event has been updated successfully']
      : ['Event created', 'The event has been created successfully'],
    failed: () => (event ? 'Failed to update event' : 'Failed to create event'),
    onClose,
  });
  const { field } = form;

  return (
    <FormDialog
      form={form}
      title={event ? 'Edit Event' : 'Add New Event'}
      description="Date and time are Miami time; the price is in dollars."
      submitLabel={event ? 'Update Event' : 'Create Event'}
    >
      <TextField label="Title" {...field('title')} defaultValue={event?.title} required />
      <TextAreaField
        label="Description"
        {...field('description')}
        defaultValue={event?.description}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Category"
          {...field('category')}
          options={ADMIN_EVENT_CATEGORIES}
          defaultValue={event?.category ?? 'NBA'}
        />
        <SelectField
          label="Who may come"
          {...field('membershipRequired')}
          options={MEMBERSHIP_CHOICES}
          defaultValue={event?.membershipRequired ?? 'free'}
        />
      </div>
      <EventWhenField event={event} error={form.errors.date} />
      <div className="grid gap-4 sm:grid-cols-2">
        <PriceField
          label="Price ($)"
          {...field('price')}
          defaultValue={centsToDollarInput(event?.price)}
          required
        />
        <TextField
          label="Max attendees (optional)"
          {...field('maxAttendees')}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          defaultValue={event?.maxAttendees ?? ''}
        />
      </div>
      <TextField label="Venue (optional)" {...field('venue')} defaultValue={event?.venue ?? ''} />
      <ImageUrlField value={imageUrl} onChange={setImageUrl} error={form.errors.imageUrl} />
    </FormDialog>
  );
}
