import type { CheckoutDetails, MembershipPaymentStart } from '../../../shared/membership';
import type { MembershipTier } from '../../../shared/membership-tiers';
import { buttonClass } from '../../components/ui/button-styles';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast-store';
import { texts, useZodForm } from '../../lib/use-zod-form';
import { useMe } from '../members/api';
import { useStartMembershipPayment } from './api';

/** The checkout's details step: name, e-mail and an optional phone, then "Continue to Payment" asks the server for a payment. */
export function CheckoutDetailsForm({
  tier,
  onStarted,
  onFailed,
}: {
  tier: MembershipTier;
  onStarted: (start: MembershipPaymentStart, details: CheckoutDetails) => void;
  onFailed: () => void;
  /** The address is a live member's: a sign-in link went to it (the server's message says so). */
}) {
  const start = useStartMembershipPayment();
  // A signed-in free member upgrading: the form starts with their account's name and e-mail.
  const me = useMe();
  const form = useZodForm({
    // The server's own schema, loaded on first use so the page itself carries no validation library.
    schema: async () => (await import('../../../shared/membership')).checkoutDetailsSchema,
    values: (data) => texts(data, ['name', 'email', 'phone']),
    // A missing name or e-mail is one toast; a malformed one is said beside its field.
    required: { name: 'Please enter your name', email: 'Please enter your email' },
    onMissing: () =>
      toast({
        title: 'Missing Information',
        description: 'Please enter your name and email',
        variant: 'destructive',
      }),
    onValid: (details) =>
      start.mutate(
        // Only paid tiers reach this form.
        {
          tierName: tier.name,
          tierId: tier.id as 'premium' | 'inner_circle',
          amount: tier.priceInCents,
          ...details,
        },
        {
          onSuccess: (start) => onStarted(start, details),
          onError: (error) => {
            const message = form.serverError(error);
            toast({
              title: 'Error',
              description: message ?? 'Failed to initialize payment',
              variant: 'destructive',
            });
            onFailed();
          },
        },
      ),
  });

  return (
    <form {...form.props} className="grid gap-5">
      <div>
        <h2 tabIndex={-1} className="font-display text-4xl tracking-wide outline-none">
          Your details
        </h2>
        <p className="mt-1 text-sm text-muted">Your confirmation and membership details go to this e-mail.</p>
      </div>
      <TextField
        label="Name"
        {...form.field('name')}
        defaultValue={me?.name}
        key={`name-${me?.name ?? ''}`}
        autoComplete="name"
        required
      />
      <TextField
        label="Email"
        {...form.field('email')}
        defaultValue={me?.email}
        key={`email-${me?.email ?? ''}`}
        type="email"
        autoComplete="email"
        required
      />
      <TextField
        label="Phone (optional)"
        hint="For your welcome call within 24 hours. Leave it empty and we will write to you instead."
        {...form.field('phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
      />
      <button
        type="submit"
        disabled={start.isPending}
        className={`${buttonClass('primary', 'lg')} mt-2 w-full`}
      >
        {start.isPending ? 'Preparing payment...' : 'Continue to Payment'}
      </button>
    </form>
  );
}
