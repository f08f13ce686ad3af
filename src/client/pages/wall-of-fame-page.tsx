import { Link } from 'wouter';
import { TIER_LABELS, type TierId } from '../../shared/constants';
import { PageHeader } from '../components/layout/page-header';
import { buttonClass } from '../components/ui/button-styles';
import { useWallOfFame } from '../features/wall-of-fame/api';
import { TierSection } from '../features/wall-of-fame/tier-section';
import { tierFrameClass, tierTextClass } from '../features/wall-of-fame/tier-style';

const tierOrder: TierId[] = ['inner_circle', 'premium', 'free'];

export default function WallOfFamePage() {
  const { data: members = [] } = useWallOfFame();
  const byTier = (tier: TierId) => members.filter((m) => m.membershipTier === tier);
  return (
    <>
      <PageHeader title="Wall of Fame">The members who make MESC what it is.</PageHeader>
      <dl
        aria-label="Members per tier"
        className="mx-auto grid max-w-3xl grid-cols-3 gap-3 px-4 sm:gap-4 sm:px-6"
      >
        {tierOrder.map((tier) => (
          <div
            key={tier}
            className={`flex flex-col-reverse rounded-2xl border bg-surface px-2 py-4 text-center ${tierFrameClass[tier]}`}
          >
            <dt className="text-xs tracking-wide text-muted uppercase sm:text-sm">{TIER_LABELS[tier]}</dt>
            <dd className={`font-display text-5xl ${tierTextClass[tier]}`}>{byTier(tier).length}</dd>
          </div>
        ))}
      </dl>
      {members.length === 0 ? (
        <div className="mx-auto mt-14 max-w-lg px-4 text-center sm:px-6">
          <p className="text-muted">
            The wall is waiting for its first members. Yours could be the first name.
          </p>
          <Link href="/join" className={`${buttonClass('primary', 'lg')} mt-6`}>
            Join the Club
          </Link>
        </div>
      ) : (
        tierOrder.map((tier) => <TierSection key={tier} tier={tier} members={byTier(tier)} />)
      )}
    </>
  );
}
