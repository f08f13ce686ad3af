import type { RouteDef } from '../../client/routes';

/** A page's own head, where the page shows one thing (an event): it replaces the route's. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute. Open Graph and Twitter's large card show it. */
  image?: { url: string; width?: number; height?: number; alt: string };
  /** Open Graph's type: `website` unless said. */
  type?: string;
}

export interface DocumentParts {
  route: RouteDef;
  head?: PageHead;
  canonicalUrl: string;
  headTags: string;
  appHtml: string;
  state: unknown;
  jsonLd?: object[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** JSON safe inside <script>: no "<" can close the tag, whatever the data holds. */
export function serializeState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function htmlDocument({
  route,
  canonicalUrl,
  headTags,
  appHtml,
  state,
  jsonLd,
  head,
}: DocumentParts): string {
  const structured = jsonLd?.length
    ? `<script type="application/ld+json">${serializeState(jsonLd)}</script>`
    : '';
  const title = escapeHtml(head?.title ?? route.title);
  const description = escapeHtml(head?.description ?? route.description);
  const image = head?.image;
  const imageTags = image
    ? `<meta property="og:image" content="${escapeHtml(image.url)}">${
        image.width && image.height
          ? `<meta property="og:image:width" content="${image.width}"><meta property="og:image:height" content="${image.height}">`
          : ''
      }<meta property="og:image:alt" content="${escapeHtml(image.alt)}"><meta name="twitter:card" content="summary_large_image"><meta name="twitter:image" content="${escapeHtml(image.url)}"><meta name="twitter:image:alt" content="${escapeHtml(image.alt)}">`
    : '<meta name="twitter:card" content="summary">';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="description" content="${description}">${
    route.noindex
      ? '<meta name="robots" content="noindex">'
      : `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`
  }<meta name="theme-color" content="#07070c"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><meta property="og:type" content="${escapeHtml(head?.type ?? 'website')}"><meta property="og:site_name" content="MESC"><meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:url" content="${escapeHtml(canonicalUrl)}"><meta name="twitter:title" content="${title}"><meta name="twitter:description" content="${description}">${imageTags}${headTags}${structured}</head><body><div id="root"${route.path === '*' ? ' data-not-found=""' : ''}>${appHtml}</div><script type="application/json" id="page-state">${serializeState(state)}</script></body></html>`;
}
