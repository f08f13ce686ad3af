import { CalendarDays, House, ShoppingBag } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { EVENT_SEARCH_MAX_LENGTH } from '../../shared/event-search';
import { buttonClass } from '../components/ui/button-styles';
import { SearchField } from '../components/ui/search-field';

const ways = [
  { href: '/events', label: 'Events', Icon: CalendarDays },
  { href: '/store', label: 'Store', Icon: ShoppingBag },
  { href: '/', label: 'Back to Home', Icon: House },
] as const;

/**
 * Any address the site does not have. Besides the way home it offers the pages a visitor most
 * likely wanted and a search of the events: a plain GET form to /events, so it works without the
 * page's script (the address may be a broken link from an old e-mail or a search engine).
 */
export default function NotFoundPage() {
  const [, navigate] = useLocation();
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6 sm:py-24">
      <p aria-hidden className="font-display text-8xl text-pink text-glow-pink sm:text-9xl">
        404
      </p>
      <h1 className="mt-4 font-display text-5xl tracking-wide">404 Page Not Found</h1>
      <p className="mt-4 text-muted">The page you are looking for does not exist or has moved.</p>

      <search className="mt-10 block">
        <form
          action="/events"
          method="get"
          onSubmit={(event) => {
            // Hydrated: the events page without a reload, at the address the form would load.
            event.preventDefault();
            const q = String(new FormData(event.currentTarget).get('q') ?? '');
            navigate(`/events?${new URLSearchParams({ q })}`);
          }}
          className="flex gap-2"
        >
          <SearchField
            id="not-found-search"
            label="Search events"
            placeholder="Search events…"
            maxLength={EVENT_SEARCH_MAX_LENGTH}
          />
          <button type="submit" className={`${buttonClass('secondary')} h-12 shrink-0`}>
            Search
          </button>
        </form>
      </search>

      <nav aria-label="Where to next" className="mt-10">
        <ul className="grid gap-3 sm:grid-cols-3">
          {ways.map(({ href, label, Icon }, index) => (
            <li key={href}>
              <Link
                href={href}
                // The border keeps the filled button as tall as the outlined ones beside it.
                className={`${index === 2 ? `${buttonClass('primary', 'lg')} border border-transparent` : buttonClass('secondary', 'lg')} w-full`}
              >
                <Icon aria-hidden size={20} />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
