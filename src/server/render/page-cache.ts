import { CachedBody } from '../cache/cached-body';
import { LruMap } from '../cache/lru';
import { type Gate, openGate } from '../http/work-gate';

export interface RenderedPage {
  status: number;
  /** The HTML, with its ETag and compressed copies made once for all visitors. */
  body: CachedBody;
}

/** A page rendered for one request and not kept (personal, or its data failed to load). */
export interface OneOffPage {
  status: number;
  html: string;
}

/** What a render gives: the page, and whether all its data loaded (a page missing some is not kept). */
export interface PageRender extends OneOffPage {
  complete: boolean;
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
  /** Renders under way, by key: visitors asking at the same time for a page not kept share one. */
  private readonly rendering = new Map<string, Promise<RenderedPage | OneOffPage>>();

  /** @param gate what a render passes: the process's bound on uncached work (http/work-gate.ts). */
  constructor(private readonly gate: Gate = openGate) {}

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

  /**
   * The page kept under `key`, else the one `render` makes, on a turn of the gate (refused with
   * its 503 when the process is busy). Requests for the same key at the same time share one
   * render; it is kept when `keep` says the key may be and all its data loaded. A page that may
   * not be kept (`keep` false: personal, or a value the page would refuse) is rendered for each.
   */
  getOrRender(
    key: string,
    keep: boolean,
    render: () => Promise<PageRender>,
  ): Promise<RenderedPage | OneOffPage> {
    if (!keep) return this.gate.run(async () => oneOff(await render()));
    const kept = this.get(key);
    if (kept) return Promise.resolve(kept);
    const under = this.rendering.get(key);
    if (under) return under;
    const rendering = this.gate.run(async () => {
      const generation = this.clears;
      const page = await render();
      return page.complete ? this.set(key, page.status, page.html, generation) : oneOff(page);
    });
    this.rendering.set(key, rendering);
    const done = () => {
      if (this.rendering.get(key) === rendering) this.rendering.delete(key);
    };
    rendering.then(done, done);
    return rendering;
  }

  clear(): void {
    this.clears += 1;
    this.pages.clear();
    // A render under way began with the data before this change: later visitors start their own.
    this.rendering.clear();
  }
}

const oneOff = ({ status, html }: PageRender): OneOffPage => ({ status, html });
