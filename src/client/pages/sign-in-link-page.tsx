import { PageHeader } from '../components/layout/page-header';
import { LinkSignIn } from '../features/sign-in/link-sign-in';
import { SignInPanel } from '../features/sign-in/sign-in-panel';

/** Where the sign-in e-mail's link lands (`#token=`): one press signs in. */
export default function SignInLinkPage() {
  return (
    <>
      <PageHeader title="Sign In" />
      <div className="px-4 sm:px-6">
        <SignInPanel>
          <LinkSignIn />
        </SignInPanel>
      </div>
    </>
  );
}
