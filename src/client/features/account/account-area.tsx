import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-error';
import { useAccount } from './api';
import { DeleteAccountSection } from './delete-account-section';
import { MembershipSection } from './membership-section';
import { ProfileSection } from './profile-section';
import { RsvpsSection } from './rsvps-section';
import { SessionsSection } from './sessions-section';
import { TicketsSection } from './tickets-section';
import { WaitlistSection } from './waitlist-section';

/** The member area of a signed-in member (docs/members.md). */
export function AccountArea() {
  const { data: account, error, isPending } = useAccount();
  if (isPending) return <Spinner label="Loading your account" />;
  if (!account) {
    return (
      <p role="alert" className="mx-auto max-w-xl text-center text-red">
        {error instanceof ApiError
          ? error.message
          : 'We could not load your account. Please try again later.'}
      </p>
    );
  }
  const paid = Boolean(account.membership && account.membership.status !== 'canceled');
  return (
    <div className="mx-auto grid max-w-[1100px] gap-6 lg:grid-cols-2">
      <MembershipSection account={account} />
      <TicketsSection />
      <WaitlistSection />
      <RsvpsSection upcoming={account.upcoming} past={account.past} />
      <ProfileSection account={account} />
      <SessionsSection sessions={account.sessions} />
      <DeleteAccountSection paid={paid} />
    </div>
  );
}
