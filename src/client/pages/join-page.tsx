import { PageHeader } from '../components/layout/page-header';
import { MembershipFlow } from '../features/membership/membership-flow';

export default function JoinPage() {
  return (
    <>
      <PageHeader title="Join the Club">
        Pick your tier and become part of Miami's premier sports &amp; social club.
      </PageHeader>
      <MembershipFlow />
    </>
  );
}
