import { DomainError } from '../../../shared/errors.ts';

/** The refusals of the insights module, each under its own code. */
export const insightsErrors = {
  /** A zone the browser knows but this database's time zone data does not. */
  unknownTimeZone: (timeZone: string) =>
    new DomainError(
      'request.invalid',
      `timeZone: ${timeZone} is not a time zone this server knows; use an IANA name such as Europe/Paris`,
    ),
};
