import type { RouteDef } from '../../client/routes';

export interface DocumentParts {
  route: RouteDef;
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
}: DocumentParts): string {
  const structured = jsonLd?.length
    ? `<script type="application/ld+json">${serializeState(jsonLd)}</script>`
    : '';
  const title = escapeHtml(route.title);
  const description = escapeHtml(route.description);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="description" content="${description}">${
    route.noindex
      ? '<meta name="robots" content="noindex">'
      : `<link rel="canonical" href="${escapeHtml(canonicalUrl)}">`
  }<meta name="theme-color" content="#07070c"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><meta property="og:type" content="website"><meta property="og:site_name" content="MESC"><meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:url" content="${escapeHtml(canonicalUrl)}">${headTags}${structured}</head><body><div id="root">${appHtml}</div><script type="application/json" id="page-state">${serializeState(state)}</script></body></html>`;
}
