import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { Event } from '../../../shared/events';
import { buttonClass } from '../../components/ui/button-styles';
import { DialogContent } from '../../components/ui/dialog-content';
import { ModalCloseButton, ModalOverlay } from '../../components/ui/modal-parts';
import { FormFailure, TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast-store';
import { rememberRsvp } from '../../lib/my-seats';
import { texts, useZodForm } from '../../lib/use-zod-form';
import { useRsvp } from './api';

/** RSVP asks for a name and an e-mail: visitors have no accounts (the confirmation goes there). */
export function RsvpDialog({ event, defaultOpen = false }: { event: Event; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const rsvp = useRsvp(event.id);
  const form = useZodForm({
    // The server's own schema, loaded on first use so the page itself carries no validation library.
    schema: async () => (await import('../../../shared/events-schema')).rsvpSchema,
    values: (data) => texts(data, ['name', 'email']),
    onValid: (input) =>
      rsvp.mutate(input, {
        onSuccess: () => {
          // This browser says "You're going" from now on (the ticket itself is in that inbox).
          rememberRsvp(event.id, { name: input.name, email: input.email });
          setOpen(false);
          toast({
            title: 'RSVP Confirmed!',
            description: "You're all set for this event. Check your email for details.",
          });
        },
        onError: (error) => {
          const message = form.serverError(error) ?? 'Please try again later';
          // Said inside the dialog too: while it is open, the page behind it is hidden from screen readers.
          form.setFailure(message);
          toast({ title: 'RSVP Failed', description: message, variant: 'destructive' });
        },
      }),
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        form.reset();
      }}
    >
      <Dialog.Trigger className={buttonClass('primary')}>RSVP Now</Dialog.Trigger>
      <Dialog.Portal>
        <ModalOverlay />
        <DialogContent className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-pink/30 bg-surface p-6 shadow-glow-pink">
          <Dialog.Title className="pr-8 font-display text-3xl tracking-wide">
            RSVP: {event.title}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            We'll e-mail your confirmation with a calendar invite.
          </Dialog.Description>
          <form {...form.props} className="mt-5 grid gap-4">
            <TextField label="Name" {...form.field('name')} autoComplete="name" required />
            <TextField label="Email" {...form.field('email')} type="email" autoComplete="email" required />
            <FormFailure message={form.failure} />
            <button type="submit" disabled={rsvp.isPending} className={buttonClass('primary', 'lg')}>
              {rsvp.isPending ? 'Confirming...' : 'Confirm RSVP'}
            </button>
          </form>
          <ModalCloseButton />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
