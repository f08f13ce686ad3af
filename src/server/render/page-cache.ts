import { CachedBody } from '../cache/cached-body';
import { LruMap } from '../cache/lru';

export interface RenderedPage {
  status: number;
  /** The HTML, with its ETag and compressed copies made once for all visitors. */
  body: CachedBody;
}

/** Enough for every page in every view visitors actually share, with room for searches. */
export const MAX_PAGES = 500;
/** Of HTML (their compressed copies add about a quarter): a bound whatever the pages weigh. */
export const MAX_PAGE_BYTES = 32 * 1024 * 1024;
/** Pages say "Today" / "In 3 days" and mark today on the calendar: they may not outlive a minute. */
const PAGE_TTL_MS = 60_000;

type KeptPage = RenderedPage & { renderedAt: number };

/**
 * Rendered HTML per page key (page-key.ts: the path and the parameters the page reads). Every
 * visitor sees the same page (nobody signs in on the public site), so one render serves all until
 * the data behind it changes (the domain caches clear this one) or a minute passes. A key can hold
 * what a visitor typed (a store search), so the pages least recently asked for are dropped past
 * MAX_PAGES or MAX_PAGE_BYTES: a flood of new URLs cannot grow the memory, and the pages everyone
 * asks for stay, since each visit makes them the most recent again.
 */
export class PageCache {
  private readonly pages = new LruMap<string, KeptPage>(
    MAX_PAGES,
    MAX_PAGE_BYTES,
    (page) => page.body.bytes.length,
  );
  /** Counts clears: a render that began before a clear was built from older data. */
  private clears = 0;

  get generation(): number {
    return this.clears;
  }

  /** How many pages are kept, and their HTML's size in bytes. */
  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.pages.totalSize };
  }

  get(key: string, now = Date.now()): RenderedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (now - page.renderedAt > PAGE_TTL_MS) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  /** Keeps the page, unless the data changed (a clear) since `generation` was read when it began. */
  set(key: string, status: number, html: string, generation = this.clears, now = Date.now()): RenderedPage {
    const page = { status, body: new CachedBody(html), renderedAt: now };
    if (generation === this.clears) this.pages.set(key, page);
    return page;
  }

  clear(): void {
    this.clears += 1;
    this.pages.clear();
  }
}
