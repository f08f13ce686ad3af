import { Monitor } from 'lucide-react';
import { useLocation } from 'wouter';
import { formatShortDate } from '../../../shared/dates';
import { deviceName } from '../../../shared/device-name';
import type { Account } from '../../../shared/members';
import { accountButtonClass } from '../../components/ui/account-buttons';
import { buttonClass } from '../../components/ui/button-styles';
import { toast } from '../../components/ui/toast-store';
import { showAccountError } from './account-errors';
import { useSignOut, useSignOutEverywhere } from './api';
import { Section } from './section';

/** Where the member is signed in, and the two ways out. */
export function SessionsSection({ sessions }: { sessions: Account['sessions'] }) {
  const signOut = useSignOut();
  const everywhere = useSignOutEverywhere();
  const [, navigate] = useLocation();
  // After signing out this area is gone (the page shows the sign-in form): the promises still resolve.
  const leave = (message: string) => {
    toast({ title: 'Signed out', description: message });
    navigate('/');
  };
  return (
    <Section title="Signed in on">
      <ul className="grid gap-2">
        {sessions.map((session) => (
          <li key={session.id} className="flex items-start gap-3 text-sm">
            <Monitor aria-hidden size={18} className="mt-0.5 shrink-0 text-cyan" />
            <span>
              {deviceName(session.userAgent)}
              {session.current && <span className="ml-2 text-teal">(this device)</span>}
              <span className="block text-muted">
                Since {formatShortDate(session.createdAt)}, last used {formatShortDate(session.lastSeenAt)}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={signOut.isPending}
          onClick={() => signOut.mutateAsync().then(({ message }) => leave(message), showAccountError)}
          className={buttonClass('secondary')}
        >
          {signOut.isPending ? 'Signing out...' : 'Sign out'}
        </button>
        <button
          type="button"
          disabled={everywhere.isPending}
          onClick={() => everywhere.mutateAsync().then(({ message }) => leave(message), showAccountError)}
          className={accountButtonClass('quiet')}
        >
          {everywhere.isPending ? 'Signing out...' : 'Sign out everywhere'}
        </button>
      </div>
    </Section>
  );
}
