import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth, magicLink } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/password-rule.ts';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Mailer, MailMessage } from '../mail/mail.service.ts';
import type { AccountSuspensions } from './account-suspension.service.ts';
import {
  changeEmailMail,
  confirmEmailMail,
  existingAccountMail,
  resetPasswordMail,
  signInLinkMail,
} from './auth.mails.ts';
import { SIGN_IN_LINK_EXPIRES_IN_SECONDS } from './auth.rate-limits.ts';
import * as authTables from './auth.table.ts';
import { session } from './auth.table.ts';
import { betterAuthLogLevel } from './auth-log.ts';
import { changeEmailNotices } from './change-email.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { newAccountNames } from './profile.ts';
import { assertProfileFields } from './profile-fields.ts';
import { MAGIC_LINK_REQUEST_PATH } from './sign-in-link.ts';
import { createSignInStanding } from './sign-in-standing.ts';
import { SIGN_UP_PATH, signUpAfterHook, syntheticUser } from './sign-up.ts';
import { googleProvider, oidcProviders } from './social-providers.ts';
import { defaultUsername, signUpUsername } from './username.ts';

/** better-auth reads the client address from this header, which our route alone sets. */
export const CLIENT_IP_HEADER = 'x-pomopal-client-ip';

const DAY = 60 * 60 * 24;

export interface AuthDeps {
  db: Database;
  config: Config;
  secret: string;
  mailer: Mailer;
  logger: FastifyBaseLogger;
  /** Called for every ended session (sign-out, revocation, reset, expiry). */
  onSessionEnded(sessionId: string): void;
  /** Admins' suspensions, which refuse sign-in while in force. */
  suspensions: Pick<AccountSuspensions, 'of'>;
}

export function createAuth(deps: AuthDeps) {
  const { db, config, secret, mailer, logger, onSessionEnded } = deps;
  // Mail goes out in the background: an answer that waited for it would reveal, by its timing,
  // whether an address has an account.
  const deliver = (to: string, message: MailMessage) => {
    mailer.send(to, message).catch((error: unknown) => {
      logger.error({ err: error, subject: message.subject }, 'mail could not be sent');
    });
  };
  const appUrl = config.appUrl;
  const onExistingUserSignUp = (user: { email: string; name: string }) => {
    deliver(user.email, existingAccountMail({ appUrl, name: user.name }));
  };
  const signInRefusal = createSignInStanding({ db, suspensions: deps.suspensions });

  return betterAuth({
    appName: 'Pomopal',
    baseURL: appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [appUrl],
    telemetry: { enabled: false },
    // better-auth's own messages go to the server's structured log, an error only when ours.
    logger: {
      level: 'warn',
      log: (level, message, ...details: unknown[]) => {
        logger[betterAuthLogLevel(level, details)]({ details }, `auth: ${message}`);
      },
    },
    // A refused request is the client's business, not an error of ours: it is logged at debug.
    onAPIError: {
      onError: (error) => {
        if (error instanceof APIError && error.status !== 'INTERNAL_SERVER_ERROR') {
          logger.debug({ err: error }, 'auth: request refused');
        } else {
          logger.error({ err: error }, 'auth: request failed');
        }
      },
    },
    database: drizzleAdapter(db, { provider: 'pg', schema: authTables }),
    // Pomopal's own limiter (auth.routes.ts) counts per address and per IP in the database.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      // With these three, sign-up answers a known address like a new one (see sign-up.ts).
      autoSignIn: false,
      customSyntheticUser: syntheticUser,
      onExistingUserSignUp: async ({ user }) => onExistingUserSignUp(user),
      sendResetPassword: async ({ user, url }) => {
        deliver(user.email, resetPasswordMail({ appUrl, name: user.name, link: url }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: DAY,
      sendVerificationEmail: async ({ user, url, token }) => {
        // A change of address is confirmed from the new address, with its own wording.
        const mail = isEmailChangeToken(token)
          ? changeEmailMail({ appUrl, name: user.name, link: url })
          : confirmEmailMail({ appUrl, name: user.name, link: url });
        deliver(user.email, mail);
      },
    },
    socialProviders: googleProvider(config),
    // Only the server asks for a sign-in link (sign-in-link.ts), after checking the password.
    disabledPaths: [MAGIC_LINK_REQUEST_PATH],
    plugins: [
      changeEmailNotices({ appUrl, deliver }),
      magicLink({
        expiresIn: SIGN_IN_LINK_EXPIRES_IN_SECONDS,
        storeToken: 'hashed',
        disableSignUp: true,
        sendMagicLink: async ({ email, url }) => {
          deliver(
            email,
            signInLinkMail({
              appUrl,
              link: url,
              expiresInMinutes: SIGN_IN_LINK_EXPIRES_IN_SECONDS / 60,
            }),
          );
        },
      }),
      ...(oidcProviders(config).length > 0
        ? [genericOAuth({ config: oidcProviders(config) })]
        : []),
    ],
    session: {
      // Sliding: a session used at least once a day stays alive; the database caps it at 30 days.
      expiresIn: 7 * DAY,
      updateAge: DAY,
    },
    user: {
      changeEmail: { enabled: true },
      additionalFields: {
        // Chosen at sign-up (see signUpUsername) and changed through PATCH /api/me only.
        username: { type: 'string', required: false },
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
      },
    },
    account: { accountLinking: { enabled: false } },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === SIGN_UP_PATH) {
          assertProfileFields(ctx.body);
          const username = await signUpUsername(db, ctx.body);
          return { context: { body: { ...ctx.body, username } } };
        }
        if (ctx.path === '/update-user') {
          assertProfileFields(ctx.body);
          if ('username' in ctx.body) {
            throw new APIError('BAD_REQUEST', {
              message: 'username: Change the username through PATCH /api/me.',
            });
          }
        }
        // Changing one's password always ends the other sessions, whatever the client asked.
        if (ctx.path === '/change-password' && ctx.body && typeof ctx.body === 'object') {
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
      }),
      after: signUpAfterHook({ onExistingUserSignUp }),
    },
    databaseHooks: {
      user: {
        create: {
          before: async (user, ctx) => ({
            data: {
              ...user,
              // An e-mail sign-up brings the username its before-hook resolved; a social
              // sign-in's new account gets the default.
              username:
                ctx?.path === SIGN_UP_PATH && typeof user.username === 'string'
                  ? user.username
                  : await defaultUsername(db, user.email),
              ...newAccountNames(user),
            },
          }),
        },
      },
      session: {
        // Every way in (password, link, Google, GitHub) makes a session: none for an account
        // whose deletion was asked for (or that is gone meanwhile), nor for a suspended one.
        create: {
          before: async (session) => {
            const refusal = await signInRefusal(session.userId);
            if (refusal) {
              throw new APIError('FORBIDDEN', { code: refusal.code, message: refusal.message });
            }
          },
          // A suspension or deletion that came while this sign-in was being let in ended every
          // session but could not see this one, stored after: it ends here instead.
          after: async (created) => {
            if (!(await signInRefusal(created.userId))) return;
            await db.delete(session).where(eq(session.id, created.id));
            onSessionEnded(created.id);
          },
        },
        delete: {
          after: async (session) => {
            onSessionEnded(session.id);
          },
        },
      },
    },
    advanced: {
      useSecureCookies: appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The verification token is a signed JWT; an e-mail change carries the address it moves to. */
function isEmailChangeToken(token: string): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return (
      typeof claims === 'object' &&
      claims !== null &&
      'updateTo' in claims &&
      Boolean(claims.updateTo)
    );
  } catch {
    return false;
  }
}
