import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { EventCategory } from '../../../../shared/event-categories';
import type { Event } from '../../../../shared/events';
import { type EventFormValues, parseEventForm } from '../../../../shared/events-schema';
import { centsToDollarInput } from '../../../../shared/money';
import { DEFAULT_OFFER_HOURS } from '../../../../shared/waitlist';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { texts } from '../../../lib/use-zod-form';
import { adminEventCategoriesQuery } from '../event-categories/api';
import { CheckboxField, PriceField } from '../form-controls';
import { FormDialog, useAdminForm } from '../form-dialog';
import { ImageUrlField } from '../uploads/image-url-field';
import { WaitlistChoice } from '../waitlist/waitlist-choice';
import { useSaveEvent } from './api';
import { EventWhenField } from './event-when-field';

/**
 * The club's categories the form offers, in the club's order: those not retired, and the event's
 * own when it is retired (an edit keeps it). When the list cannot be read, the event's own alone.
 */
function categoryChoices(categories: EventCategory[] | undefined, current: string | undefined) {
  const offered = (categories ?? [])
    .filter((category) => !category.retiredAt || category.name === current)
    .map(({ name, retiredAt }) => ({ value: name, label: retiredAt ? `${name} (retired)` : name }));
  return current && !offered.some((choice) => choice.value === current)
    ? [...offered, { value: current, label: current }]
    : offered;
}

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
  'memberPrice',
  'maxAttendees',
  'venue',
  'membershipRequired',
  'refundCutoffHours',
] as const;

/** The event form: empty for a new event, prefilled for an existing one. */
export function EventForm({ event, onClose }: { event: Event | null; onClose: () => void }) {
  const categories = useQuery(adminEventCategoriesQuery);
  const [imageUrl, setImageUrl] = useState(event?.imageUrl ?? '');
  const savedOfferHours = String(event?.waitlistOfferHours ?? DEFAULT_OFFER_HOURS);
  const [waitlistOn, setWaitlistOn] = useState(event?.waitlistEnabled ?? true);
  const [offerHours, setOfferHours] = useState(savedOfferHours);
  const form = useAdminForm({
    // The date is read as Miami time, and an unchanged one keeps the event's own instant.
    schema: { safeParse: (values: EventFormValues) => parseEventForm(values, event?.date) },
    values: (data): EventFormValues => ({
      ...texts(data, TEXTS),
      timeToBeAnnounced: data.has('timeToBeAnnounced'),
      draft: data.has('draft'),
      allowRefunds: data.get('refunds') === 'hours',
      imageUrl,
      // Switched off, the hours field is gone and the event keeps the hours it had.
      waitlistEnabled: waitlistOn,
      waitlistOfferHours: waitlistOn ? offerHours : savedOfferHours,
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
  // The form opens with its choices (the Events tab reads them first), so what it holds when it
  // opens is what it was given.
  if (categories.isPending) return null;
  const categoryOptions = categoryChoices(categories.data, event?.category);

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
          options={categoryOptions}
          defaultValue={event?.category ?? categoryOptions[0]?.value}
          hint={categories.isError ? 'Failed to fetch categories' : undefined}
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
        <MemberPriceField error={form.errors.memberPrice} defaultValue={event?.memberPrice} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Max attendees (optional)"
          {...field('maxAttendees')}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          defaultValue={event?.maxAttendees ?? ''}
        />
        <TextField label="Venue (optional)" {...field('venue')} defaultValue={event?.venue ?? ''} />
      </div>
      <RefundChoice error={form.errors.refundCutoffHours} cutoffHours={event?.refundCutoffHours ?? null} />
      <WaitlistChoice
        enabled={waitlistOn}
        onEnabledChange={setWaitlistOn}
        hours={offerHours}
        onHoursChange={setOfferHours}
        error={form.errors.waitlistOfferHours}
      />
      <ImageUrlField value={imageUrl} onChange={setImageUrl} error={form.errors.imageUrl} />
      <CheckboxField
        label="Draft: keep it off the site until I publish it"
        name="draft"
        defaultChecked={event?.draft ?? false}
      />
    </FormDialog>
  );
}

/** What Premium Fan and Inner Circle members pay instead of the price; blank: the price for all. */
function MemberPriceField({ error, defaultValue }: { error?: string; defaultValue?: number | null }) {
  const hint = useId();
  return (
    <div className="grid content-start gap-1.5">
      <PriceField
        label="Member price ($)"
        name="memberPrice"
        error={error}
        defaultValue={centsToDollarInput(defaultValue)}
        // The error, when there is one, describes the field instead of the hint.
        {...(error ? {} : { 'aria-describedby': hint })}
      />
      {!error && (
        <p id={hint} className="text-xs text-muted">
          Optional. Premium Fan and Inner Circle members pay this; at most the price.
        </p>
      )}
    </div>
  );
}

/** The hours filled in when staff first allow refunds: two days, a common choice. */
const DEFAULT_CUTOFF_HOURS = 48;

/**
 * Whether attendees may cancel a paid ticket for a refund, and until when: "No refunds" (the
 * default, as most clubs choose) or up to a number of hours before the start.
 */
function RefundChoice({ error, cutoffHours }: { error?: string; cutoffHours: number | null }) {
  const [allowed, setAllowed] = useState(cutoffHours != null);
  const id = useId();
  const radio = (value: 'none' | 'hours', label: string) => (
    <label className="flex cursor-pointer items-center gap-2.5 text-sm">
      <input
        type="radio"
        name="refunds"
        value={value}
        checked={allowed === (value === 'hours')}
        onChange={() => setAllowed(value === 'hours')}
        className="size-4 shrink-0 accent-pink"
      />
      {label}
    </label>
  );
  return (
    <fieldset className="grid gap-2.5 rounded-lg border border-white/10 bg-bg px-3.5 py-3">
      <legend className="px-1 text-sm font-medium">Refunds</legend>
      {radio('none', 'No refunds')}
      <div className="flex flex-wrap items-center gap-x-2.5 gap-y-2">
        {radio('hours', 'Attendees may cancel for a refund up to')}
        <span className="flex items-center gap-2 text-sm">
          <input
            id={`${id}-hours`}
            name="refundCutoffHours"
            type="number"
            min={0}
            max={720}
            step={1}
            inputMode="numeric"
            defaultValue={cutoffHours ?? DEFAULT_CUTOFF_HOURS}
            onChange={() => setAllowed(true)}
            aria-label="Hours before the start"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`w-20 rounded-lg border bg-surface px-2.5 py-1.5 text-text focus:border-cyan ${
              error ? 'border-red' : 'border-white/15'
            }`}
          />
          hours before
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red">
          {error}
        </p>
      )}
    </fieldset>
  );
}
