import { PageHeader } from '../components/layout/page-header';
import { ManageMembership } from '../features/membership/manage-membership';

export default function ManageMembershipPage() {
  return (
    <>
      <PageHeader title="Manage Membership">
        Your membership, your card, and a way to cancel at any time.
      </PageHeader>
      <div className="px-4 sm:px-6">
        <ManageMembership />
      </div>
    </>
  );
}
