import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { WAITLIST_TEXTS } from '../../shared/waitlist';
import { Spinner } from '../components/ui/spinner';
import { useWaitlistEntry } from '../features/waitlist/api';
import { type EntryCodeInHash, entryCodeFromHash } from '../features/waitlist/entry-code';
import { WaitlistEntry, WaitlistEventHeading } from '../features/waitlist/waitlist-entry';
import { ApiError } from '../lib/api-error';

/**
 * /waitlist#<code>: where a waitlist e-mail's link lands. Opening it changes nothing (a mail
 * scanner may open it); leaving and claiming are presses here. The code is in the fragment, so
 * it is read in the browser and never reaches a server's log.
 */
export default function WaitlistPage() {
  // Null until hydrated: the server never sees the fragment, so the first paint is the spinner.
  const [inHash, setInHash] = useState<EntryCodeInHash | null>(null);
  useEffect(() => {
    const read = () => setInHash(entryCodeFromHash(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  const entry = useWaitlistEntry(inHash?.kind === 'code' ? inHash.code : '');

  if (inHash === null || (inHash.kind === 'code' && entry.isPending)) {
    return (
      <Frame>
        <h1 className="font-display text-5xl tracking-wide">Your waitlist place</h1>
        <Spinner label="Loading your waitlist place" />
      </Frame>
    );
  }
  if (inHash.kind === 'code' && entry.data) {
    return (
      <Frame>
        <WaitlistEventHeading entry={entry.data} />
        <WaitlistEntry entry={entry.data} />
      </Frame>
    );
  }
  const problem =
    inHash.kind === 'malformed'
      ? WAITLIST_TEXTS.notFound
      : entry.error instanceof ApiError
        ? entry.error.message
        : entry.error
          ? 'We could not load your waitlist place. Please try again later.'
          : null;
  return (
    <Frame>
      <h1 className="font-display text-5xl tracking-wide">Your waitlist place</h1>
      {problem ? (
        <p role="alert" className="mt-6 text-lg">
          {problem}
        </p>
      ) : (
        <p className="mt-6 text-lg text-muted">
          When an event is full, you can join its waitlist from the events page. We e-mail you a link to your
          place: open this page from it to see your place, leave the list or claim a seat.
        </p>
      )}
      <p className="mt-8">
        <Link href="/events" className="text-cyan underline">
          See all events
        </Link>
      </p>
    </Frame>
  );
}

function Frame({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">{children}</div>;
}
