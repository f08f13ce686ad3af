import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { formatEventWhen } from '../../../shared/dates';
import type { Event } from '../../../shared/events';
import { WAITLIST_TEXTS } from '../../../shared/waitlist';
import type { WaitlistEntryView, WaitlistJoinAnswer } from '../../../shared/waitlist-schema';
import { buttonClass } from '../../components/ui/button-styles';
import { DialogContent } from '../../components/ui/dialog-content';
import { ModalCloseButton, ModalOverlay } from '../../components/ui/modal-parts';
import { FormFailure, TextField } from '../../components/ui/text-field';
import { texts, useZodForm } from '../../lib/use-zod-form';
import { useMe } from '../members/api';
import { useJoinWaitlist, waitlistPath } from './api';

/**
 * "Join the waitlist" beside a full event's "Event Full": a name and an e-mail (a signed-in
 * member's own, which the server uses whatever is sent). A member then sees the place in line and
 * the link to the entry's page; a visitor is asked to confirm from the e-mail, which carries that
 * link. Loaded when a visitor first reaches for the button. Once a member is on the list (this
 * time, or `entry`: a place found earlier) the button becomes the link to that place.
 */
export function JoinWaitlistDialog({
  event,
  entry,
  defaultOpen = false,
}: {
  event: Event;
  entry?: WaitlistEntryView | null;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [joined, setJoined] = useState<WaitlistJoinAnswer | null>(null);
  const placeLink = useRef<HTMLAnchorElement>(null);
  const result = useRef<HTMLDivElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  const onList = joined?.entry ?? entry ?? null;
  const me = useMe();
  const join = useJoinWaitlist(event.id);
  const form = useZodForm({
    schema: async () => (await import('../../../shared/waitlist-schema')).waitlistJoinSchema,
    values: (data) => texts(data, ['name', 'email']),
    onValid: (input) =>
      join.mutate(input, {
        onSuccess: setJoined,
        onError: (error) => form.setFailure(form.serverError(error) ?? 'Please try again later'),
      }),
  });

  useEffect(() => {
    if (joined) result.current?.focus();
  }, [joined]);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        form.reset();
      }}
    >
      {onList && !open ? (
        <PlaceLink entry={onList} ref={placeLink} />
      ) : (
        <Dialog.Trigger className={buttonClass('secondary')}>{WAITLIST_TEXTS.join}</Dialog.Trigger>
      )}
      <Dialog.Portal>
        <ModalOverlay />
        <DialogContent
          onOpenAutoFocus={(e) => {
            // A member has nothing to fill in: the press that joins is the next one.
            if (me && submit.current) {
              e.preventDefault();
              submit.current.focus();
            }
          }}
          onCloseAutoFocus={(e) => {
            // The button it opened from has become the link to the place: focus goes there.
            if (onList) {
              e.preventDefault();
              requestAnimationFrame(() => placeLink.current?.focus());
            }
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-cyan/30 bg-surface p-6 shadow-glow-cyan"
        >
          <p className="text-xs font-semibold tracking-[0.2em] text-cyan uppercase">Waitlist</p>
          <Dialog.Title className="mt-1 pr-8 font-display text-3xl tracking-wide">{event.title}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            {formatEventWhen(event)} · {event.venue || 'TBD'}
          </Dialog.Description>
          {joined?.entry ? (
            <div ref={result} tabIndex={-1} className="mt-5 grid gap-4 outline-none" role="status">
              <p className="font-display text-5xl tracking-wide text-cyan">#{joined.entry.place ?? 1}</p>
              <p>{WAITLIST_TEXTS.joined(joined.entry.place ?? 1)}</p>
              <p className="text-sm text-muted">
                The link to your place (and to leave the list) is in the e-mail we sent to{' '}
                {joined.entry.email}.
              </p>
              <Link href={waitlistPath(joined.entry.code)} className={buttonClass('primary', 'lg')}>
                See your place
              </Link>
            </div>
          ) : joined ? (
            <div ref={result} tabIndex={-1} className="mt-5 grid gap-4 outline-none" role="status">
              <p className="font-display text-3xl tracking-wide text-cyan">
                Check your inbox to confirm your place
              </p>
              <p>{joined.message}</p>
            </div>
          ) : (
            <form {...form.props} className="mt-5 grid gap-4">
              <p className="text-sm text-muted">
                This event is full. Join the waitlist and we'll e-mail you the moment a seat frees up; it is
                held for you for a while so you can claim it.
                {!me && ' Members: sign in first, and Inner Circle and Premium Fans are offered seats first.'}
              </p>
              {me ? (
                // The server joins a member under their account's name and e-mail: nothing to type.
                <p className="rounded-xl border border-white/10 bg-bg/60 px-4 py-3 text-sm">
                  Joining as <strong>{me.name}</strong> ({me.email}).
                  <input type="hidden" name="name" value={me.name} />
                  <input type="hidden" name="email" value={me.email} />
                </p>
              ) : (
                <>
                  <TextField label="Name" {...form.field('name')} autoComplete="name" required />
                  <TextField
                    label="Email"
                    {...form.field('email')}
                    type="email"
                    autoComplete="email"
                    required
                  />
                </>
              )}
              <FormFailure message={form.failure} />
              <button
                ref={submit}
                type="submit"
                disabled={join.isPending}
                className={buttonClass('primary', 'lg')}
              >
                {join.isPending ? 'Joining...' : WAITLIST_TEXTS.join}
              </button>
            </form>
          )}
          <ModalCloseButton />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A place already taken on this event's list: where it is, and its page. */
function PlaceLink({ entry, ref }: { entry: WaitlistEntryView; ref: React.Ref<HTMLAnchorElement> }) {
  const offered = entry.status === 'offered';
  return (
    <Link ref={ref} href={waitlistPath(entry.code)} className={buttonClass(offered ? 'gold' : 'secondary')}>
      {offered ? 'Claim your seat' : entry.place ? `On the waitlist: #${entry.place}` : 'On the waitlist'}
    </Link>
  );
}
