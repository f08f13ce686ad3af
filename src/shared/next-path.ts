// Where a sign-in goes on to: a `next` path of this site, or the member area. Anything that could
// leave the site (another host, a scheme, "//host", "/\host", or a path that becomes one once
// read leniently: "/.//host", "/%2F/host", "/%5C/host", "/%09/host") or loop back to signing in is
// refused.

export const AFTER_SIGN_IN = '/account';

const OWN = 'https://mesc.invalid';

export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//')) return AFTER_SIGN_IN;
  // Browsers read "\" as "/" and drop tabs and newlines in addresses: "/\evil.example" is another host.
  if (next.includes('\\') || [...next].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) {
    return AFTER_SIGN_IN;
  }
  const url = parsed(next);
  if (!url || url.origin !== OWN) return AFTER_SIGN_IN;
  const path = leniently(url.pathname);
  if (path === null || path.startsWith('/sign-in')) return AFTER_SIGN_IN;
  return `${url.pathname}${url.search}${url.hash}`;
}

function parsed(address: string): URL | null {
  try {
    return new URL(address, OWN);
  } catch {
    return null;
  }
}

/**
 * The path as the most lenient reader might take it (%-decoded until nothing changes, "\" as "/",
 * blanks and control characters dropped, dots resolved), or null when that is no path of this
 * site: it starts with "//" somewhere on the way, or cannot be decoded.
 */
function leniently(pathname: string): string | null {
  let path = pathname;
  for (let round = 0; ; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return null;
    }
    if (decoded === path) break;
    if (round === 3) return null;
    path = decoded;
  }
  path = path.replace(/\\/g, '/').replace(/[\s\p{Cc}]/gu, '');
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const resolved = parsed(path);
  if (!resolved || resolved.origin !== OWN || resolved.pathname.startsWith('//')) return null;
  return resolved.pathname;
}

/** The sign-in page's address that comes back to `path` afterwards. */
export function signInHref(path: string): string {
  const next = safeNextPath(path);
  return next === AFTER_SIGN_IN ? '/sign-in' : `/sign-in?next=${encodeURIComponent(next)}`;
}
