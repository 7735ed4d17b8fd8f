import { DomainError } from '../../../shared/errors.ts';

/** The refusals of the account module, each under its own code. */
export const accountErrors = {
  notFound: () => new DomainError('account.not_found', 'This account no longer exists.'),
  sessionNotFound: () => new DomainError('account.session_not_found', 'No such session.'),
  usernameTaken: () =>
    new DomainError('account.username_taken', 'That username is taken. Please choose another.'),
};
