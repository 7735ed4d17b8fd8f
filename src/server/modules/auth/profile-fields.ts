import { APIError } from 'better-auth/api';
import {
  fullNameSchema,
  IMAGE_URL_MAX_LENGTH,
  personNameSchema,
} from '../../../shared/account.schemas.ts';
import { z } from '../../../shared/zod.ts';
import { BODY_NOT_OBJECT } from './auth-refusals.ts';

/**
 * The profile fields sign-up and update-user take, held to the same rules as PATCH /api/me:
 * better-auth alone would store a number as a first name, and fail on a null name.
 */
const profileFieldsSchema = z.object({
  name: z.optional(fullNameSchema),
  firstName: z.optional(personNameSchema),
  lastName: z.optional(personNameSchema),
  image: z.optional(z.nullable(z.string().check(z.maxLength(IMAGE_URL_MAX_LENGTH)))),
});

/** Refuses a body whose profile fields break the rules, with a message naming the field. */
export function assertProfileFields(body: unknown): void {
  const result = profileFieldsSchema.safeParse(body);
  if (result.success) return;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  throw new APIError('BAD_REQUEST', {
    message: field ? `${field}: ${issue?.message}` : BODY_NOT_OBJECT,
  });
}
