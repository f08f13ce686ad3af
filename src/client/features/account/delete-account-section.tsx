import { useLocation } from 'wouter';
import { ConfirmStep } from '../../components/ui/confirm-step';
import { toast } from '../../components/ui/toast-store';
import { showAccountError } from './account-errors';
import { useDeleteAccount } from './api';
import { Section } from './section';

/** Deleting the account, with what it does said before the press. */
export function DeleteAccountSection({ paid }: { paid: boolean }) {
  const remove = useDeleteAccount();
  const [, navigate] = useLocation();
  return (
    <Section title="Delete my account">
      <p className="text-sm text-muted">
        {paid ? 'Your paid membership is canceled straight away, so nothing more is charged. ' : ''}
        Your seats at events ahead are given back, your name and e-mail are removed from MESC, and you are
        signed out on every device. The club keeps only the amounts and dates its books need. This cannot be
        undone.
      </p>
      <div>
        <ConfirmStep
          label="Delete my account"
          variant="danger-outline"
          question={
            paid
              ? 'Delete your account and cancel your membership now? This cannot be undone.'
              : 'Delete your account now? This cannot be undone.'
          }
          confirmLabel="Yes, delete my account"
          pendingLabel="Deleting..."
          keepLabel="Keep my account"
          pending={remove.isPending}
          danger
          onConfirm={() =>
            // The area is gone once the account is: the promise still resolves.
            remove.mutateAsync().then(({ message }) => {
              toast({ title: 'Account deleted', description: message });
              navigate('/');
            }, showAccountError)
          }
        />
      </div>
    </Section>
  );
}
