import { PageHeader } from '../components/layout/page-header';
import { Spinner } from '../components/ui/spinner';
import { AccountArea } from '../features/account/account-area';
import { useMe } from '../features/members/api';
import { SignInForm } from '../features/sign-in/sign-in-form';
import { SignInPanel } from '../features/sign-in/sign-in-panel';

/** The member area; a visitor gets the sign-in form in its place. */
export default function AccountPage() {
  const me = useMe();
  return (
    <>
      <PageHeader title="My Account">
        {me ? `Welcome back, ${me.name}.` : 'Your membership, your RSVPs and your settings.'}
      </PageHeader>
      <div className="px-4 sm:px-6">
        {me === undefined ? (
          <Spinner label="Checking who is signed in" />
        ) : me === null ? (
          <SignInPanel>
            <SignInForm />
          </SignInPanel>
        ) : (
          <AccountArea />
        )}
      </div>
    </>
  );
}
