import { TIER_LABELS, type TierId } from '../../shared/constants';
import { PageHeader } from '../components/layout/page-header';
import { TierSection } from '../features/wall-of-fame/tier-section';
import { useWallOfFame } from '../features/wall-of-fame/use-wall-of-fame';

const tierOrder: TierId[] = ['inner_circle', 'premium', 'free'];

export default function WallOfFamePage() {
  const { data: members = [] } = useWallOfFame();
  return (
    <>
      <PageHeader title="Wall of Fame">The members who make MESC what it is.</PageHeader>
      <dl className="mx-auto grid max-w-3xl grid-cols-3 gap-4 px-4 sm:px-6">
        {tierOrder.map((tier) => (
          <div key={tier} className="rounded-2xl border border-white/10 bg-surface p-4 text-center">
            <dt className="text-xs tracking-wide text-muted uppercase sm:text-sm">{TIER_LABELS[tier]}</dt>
            <dd className="font-display text-4xl">
              {members.filter((m) => m.membershipTier === tier).length}
            </dd>
          </div>
        ))}
      </dl>
      {tierOrder.map((tier) => (
        <TierSection key={tier} tier={tier} members={members.filter((m) => m.membershipTier === tier)} />
      ))}
    </>
  );
}
