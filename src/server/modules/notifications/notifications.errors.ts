import { DomainError } from '../../../shared/errors.ts';

export const notificationsErrors = {
  pushServiceNotAllowed: () =>
    new DomainError(
      'notifications.push_service_not_allowed',
      'endpoint must be the address of a browser push service.',
    ),
};
