import { Copy, Rss } from 'lucide-react';
import { buttonClass } from '../../components/ui/button-styles';
import { toast } from '../../components/ui/toast-store';

/** The iCal feed of upcoming events: one tap subscribes a calendar app (webcal://), or copy the URL. */
export function SubscribeToEvents() {
  const feedPath = '/events.ics';
  const copy = async () => {
    const url = new URL(feedPath, window.location.origin).toString();
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Link copied', description: 'Paste it into your calendar app to subscribe.' });
    } catch {
      toast({ title: 'Calendar feed', description: url });
    }
  };
  return (
    <section
      aria-labelledby="subscribe-events"
      className="mx-auto mt-16 flex max-w-[1280px] flex-col items-start gap-4 px-4 sm:flex-row sm:items-center sm:justify-between sm:px-6"
    >
      <div>
        <h2 id="subscribe-events" className="font-display text-3xl tracking-wide">
          Never miss a night
        </h2>
        <p className="text-muted">
          Subscribe to the club calendar: new events appear in your calendar app by themselves.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <a href={feedPath} data-webcal className={buttonClass('primary')} onClick={subscribeWithWebcal}>
          <Rss size={16} aria-hidden /> Subscribe
        </a>
        <button type="button" onClick={copy} className={buttonClass('secondary')}>
          <Copy size={16} aria-hidden /> Copy feed link
        </button>
      </div>
    </section>
  );
}

/** Calendar apps register for webcal://; the server-rendered href stays the https feed itself. */
function subscribeWithWebcal(e: React.MouseEvent<HTMLAnchorElement>) {
  e.preventDefault();
  window.location.href = `webcal://${window.location.host}/events.ics`;
}
