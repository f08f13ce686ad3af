import { LockKeyhole } from 'lucide-react';
import { useLocation } from 'wouter';
import { loginSchema } from '../../shared/admin-auth';
import { buttonClass } from '../components/ui/button-styles';
import { TextField } from '../components/ui/text-field';
import { toast } from '../components/ui/toast-store';
import { useAdminLogin } from '../features/admin/api';
import { statusOf } from '../lib/api-error';
import { texts, useZodForm } from '../lib/use-zod-form';

/** Admin Login: one masked password; the server decides whether it is right. */
export default function AdminLoginPage() {
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
    <div className="mx-auto max-w-md px-4 py-16 sm:px-6 sm:py-24">
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
