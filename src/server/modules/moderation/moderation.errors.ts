import { DomainError } from '../../../shared/errors.ts';
import { routeNotFound } from '../../lib/errors.ts';

/** The refusals of the admin page, each under its own code. */
export const moderationErrors = {
  /** What anyone who is not an admin gets from an admin route: the answer to a route that is not. */
  hidden: routeNotFound,
  reportNotFound: () => new DomainError('moderation.report_not_found', 'No such report.'),
  personGone: () =>
    new DomainError(
      'moderation.person_gone',
      'The reported account has been deleted: the report can only be dismissed.',
    ),
  decidedAlready: () =>
    new DomainError('moderation.report_decided', 'This report was decided already.'),
  notSuspended: () => new DomainError('moderation.not_suspended', 'This account is not suspended.'),
};
