import { useMutation, useQuery } from '@tanstack/react-query';
import { Check, Copy, DoorOpen } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatAdminDateTime } from '../../../../shared/dates';
import type { Event } from '../../../../shared/events';
import { DOOR_CLOSES_AFTER_HOURS, DOOR_OPENS_BEFORE_HOURS } from '../../../../shared/tickets';
import { type DoorLink, doorLinkInputSchema } from '../../../../shared/tickets-schema';
import { buttonClass } from '../../../components/ui/button-styles';
import { FormFailure, TextField } from '../../../components/ui/text-field';
import { texts, useZodForm } from '../../../lib/use-zod-form';
import { ConfirmDelete } from '../confirm-delete';
import { reportFailure, toastSuccess } from '../form-feedback';
import { cardDeleteClass } from '../tab-states';
import {
  createDoorLinkMutation,
  type DoorLinkInput,
  doorLinksQuery,
  type NewDoorLink,
  revokeDoorLinkMutation,
} from './api';

// Door check-in without the admin password: staff make a link for the event (it expires, and can
// be revoked), open it on any phone, and that phone checks tickets in. The link's address holds
// its secret, so it is shown once, when made, with a QR code a phone can scan to open it.

/** What a new link is called when staff leave the label blank (the server says the same). */
const DEFAULT_LABEL = 'Door';

export function DoorLinks({ event }: { event: Event }) {
  const [fresh, setFresh] = useState<NewDoorLink | null>(null);
  return (
    <div className="grid gap-4">
      <p className="flex gap-2.5 text-sm text-muted">
        <DoorOpen size={18} aria-hidden className="mt-0.5 shrink-0 text-cyan" />
        <span>
          A door link opens the check-in screen on any phone, no password needed: it scans tickets and finds
          people by name or ticket code. It works for the event's night, from {DOOR_OPENS_BEFORE_HOURS} hours
          before the start until {DOOR_CLOSES_AFTER_HOURS} hours after, unless you give hours from now; it
          stops when revoked.
        </span>
      </p>
      <NewDoorLinkForm eventId={event.id} onCreated={setFresh} />
      {fresh && <FreshLink link={fresh} event={event} onDone={() => setFresh(null)} />}
      <DoorLinkList event={event} />
    </div>
  );
}

/** "Works Dec 18, 2026, 6:00 PM – Dec 19, 2026, 5:00 AM": when a link lets a phone in. */
const windowText = (link: DoorLink) =>
  `${formatAdminDateTime(link.validFrom)} – ${formatAdminDateTime(link.expiresAt)}`;

/** A link that stops before its event starts would leave the door without it: said plainly. */
const endsBeforeEvent = (link: DoorLink, event: Event) =>
  new Date(link.expiresAt).getTime() <= new Date(event.date).getTime();

function NewDoorLinkForm({
  eventId,
  onCreated,
}: {
  eventId: number;
  onCreated: (link: NewDoorLink) => void;
}) {
  const create = useMutation(createDoorLinkMutation);
  const form = useZodForm<{ label: string; hours?: number }, DoorLinkInput>({
    schema: doorLinkInputSchema,
    values: (data) => {
      const { label, hours } = texts(data, ['label', 'hours']);
      return { label, hours: hours.trim() === '' ? undefined : Number(hours) };
    },
    onValid: (input, element) => {
      if (create.isPending) return;
      create.mutate(
        { eventId, input },
        {
          onSuccess: (link) => {
            element.reset();
            onCreated(link);
            toastSuccess('Door link created', 'Copy it now: it is shown only this once.');
          },
          onError: (error) => form.setFailure(reportFailure(error, 'Failed to create the door link')),
        },
      );
    },
  });
  return (
    <form {...form.props} className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-start">
      <TextField
        label="Label (optional)"
        {...form.field('label')}
        placeholder={`${DEFAULT_LABEL}, e.g. Front door`}
        maxLength={60}
        autoComplete="off"
      />
      <TextField
        label="Hours from now (optional)"
        hint="Blank: the event's night."
        {...form.field('hours')}
        type="number"
        min={1}
        max={72}
        step={1}
        inputMode="numeric"
      />
      <button
        type="submit"
        disabled={create.isPending}
        className={`${buttonClass('secondary')} sm:mt-[1.85rem]`}
      >
        {create.isPending ? 'Creating...' : 'Create door link'}
      </button>
      <div className="sm:col-span-3 empty:hidden">
        <FormFailure message={form.failure} />
      </div>
    </form>
  );
}

/** The link just made: its address (with Copy) and its QR code, shown this once. */
function FreshLink({ link, event, onDone }: { link: NewDoorLink; event: Event; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied(true);
    } catch {
      // No clipboard here (an insecure page, a refused permission): the address is selected to copy by hand.
      input.current?.select();
      toastSuccess('Copy the link', 'The link is selected: copy it with your keyboard or menu.');
    }
  };
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 rounded-2xl border border-teal/40 bg-teal/5 p-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center"
    >
      <DoorLinkQr url={link.url} />
      <div className="grid min-w-0 gap-2.5">
        <p id={`${id}-title`} className="font-semibold">
          New door link: {link.label}
        </p>
        <p className="text-sm text-muted">
          Copy it now or scan the code with the door phone: for safety it is not shown again. It works{' '}
          {windowText(link)}.
        </p>
        {endsBeforeEvent(link, event) && <EndsBeforeEvent />}
        <label htmlFor={`${id}-url`} className="sr-only">
          Door link address
        </label>
        <input
          id={`${id}-url`}
          ref={input}
          readOnly
          value={link.url}
          onFocus={(e) => e.currentTarget.select()}
          className="w-full rounded-lg border border-white/15 bg-bg px-3 py-2 font-mono text-xs text-text"
        />
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={copy} className={buttonClass('primary')}>
            {copied ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}
            {copied ? 'Copied' : 'Copy link'}
          </button>
          <button type="button" onClick={onDone} className={buttonClass('ghost')}>
            Done
          </button>
        </div>
        <p role="status" className="sr-only">
          {copied ? 'The door link is copied.' : ''}
        </p>
      </div>
    </section>
  );
}

/** The QR code of the link, drawn in this browser; the library loads only when a link is made. */
function DoorLinkQr({ url }: { url: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qr) =>
        qr.toString(url, {
          type: 'svg',
          errorCorrectionLevel: 'M',
          margin: 2,
          color: { dark: '#07070cff', light: '#ffffffff' },
        }),
      )
      .then((svg) => current && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`))
      .catch(() => current && setSrc(null));
    return () => {
      current = false;
    };
  }, [url]);
  // Dark on white with a quiet margin: what phone cameras read best, also in a dim room.
  return (
    <div className="mx-auto size-44 shrink-0 overflow-hidden rounded-xl bg-white sm:mx-0">
      {src && <img src={src} width={176} height={176} alt="QR code of the door link" className="size-full" />}
    </div>
  );
}

type LinkState = 'active' | 'expired' | 'revoked';

const stateOf = (link: DoorLink, now: number): LinkState =>
  link.revokedAt ? 'revoked' : new Date(link.expiresAt).getTime() <= now ? 'expired' : 'active';

const STATE_TEXT: Record<LinkState, (link: DoorLink) => string> = {
  active: (link) => `Works ${windowText(link)}`,
  expired: (link) => `Expired ${formatAdminDateTime(link.expiresAt)}`,
  revoked: (link) => `Revoked ${formatAdminDateTime(link.revokedAt as string)}`,
};

const STATE_BADGES: Record<LinkState, [string, string]> = {
  active: ['Active', 'border-teal/50 text-teal'],
  expired: ['Expired', 'border-white/20 text-muted'],
  revoked: ['Revoked', 'border-red/50 text-red'],
};

function EndsBeforeEvent() {
  return (
    <p role="note" className="text-sm font-semibold text-gold">
      Ends before the event starts: the door will need another link.
    </p>
  );
}

function DoorLinkList({ event }: { event: Event }) {
  const eventId = event.id;
  const links = useQuery({ ...doorLinksQuery(eventId), staleTime: 0 });
  if (links.isPending) return <p className="text-sm text-muted">Loading door links...</p>;
  if (links.isError)
    return (
      <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red">
        {links.error.message}
        <button type="button" onClick={() => links.refetch()} className="text-cyan underline">
          Try again
        </button>
      </p>
    );
  if (links.data.length === 0) return <p className="text-sm text-muted">No door links yet.</p>;
  const now = Date.now();
  return (
    <ul aria-label="Door links" className="grid gap-2">
      {links.data.map((link) => {
        const state = stateOf(link, now);
        const [badge, style] = STATE_BADGES[state];
        return (
          <li
            key={link.id}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-xl border border-white/10 bg-surface px-4 py-3 text-sm"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                <span className="break-words">{link.label}</span>
                <span className={`rounded-full border px-2.5 py-0.5 text-xs ${style}`}>{badge}</span>
              </p>
              <p className="text-muted">{STATE_TEXT[state](link)}</p>
              {state === 'active' && endsBeforeEvent(link, event) && <EndsBeforeEvent />}
            </div>
            {state === 'active' && <RevokeButton link={link} />}
          </li>
        );
      })}
    </ul>
  );
}

function RevokeButton({ link }: { link: DoorLink }) {
  const revoke = useMutation(revokeDoorLinkMutation);
  return (
    <ConfirmDelete
      trigger={
        <button
          type="button"
          className={`${cardDeleteClass} py-1.5`}
          aria-label={`Revoke the door link ${link.label}`}
        >
          Revoke
        </button>
      }
      title="Revoke this door link?"
      description={`Phones using “${link.label}” can no longer check anyone in. This cannot be undone.`}
      confirmLabel="Revoke"
      busyLabel="Revoking..."
      showFailure
      onConfirm={() =>
        revoke.mutateAsync({ id: link.id, eventId: link.eventId }).then(
          () => toastSuccess('Door link revoked', `“${link.label}” no longer works.`),
          (error) => {
            reportFailure(error, 'Failed to revoke the door link');
            throw error;
          },
        )
      }
    />
  );
}
