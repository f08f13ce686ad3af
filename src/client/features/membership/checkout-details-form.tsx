import { type FormEvent, useState } from 'react';
import type { CheckoutDetails } from '../../../shared/membership';
import type { MembershipTier } from '../../../shared/membership-tiers';
import { buttonClass } from '../../components/ui/button-styles';
import { TextField } from '../../components/ui/text-field';
import { toast } from '../../components/ui/toast-store';
import { serverMessage } from '../../lib/api-request';
import { useStartMembershipPayment } from './api';

/** Spec §4 steps 3-4: name and e-mail, then "Continue to Payment" asks the server for a payment. */
export function CheckoutDetailsForm({
  tier,
  onStarted,
  onFailed,
}: {
  tier: MembershipTier;
  onStarted: (clientSecret: string, details: CheckoutDetails) => void;
  onFailed: () => void;
}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const start = useStartMembershipPayment();

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const input = { name: String(form.get('name') ?? ''), email: String(form.get('email') ?? '') };
    // Spec §5: a missing name or e-mail is one toast; a malformed one is said beside its field.
    if (!input.name.trim() || !input.email.trim()) {
      setErrors({
        ...(input.name.trim() ? {} : { name: 'Please enter your name' }),
        ...(input.email.trim() ? {} : { email: 'Please enter your email' }),
      });
      toast({
        title: 'Missing Information',
        description: 'Please enter your name and email',
        variant: 'destructive',
      });
      return;
    }
    // The server's own schema, loaded on first use so the page itself carries no validation library.
    const { checkoutDetailsSchema } = await import('../../../shared/membership');
    const parsed = checkoutDetailsSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    start.mutate(
      // Only paid tiers reach this form.
      {
        tierName: tier.name,
        tierId: tier.id as 'premium' | 'inner_circle',
        amount: tier.priceInCents,
        ...parsed.data,
      },
      {
        onSuccess: ({ clientSecret }) => onStarted(clientSecret, parsed.data),
        onError: (error) => {
          toast({
            title: 'Error',
            description: serverMessage(error) ?? 'Failed to initialize payment',
            variant: 'destructive',
          });
          onFailed();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div>
        <h2 tabIndex={-1} className="font-display text-4xl tracking-wide outline-none">
          Your details
        </h2>
        <p className="mt-1 text-sm text-muted">Your confirmation and membership details go to this e-mail.</p>
      </div>
      <TextField label="Name" name="name" autoComplete="name" error={errors.name} required />
      <TextField label="Email" name="email" type="email" autoComplete="email" error={errors.email} required />
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
