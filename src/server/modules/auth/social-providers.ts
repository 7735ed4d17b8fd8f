import type { GenericOAuthConfig } from 'better-auth/plugins';
import type { Config } from '../../config.ts';

export const OIDC_PROVIDER_ID = 'oidc';

interface NamedProfile {
  name?: unknown;
  given_name?: unknown;
  family_name?: unknown;
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** First and last name from an OpenID profile; the full name is split later when they are absent. */
export function namesFromProfile(profile: NamedProfile) {
  return {
    ...(text(profile.given_name) ? { firstName: text(profile.given_name) } : {}),
    ...(text(profile.family_name) ? { lastName: text(profile.family_name) } : {}),
  };
}

export function googleProvider(config: Config) {
  if (!config.google) return {};
  return {
    google: {
      clientId: config.google.clientId,
      clientSecret: config.google.clientSecret,
      accessType: 'offline' as const,
      prompt: 'consent' as const,
      mapProfileToUser: (profile: NamedProfile) => namesFromProfile(profile),
    },
  };
}

export function oidcProviders(config: Config): GenericOAuthConfig[] {
  if (!config.oidc) return [];
  return [
    {
      providerId: OIDC_PROVIDER_ID,
      clientId: config.oidc.clientId,
      clientSecret: config.oidc.clientSecret,
      discoveryUrl: `${config.oidc.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
      // Logging out of Pomopal returns to its login page; it does not sign the person out of
      // their identity provider everywhere else.
      disableProviderLogout: true,
      mapProfileToUser: (profile) => namesFromProfile(profile),
    },
  ];
}
