import { DomainError } from '../../../shared/errors.ts';

/** The refusals of the billing module, each under its own code. */
export const billingErrors = {
  /** `message` says which feature needs Pro, in the words the web shows. */
  proRequired: (message: string) => new DomainError('billing.pro_required', message),
};
