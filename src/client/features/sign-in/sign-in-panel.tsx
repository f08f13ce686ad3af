import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClass } from '../../components/ui/button-styles';
import { useMe } from '../members/api';

/** The card the sign-in pages (and the member area, for a visitor) put their form in. */
export function SignInPanel({ children }: { children: ReactNode }) {
  const me = useMe();
  return (
    <section
      aria-label="Sign in"
      className="mx-auto grid max-w-md gap-6 rounded-3xl border border-cyan/30 bg-surface p-6 shadow-glow-cyan sm:p-8"
    >
      {me ? (
        <div className="grid gap-4 text-center">
          <p>
            You're signed in as <strong>{me.name}</strong>.
          </p>
          <Link href="/account" className={buttonClass('primary', 'lg')}>
            My account
          </Link>
        </div>
      ) : (
        children
      )}
      <p className="text-center text-sm text-muted">
        Not a member yet?{' '}
        <Link href="/join" className="text-cyan underline">
          Join the club
        </Link>
      </p>
    </section>
  );
}
