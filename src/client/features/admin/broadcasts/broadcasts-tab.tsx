import { useMutation, useQuery } from '@tanstack/react-query';
import { Eye, FlaskConical, Send, Undo2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import type { Broadcast, BroadcastDraft } from '../../../../shared/broadcasts';
import { addDays, formatAdminDateTime, miamiToday } from '../../../../shared/dates';
import { TextField } from '../../../components/ui/text-field';
import { AdminListTab } from '../admin-list-tab';
import { ConfirmDelete } from '../confirm-delete';
import { doorNightsQuery } from '../door/api';
import { reportFailure, toastSuccess } from '../form-feedback';
import { PanelDialog } from '../panel-dialog';
import { cardActionClass, LoadingText } from '../tab-states';
import {
  broadcastPreviewQuery,
  broadcastsQuery,
  cancelBroadcastMutation,
  deleteBroadcastMutation,
  sendBroadcastMutation,
  testBroadcastMutation,
} from './api';
import { AudienceCount, audienceText, BroadcastForm } from './broadcast-form';

const unsent = (b: Broadcast) => b.status === 'draft' || b.status === 'scheduled';

/**
 * Club mail: messages to newsletter subscribers, members by tier and status, a night's guests or
 * its waitlist. Written as a draft, previewed, tested on oneself, then sent now or at a Miami time;
 * each card then follows its recipients.
 */
export function BroadcastsTab() {
  const nights = useQuery(doorNightsQuery);
  return (
    <AdminListTab
      name="broadcasts"
      title="Club Mail"
      description="Write to the club's people: newsletter subscribers, members by tier, a night's guests or its waitlist."
      addLabel="Write a Message"
      query={broadcastsQuery}
      loading="Loading messages..."
      empty="No messages yet. Write one, preview it and send yourself a test before it goes out."
      search={{
        label: 'Search messages',
        noun: 'messages',
        text: (b) => [b.subject, b.body, audienceText(b.audience, nights.data)].join(' '),
      }}
      listLabel="Messages"
      itemName={(b) => b.subject}
      card={(b, actions) => (
        <BroadcastCard broadcast={b} audience={audienceText(b.audience, nights.data)} actions={actions} />
      )}
      editable={unsent}
      deletable={(b) => b.status === 'draft'}
      extraActions={(b) => (
        <BroadcastActions broadcast={b} audience={audienceText(b.audience, nights.data)} />
      )}
      deletion={(b) => ({
        title: `Delete "${b.subject}"?`,
        description: 'The draft is deleted. Nothing was sent.',
        confirmLabel: 'Delete Draft',
        done: ['Draft deleted', `"${b.subject}" is gone.`],
        failure: 'Failed to delete the draft',
        showFailure: true,
      })}
      remove={deleteBroadcastMutation}
      form={(b, onClose) => <BroadcastForm broadcast={b} onClose={onClose} />}
    />
  );
}

function statusLine(b: Broadcast): string {
  switch (b.status) {
    case 'draft':
      return 'Draft';
    case 'scheduled':
      return b.sendAt ? `Scheduled for ${formatAdminDateTime(b.sendAt)}` : 'Scheduled';
    case 'sending':
      return 'Sending';
    case 'sent':
      return b.finishedAt ? `Sent ${formatAdminDateTime(b.finishedAt)}` : 'Sent';
  }
}

const STATUS_TONE: Record<Broadcast['status'], string> = {
  draft: 'border-white/30 text-muted',
  scheduled: 'border-cyan/50 text-cyan',
  sending: 'border-gold/50 text-gold',
  sent: 'border-teal/50 text-teal',
};

function BroadcastCard({
  broadcast: b,
  audience,
  actions,
}: {
  broadcast: Broadcast;
  audience: string;
  actions: ReactNode;
}) {
  const { waiting, queued, sent, failed } = b.recipients;
  const total = waiting + queued + sent + failed;
  return (
    <article
      aria-label={b.subject}
      className="flex h-full flex-col rounded-2xl border border-white/10 bg-surface p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-lg font-semibold break-words">{b.subject}</h3>
        <span
          className={`shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-bold ${STATUS_TONE[b.status]}`}
        >
          {statusLine(b)}
        </span>
      </div>
      <p className="mt-1 text-sm text-muted">To: {audience}</p>
      <p className="mt-2 line-clamp-3 text-sm whitespace-pre-line">{b.body}</p>
      {total > 0 && (
        <dl className="mt-3 grid grid-cols-3 gap-2 text-center text-sm" aria-label="Recipients">
          <Figure label="Recipients" value={total} />
          <Figure label="Delivered" value={sent} />
          <Figure label="Failed" value={failed} tone={failed > 0 ? 'text-red' : undefined} />
        </dl>
      )}
      {b.status === 'sending' && total > 0 && (
        <p className="mt-2 text-xs text-muted">
          {(waiting + queued).toLocaleString('en-US')} still on their way.
        </p>
      )}
      <p className="mt-2 text-xs text-muted">Written by {b.createdBy}</p>
      <div className="mt-auto flex flex-wrap gap-2 pt-4">{actions}</div>
    </article>
  );
}

function Figure({ label, value, tone }: { label: string; value: number; tone?: string }) {
  return (
    <div className="rounded-lg border border-white/10 bg-bg px-2 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={`text-lg font-bold ${tone ?? ''}`}>{value.toLocaleString('en-US')}</dd>
    </div>
  );
}

/** What a message's card offers besides Edit and Delete: preview, test, send, back to draft. */
function BroadcastActions({ broadcast: b, audience }: { broadcast: Broadcast; audience: string }) {
  return (
    <>
      <PreviewDialog broadcast={b} />
      {unsent(b) && <TestButton broadcast={b} />}
      {b.status === 'draft' && <SendDialog broadcast={b} audience={audience} />}
      {b.status === 'scheduled' && <CancelButton broadcast={b} />}
    </>
  );
}

const draftOf = (b: Broadcast): BroadcastDraft => ({
  subject: b.subject,
  body: b.body,
  buttonLabel: b.buttonLabel,
  buttonUrl: b.buttonUrl,
  imageUrl: b.imageUrl,
  audience: b.audience,
});

function PreviewDialog({ broadcast: b }: { broadcast: Broadcast }) {
  return (
    <PanelDialog
      width="medium"
      trigger={
        <button type="button" className={cardActionClass} aria-label={`Preview ${b.subject}`}>
          <Eye size={15} aria-hidden />
          Preview
        </button>
      }
      title="Preview"
      description="The message as a member gets it: the e-mail, and its text part below."
    >
      <Preview draft={draftOf(b)} />
    </PanelDialog>
  );
}

function Preview({ draft }: { draft: BroadcastDraft }) {
  const preview = useQuery(broadcastPreviewQuery(draft));
  if (preview.isError)
    return <p className="px-5 py-5 text-sm text-red sm:px-7">Could not make the preview.</p>;
  if (!preview.data) return <LoadingText>Making the preview...</LoadingText>;
  return (
    // It scrolls on a phone, so it takes the focus to be scrolled by the keyboard.
    <section
      aria-label="The e-mail"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      className="grid gap-4 overflow-y-auto px-5 py-5 sm:px-7"
    >
      <p className="text-sm">
        <span className="text-muted">Subject: </span>
        <span className="font-semibold">{preview.data.subject}</span>
      </p>
      {/* The e-mail's own HTML, in a frame that runs nothing and reaches nothing of the dashboard. */}
      <iframe
        title="The e-mail as HTML"
        sandbox=""
        srcDoc={preview.data.html}
        className="h-[28rem] w-full rounded-xl border border-white/10 bg-white"
      />
      <section aria-label="The e-mail as text">
        <h3 className="mb-2 text-sm font-medium">Text part</h3>
        <pre className="max-h-64 overflow-auto rounded-xl border border-white/10 bg-bg p-4 text-xs whitespace-pre-wrap">
          {preview.data.text}
        </pre>
      </section>
    </section>
  );
}

function TestButton({ broadcast: b }: { broadcast: Broadcast }) {
  const test = useMutation(testBroadcastMutation);
  const label = test.isPending ? 'Sending test...' : 'Send Test';
  return (
    <button
      type="button"
      className={cardActionClass}
      disabled={test.isPending}
      aria-label={`${label} ${b.subject}`}
      onClick={() =>
        test.mutate(b.id, {
          onSuccess: (answer) => toastSuccess('Test sent', `A test copy went to ${answer.to}.`),
          onError: (error) => reportFailure(error, 'Failed to send the test'),
        })
      }
    >
      <FlaskConical size={15} aria-hidden />
      {label}
    </button>
  );
}

function SendDialog({ broadcast: b, audience }: { broadcast: Broadcast; audience: string }) {
  const send = useMutation(sendBroadcastMutation);
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [date, setDate] = useState(() => addDays(miamiToday(), 1));
  const [time, setTime] = useState('10:00');
  return (
    <ConfirmDelete
      tone="action"
      trigger={
        <button type="button" className={cardActionClass} aria-label={`Send ${b.subject}`}>
          <Send size={15} aria-hidden />
          Send
        </button>
      }
      title={`Send "${b.subject}"?`}
      description={`To ${audience}. Once it starts, it cannot be changed or called back.`}
      confirmLabel={when === 'now' ? 'Send Now' : 'Schedule'}
      busyLabel={when === 'now' ? 'Sending...' : 'Scheduling...'}
      showFailure
      onConfirm={() =>
        send
          .mutateAsync({ id: b.id, at: when === 'now' ? null : { date, time } })
          .then((sent) =>
            toastSuccess(
              when === 'now' ? 'Sending' : 'Scheduled',
              when === 'now'
                ? `"${b.subject}" is on its way.`
                : `"${b.subject}" goes out ${sent.sendAt ? formatAdminDateTime(sent.sendAt) : `on ${date} at ${time}`} (Miami time).`,
            ),
          )
      }
    >
      <div className="mt-4 grid gap-3">
        <AudienceCount audience={b.audience} />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">When</legend>
          {(
            [
              ['now', 'Now'],
              ['later', 'At a time (Miami)'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name={`when-${b.id}`}
                checked={when === value}
                onChange={() => setWhen(value)}
                className="size-4 accent-pink"
              />
              {label}
            </label>
          ))}
        </fieldset>
        {when === 'later' && (
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Date"
              type="date"
              value={date}
              min={miamiToday()}
              onChange={(e) => setDate(e.target.value)}
            />
            <TextField label="Time" type="time" value={time} onChange={(e) => setTime(e.target.value)} />
          </div>
        )}
      </div>
    </ConfirmDelete>
  );
}

function CancelButton({ broadcast: b }: { broadcast: Broadcast }) {
  const cancel = useMutation(cancelBroadcastMutation);
  return (
    <button
      type="button"
      className={cardActionClass}
      disabled={cancel.isPending}
      aria-label={`Back to Draft ${b.subject}`}
      onClick={() =>
        cancel.mutate(b.id, {
          onSuccess: () =>
            toastSuccess('Back to draft', `"${b.subject}" will not go out until it is sent again.`),
          onError: (error) => reportFailure(error, 'Failed to stop the schedule'),
        })
      }
    >
      <Undo2 size={15} aria-hidden />
      Back to Draft
    </button>
  );
}
