import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { formatAdminDateTime } from '../../../../shared/dates';
import type { AdminWaitlistEntry } from '../../../../shared/waitlist-schema';
import { ConfirmDelete } from '../confirm-delete';
import { reportFailure, toastSuccess } from '../form-feedback';
import { offerWaitlistSeatMutation } from './api';
import { addSeatQuestion, needsAnotherSeat } from './waitlist-summary';

const offerClass =
  'inline-flex items-center gap-1.5 rounded-full border border-cyan/50 px-3.5 py-1.5 text-sm font-semibold whitespace-nowrap text-cyan transition hover:bg-cyan/10 disabled:opacity-50';

/**
 * "Offer a seat" to a chosen waiting person, ahead of their turn. With no seat free (as the list
 * says, or as the server answers when the last one was taken meanwhile) staff are asked whether
 * to add a seat to the event for them, and the offer is sent with `addSeat`.
 */
export function OfferSeatButton({
  entry,
  eventId,
  seatsFree,
}: {
  entry: AdminWaitlistEntry;
  eventId: number;
  /** As the list last said; null: the event has no seat limit. */
  seatsFree: number | null;
}) {
  const offer = useMutation(offerWaitlistSeatMutation);
  const [asking, setAsking] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // mutateAsync, not mutate's callbacks: the list is read again before the answer is handled,
  // and an entry now offered has no button left, whose callbacks would then never run.
  const send = (addSeat: boolean) =>
    offer.mutateAsync({ entryId: entry.id, eventId, addSeat }).then((offered) => {
      const until = offered.offerExpiresAt ? ` until ${formatAdminDateTime(offered.offerExpiresAt)}` : '';
      toastSuccess(
        addSeat ? 'Seat added and offered' : 'Seat offered',
        `We e-mailed ${entry.name} the link to claim it. The seat is held${until}.`,
      );
    });

  const firstTry = () => {
    if (offer.isPending) return;
    if (seatsFree === 0) {
      setAsking(true);
      return;
    }
    send(false).catch((error: unknown) => {
      if (needsAnotherSeat(error)) setAsking(true);
      else reportFailure(error, 'Failed to offer the seat');
    });
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={firstTry}
        disabled={offer.isPending}
        aria-label={`Offer a seat to ${entry.name}`}
        className={offerClass}
      >
        {offer.isPending && !asking ? 'Offering...' : 'Offer a seat'}
      </button>
      <ConfirmDelete
        open={asking}
        onOpenChange={setAsking}
        returnFocusTo={button}
        tone="action"
        title="Add a seat?"
        description={`${addSeatQuestion(entry.name)} The event's capacity goes up by one, and we e-mail them the link to claim it.`}
        confirmLabel="Add a seat and offer it"
        busyLabel="Offering..."
        showFailure
        onConfirm={() =>
          send(true).catch((error: unknown) => {
            reportFailure(error, 'Failed to offer the seat');
            throw error;
          })
        }
      />
    </>
  );
}
