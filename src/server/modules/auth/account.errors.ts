import {
  DELETE_CONFIRMATION,
  FRESH_SIGN_IN_MINUTES,
} from '../../../shared/account-deletion-rules.ts';
import { DomainError } from '../../../shared/errors.ts';

const SUSPENSION_END = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** The refusals of the account module, each under its own code. */
export const accountErrors = {
  notFound: () => new DomainError('account.not_found', 'This account no longer exists.'),
  sessionNotFound: () => new DomainError('account.session_not_found', 'No such session.'),
  usernameTaken: () =>
    new DomainError('account.username_taken', 'That username is taken. Please choose another.'),
  deletionNotConfirmed: () =>
    new DomainError(
      'account.deletion_not_confirmed',
      `Type ${DELETE_CONFIRMATION} to confirm that your account is to be deleted.`,
    ),
  wrongPassword: () =>
    new DomainError('account.wrong_password', 'That password is not right. Please try again.'),
  signInAgain: () =>
    new DomainError(
      'account.sign_in_again',
      `Please sign in again, then delete your account within ${FRESH_SIGN_IN_MINUTES} minutes.`,
    ),
  tooManyTries: (retryAfterSeconds: number) =>
    new DomainError(
      'request.rate_limited',
      `Too many password tries. Please wait ${Math.ceil(retryAfterSeconds / 60)} minutes and try again.`,
    ),
  tooManyExports: (limit: number, retryAfterSeconds: number) =>
    new DomainError(
      'request.rate_limited',
      `You can download your data ${limit} times an hour. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.`,
    ),
  beingDeleted: () => new DomainError('account.being_deleted', 'This account is being deleted.'),
  suspended: (until: Date | null) =>
    new DomainError(
      'account.suspended',
      until === null
        ? 'This account is suspended.'
        : `This account is suspended until ${SUSPENSION_END.format(until)} UTC.`,
    ),
};
