import { PageHeader } from '../components/layout/page-header';

export default function MembershipPage() {
  return (
    <PageHeader title="Membership Tiers">
      Three ways to belong: Free Member, Premium Fan and Inner Circle.
    </PageHeader>
  );
}
