import { useMutation } from '@tanstack/react-query';
import { Link } from 'wouter';
import { buttonClass } from '../components/ui/button-styles';
import { Spinner } from '../components/ui/spinner';
import { confirmSubscriptionMutation } from '../features/newsletter/api';
import { ApiError } from '../lib/api-error';
import { useTokenFromFragment } from '../lib/use-token-from-fragment';

/**
 * Where the newsletter's confirmation link lands (`#token=`). Opening it subscribes no one (mail
 * scanners open links too): the one "Confirm" press does, with a POST.
 */
export default function NewsletterConfirmPage() {
  const { token, read } = useTokenFromFragment();
  const confirm = useMutation(confirmSubscriptionMutation);

  let body: React.ReactNode;
  if (!read) body = <Spinner label="Reading your confirmation link" />;
  else if (confirm.isSuccess) {
    body = (
      <p role="status" className="mt-6 text-lg text-muted">
        <strong className="text-text">You're subscribed.</strong> First word on watch parties, fight nights,
        VIP events and member offers will come to your inbox.
      </p>
    );
  } else if (!token) {
    body = (
      <p role="alert" className="mt-6 text-red">
        This confirmation link is incomplete. Open the link from the e-mail again, or sign up again.
      </p>
    );
  } else {
    body = (
      <>
        <p className="mt-4 text-muted">Press the button to get the MESC newsletter at your address.</p>
        {confirm.isError && (
          <p role="alert" className="mt-4 text-red">
            {confirm.error instanceof ApiError ? confirm.error.message : 'Please try again later'}
          </p>
        )}
        <button
          type="button"
          disabled={confirm.isPending}
          onClick={() => confirm.mutate(token)}
          className={`${buttonClass('primary', 'lg')} mt-8`}
        >
          {confirm.isPending ? 'Confirming...' : 'Confirm'}
        </button>
      </>
    );
  }

  return (
    <div className="mx-auto max-w-lg px-4 py-20 text-center sm:px-6">
      <h1 className="font-display text-5xl tracking-wide">Confirm your subscription</h1>
      {body}
      <p className="mt-10">
        <Link href="/" className="text-cyan underline">
          Back to Home
        </Link>
      </p>
    </div>
  );
}
