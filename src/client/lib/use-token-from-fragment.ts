import { useEffect, useState } from 'react';

/**
 * Reads an e-mail link's token (`#token=`: a sign-in link, a newsletter confirmation) from the
 * fragment (never sent to the server in an address), then takes it out of the address bar,
 * history and any copied link.
 */
export function useTokenFromFragment(): { token: string | null; read: boolean } {
  const [state, setState] = useState({ token: null as string | null, read: false });
  useEffect(() => {
    const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
    if (window.location.hash) {
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
    }
    setState({ token, read: true });
  }, []);
  return state;
}
