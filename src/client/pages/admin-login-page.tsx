import { LockKeyhole } from 'lucide-react';
import { useLocation } from 'wouter';
import { loginSchema } from '../../shared/admin-auth';
import { buttonClass } from '../components/ui/button-styles';
import { TextField } from '../components/ui/text-field';
import { toast } from '../components/ui/toast-store';
import { useAdminLogin } from '../features/admin/api';
import { StaffEmailSignIn, StaffLinkSignIn } from '../features/admin/staff-sign-in';
import { statusOf } from '../lib/api-error';
import { useTokenFromFragment } from '../lib/use-token-from-fragment';
import { texts, useZodForm } from '../lib/use-zod-form';

/**
 * Admin Login: the one shared password (it signs in as the owner), and, for staff with an account
 * of their own, a sign-in link and code by e-mail. A staff e-mail's link lands here (#token=).
 */
export default function AdminLoginPage() {
  const [, navigate] = useLocation();
  const { token } = useTokenFromFragment();
  const signedIn = () => {
    toast({ title: 'Login successful', description: 'Welcome to the admin panel' });
    navigate('/admin/dashboard');
  };
  return (
    <div className="mx-auto grid max-w-md gap-8 px-4 py-16 sm:px-6 sm:py-24">
      {token ? (
        <section
          aria-labelledby="staff-link-heading"
          className="rounded-3xl border border-cyan/25 bg-surface px-6 py-10 shadow-glow-cyan sm:px-10"
        >
          <LockKeyhole aria-hidden size={36} className="mx-auto text-cyan" />
          <h1
            id="staff-link-heading"
            className="mt-4 text-center font-display text-5xl tracking-wide text-glow-cyan"
          >
            Staff Sign-in
          </h1>
          <div className="mt-8">
            <StaffLinkSignIn token={token} onSignedIn={signedIn} />
          </div>
        </section>
      ) : (
        <>
          <PasswordLogin />
          <section
            aria-labelledby="staff-heading"
            className="rounded-3xl border border-white/10 bg-surface px-6 py-8 sm:px-10"
          >
            <h2 id="staff-heading" className="font-display text-3xl tracking-wide">
              Staff with an account
            </h2>
            <p className="mt-1 mb-5 text-sm text-muted">
              No password: we e-mail you a sign-in link and a 6-digit code.
            </p>
            <StaffEmailSignIn onSignedIn={signedIn} />
          </section>
        </>
      )}
    </div>
  );
}

/** One masked password; the server decides whether it is right. */
function PasswordLogin() {
  const [, navigate] = useLocation();
  const login = useAdminLogin();
  const form = useZodForm({
    schema: loginSchema,
    values: (data) => texts(data, ['password']),
    onValid: (input) =>
      login.mutate(input, {
        onSuccess: () => {
          toast({ title: 'Login successful', description: 'Welcome to the admin panel' });
          navigate('/admin/dashboard');
        },
        onError: (error) => {
          // A non-OK answer (wrong password, too many tries) vs. no answer at all.
          const message = form.serverError(error);
          if (message !== null) {
            // A wrong password is said on the field too (a toast alone leaves no mark where the
            // fix is), with the focus there to type it again.
            if (statusOf(error) === 401) {
              form.setFieldError('password', message);
              document.querySelector<HTMLInputElement>('input[name="password"]')?.select();
            }
            toast({ title: 'Login failed', description: message, variant: 'destructive' });
          } else {
            toast({
              title: 'Error',
              description: 'Failed to login. Please try again.',
              variant: 'destructive',
            });
          }
        },
      }),
  });

  return (
    <div>
      <div className="rounded-3xl border border-cyan/25 bg-surface px-6 py-10 shadow-glow-cyan sm:px-10">
        <LockKeyhole aria-hidden size={36} className="mx-auto text-cyan" />
        <h1 className="mt-4 text-center font-display text-5xl tracking-wide text-glow-cyan">Admin Login</h1>
        <p className="mt-2 text-center text-muted">Enter your admin password to access the dashboard</p>
        <form {...form.props} className="mt-8 grid gap-5">
          <TextField
            label="Password"
            {...form.field('password')}
            type="password"
            autoComplete="current-password"
            required
          />
          <button type="submit" disabled={login.isPending} className={buttonClass('primary', 'lg')}>
            {login.isPending ? 'Logging in...' : 'Login'}
          </button>
        </form>
      </div>
    </div>
  );
}
