import { ArrowUpRight } from 'lucide-react';
import { formatEventDateTime } from '../../../shared/dates';
import type { NewsItem } from '../../../shared/news';
import { relativeAge } from '../../../shared/relative-age';
import { newsCategoryStyle } from './category-style';

/**
 * One headline. The whole card opens the article in a new tab: the title's link is stretched over
 * it, so screen readers hear one link named by the title rather than the card's every line.
 */
export function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-white/10 bg-surface p-5 transition hover:border-cyan/50 hover:shadow-glow-cyan has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-3 has-[a:focus-visible]:outline-cyan">
      <div className="flex items-center justify-between gap-3">
        <span
          className={`rounded-full px-3 py-1 text-xs font-bold tracking-wide uppercase ${newsCategoryStyle(item.category)}`}
        >
          {item.category}
        </span>
        <time
          dateTime={item.publishedAt}
          title={formatEventDateTime(item.publishedAt)}
          className="text-xs text-muted"
        >
          {relativeAge(item.publishedAt)}
        </time>
      </div>
      <h3 className="mt-4 line-clamp-2 text-lg leading-snug font-semibold">
        <a
          href={item.url}
          target="_blank"
          rel="noopener noreferrer"
          // The card draws the focus ring: the clamped title would clip the link's own.
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
        >
          {item.title}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </h3>
      {item.description && <p className="mt-2 line-clamp-2 text-sm text-muted">{item.description}</p>}
      <p className="mt-auto flex items-center gap-1 pt-4 text-xs font-semibold tracking-wide text-cyan uppercase">
        {item.source}
        <ArrowUpRight size={14} aria-hidden />
      </p>
    </article>
  );
}
