import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { DialogContent } from '../../components/ui/dialog-content';

// A dashboard panel in a dialog (an event's attendees, its preview, the event categories): from
// the bottom of a phone's screen, centred on a wider one, with its title, a line under it and Close.

const WIDTHS = { medium: 'sm:w-[min(46rem,100%)]', wide: 'sm:w-[min(68rem,100%)]' };

export function PanelDialog({
  trigger,
  title,
  description,
  width = 'wide',
  background = 'bg-surface',
  children,
}: {
  /** The button that opens it. */
  trigger: ReactElement;
  title: ReactNode;
  description: ReactNode;
  width?: keyof typeof WIDTHS;
  /** The page's own background for a panel that shows a page (the preview). */
  background?: 'bg-surface' | 'bg-bg';
  /** Mounted only while the panel is open. */
  children: ReactNode;
}) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 flex items-end justify-center bg-black/75 backdrop-blur-sm sm:items-center sm:p-6">
          <DialogContent
            className={`flex max-h-[92dvh] w-full flex-col rounded-t-3xl border border-cyan/25 sm:rounded-3xl ${background} ${WIDTHS[width]}`}
          >
            <div className="flex items-start justify-between gap-4 border-b border-white/10 px-5 pt-5 pb-4 sm:px-7">
              <div className="min-w-0">
                <Dialog.Title className="font-display text-3xl tracking-wide break-words">
                  {title}
                </Dialog.Title>
                <Dialog.Description className="text-sm text-muted">{description}</Dialog.Description>
              </div>
              <Dialog.Close className="rounded-full p-1.5 text-muted hover:text-text" aria-label="Close">
                <X size={20} aria-hidden />
              </Dialog.Close>
            </div>
            {children}
          </DialogContent>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
