import { ID_MAX_LENGTH, idSchema } from './common.schemas.ts';
import {
  NAME_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  USERNAME_RULE,
} from './name-rules.ts';
import { z } from './zod.ts';

/** The longest address mail can carry (RFC 5321); longer ones are refused before any lookup. */
export const EMAIL_MAX_LENGTH = 254;

/** An e-mail address as sign-in accepts one (better-auth checks with zod's own rule). */
export const emailAddressSchema = z.email().check(z.maxLength(EMAIL_MAX_LENGTH));

/** The signed-in user's profile (GET /api/me, and the answer of PATCH /api/me). */
export const profileSchema = z.object({
  id: z.string(),
  email: z.email(),
  emailVerified: z.boolean(),
  username: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  /** False for an account made with Google or GitHub that never set one. */
  hasPassword: z.boolean(),
  /** Whether the account may open the admin page now (its confirmed address is an admin's). */
  admin: z.boolean(),
});

export type Profile = z.infer<typeof profileSchema>;

const NAME_TOO_LONG = `Names are at most ${NAME_MAX_LENGTH} characters long.`;

/** The longest profile picture address an account keeps (a common limit of browsers for URLs). */
export const IMAGE_URL_MAX_LENGTH = 2048;

/** The full name an account is created with: trimmed, not empty, at most NAME_MAX_LENGTH. */
export const fullNameSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Please enter your name.'),
    z.maxLength(NAME_MAX_LENGTH, NAME_TOO_LONG),
  );

/** A first or last name: trimmed, at most NAME_MAX_LENGTH; empty means none. */
export const personNameSchema = z.nullable(
  z.pipe(
    z.string().check(z.trim(), z.maxLength(NAME_MAX_LENGTH, NAME_TOO_LONG)),
    z.transform((value) => (value === '' ? null : value)),
  ),
);

/**
 * The one rule for a username, at sign-up and in Settings: trimmed and lower-cased (so 'Ada' and
 * 'ada' cannot be two people), then USERNAME_RULE. Unique across accounts; the server checks that.
 */
export const usernameSchema = z
  .string()
  .check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(USERNAME_MIN_LENGTH, USERNAME_RULE),
    z.maxLength(USERNAME_MAX_LENGTH, USERNAME_RULE),
    z.regex(USERNAME_PATTERN, USERNAME_RULE),
  );

/** PATCH /api/me: the username and the names; the e-mail changes only through its confirmation. */
export const updateProfileSchema = z.strictObject({
  username: z.optional(usernameSchema),
  firstName: z.optional(personNameSchema),
  lastName: z.optional(personNameSchema),
});

export type UpdateProfile = z.input<typeof updateProfileSchema>;
export type ProfileChanges = z.output<typeof updateProfileSchema>;

/** One signed-in device (GET /api/me/sessions). */
export const deviceSessionSchema = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  lastActiveAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  ipAddress: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
  current: z.boolean(),
});

export type DeviceSession = z.infer<typeof deviceSessionSchema>;

export const deviceSessionListSchema = z.array(deviceSessionSchema);

/** GET /api/password-reset?token=: whether a reset link can still be used. */
export const resetLinkSchema = z.object({ valid: z.boolean() });

/** The query of GET /api/password-reset. */
export const resetLinkQuerySchema = z.object({
  token: z
    .string()
    .check(z.trim(), z.minLength(1, 'token is required'), z.maxLength(ID_MAX_LENGTH)),
});

/** The path of DELETE /api/me/sessions/:id. */
export const deviceSessionParamsSchema = z.object({ id: idSchema });

export type ResetLink = z.infer<typeof resetLinkSchema>;

/** The longest password a deletion request carries (far beyond any real one; hashing is costly). */
export const DELETION_PASSWORD_MAX_LENGTH = 1024;

/**
 * POST /api/me/deletion: the typed confirmation, and the password of an account that has one.
 * The word is compared on the server, where the refusal says what to type.
 */
export const accountDeletionSchema = z.object({
  confirmation: z.string().check(z.maxLength(100)),
  password: z.optional(z.string().check(z.maxLength(DELETION_PASSWORD_MAX_LENGTH))),
});

export type AccountDeletion = z.infer<typeof accountDeletionSchema>;
