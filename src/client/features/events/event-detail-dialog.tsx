import { ArrowRight } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { type Event, eventPath } from '../../../shared/events';
import { DialogContent } from '../../components/ui/dialog-content';
import { ModalCloseButton, ModalOverlay } from '../../components/ui/modal-parts';
import { categoryStyle } from './category-style';
import { EventActions, EventFacts, priceLabel, TierBadge } from './event-card';

/** The detail overlay of an event chosen in the calendar, with a link to the event's own page;
 * Escape or the close button closes it (focus goes back to the event in the day's list). */
export function EventDetailDialog({
  event,
  children,
  defaultOpen,
}: {
  event: Event;
  children: ReactElement;
  defaultOpen?: boolean;
}) {
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger asChild>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <ModalOverlay />
        <DialogContent className="fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col overflow-y-auto rounded-2xl border border-cyan/30 bg-surface p-6 shadow-glow-cyan">
          <div className="flex items-center justify-between gap-3 pr-8">
            <span
              className={`rounded-full px-3 py-1 text-xs font-bold uppercase ${categoryStyle(event.categoryColor)}`}
            >
              {event.category}
            </span>
            <TierBadge event={event} />
            <span className="ml-auto font-display text-2xl text-gold">{priceLabel(event)}</span>
          </div>
          <Dialog.Title className="mt-4 font-display text-4xl leading-tight tracking-wide">
            {event.title}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">{event.description}</Dialog.Description>
          <EventFacts event={event} />
          <EventActions event={event} />
          <Link
            href={eventPath(event)}
            className="mt-4 inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-cyan underline-offset-4 hover:underline"
          >
            Open the event’s page
            <ArrowRight size={16} aria-hidden />
          </Link>
          <ModalCloseButton />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
