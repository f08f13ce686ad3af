import { useQuery } from '@tanstack/react-query';
import { Users, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { formatAdminDateTime, formatAdminEventWhen } from '../../../shared/dates';
import type { Event } from '../../../shared/events';
import { csvDownloads, eventRsvpsQuery } from './api';
import { CsvButton, cardActionClass } from './tab-states';

/** Who is coming to an event (name, e-mail, when), with a CSV download for the door list. */
export function EventRsvps({ event }: { event: Event }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={cardActionClass} aria-label={`RSVPs for ${event.title}`}>
        <Users size={15} aria-hidden />
        RSVPs
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 flex items-end justify-center bg-black/75 backdrop-blur-sm sm:items-center sm:p-6">
          <Dialog.Content className="flex max-h-[88dvh] w-full flex-col rounded-t-3xl border border-cyan/25 bg-surface sm:w-[min(40rem,100%)] sm:rounded-3xl">
            <div className="flex items-start justify-between gap-4 border-b border-white/10 px-5 pt-5 pb-4 sm:px-7">
              <div>
                <Dialog.Title className="font-display text-3xl tracking-wide">
                  RSVPs: {event.title}
                </Dialog.Title>
                <Dialog.Description className="text-sm text-muted">
                  {formatAdminEventWhen(event)}
                </Dialog.Description>
              </div>
              <Dialog.Close className="rounded-full p-1.5 text-muted hover:text-text" aria-label="Close">
                <X size={20} aria-hidden />
              </Dialog.Close>
            </div>
            {open && <RsvpList event={event} />}
          </Dialog.Content>
        </Dialog.Overlay>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RsvpList({ event }: { event: Event }) {
  const rsvps = useQuery({ ...eventRsvpsQuery(event.id), staleTime: 0 });
  if (rsvps.isPending) return <p className="px-7 py-10 text-center text-muted">Loading RSVPs...</p>;
  if (rsvps.isError)
    return (
      <p role="alert" className="px-7 py-10 text-center text-red">
        Failed to fetch RSVPs
      </p>
    );
  return (
    <>
      <div className="overflow-y-auto px-5 py-4 sm:px-7">
        {rsvps.data.length === 0 ? (
          <p className="py-8 text-center text-muted">No RSVPs yet.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-xs tracking-wide text-muted uppercase">
              <tr>
                <th className="py-2 pr-3 font-semibold">Name</th>
                <th className="py-2 pr-3 font-semibold">E-mail</th>
                <th className="py-2 font-semibold">RSVP'd</th>
              </tr>
            </thead>
            <tbody>
              {rsvps.data.map((rsvp) => (
                <tr key={rsvp.id} className="border-t border-white/10 align-top">
                  <td className="py-2 pr-3">{rsvp.name}</td>
                  <td className="py-2 pr-3 break-all">{rsvp.email}</td>
                  <td className="py-2 whitespace-nowrap text-muted">{formatAdminDateTime(rsvp.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className="flex justify-end border-t border-white/10 px-5 py-4 sm:px-7">
        <CsvButton {...csvDownloads.rsvps(event.id)} />
      </div>
    </>
  );
}
