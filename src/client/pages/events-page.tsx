import { PageHeader } from '../components/layout/page-header';
import { EventCard } from '../features/events/event-card';
import { useEvents } from '../features/events/use-events';

export default function EventsPage() {
  const { data: events = [] } = useEvents();
  return (
    <>
      <PageHeader title="Events & Calendar">
        Watch parties, fight nights, poker and dominoes tournaments and VIP nights across Miami.
      </PageHeader>
      <div className="mx-auto grid max-w-[1280px] gap-6 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {events.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </div>
      {events.length === 0 && (
        <p className="text-center text-muted">No events found for the selected category</p>
      )}
    </>
  );
}
