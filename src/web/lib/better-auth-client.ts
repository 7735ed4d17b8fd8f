import { inferAdditionalFields } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { errorCodeOf, reportUnauthorized } from './api-client.ts';

// No baseURL: better-auth resolves basePath against the page origin, the same server as the SPA.
// OpenID Connect needs no client plugin in better-auth 1.7: the server's generic-oauth plugin
// registers it as a social provider, so `signIn.social({ provider: 'oidc' })` starts it.
// Pages load this module only for an account action (see auth-client.ts): they read the session
// without it.
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [
    inferAdditionalFields({
      user: {
        // Chosen at sign-up (else made from the e-mail address), changed in Settings.
        username: { type: 'string', required: false },
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
      },
    }),
  ],
  fetchOptions: {
    // A sign-in call refused because the session is gone (changing the e-mail, say).
    onError: ({ response, error }) => reportUnauthorized(errorCodeOf(response.status, error)),
  },
});

export type AuthClient = typeof authClient;
export type AuthUser = typeof authClient.$Infer.Session.user;
export type AuthSession = typeof authClient.$Infer.Session;
