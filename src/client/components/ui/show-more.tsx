import { type ReactNode, useEffect, useRef } from 'react';
import { MAX_LIST_PAGES } from '../../../shared/paging';
import { buttonClass } from './button-styles';

// "Show more" under a list shown a page at a time (the events list, the store). It is a link to
// the same list with one page more, so it works before the script has loaded; with the script the
// page is added in place and the focus moves to its first item once it has come.

/**
 * The list's grid (`grid`) and `adding(page)`, to call as page `page` is asked for: once that
 * page's first item (`firstItem`, a selector inside the element marked `data-page-start={page}`)
 * is on screen, it takes the focus.
 */
export function useFocusOnAddedPage(firstItem: string) {
  const grid = useRef<HTMLDivElement>(null);
  const focusPage = useRef<number | null>(null);
  useEffect(() => {
    const page = focusPage.current;
    const item =
      page == null
        ? null
        : grid.current?.querySelector<HTMLElement>(`[data-page-start="${page}"] ${firstItem}`);
    if (!item) return;
    focusPage.current = null;
    item.focus();
  });
  const adding = (page: number) => {
    focusPage.current = page;
  };
  return { grid, adding };
}

/** The link, shown while there is more and the list may still grow (`pages` are shown now). */
export function ShowMoreLink({
  pages,
  more,
  href,
  onMore,
  children,
}: {
  pages: number;
  more: boolean;
  href: string;
  onMore: () => void;
  children: ReactNode;
}) {
  if (!more || pages >= MAX_LIST_PAGES) return null;
  return (
    <div className="mt-10 flex justify-center">
      <a
        href={href}
        className={buttonClass('secondary')}
        onClick={(e) => {
          // A new tab or window (a modifier key, another button) follows the link as it is.
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
          e.preventDefault();
          onMore();
        }}
      >
        {children}
      </a>
    </div>
  );
}
