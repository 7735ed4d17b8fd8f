import { z } from './zod.ts';

/** What the browser may know of the server's configuration (GET /api/config). */
export const publicConfigSchema = z.object({
  version: z.string(),
  socialProviders: z.object({ google: z.boolean(), oidc: z.boolean() }),
  iceServers: z.array(
    z.object({
      urls: z.union([z.string(), z.array(z.string())]),
      username: z.optional(z.string()),
      credential: z.optional(z.string()),
    }),
  ),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});

export type Health = z.infer<typeof healthSchema>;
