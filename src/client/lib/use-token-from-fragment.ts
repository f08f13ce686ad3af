import { useEffect, useState } from 'react';

/**
 * Reads an e-mail link's token (`#token=`: a sign-in link, a newsletter confirmation) from the
 * fragment (never sent to the server in an address), then takes it out of the address bar,
 * history and any copied link, unless the page keeps using it (`keepInAddress`: a reload must find
 * it again). A link opened in a tab already showing its page changes only the fragment, which
 * loads nothing: the token is read again then too.
 */
export function useTokenFromFragment({ keepInAddress = false } = {}): {
  token: string | null;
  read: boolean;
} {
  const [state, setState] = useState({ token: null as string | null, read: false });
  useEffect(() => {
    const read = () => {
      const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
      if (window.location.hash && !keepInAddress) {
        window.history.replaceState(
          window.history.state,
          '',
          window.location.pathname + window.location.search,
        );
      }
      // Taking the fragment out fires no event; a fragment without a token (an anchor) keeps
      // the token already read.
      setState((was) => ({ token: token ?? (was.read ? was.token : null), read: true }));
    };
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [keepInAddress]);
  return state;
}
