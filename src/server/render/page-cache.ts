import { CachedBody } from '../cache/cached-body';

export interface RenderedPage {
  status: number;
  /** The HTML, with its ETag and compressed copies made once for all visitors. */
  body: CachedBody;
}

const MAX_PAGES = 500;
/** Pages say "Today" / "In 3 days" and mark today on the calendar: they may not outlive a minute. */
const PAGE_TTL_MS = 60_000;

/**
 * Rendered HTML per URL. Every visitor sees the same page (nobody signs in on the public site),
 * so one render serves all until the data behind it changes (the domain caches clear this one),
 * a minute passes, or the URL falls out of the 500 most recent (a URL's query string is the
 * visitor's to choose: the cache must not grow without bound).
 */
export class PageCache {
  private readonly pages = new Map<string, RenderedPage & { renderedAt: number }>();
  /** Counts clears: a render that began before a clear was built from older data. */
  private clears = 0;

  get generation(): number {
    return this.clears;
  }

  get(url: string, now = Date.now()): RenderedPage | undefined {
    const page = this.pages.get(url);
    if (!page) return undefined;
    if (now - page.renderedAt > PAGE_TTL_MS) {
      this.pages.delete(url);
      return undefined;
    }
    return page;
  }

  /** Keeps the page, unless the data changed (a clear) since `generation` was read when it began. */
  set(url: string, status: number, html: string, generation = this.clears, now = Date.now()): RenderedPage {
    const page = { status, body: new CachedBody(html), renderedAt: now };
    if (generation !== this.clears) return page;
    this.pages.delete(url);
    this.pages.set(url, page);
    if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value as string);
    return page;
  }

  clear(): void {
    this.clears += 1;
    this.pages.clear();
  }
}
