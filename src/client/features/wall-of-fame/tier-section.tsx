import { TIER_LABELS, type TierId } from '../../../shared/constants';
import { formatCalendarDate } from '../../../shared/dates';
import type { WallOfFameMember } from '../../../shared/wall-of-fame';
import { tierTextClass } from './tier-style';

export function TierSection({ tier, members }: { tier: TierId; members: WallOfFameMember[] }) {
  if (members.length === 0) return null;
  return (
    <section aria-labelledby={`tier-${tier}`} className="mx-auto max-w-[1280px] px-4 pt-14 sm:px-6">
      <h2 id={`tier-${tier}`} className={`font-display text-4xl tracking-wide ${tierTextClass[tier]}`}>
        {TIER_LABELS[tier]}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {members.map((member) => (
          <li key={member.id} className="rounded-2xl border border-white/10 bg-surface p-5">
            <p className={`text-lg font-semibold ${tierTextClass[tier]}`}>{member.name}</p>
            <p className="mt-1 text-sm text-muted">
              Member since <time dateTime={member.joinedDate}>{formatCalendarDate(member.joinedDate)}</time>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
