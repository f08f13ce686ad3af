import { useLocation } from 'wouter';
import { PageHeader } from '../components/layout/page-header';
import { LinkSignIn } from '../features/sign-in/link-sign-in';
import { SignInForm } from '../features/sign-in/sign-in-form';
import { SignInPanel } from '../features/sign-in/sign-in-panel';

/**
 * /sign-in, the e-mail form; and /sign-in/link, where the sign-in e-mail's link lands (`#token=`)
 * and one press signs in. One module for both: a page fewer for the first script to know.
 */
export default function SignInPage() {
  const [location] = useLocation();
  const fromLink = location.startsWith('/sign-in/link');
  return (
    <>
      <PageHeader title="Sign In">
        {fromLink ? null : 'Members sign in with their e-mail: no password to remember.'}
      </PageHeader>
      <div className="px-4 sm:px-6">
        <SignInPanel>{fromLink ? <LinkSignIn /> : <SignInForm />}</SignInPanel>
      </div>
    </>
  );
}
