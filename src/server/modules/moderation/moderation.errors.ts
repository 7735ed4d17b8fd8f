import { DomainError } from '../../../shared/errors.ts';

/** The refusals of the admin page, each under its own code. */
export const moderationErrors = {
  /** What anyone who is not an admin gets from an admin route: the answer to a route that is not. */
  hidden: (method: string, url: string) =>
    new DomainError('request.route_not_found', `No route for ${method} ${url.split('?')[0]}.`),
  reportNotFound: () => new DomainError('moderation.report_not_found', 'No such report.'),
  personGone: () =>
    new DomainError(
      'moderation.person_gone',
      'The reported account has been deleted: the report can only be dismissed.',
    ),
  notSuspended: () => new DomainError('moderation.not_suspended', 'This account is not suspended.'),
};
