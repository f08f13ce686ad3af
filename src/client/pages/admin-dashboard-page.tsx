import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { Spinner } from '../components/ui/spinner';
import { toast } from '../components/ui/toast-store';
import { AdminDashboard } from '../features/admin/admin-dashboard';
import { adminKeys } from '../features/admin/admin-keys';
import { onAdminSessionEnded } from '../features/admin/admin-session';
import { checkAdminSession, useAdminLogout } from '../features/admin/api';
import { readAdminToken } from '../lib/api-request';

/**
 * The dashboard needs a token, which only the browser has: the server renders a neutral
 * "checking" state, and the browser then either shows the dashboard or goes to the login.
 */
export default function AdminDashboardPage() {
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const logout = useAdminLogout();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!readAdminToken()) {
      navigate('/admin/login', { replace: true });
      return;
    }
    setReady(true);
    // A stored token may have expired or been revoked: ask once, so the lists are not shown for nothing.
    checkAdminSession().catch(() => {});
  }, [navigate]);

  // Any admin call answered 401: the token is already gone; say so and go to the login.
  useEffect(
    () =>
      onAdminSessionEnded(() => {
        queryClient.removeQueries({ queryKey: adminKeys.all });
        toast({ title: 'Session ended', description: 'Please log in again.', variant: 'destructive' });
        navigate('/admin/login', { replace: true });
      }),
    [navigate, queryClient],
  );

  const signOut = () =>
    logout.mutate(undefined, {
      onSettled: () => {
        queryClient.removeQueries({ queryKey: adminKeys.all });
        toast({ title: 'Logged out', description: 'You have been logged out successfully' });
        navigate('/admin/login');
      },
    });

  if (!ready) {
    return (
      <div className="mx-auto max-w-[1280px] px-4 pt-10 sm:px-6">
        <h1 className="font-display text-5xl tracking-wide text-glow-pink sm:text-6xl">Admin Dashboard</h1>
        <Spinner label="Checking your session" />
      </div>
    );
  }
  return <AdminDashboard onLogout={signOut} loggingOut={logout.isPending} />;
}
