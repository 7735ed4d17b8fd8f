import { DomainError } from '../../../shared/errors.ts';

/** The refusals of the auth module, each under its own code. */
export const authErrors = {
  unauthorized: () => new DomainError('auth.unauthorized', 'Please sign in first.'),
};
