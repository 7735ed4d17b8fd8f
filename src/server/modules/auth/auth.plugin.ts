import type { onRequestHookHandler } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { HttpApp } from '../../lib/http-app.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { Mailer } from '../mail/mail.service.ts';
import { type AccountSuspensions, createAccountSuspensions } from './account-suspension.service.ts';
import { requireSignedIn } from './auth.guard.ts';
import { authRoutes } from './auth.routes.ts';
import { createIdentify, type Identify } from './auth.session.ts';
import { type Auth, createAuth } from './auth.ts';
import { createCredentialsRepository } from './credentials.repository.ts';
import { createSessionCache } from './session-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

export interface AuthModuleDeps {
  config: Config;
  db: Database;
  secret: string;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Disconnects the sockets of an ended sign-in session, on every server process. */
  endSessionSockets(sessionId: string): void;
  now: () => Date;
}

export interface AuthModule {
  /** Reads the signed-in session of a request's headers. */
  identify: Identify;
  /** Refuses a request without a signed-in session (401), before anything else is read. */
  signedInOnly: onRequestHookHandler;
  /** Ends a sign-in session: this server forgets it at once, the others through realtime. */
  endSession(sessionId: string): void;
  /** Forgets a session another server process ended. */
  forgetSession(sessionId: string): void;
  /** Admins' suspensions of accounts. */
  suspensions: AccountSuspensions;
}

/** Sign-up, sign-in and sessions: the routes under /api/auth, and who is signed in. */
export async function registerAuth(app: HttpApp, deps: AuthModuleDeps): Promise<AuthModule> {
  const { config, db } = deps;
  const sessions = createSessionCache();
  const endSession = (sessionId: string) => {
    sessions.forget(sessionId);
    deps.endSessionSockets(sessionId);
  };
  const suspensions = createAccountSuspensions({ db, endSession, now: deps.now });
  const auth = createAuth({
    db,
    config,
    secret: deps.secret,
    mailer: deps.mailer,
    logger: app.log,
    onSessionEnded: endSession,
    suspensions,
  });
  app.decorate('auth', auth);
  const identify = await createIdentify(auth, sessions);
  await app.register(authRoutes, {
    auth,
    identify,
    rateLimiter: deps.rateLimiter,
    credentials: createCredentialsRepository({ db }),
    appUrl: config.appUrl,
  });
  return {
    identify,
    signedInOnly: requireSignedIn(identify),
    endSession,
    forgetSession: sessions.forget,
    suspensions,
  };
}
