import { APIError } from 'better-auth/api';
import { z } from 'zod';
import { NAME_MAX_LENGTH, personNameSchema } from '../../../shared/account.schemas.ts';
import { BODY_NOT_OBJECT } from './auth-refusals.ts';

/**
 * The profile fields sign-up and update-user take, held to the same rules as PATCH /api/me:
 * better-auth alone would store a number as a first name, and fail on a null name.
 */
const profileFieldsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters long`)
    .optional(),
  firstName: z.optional(personNameSchema),
  lastName: z.optional(personNameSchema),
  image: z.string().max(2048).nullable().optional(),
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
