import { useEffect, useState } from 'react';
import { safeNextPath } from '../../shared/next-path';

// Where a member goes back to after joining or upgrading from an event ("Upgrade to buy" on a
// members' night): the checkout leaves the page for the payment, so the way back is kept for the
// tab's session, and the welcome page offers it.

const KEY = 'mesc-after-join';

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps `next` (a path of this site, else nothing) for the welcome page. */
export function rememberAfterJoin(next: string | null): void {
  if (!next) return;
  const path = safeNextPath(next);
  // safeNextPath answers the member area for anything that is not a path of this site.
  if (path !== next) return;
  session()?.setItem(KEY, path);
}

/** The page to go back to after joining, read once on the welcome page (null: none). */
export function useAfterJoin(): string | null {
  const [path, setPath] = useState<string | null>(null);
  useEffect(() => {
    const kept = session()?.getItem(KEY) ?? null;
    if (kept) setPath(safeNextPath(kept) === kept ? kept : null);
  }, []);
  return path;
}

/** The way back was taken (or the member chose to stay): it is not offered again. */
export function forgetAfterJoin(): void {
  session()?.removeItem(KEY);
}
