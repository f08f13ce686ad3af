import { PageHeader } from '../components/layout/page-header';
import { MembershipFlow } from '../features/membership/membership-flow';
import { PaymentReturnHandler } from '../features/membership/payment-return-handler';

/** The tiers, and where the payment provider brings a member back (`?payment=success&tier=…`). */
export default function MembershipPage() {
  return (
    <>
      <PageHeader title="Membership Tiers">
        Three ways to belong: Free Member, Premium Fan and Inner Circle.
      </PageHeader>
      <MembershipFlow />
      <PaymentReturnHandler />
    </>
  );
}
