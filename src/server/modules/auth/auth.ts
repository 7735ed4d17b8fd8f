import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema.ts';
import { profileFromName } from './profile.ts';

export interface AuthDeps {
  db: Database;
  config: Config;
  secret: string;
}

export function createAuth({ db, config, secret }: AuthDeps) {
  return betterAuth({
    appName: 'Pomopal',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.appUrl],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    emailAndPassword: { enabled: true, minPasswordLength: 6 },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    user: {
      additionalFields: {
        username: { type: 'string', required: false, input: false },
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // The username falls back to the e-mail, and names come from the full name when the
          // sign-up form or a social profile gives only that.
          before: async (user) => {
            const fromName = profileFromName(user.name);
            return {
              data: {
                ...user,
                username: user.email,
                firstName: readString(user, 'firstName') ?? fromName.firstName,
                lastName: readString(user, 'lastName') ?? fromName.lastName,
              },
            };
          },
        },
      },
    },
    advanced: {
      useSecureCookies: config.appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

function readString(record: object, key: string): string | undefined {
  const value: unknown = Reflect.get(record, key);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
