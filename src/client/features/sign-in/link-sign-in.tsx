import { buttonClass } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-error';
import { useTokenFromFragment } from '../../lib/use-token-from-fragment';
import { useSignInWithLink } from './api';
import { SignInForm, useAfterSignIn } from './sign-in-form';

/**
 * Where the e-mail's link lands. Opening it signs no one in (mail scanners open links too): the
 * one "Sign in" press does, with a POST.
 */
export function LinkSignIn() {
  const { token, read } = useTokenFromFragment();
  const signIn = useSignInWithLink();
  const afterSignIn = useAfterSignIn();
  if (!read) return <Spinner label="Reading your sign-in link" />;
  if (!token) {
    return <SignInForm notice="This sign-in link is incomplete. Ask for a new one below." />;
  }
  if (signIn.isError) {
    const message = signIn.error instanceof ApiError ? signIn.error.message : 'Please try again later';
    return <SignInForm notice={message} />;
  }
  return (
    <div className="grid gap-5 text-center">
      <p className="text-muted">Press the button to sign in to MESC on this device.</p>
      <button
        type="button"
        // Signed in, the page shows the member instead of this button: the promise still resolves.
        onClick={() => signIn.mutateAsync(token).then(afterSignIn, () => {})}
        disabled={signIn.isPending || signIn.isSuccess}
        className={`${buttonClass('primary', 'lg')} w-full`}
      >
        {signIn.isPending || signIn.isSuccess ? 'Signing in...' : 'Sign in'}
      </button>
    </div>
  );
}
