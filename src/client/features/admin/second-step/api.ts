import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { adminKeys } from '../admin-keys';
import { adminGet, adminJson, adminRequest } from '../admin-request';

// The second step at sign-in (docs/staff.md#second-step): one's own one-time-code app, and the
// owner's switch that requires it of owners and managers.

const MINE = '/api/admin/me/second-step';
const REQUIRED = '/api/admin/settings/second-step';

/** A new secret for the app: as text, as an otpauth URI and as a QR code (SVG). */
export const startSecondStepMutation = mutationOptions({
  mutationFn: () => adminJson<{ secret: string; uri: string; qrSvg: string }>('POST', MINE),
});

/** The app's first code turns it on; the recovery codes come back this once. */
export const confirmSecondStepMutation = mutationOptions({
  mutationFn: (code: string) => adminJson<{ recoveryCodes: string[] }>('POST', `${MINE}/confirm`, { code }),
});

/** Turns the app off with one of its codes (or a recovery code). */
export const turnOffSecondStepMutation = mutationOptions({
  mutationFn: (code: string) => adminRequest('DELETE', MINE, { code }),
  onSuccess: (_answer, _code, _result, { client }) =>
    client.invalidateQueries({ queryKey: adminKeys.session() }),
});

/** Whether the owner requires the app of owners and managers. */
export const secondStepRequiredQuery = queryOptions({
  queryKey: [...adminKeys.staff(), 'second-step-required'] as const,
  queryFn: () => adminGet<{ required: boolean }>(REQUIRED, 'Failed to read the setting'),
});

export const requireSecondStepMutation = mutationOptions({
  mutationFn: (required: boolean) => adminJson<{ required: boolean }>('PUT', REQUIRED, { required }),
  onSuccess: (_answer, _required, _result, { client }) =>
    client.invalidateQueries({ queryKey: adminKeys.staff() }),
});
