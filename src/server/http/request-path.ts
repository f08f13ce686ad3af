/**
 * A request's path and query string exactly as sent. Never `new URL(request.url, base)`: a path
 * that starts with two slashes is a scheme-relative URL there, so `//x/events` would read as the
 * path `/events` on host x, and the 404 for a path that is no page would become that page.
 */
export function splitRequestUrl(url: string): { path: string; query: string } {
  const mark = url.indexOf('?');
  return mark === -1 ? { path: url, query: '' } : { path: url.slice(0, mark), query: url.slice(mark + 1) };
}

/** Whether a request is for the JSON API, however many slashes it starts with (//api/x too). */
export function isApiPath(url: string): boolean {
  return /^\/+api\//.test(url);
}
