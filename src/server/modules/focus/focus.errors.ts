import { DomainError } from '../../../shared/errors.ts';

/** The refusals of the focus module, each under its own code. */
export const focusErrors = {
  breakNotFound: () => new DomainError('focus.break_not_found', 'No such running break.'),
};
