/**
 * A member's page lives in the dashboard's address (the Members tab and the member's number), so
 * staff can bookmark it, share it with a colleague or open it in a new browser tab.
 */
export const MEMBER_PARAM = 'member';

export const memberPageHref = (id: number) => `/admin/dashboard?tab=members&${MEMBER_PARAM}=${id}`;

/** The member's number in the address, or null (not a positive whole number: the lists show). */
export function memberOfParam(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
