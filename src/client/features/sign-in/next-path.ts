// Where a sign-in goes on to: a `next` path of this site, or the member area. Anything that could
// leave the site (another host, a scheme, "//host", "/\host") or loop back to signing in is refused.

export const AFTER_SIGN_IN = '/account';

const OWN = 'https://mesc.invalid';

export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//')) return AFTER_SIGN_IN;
  // Browsers read "\" as "/" and drop tabs and newlines in addresses: "/\evil.example" is another host.
  if (next.includes('\\') || [...next].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) {
    return AFTER_SIGN_IN;
  }
  let url: URL;
  try {
    url = new URL(next, OWN);
  } catch {
    return AFTER_SIGN_IN;
  }
  if (url.origin !== OWN || url.pathname.startsWith('/sign-in')) return AFTER_SIGN_IN;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page's address that comes back to `path` afterwards. */
export function signInHref(path: string): string {
  const next = safeNextPath(path);
  return next === AFTER_SIGN_IN ? '/sign-in' : `/sign-in?next=${encodeURIComponent(next)}`;
}
