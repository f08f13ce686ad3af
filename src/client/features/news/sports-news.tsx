import { lazy, type ReactNode, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { useSportsNews } from './api';

// The cards exist only in the browser, once the headlines have come: their code comes with them.
const NewsCard = lazy(() => import('./news-card').then((m) => ({ default: m.NewsCard })));

/** Home, "LIVE SPORTS NEWS": spinner, error or the cards; loading again on each 15-minute refetch. */
export function SportsNews() {
  const { data: items = [], isError, isPending, isFetching } = useSportsNews();
  let body: ReactNode;
  if (isPending || isFetching) body = <Spinner label="Loading sports news" />;
  else if (isError)
    body = (
      <p className="rounded-2xl border border-white/10 bg-surface px-6 py-12 text-center text-muted">
        Unable to load sports news
      </p>
    );
  else if (items.length === 0)
    body = <p className="py-12 text-center text-muted">No sports headlines right now. Check back soon.</p>;
  else
    body = (
      <Suspense fallback={<Spinner label="Loading sports news" />}>
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-4">
          {items.map((item) => (
            <li key={item.id}>
              <NewsCard item={item} />
            </li>
          ))}
        </ul>
      </Suspense>
    );

  return (
    <section aria-labelledby="sports-news" className="mx-auto max-w-[1280px] px-4 pt-20 sm:px-6">
      <div className="flex items-center gap-3">
        <span
          aria-hidden
          className="size-3 shrink-0 animate-pulse rounded-full bg-red shadow-[0_0_12px_var(--color-red)]"
        />
        <h2 id="sports-news" className="font-display text-5xl tracking-wide">
          LIVE SPORTS NEWS
        </h2>
      </div>
      <p className="mt-2 text-muted">The latest from the NBA, NFL, MLB, NHL, MLS and college sports.</p>
      <div className="mt-8" aria-busy={isFetching}>
        {body}
      </div>
      <p className="mt-10 flex justify-center">
        <span className="inline-flex items-center gap-2 rounded-full border border-teal/40 bg-teal/10 px-5 py-2 text-sm font-semibold text-teal">
          <span aria-hidden className="size-2 animate-pulse rounded-full bg-teal" />
          Live updates every 15 minutes
        </span>
      </p>
    </section>
  );
}
