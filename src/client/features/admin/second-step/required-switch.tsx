import { useMutation, useQuery } from '@tanstack/react-query';
import { SECOND_STEP_OWNER_FIRST } from '../../../../shared/staff';
import { adminSessionQuery } from '../api';
import { SwitchField } from '../form-controls';
import { reportFailure, toastSuccess } from '../form-feedback';
import { requireSecondStepMutation, secondStepRequiredQuery } from './api';

/**
 * The owner's switch: owners and managers must sign in with a one-time-code app too, and the
 * shared password (which has none) no longer opens the dashboard. Turned on from an owner's own
 * account with the app on (the server decides; the switch says so before anyone presses it).
 */
export function SecondStepRequiredSwitch() {
  const setting = useQuery(secondStepRequiredQuery);
  const session = useQuery(adminSessionQuery);
  const mayRequire = session.data?.role === 'owner' && session.data.secondStep === 'on';
  const change = useMutation({
    ...requireSecondStepMutation,
    onSuccess: ({ required }, _value, _result, context) => {
      toastSuccess(
        required ? 'Two-step sign-in required' : 'Two-step sign-in optional',
        required
          ? 'Owners and managers set up a one-time-code app before anything else.'
          : 'Owners and managers choose for themselves.',
      );
      return requireSecondStepMutation.onSuccess?.({ required }, _value, _result, context);
    },
    onError: (error) => reportFailure(error, 'Failed to change the setting'),
  });
  if (!setting.data) return null;
  const locked = !setting.data.required && !mayRequire;
  return (
    <div className="mb-6 max-w-2xl">
      <SwitchField
        label="Require two-step sign-in for owners and managers"
        description={
          locked
            ? SECOND_STEP_OWNER_FIRST
            : 'With it on, an owner or manager with their own account sets up a one-time-code app before they can do anything else, and the shared password no longer opens the dashboard.'
        }
        checked={setting.data.required}
        disabled={locked}
        onCheckedChange={(required) => change.mutate(required)}
      />
    </div>
  );
}
