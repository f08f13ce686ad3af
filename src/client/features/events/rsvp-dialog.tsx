import { Dialog } from 'radix-ui';
import { type FormEvent, useState } from 'react';
import type { Event } from '../../../shared/events';
import { buttonClass } from '../../components/ui/button-styles';
import { ModalCloseButton, ModalOverlay } from '../../components/ui/modal-parts';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api-request';
import { useRsvp } from './api';

/** RSVP asks for a name and an e-mail: visitors have no accounts (the confirmation goes there). */
export function RsvpDialog({ event, defaultOpen = false }: { event: Event; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const rsvp = useRsvp(event.id);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    // The server's own schema, loaded on first use so the page itself carries no validation library.
    const { rsvpSchema } = await import('../../../shared/events-schema');
    const parsed = rsvpSchema.safeParse({ name: form.get('name'), email: form.get('email') });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setFailure(null);
    rsvp.mutate(parsed.data, {
      onSuccess: () => {
        setOpen(false);
        toast({
          title: 'RSVP Confirmed!',
          description: "You're all set for this event. Check your email for details.",
        });
      },
      onError: (error) => {
        const message = serverMessage(error) ?? 'Please try again later';
        // Said inside the dialog too: while it is open, the page behind it is hidden from screen readers.
        setFailure(message);
        toast({ title: 'RSVP Failed', description: message, variant: 'destructive' });
      },
    });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setFailure(null);
        setErrors({});
      }}
    >
      <Dialog.Trigger className={buttonClass('primary')}>RSVP Now</Dialog.Trigger>
      <Dialog.Portal>
        <ModalOverlay />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-pink/30 bg-surface p-6 shadow-glow-pink">
          <Dialog.Title className="pr-8 font-display text-3xl tracking-wide">
            RSVP: {event.title}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            We'll e-mail your confirmation with a calendar invite.
          </Dialog.Description>
          <form onSubmit={submit} noValidate className="mt-5 grid gap-4">
            <TextField label="Name" name="name" autoComplete="name" error={errors.name} required />
            <TextField
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              error={errors.email}
              required
            />
            {failure && (
              <p
                role="alert"
                className="rounded-lg border border-red/50 bg-red/10 px-3 py-2 text-sm text-red"
              >
                {failure}
              </p>
            )}
            <button type="submit" disabled={rsvp.isPending} className={buttonClass('primary', 'lg')}>
              {rsvp.isPending ? 'Confirming...' : 'Confirm RSVP'}
            </button>
          </form>
          <ModalCloseButton />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
