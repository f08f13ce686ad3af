import { useMutation } from '@tanstack/react-query';
import { Link } from 'wouter';
import { buttonClass } from '../components/ui/button-styles';
import { unsubscribeMutation } from '../features/newsletter/api';
import { ApiError } from '../lib/api-error';
import { useUrlState } from '../lib/use-url-state';

/** Where the unsubscribe link of an e-mail lands: one button that POSTs, so link scanners that
 * open links on their own cannot unsubscribe anyone. */
export default function UnsubscribePage() {
  const [params] = useUrlState();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation(unsubscribeMutation);

  return (
    <div className="mx-auto max-w-lg px-4 py-20 text-center sm:px-6">
      <h1 className="font-display text-5xl tracking-wide">Unsubscribe</h1>
      {unsubscribe.isSuccess ? (
        <p role="status" className="mt-6 text-lg text-muted">
          You're unsubscribed. This address will get no more newsletters from us.
        </p>
      ) : (
        <>
          <p className="mt-4 text-muted">Stop the MESC newsletter for the address this link was sent to?</p>
          {unsubscribe.isError && (
            <p role="alert" className="mt-4 text-red">
              {unsubscribe.error instanceof ApiError ? unsubscribe.error.message : 'Please try again later'}
            </p>
          )}
          <button
            type="button"
            disabled={!token || unsubscribe.isPending}
            onClick={() => unsubscribe.mutate({ token })}
            className={`${buttonClass('primary', 'lg')} mt-8`}
          >
            {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
          </button>
        </>
      )}
      <p className="mt-10">
        <Link href="/" className="text-cyan underline">
          Back to Home
        </Link>
      </p>
    </div>
  );
}
