import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type Audience,
  BROADCAST_LIMITS,
  type Broadcast,
  broadcastDraftSchema,
} from '../../../../shared/broadcasts';
import { TIER_IDS, TIER_LABELS, type TierId } from '../../../../shared/constants';
import { formatAdminDateTime } from '../../../../shared/dates';
import { MEMBER_STATUS_LABELS, type MemberStatus } from '../../../../shared/member-rules';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/text-field';
import { useDebounced } from '../../../lib/use-debounced';
import { texts } from '../../../lib/use-zod-form';
import { doorNightsQuery } from '../door/api';
import { FormDialog, useAdminForm } from '../form-dialog';
import { ImageUrlField } from '../uploads/image-url-field';
import { audienceCountQuery, saveBroadcastMutation } from './api';

type AudienceKind = Audience['kind'];

const AUDIENCE_OPTIONS: { value: AudienceKind; label: string }[] = [
  { value: 'newsletter', label: 'Newsletter subscribers' },
  { value: 'members', label: 'Members' },
  { value: 'guests', label: "A night's guests (tickets and RSVPs)" },
  { value: 'waitlist', label: "A night's waitlist" },
];

/** The statuses a message may be sent to (a member still to confirm the address gets none). */
const SENDABLE_STATUSES = ['active', 'past_due', 'canceled'] as const satisfies readonly MemberStatus[];
type SendableStatus = (typeof SENDABLE_STATUSES)[number];

/** What a message's audience is, in words (its card, the send dialog). */
export function audienceText(audience: Audience, nights?: { eventId: number; title: string }[]): string {
  switch (audience.kind) {
    case 'newsletter':
      return 'Newsletter subscribers';
    case 'members': {
      const tiers = audience.tiers.length ? audience.tiers.map((t) => TIER_LABELS[t]).join(', ') : 'All';
      const statuses = audience.statuses.length
        ? ` (${audience.statuses.map((s) => MEMBER_STATUS_LABELS[s].toLowerCase()).join(', ')})`
        : '';
      return `Members: ${tiers}${statuses}`;
    }
    case 'guests':
    case 'waitlist': {
      const night =
        nights?.find((n) => n.eventId === audience.eventId)?.title ?? `night #${audience.eventId}`;
      return audience.kind === 'guests' ? `Guests of ${night}` : `Waitlist of ${night}`;
    }
  }
}

/** Writing a message or changing one not yet sent: its words, its button and picture, its audience. */
export function BroadcastForm({
  broadcast,
  onClose,
}: {
  broadcast: Broadcast | null;
  onClose: (savedId?: number) => void;
}) {
  const save = useMutation(saveBroadcastMutation);
  const start = broadcast?.audience;
  const [kind, setKind] = useState<AudienceKind>(start?.kind ?? 'newsletter');
  const [tiers, setTiers] = useState<TierId[]>(start?.kind === 'members' ? start.tiers : []);
  const [statuses, setStatuses] = useState<SendableStatus[]>(
    start?.kind === 'members' ? (start.statuses as SendableStatus[]) : [],
  );
  const nights = useQuery(doorNightsQuery);
  const [eventId, setEventId] = useState<number | null>(
    start?.kind === 'guests' || start?.kind === 'waitlist' ? start.eventId : null,
  );
  const chosenNight = eventId ?? nights.data?.[0]?.eventId ?? null;
  const [imageUrl, setImageUrl] = useState(broadcast?.imageUrl ?? '');
  const audience: Audience | null =
    kind === 'newsletter'
      ? { kind }
      : kind === 'members'
        ? { kind, tiers, statuses }
        : chosenNight === null
          ? null
          : { kind, eventId: chosenNight };

  const form = useAdminForm({
    schema: broadcastDraftSchema,
    values: (data) => ({
      ...texts(data, ['subject', 'body', 'buttonLabel', 'buttonUrl']),
      imageUrl,
      audience,
    }),
    required: { subject: 'Please enter a subject', body: 'Please write the message' },
    save,
    id: broadcast?.id,
    saved: broadcast
      ? ['Message saved', 'Preview it, send yourself a test, then send it.']
      : ['Draft saved', 'Preview it, send yourself a test, then send it.'],
    failed: (reason) => reason ?? 'Failed to save the message',
    onClose,
  });
  const { field } = form;
  const toggle = <T,>(list: T[], value: T, on: boolean) =>
    on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);

  return (
    <FormDialog
      form={form}
      title={broadcast ? 'Edit Message' : 'Write a Message'}
      description="Write it once: every recipient gets it as an e-mail with both an HTML and a text part."
      submitLabel={broadcast ? 'Save Message' : 'Save Draft'}
    >
      <TextField
        label="Subject"
        {...field('subject')}
        defaultValue={broadcast?.subject}
        maxLength={BROADCAST_LIMITS.subject}
        required
      />
      <TextAreaField
        label="Message"
        {...field('body')}
        defaultValue={broadcast?.body}
        rows={8}
        maxLength={BROADCAST_LIMITS.body}
        required
        aria-describedby="broadcast-format-hint"
      />
      <p id="broadcast-format-hint" className="-mt-2 text-xs text-muted">
        A blank line starts a paragraph; lines starting with "- " make a list; **words** are bold; web
        addresses become links.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Button text (optional)"
          {...field('buttonLabel')}
          defaultValue={broadcast?.buttonLabel ?? ''}
          maxLength={BROADCAST_LIMITS.buttonLabel}
        />
        <TextField
          label="Button link (optional)"
          {...field('buttonUrl')}
          defaultValue={broadcast?.buttonUrl ?? ''}
          type="url"
          placeholder="https://..."
        />
      </div>
      <ImageUrlField
        label="Picture (optional)"
        what="message picture"
        value={imageUrl}
        onChange={setImageUrl}
        error={form.errors.imageUrl}
      />
      <fieldset className="grid gap-3 rounded-xl border border-white/10 p-4">
        <legend className="px-1 text-sm font-medium">Who gets it</legend>
        <SelectField
          label="Audience"
          name="audienceKind"
          options={AUDIENCE_OPTIONS}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value as AudienceKind)}
          error={form.errors.audience}
        />
        {kind === 'members' && (
          <>
            <fieldset className="flex flex-wrap gap-2">
              <legend className="mb-1 text-xs text-muted">Tiers (none ticked: every tier)</legend>
              {TIER_IDS.map((tier) => (
                <Tick
                  key={tier}
                  label={TIER_LABELS[tier]}
                  checked={tiers.includes(tier)}
                  onChange={(on) => setTiers(toggle(tiers, tier, on))}
                />
              ))}
            </fieldset>
            <fieldset className="flex flex-wrap gap-2">
              <legend className="mb-1 text-xs text-muted">Statuses (none ticked: every status)</legend>
              {SENDABLE_STATUSES.map((status) => (
                <Tick
                  key={status}
                  label={MEMBER_STATUS_LABELS[status]}
                  checked={statuses.includes(status)}
                  onChange={(on) => setStatuses(toggle(statuses, status, on))}
                />
              ))}
            </fieldset>
          </>
        )}
        {(kind === 'guests' || kind === 'waitlist') &&
          (nights.data && nights.data.length === 0 ? (
            <p className="text-sm text-muted">No nights coming up.</p>
          ) : (
            <SelectField
              label="Night"
              name="eventId"
              options={(nights.data ?? []).map((night) => ({
                value: String(night.eventId),
                label: `${night.title} (${formatAdminDateTime(night.date)})`,
              }))}
              value={chosenNight === null ? '' : String(chosenNight)}
              onChange={(event) => setEventId(Number(event.currentTarget.value))}
            />
          ))}
        {audience && <AudienceCount audience={audience} />}
      </fieldset>
    </FormDialog>
  );
}

function Tick({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-lg border border-white/10 bg-bg px-3 py-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        className="size-4 accent-pink"
      />
      {label}
    </label>
  );
}

/** How many the audience reaches now, asked again a moment after it changes. */
export function AudienceCount({ audience }: { audience: Audience }) {
  // By its text: a new object each render is still the same audience.
  const settled = useDebounced(JSON.stringify(audience), 250);
  const count = useQuery(audienceCountQuery(JSON.parse(settled) as Audience));
  return (
    <p className="text-sm" aria-live="polite">
      {count.isError
        ? 'Could not count the recipients.'
        : count.data === undefined
          ? 'Counting recipients...'
          : count.data.count === 1
            ? 'Reaches 1 person now.'
            : `Reaches ${count.data.count.toLocaleString('en-US')} people now.`}
    </p>
  );
}
