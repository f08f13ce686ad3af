import { CalendarPlus, Check } from 'lucide-react';
import { Dialog, DropdownMenu } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { googleCalendarUrl, outlookCalendarUrl, toCalendarEvent } from '../../../shared/calendar-entry';
import { REMINDER_DIALOG_MS } from '../../../shared/constants';
import type { Event } from '../../../shared/events';
import { buttonClass } from '../../components/ui/button-styles';
import { DialogContent } from '../../components/ui/dialog-content';
import { toast } from '../../components/ui/toast-store';
import { downloadIcs } from './download-ics';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2.5 text-sm outline-none data-[highlighted]:bg-cyan/10 data-[highlighted]:text-cyan';

/**
 * Google and Outlook open their compose pages; "Apple / other" downloads an .ics made here. Only
 * the file is something the visitor has: for it the "Reminder Set!" confirmation shows. For Google
 * and Outlook nothing is saved until the visitor saves it there, and the message says just that.
 * Closing the menu, or the confirmation, puts focus back on the "Add to Calendar" button.
 */
export function AddToCalendarMenu({ event, defaultOpen }: { event: Event; defaultOpen?: boolean }) {
  const [reminder, setReminder] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const entry = toCalendarEvent(event);

  const opened = (service: 'Google Calendar' | 'Outlook') =>
    toast({ title: `Opened in ${service} — save it there`, description: event.title });
  const downloaded = (fileName: string) => {
    setReminder(fileName);
    toast({
      title: 'Calendar Event Added',
      description: `${fileName} is downloaded: open it to add ${event.title} to your calendar.`,
    });
  };
  const failed = () =>
    toast({
      title: 'Error',
      description: 'Failed to add event to calendar. Please try again',
      variant: 'destructive',
    });

  useEffect(() => {
    if (!reminder) return;
    const timer = setTimeout(() => setReminder(null), REMINDER_DIALOG_MS);
    return () => clearTimeout(timer);
  }, [reminder]);

  return (
    <>
      <DropdownMenu.Root defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger ref={trigger} className={buttonClass('secondary')}>
          <CalendarPlus size={16} aria-hidden />
          Add to Calendar
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="start"
            sideOffset={6}
            className="z-50 min-w-52 rounded-xl border border-white/10 bg-surface-2 p-1.5 shadow-lg"
          >
            <DropdownMenu.Item asChild className={itemClass} onSelect={() => opened('Google Calendar')}>
              <a href={googleCalendarUrl(entry)} target="_blank" rel="noopener noreferrer">
                Google Calendar
              </a>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemClass} onSelect={() => opened('Outlook')}>
              <a href={outlookCalendarUrl(entry)} target="_blank" rel="noopener noreferrer">
                Outlook Calendar
              </a>
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() => {
                downloadIcs(event).then(downloaded, failed);
              }}
            >
              Apple Calendar / .ics file
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Dialog.Root open={reminder !== null} onOpenChange={(open) => !open && setReminder(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
          <DialogContent
            onCloseAutoFocus={(e) => {
              // The dialog has no trigger of its own: focus goes back to the menu's button.
              e.preventDefault();
              trigger.current?.focus();
            }}
            className="fixed top-1/2 left-1/2 z-50 grid w-[min(22rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 justify-items-center gap-3 rounded-2xl border border-teal/40 bg-surface p-8 text-center"
          >
            <Check size={44} aria-hidden className="rounded-full bg-teal p-2 text-bg" />
            <Dialog.Title className="font-display text-3xl tracking-wide">Reminder Set!</Dialog.Title>
            <Dialog.Description className="text-sm text-muted">
              {event.title}: open {reminder} to add it to your calendar.
            </Dialog.Description>
          </DialogContent>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
