import { LockKeyhole } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { buttonClass } from '../components/ui/button-styles';
import { TextField } from '../components/ui/text-field';
import { toast } from '../components/ui/toast-store';
import { httpStatusOf } from '../features/admin/admin-session';
import { useAdminLogin } from '../features/admin/api';
import { serverMessage } from '../lib/api-request';

/** Admin Login (spec §2, §4): one masked password; the server decides whether it is right. */
export default function AdminLoginPage() {
  const [, navigate] = useLocation();
  const login = useAdminLogin();
  const [error, setError] = useState<string | undefined>();

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get('password') ?? '');
    if (!password) return setError('Password is required');
    setError(undefined);
    login.mutate(
      { password },
      {
        onSuccess: () => {
          toast({ title: 'Login successful', description: 'Welcome to the admin panel' });
          navigate('/admin/dashboard');
        },
        onError: (failure) => {
          // A non-OK answer (wrong password, too many tries) vs. no answer at all (spec §8).
          if (httpStatusOf(failure) !== null) {
            toast({
              title: 'Login failed',
              description: serverMessage(failure) ?? 'Invalid password',
              variant: 'destructive',
            });
          } else {
            toast({
              title: 'Error',
              description: 'Failed to login. Please try again.',
              variant: 'destructive',
            });
          }
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-md px-4 py-16 sm:px-6 sm:py-24">
      <div className="rounded-3xl border border-cyan/25 bg-surface px-6 py-10 shadow-glow-cyan sm:px-10">
        <LockKeyhole aria-hidden size={36} className="mx-auto text-cyan" />
        <h1 className="mt-4 text-center font-display text-5xl tracking-wide text-glow-cyan">Admin Login</h1>
        <p className="mt-2 text-center text-muted">Enter your admin password to access the dashboard</p>
        <form onSubmit={submit} noValidate className="mt-8 grid gap-5">
          <TextField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            error={error}
          />
          <button type="submit" disabled={login.isPending} className={buttonClass('primary', 'lg')}>
            {login.isPending ? 'Logging in...' : 'Login'}
          </button>
        </form>
      </div>
    </div>
  );
}
