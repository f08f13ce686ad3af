import { PageHeader } from '../components/layout/page-header';
import { LinkSignIn } from '../features/members/link-sign-in';
import { SignInPanel } from '../features/members/sign-in-panel';

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
