import { ID_MAX_LENGTH, idSchema } from './common.schemas.ts';
import { z } from './zod.ts';

export const NAME_MAX_LENGTH = 100;

/** SPEC.md 9: the shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 6;
/** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
export const PASSWORD_MAX_LENGTH = 256;

/** The longest address mail can carry (RFC 5321); longer ones are refused before any lookup. */
export const EMAIL_MAX_LENGTH = 254;

/** The signed-in user's profile (GET /api/me, and the answer of PATCH /api/me). */
export const profileSchema = z.object({
  id: z.string(),
  email: z.email(),
  emailVerified: z.boolean(),
  username: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
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

/** PATCH /api/me: only the names can change; username and e-mail cannot. */
export const updateProfileSchema = z.strictObject({
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
