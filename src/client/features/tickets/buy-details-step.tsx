import { useState } from 'react';
import type { Event } from '../../../shared/events';
import { formatDollars } from '../../../shared/money';
import { HOLD_MINUTES, MAX_TICKETS_PER_ORDER } from '../../../shared/tickets';
import type { TicketPurchaseStart } from '../../../shared/tickets-schema';
import { buttonClass } from '../../components/ui/button-styles';
import { FormFailure, TextField } from '../../components/ui/text-field';
import { texts, useZodForm } from '../../lib/use-zod-form';
import { useMe } from '../members/api';
import { useStartTicketPurchase, useTicketQuote } from './api';
import { TicketPrice } from './price-summary';
import { QuantityStepper } from './quantity-stepper';

const seatsLeftOf = (event: Event) =>
  event.maxAttendees == null ? null : Math.max(0, event.maxAttendees - event.currentAttendees);

/**
 * The buy dialog's first step: how many tickets, a name for each if the buyer likes, who buys
 * (a member's name and e-mail filled in), and what it costs: the server's quote, asked again
 * whenever the number of tickets or the guest pass changes.
 */
export function BuyDetailsStep({
  event,
  onStarted,
}: {
  event: Event;
  onStarted: (start: TicketPurchaseStart) => void;
}) {
  const me = useMe();
  const [paid, setPaid] = useState(1);
  const [guestChosen, setGuestChosen] = useState(false);
  const firstQuote = useTicketQuote(event.id, paid, false);
  const guestPassAvailable = firstQuote.data?.guestPassAvailable === true;
  const guest = guestChosen && guestPassAvailable;
  const quantity = paid + (guest ? 1 : 0);
  const quote = useTicketQuote(event.id, quantity, guest);
  const seatsLeft = quote.data ? quote.data.seatsLeft : seatsLeftOf(event);
  const max = Math.min(quote.data?.maxQuantity ?? MAX_TICKETS_PER_ORDER, seatsLeft ?? MAX_TICKETS_PER_ORDER);
  const maxPaid = Math.max(1, max - (guest ? 1 : 0));
  const start = useStartTicketPurchase(event.id);

  const form = useZodForm({
    // The server's own schema, loaded on first use.
    schema: async () => (await import('../../../shared/tickets-schema')).ticketPurchaseSchema,
    values: (data) => ({
      ...texts(data, ['name', 'email']),
      quantity,
      guestPass: guest,
      holderNames: Array.from({ length: quantity }, (_, i) => String(data.get(`holder-${i}`) ?? '')),
    }),
    required: { name: 'Please enter your name', email: 'Please enter your email' },
    onValid: (purchase) =>
      start.mutate(purchase, {
        onSuccess: onStarted,
        onError: (error) => form.setFailure(form.serverError(error) ?? 'Please try again later'),
      }),
  });

  const refused = quote.error ?? firstQuote.error;
  const hint =
    seatsLeft != null && seatsLeft < MAX_TICKETS_PER_ORDER
      ? `Only ${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left.`
      : `Up to ${MAX_TICKETS_PER_ORDER} tickets per order.`;

  return (
    <form {...form.props} className="mt-5 grid gap-5">
      <QuantityStepper value={paid} max={maxPaid} onChange={setPaid} hint={hint} />
      <p className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-y border-white/10 py-3 text-sm">
        <span className="text-muted">{quote.data?.memberPrice ? 'Your member price' : 'Price'}</span>
        <TicketPrice quote={quote.data} fallback={event.price} />
      </p>
      {guestPassAvailable && (
        <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-gold/40 bg-gold/5 p-3 text-sm">
          <input
            type="checkbox"
            checked={guest}
            disabled={!guest && paid + 1 > max}
            onChange={(e) => setGuestChosen(e.target.checked)}
            className="mt-0.5 size-4 accent-gold"
          />
          <span>
            <span className="font-semibold text-gold">Add my free guest ticket</span> (this month's guest
            pass)
          </span>
        </label>
      )}
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <TextField
          label="Your name"
          {...form.field('name')}
          defaultValue={me?.name}
          key={`name-${me?.name ?? ''}`}
          autoComplete="name"
          required
          className="w-full min-w-0"
        />
        <TextField
          label="Email"
          {...form.field('email')}
          defaultValue={me?.email}
          key={`email-${me?.email ?? ''}`}
          type="email"
          autoComplete="email"
          required
          className="w-full min-w-0"
        />
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">
          Names on the tickets <span className="font-normal text-muted">(optional)</span>
        </legend>
        {Array.from({ length: quantity }, (_, i) => (
          <TextField
            key={i}
            name={`holder-${i}`}
            label={guest && i === quantity - 1 ? 'Guest ticket' : `Ticket ${i + 1}`}
            placeholder="Name on the ticket"
            autoComplete="off"
            maxLength={100}
          />
        ))}
        {form.errors.holderNames && <p className="text-sm text-red">{form.errors.holderNames}</p>}
      </fieldset>
      <FormFailure message={refused?.message ?? form.failure} />
      <p
        aria-live="polite"
        aria-busy={quote.isFetching}
        className="flex items-center justify-between gap-3 rounded-xl border border-white/10 bg-bg/60 px-4 py-3"
      >
        <span className="grid text-sm text-muted">
          <span>
            {quantity} {quantity === 1 ? 'ticket' : 'tickets'}
          </span>
          {guest && <span>1 guest ticket free</span>}
        </span>
        <span className="text-right font-display text-3xl tracking-wide">
          {quote.data ? `You'll pay ${formatDollars(quote.data.amount)}` : 'Working out your price...'}
        </span>
      </p>
      <button
        type="submit"
        disabled={start.isPending || !quote.data || quote.isPlaceholderData || Boolean(refused)}
        className={`${buttonClass('primary', 'lg')} w-full`}
      >
        {start.isPending ? 'Holding your seats...' : 'Continue'}
      </button>
      <p className="text-center text-xs text-muted">
        Your seats are held for {HOLD_MINUTES} minutes while you pay. Your tickets come by e-mail.
      </p>
    </form>
  );
}
