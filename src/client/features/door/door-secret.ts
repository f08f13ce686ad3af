import { useEffect, useState } from 'react';

// The door link's secret arrives in the address's fragment (never sent to the server in an
// address, never in its logs). The screen takes it out of the address bar at once, so it is not
// in the history or a shared screenshot, and keeps it on this phone so a reload still works.

const KEY = 'mesc.doorSecret';

function stored(): string | null {
  try {
    return window.sessionStorage.getItem(KEY) ?? window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function keep(secret: string) {
  try {
    window.sessionStorage.setItem(KEY, secret);
    window.localStorage.setItem(KEY, secret);
  } catch {
    // Private mode without storage: the secret lives as long as this page.
  }
}

/** The secret of a door link's fragment (`/door#<secret>`), or null when it is not one. */
export function secretOfFragment(hash: string): string | null {
  const secret = hash.replace(/^#/, '').trim();
  return /^[\w-]{20,100}$/.test(secret) ? secret : null;
}

/** The door link's secret: from the address once, then from this phone's storage. */
export function useDoorSecret(): { secret: string | null; read: boolean } {
  const [state, setState] = useState<{ secret: string | null; read: boolean }>({ secret: null, read: false });
  useEffect(() => {
    const fromLink = secretOfFragment(window.location.hash);
    if (window.location.hash) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
    if (fromLink) keep(fromLink);
    setState({ secret: fromLink ?? stored(), read: true });
  }, []);
  return state;
}
