import { TERMS_REQUIRED } from '../../../shared/domain/accountability.ts';
import { DomainError } from '../../../shared/errors.ts';

/** The refusals of the accountability module, each under its own code. */
export const accountabilityErrors = {
  termsRequired: () => new DomainError('accountability.terms_required', TERMS_REQUIRED),
  termsVersion: () =>
    new DomainError(
      'request.invalid',
      'version: these are not the current guidelines; read them again before accepting.',
    ),
  // Also the answer for a room that is not the user's, so a room's existence leaks nothing.
  roomNotFound: () => new DomainError('accountability.room_not_found', 'No such call room.'),
  roomClosed: () => new DomainError('accountability.room_closed', 'This call has ended.'),
  focusRunning: () =>
    new DomainError('accountability.focus_running', 'A shared focus block is already running.'),
  notPartners: () =>
    new DomainError('accountability.not_partners', 'You have not been in a call with this user.'),
  goalNotFound: () =>
    new DomainError('tasks.not_found', 'Choose one of your open tasks as the goal of the call.'),
  underReview: () =>
    new DomainError(
      'accountability.under_review',
      'Finding a partner is paused for your account while reports about your calls are reviewed.',
    ),
  rateLimited: () =>
    new DomainError('request.rate_limited', 'Too many messages at once; wait a moment.'),
};
