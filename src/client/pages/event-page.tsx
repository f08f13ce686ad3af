import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { eventIdOfSegment } from '../../shared/events';
import { buttonClass } from '../components/ui/button-styles';
import { Spinner } from '../components/ui/spinner';
import { eventQuery } from '../features/events/api';
import { EventDetails } from '../features/events/event-details';
import { TicketReturnWatch } from '../features/events/ticket-return-watch';
import { hasCode } from '../lib/api-error';

/** An event's own page (`/events/<id>-<words>`); the server has rendered it with its event. */
export default function EventPage() {
  const [location] = useLocation();
  const id = eventIdOfSegment(location.split('/')[2] ?? '') ?? 0;
  const { data: event, isPending, isError, error } = useQuery({ ...eventQuery(id), enabled: id > 0 });

  // The server wrote the title into the document; after a move in the browser, the page does, in
  // the commit that shows the event (the focus mover announces the title once the heading is there).
  useLayoutEffect(() => {
    if (event) document.title = `${event.title} | MESC`;
  }, [event]);

  if (event) {
    return (
      <>
        <EventDetails event={event} />
        <TicketReturnWatch />
      </>
    );
  }
  if (isPending && id > 0) return <Spinner label="Loading event" />;
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center sm:px-6">
      <h1 className="font-display text-5xl tracking-wide">Event not found</h1>
      <p role={isError ? 'alert' : undefined} className="mt-4 text-muted">
        {isError && !hasCode(error, 'not_found')
          ? error.message
          : 'This event does not exist or was removed.'}
      </p>
      <Link href="/events" className={`${buttonClass('primary', 'lg')} mt-8`}>
        See all events
      </Link>
    </div>
  );
}
