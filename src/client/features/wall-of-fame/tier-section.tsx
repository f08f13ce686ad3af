import { TIER_LABELS, type TierId } from '../../../shared/constants';
import { formatCalendarDate } from '../../../shared/dates';
import type { WallOfFameMember } from '../../../shared/wall-of-fame';
import { tierRingClass, tierTextClass } from './tier-style';

/** "Diego Fernández" → "DF": the avatar a member has until the club keeps photos. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => [...word][0] ?? '')
    .join('')
    .toUpperCase();
}

/** One tier's members as cards, their names in the tier's colour; nothing when the tier is empty. */
export function TierSection({ tier, members }: { tier: TierId; members: WallOfFameMember[] }) {
  if (members.length === 0) return null;
  return (
    <section aria-labelledby={`tier-${tier}`} className="mx-auto max-w-[1280px] px-4 pt-14 sm:px-6">
      <h2 id={`tier-${tier}`} className={`font-display text-4xl tracking-wide ${tierTextClass[tier]}`}>
        {TIER_LABELS[tier]}
      </h2>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        {members.map((member) => (
          <li
            key={member.id}
            className="flex items-center gap-4 rounded-2xl border border-white/10 bg-surface p-4 transition hover:border-white/25"
          >
            {member.photoUrl ? (
              <img
                src={member.photoUrl}
                alt=""
                width={48}
                height={48}
                loading="lazy"
                decoding="async"
                className={`size-12 shrink-0 rounded-full border-2 object-cover ${tierRingClass[tier]}`}
              />
            ) : (
              <span
                aria-hidden
                className={`grid size-12 shrink-0 place-items-center rounded-full border-2 font-display text-xl tracking-wide ${tierRingClass[tier]}`}
              >
                {initials(member.name)}
              </span>
            )}
            <div className="min-w-0">
              <p className={`text-lg font-semibold break-words ${tierTextClass[tier]}`}>{member.name}</p>
              {member.citation && <p className="text-sm break-words text-text">{member.citation}</p>}
              <p className="text-sm text-muted">
                Member since <time dateTime={member.joinedDate}>{formatCalendarDate(member.joinedDate)}</time>
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
