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

/** A first or last name: trimmed, at most NAME_MAX_LENGTH; empty means none. */
export const personNameSchema = z.nullable(
  z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(NAME_MAX_LENGTH, `Names are at most ${NAME_MAX_LENGTH} characters long.`),
      ),
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

export type ResetLink = z.infer<typeof resetLinkSchema>;
