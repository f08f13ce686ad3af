import { Eye, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { Event } from '../../../../shared/events';
import { EventDetails } from '../../events';
import { cardActionClass } from '../tab-states';

/**
 * The event's public page as visitors will see it (a draft too, before it is published), inside
 * the dashboard: the same component the site renders, without its buttons.
 */
export function EventPreview({ event }: { event: Event }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={cardActionClass} aria-label={`Preview ${event.title}`}>
        <Eye size={15} aria-hidden />
        Preview
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 flex items-end justify-center bg-black/75 backdrop-blur-sm sm:items-center sm:p-6">
          <Dialog.Content className="flex max-h-[92dvh] w-full flex-col rounded-t-3xl border border-cyan/25 bg-bg sm:w-[min(68rem,100%)] sm:rounded-3xl">
            <div className="flex items-start justify-between gap-4 border-b border-white/10 px-5 pt-5 pb-4 sm:px-7">
              <div className="min-w-0">
                <Dialog.Title className="font-display text-3xl tracking-wide break-words">
                  Preview: {event.title}
                </Dialog.Title>
                <Dialog.Description className="text-sm text-muted">
                  {event.draft
                    ? 'A draft: only staff see it until it is published.'
                    : 'As it is on the site now.'}
                </Dialog.Description>
              </div>
              <Dialog.Close className="rounded-full p-1.5 text-muted hover:text-text" aria-label="Close">
                <X size={20} aria-hidden />
              </Dialog.Close>
            </div>
            <div className="overflow-y-auto">
              <EventDetails event={event} preview />
            </div>
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
