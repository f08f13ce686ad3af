import { CheckCircle2, Clock, CloudOff, ScanLine, XOctagon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DoorTicket } from './door-request';
import type { DoorResult } from './use-door-check-in';

// The panel that says what happened to the last check-in, in states told apart by colour, icon
// and words alike: green "Checked in", amber "Already checked in at …", red refusals, and a scan
// waiting for the connection. Text on a neon fill is dark (DESIGN.md). The big one sits above the
// camera; a compact copy shows under the search box after a Check in pressed there, where the
// thumb and eyes are.

export const QUEUED_TEXT = 'Queued — will send when back online';

const tones = {
  ready: 'border border-white/15 bg-surface text-muted',
  in: 'bg-teal text-bg',
  again: 'bg-gold text-bg',
  refused: 'bg-red text-bg',
  queued: 'border-2 border-cyan bg-surface text-text',
} as const;

type Tone = keyof typeof tones;

/** The guest's lines: the name on the ticket, who bought it when that is someone else, a guest pass. */
function guestLines(ticket: DoorTicket | null | undefined): string[] {
  if (!ticket) return [];
  const lines = [ticket.holderName ?? ticket.name];
  if (ticket.holderName && ticket.holderName !== ticket.name) lines.push(`Bought by ${ticket.name}`);
  if (ticket.guest) lines.push('Guest pass');
  return lines;
}

interface Shown {
  tone: Tone;
  state: string;
  Icon: typeof CheckCircle2;
  title: string;
  lines: string[];
}

function shownFor(result: DoorResult | null): Shown {
  if (!result) {
    return {
      tone: 'ready',
      state: 'ready',
      Icon: ScanLine,
      title: 'Ready: scan a ticket, or find a guest by name.',
      lines: [],
    };
  }
  if (result.kind === 'queued') {
    const lines = result.scan.name ? [result.scan.name] : [];
    return { tone: 'queued', state: 'queued', Icon: CloudOff, title: QUEUED_TEXT, lines };
  }
  if (result.kind === 'problem') {
    return { tone: 'refused', state: 'problem', Icon: XOctagon, title: result.message, lines: [] };
  }
  const { outcome, message, ticket } = result.answer;
  const lines = guestLines(ticket);
  if (outcome === 'checked_in')
    return { tone: 'in', state: 'checked-in', Icon: CheckCircle2, title: message, lines };
  if (outcome === 'already_checked_in') {
    return { tone: 'again', state: 'already-checked-in', Icon: Clock, title: message, lines };
  }
  return { tone: 'refused', state: 'refused', Icon: XOctagon, title: message, lines };
}

export function CheckInResult({ result, compact = false }: { result: DoorResult | null; compact?: boolean }) {
  const { tone, state, Icon, title, lines } = shownFor(result);
  const iconTone = tone === 'ready' || tone === 'queued' ? 'text-cyan' : '';
  const panel: ReactNode = (
    <div
      data-result={state}
      data-place={compact ? 'search' : 'top'}
      className={`flex items-center gap-4 rounded-2xl ${compact ? 'px-4 py-3' : 'min-h-[7.75rem] px-5 py-4'} ${tones[tone]}`}
    >
      <Icon aria-hidden="true" className={`shrink-0 ${compact ? 'size-8' : 'size-12'} ${iconTone}`} />
      <div className="min-w-0">
        <p
          className={
            tone === 'ready'
              ? 'text-lg'
              : `font-display leading-none tracking-wide ${compact ? 'text-2xl' : 'text-[2rem] sm:text-5xl'}`
          }
        >
          {title}
        </p>
        {lines.map((line) => (
          <p key={line} className={`mt-1.5 font-semibold break-words ${compact ? 'text-base' : 'text-xl'}`}>
            {line}
          </p>
        ))}
      </div>
    </div>
  );
  // The big panel is read out as soon as it changes (staff may be looking at the guest, not the
  // screen); the compact copy repeats it, so it is not read out twice.
  return compact ? (
    panel
  ) : (
    <div aria-live="assertive" aria-atomic="true">
      {panel}
    </div>
  );
}
