/**
 * The `code` of every error answer (`{ message, code }`, docs/architecture.md "Errors"): a stable
 * lower_snake word a program may compare, while the message is for people and may be reworded.
 * Grouped by the domain that mostly gives it (others may give it too); each is declared once.
 */

/** Any route: the request itself, its sender or its rate. */
export const REQUEST_ERRORS = [
  'invalid_request',
  'not_found',
  'conflict',
  'changed_meanwhile',
  'unauthorized',
  'forbidden',
  'cross_site',
  'rate_limited',
  'payload_too_large',
  'unsupported_media_type',
  'method_not_allowed',
  'service_unavailable',
  'bad_request',
  'server_error',
] as const;

/** Signing in: members (links, codes, sessions) and the admin dashboard. */
export const SIGN_IN_ERRORS = [
  'sign_in_required',
  'sign_in_link_refused',
  'sign_in_code_refused',
  'account_deleted',
  'admin_sign_in_required',
  'wrong_password',
  'admin_password_unset',
  'staff_permission_required',
  'second_step_required',
] as const;

/** The seats' one gate (src/shared/seat-rules.ts) and the seat budgets. */
export const SEAT_ERRORS = [
  'event_past',
  'event_full',
  'not_enough_seats',
  'priced_use_tickets',
  'free_use_rsvp',
  'tier_required',
  'seat_budget_used',
  'event_share_used',
  'no_rsvp',
] as const;

/** The waitlist: joining, offers and their claims, staff offers. */
export const WAITLIST_ERRORS = [
  'waitlist_off',
  'waitlist_not_full',
  'already_on_waitlist',
  'already_going',
  'offer_expired',
  'offer_taken',
  'not_offered',
  'waitlist_left',
  'waitlist_removed',
  'not_waiting',
  'not_confirmed',
  'no_seat_free',
  'entry_ended',
] as const;

/** Tickets: buying, the guest pass, cancelling and refunds, the door. */
export const TICKET_ERRORS = [
  'no_guest_pass',
  'guest_needs_ticket',
  'guest_pass_used',
  'not_order_owner',
  'payment_processing',
  'ticket_ended',
  'already_checked_in',
  'ticket_not_cancellable',
  'no_refunds',
  'refund_elsewhere',
  'refund_failed',
  'door_link_invalid',
  'door_link_not_yet',
  'not_checked_in',
  'event_over',
] as const;

/** Payments and memberships: checkout, confirming, tier changes, billing, webhooks. */
export const MEMBERSHIP_ERRORS = [
  'amount_mismatch',
  'payment_not_paid',
  'payment_mismatch',
  'payment_declined',
  'payment_unavailable',
  'no_billing',
  'no_paid_membership',
  'membership_not_managed',
  'membership_canceled',
  'membership_past_due',
  'membership_ending',
  'same_tier',
  'tier_change_scheduled',
  'resume_too_late',
  'webhook_refused',
  'has_paid_membership',
  'address_unconfirmed',
  'no_complimentary',
  'mail_budget_spent',
] as const;

/** Uploads, newsletter links and staff edits of events and their categories. */
export const CONTENT_ERRORS = [
  'upload_link_invalid',
  'upload_link_expired',
  'upload_link_used',
  'upload_empty',
  'not_an_upload',
  'unsupported_file',
  'unreadable_image',
  'confirm_link_invalid',
  'unsubscribe_link_invalid',
  'max_below_attendees',
  'category_reserved',
  'category_taken',
  'category_unknown',
  'category_retired',
  'category_in_use',
  'has_paid_tickets',
  'news_unavailable',
] as const;

/** Club mail: messages staff write and send (docs/club-mail.md). */
export const MAIL_ERRORS = [
  'event_not_found',
  'broadcast_locked',
  'broadcast_not_scheduled',
  'invalid_time',
  'time_passed',
] as const;

export const ERROR_CODES = [
  ...REQUEST_ERRORS,
  ...SIGN_IN_ERRORS,
  ...SEAT_ERRORS,
  ...WAITLIST_ERRORS,
  ...TICKET_ERRORS,
  ...MEMBERSHIP_ERRORS,
  ...CONTENT_ERRORS,
  ...MAIL_ERRORS,
] as const;

export type ErrorCode =
  | (typeof REQUEST_ERRORS)[number]
  | (typeof SIGN_IN_ERRORS)[number]
  | (typeof SEAT_ERRORS)[number]
  | (typeof WAITLIST_ERRORS)[number]
  | (typeof TICKET_ERRORS)[number]
  | (typeof MEMBERSHIP_ERRORS)[number]
  | (typeof CONTENT_ERRORS)[number]
  | (typeof MAIL_ERRORS)[number];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

/** The code of an error answer nothing finer names: by its HTTP status. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
      return 'invalid_request';
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 405:
      return 'method_not_allowed';
    case 409:
      return 'conflict';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'rate_limited';
    case 503:
      return 'service_unavailable';
    default:
      return 'bad_request';
  }
}
