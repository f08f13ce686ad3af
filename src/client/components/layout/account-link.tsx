import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import { useMe } from '../../features/members/api';
import { buttonClass } from '../ui/button-styles';

/**
 * The nav's highlighted button: "Join Now" for a visitor, "My account" for a signed-in member.
 * Until /api/me has answered (and in the server's HTML, which is the same for everyone) it is the
 * visitor's, so nothing flashes for visitors.
 */
export function AccountButton({
  size = 'md',
  className = '',
  onClick,
}: {
  size?: 'md' | 'lg';
  className?: string;
  onClick?: (event: MouseEvent) => void;
}) {
  const me = useMe();
  return (
    <Link
      href={me ? '/account' : '/join'}
      onClick={onClick}
      className={`${buttonClass('primary', size)} ${className}`}
    >
      {me ? 'My account' : 'Join Now'}
    </Link>
  );
}

/** "Sign in" beside it, for visitors only. */
export function SignInLink({
  className,
  onClick,
}: {
  className: string;
  onClick?: (event: MouseEvent) => void;
}) {
  const me = useMe();
  if (me) return null;
  return (
    <Link href="/sign-in" onClick={onClick} className={className}>
      Sign in
    </Link>
  );
}
