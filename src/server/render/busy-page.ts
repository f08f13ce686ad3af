import type { FastifyReply } from 'fastify';
import type { HttpError } from '../errors';

// What a browser is shown when its page would have to be rendered while the process has all the
// uncached work it takes (http/work-gate.ts): one small fixed document, written without React or
// data, so answering it costs next to nothing however many ask. Its status (503) and Retry-After
// tell crawlers and proxies to come back; nobody keeps it.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The busy page's HTML, saying the error's message. */
export function busyPageHtml(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Busy · MESC</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#07070c;color:#f5f5fa;font:16px/1.5 system-ui,sans-serif;padding:24px;text-align:center}a{color:#00e5ff}</style></head><body><main><h1>We are busy right now</h1><p>${escapeHtml(message)}</p><p><a href="">Try again</a></p></main></body></html>`;
}

/** Answers a page request with the busy page: 503, the error's headers (Retry-After), never kept. */
export function sendBusyPage(reply: FastifyReply, error: HttpError) {
  if (error.headers) reply.headers(error.headers);
  return reply
    .code(503)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(busyPageHtml(error.message));
}
