import { PageHeader } from '../components/layout/page-header';
import { SignInForm } from '../features/sign-in/sign-in-form';
import { SignInPanel } from '../features/sign-in/sign-in-panel';

export default function SignInPage() {
  return (
    <>
      <PageHeader title="Sign In">Members sign in with their e-mail: no password to remember.</PageHeader>
      <div className="px-4 sm:px-6">
        <SignInPanel>
          <SignInForm />
        </SignInPanel>
      </div>
    </>
  );
}
