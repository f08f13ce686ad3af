import { Mail } from 'lucide-react';
import type { ReactNode } from 'react';

/** The top of a member's card in both lists of the Members tab: name, tier pill, e-mail link. */
export function MemberCardHead({ name, email, tier }: { name: string; email: string; tier: ReactNode }) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-semibold break-words">{name}</h3>
        {tier}
      </div>
      <a
        href={`mailto:${email}`}
        className="mt-1 inline-flex items-center gap-1.5 text-sm break-all text-cyan hover:underline"
      >
        <Mail size={14} aria-hidden className="shrink-0" />
        {email}
      </a>
    </>
  );
}
