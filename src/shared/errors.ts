/**
 * Every error code the API answers with, namespaced by the part of Pomopal that raises it, and the
 * HTTP status it travels under. The web branches on these codes, never on a status or a message.
 */
export const ERROR_STATUS = {
  // The request itself: its shape, its origin, its address.
  'request.invalid': 400,
  'request.forbidden_origin': 403,
  'request.forbidden': 403,
  'request.method_not_allowed': 405,
  'request.route_not_found': 404,
  'request.too_large': 413,
  'request.uri_too_long': 414,
  'request.rate_limited': 429,
  'request.unsupported_media_type': 415,
  // Signing in.
  'auth.unauthorized': 401,
  'auth.rate_limited': 429,
  // Others' failed sign-ins locked the address; a right password mails the owner a sign-in link.
  'auth.sign_in_link_offered': 429,
  // The signed-in user's account.
  'account.not_found': 404,
  'account.session_not_found': 404,
  'account.username_taken': 409,
  // Deleting one's account: the word DELETE, the password or a fresh sign-in.
  'account.deletion_not_confirmed': 400,
  'account.wrong_password': 403,
  'account.sign_in_again': 403,
  // Signing in to an account whose deletion was asked for.
  'account.being_deleted': 403,
  // Signing in to an account an admin suspended.
  'account.suspended': 403,
  // Tasks and their Pomodoro sessions.
  'tasks.not_found': 404,
  'tasks.move_onto_itself': 400,
  'tasks.nothing_to_export': 404,
  'tasks.invalid_time_zone': 400,
  'tasks.session_not_found': 404,
  'tasks.session_mismatch': 400,
  'tasks.session_already_completed': 409,
  'tasks.session_not_running': 409,
  'tasks.another_session_active': 409,
  // A calendar feed's address that is wrong, reset, or of an account without Pro: says nothing.
  'calendar.feed_not_found': 404,
  'tasks.too_few_sessions_to_split': 400,
  'tasks.id_taken': 409,
  'tasks.repeat_needs_due_date': 400,
  'tasks.repeat_ends_before_start': 400,
  'tasks.not_repeating': 400,
  'tasks.repeat_ended': 409,
  'tasks.skip_completed': 409,
  'tasks.reminder_needs_due_date': 400,
  'tasks.project_not_found': 400,
  'tasks.label_not_found': 400,
  // Projects and labels.
  'projects.not_found': 404,
  'projects.name_taken': 409,
  'projects.limit_reached': 400,
  'projects.move_onto_itself': 400,
  'projects.not_restorable': 404,
  'labels.not_found': 404,
  'labels.name_taken': 409,
  'labels.limit_reached': 400,
  // Push notifications.
  'notifications.push_service_not_allowed': 400,
  // Timer preferences and breaks.
  'focus.break_not_found': 404,
  // Plans and payments.
  'billing.pro_required': 403,
  'billing.gateway_unavailable': 400,
  'billing.plan_not_available': 409,
  'billing.billed_elsewhere': 409,
  'billing.not_subscribed': 409,
  'billing.nothing_to_resume': 409,
  'billing.checkout_not_found': 404,
  'billing.payment_not_verified': 402,
  'billing.invalid_signature': 400,
  'billing.provider_failed': 502,
  // Accountability partners and their video calls.
  'accountability.terms_required': 403,
  'accountability.room_not_found': 404,
  'accountability.room_closed': 409,
  'accountability.not_partners': 404,
  'accountability.focus_running': 409,
  // Kept out of matchmaking while reports of the user wait for an admin, or suspended.
  'accountability.under_review': 403,
  // The admin page: a report or a suspension that is not there, a reported account since deleted.
  'moderation.report_not_found': 404,
  'moderation.not_suspended': 404,
  'moderation.report_decided': 409,
  'moderation.person_gone': 409,
  // Live connections: a socket's connect error carries the code, under the status it means.
  'realtime.too_many_sockets': 429,
  // Our side.
  'server.internal': 500,
  'server.unavailable': 503,
} as const satisfies Record<string, number>;

export type CatalogueErrorCode = keyof typeof ERROR_STATUS;

/**
 * better-auth's own refusals (`INVALID_EMAIL_OR_PASSWORD`, ...) travel as `auth.invalid_email_or_password`
 * with better-auth's status.
 */
export type SignInErrorCode = `auth.${string}`;

export type ErrorCode = CatalogueErrorCode | SignInErrorCode;

export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /** The request's id (also its X-Request-Id header), which its log lines carry. */
  requestId?: string;
}

/** A broken product rule; the server answers it with its code's status. */
export class DomainError extends Error {
  readonly code: CatalogueErrorCode;

  constructor(code: CatalogueErrorCode, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
  }
}

export function isCatalogueErrorCode(value: unknown): value is CatalogueErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return (
    isCatalogueErrorCode(value) || (typeof value === 'string' && /^auth\.[a-z0-9_]+$/.test(value))
  );
}
