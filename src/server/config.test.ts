import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicConfig } from './config.ts';
import { isAllowedPushEndpoint } from './lib/push-services.ts';

describe('loadConfig', () => {
  it('runs with no configuration on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('./data/pglite') });
    expect(config.redisUrl).toBeUndefined();
    expect(config.google).toBeUndefined();
    expect(config.iceServers.length).toBeGreaterThan(0);
    expect(config.requestTimeoutMs).toBe(15_000);
  });

  it('follows PORT, DATA_DIR and DATABASE_URL, and treats empty variables as unset', () => {
    const config = loadConfig({
      PORT: '4100',
      DATA_DIR: '/srv/pomopal',
      DATABASE_URL: 'postgres://db.internal:5432/pomopal',
      REDIS_URL: '',
    });
    expect(config.appUrl).toBe('http://localhost:4100');
    expect(config.dataDir).toBe('/srv/pomopal');
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://db.internal:5432/pomopal',
    });
    expect(config.redisUrl).toBeUndefined();
  });

  it('drops a trailing slash from APP_URL and reads ICE_SERVERS as JSON', () => {
    const config = loadConfig({
      APP_URL: 'https://focus.example.com/',
      ICE_SERVERS: '[{"urls":"turn:turn.example.com","username":"u","credential":"c"}]',
    });
    expect(config.appUrl).toBe('https://focus.example.com');
    expect(config.iceServers).toEqual([
      { urls: 'turn:turn.example.com', username: 'u', credential: 'c' },
    ]);
  });

  it('reads Stripe and PayPal only when each is wholly configured', () => {
    expect(loadConfig({})).toMatchObject({ stripe: undefined, paypal: undefined });
    const config = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_MONTHLY: 'price_monthly',
      STRIPE_PRICE_ANNUAL: 'price_annual',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      PAYPAL_CLIENT_ID: 'paypal-id',
      PAYPAL_CLIENT_SECRET: 'paypal-secret',
    });
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      priceMonthly: 'price_monthly',
      priceAnnual: 'price_annual',
      apiBase: 'http://127.0.0.1:12111',
    });
    expect(config.paypal).toEqual({
      clientId: 'paypal-id',
      clientSecret: 'paypal-secret',
      apiBase: 'https://api-m.sandbox.paypal.com',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'DATABASE_URL must be a postgres:// URL'],
    [
      { GOOGLE_CLIENT_ID: 'id' },
      'Google sign-in is half configured: also set GOOGLE_CLIENT_SECRET',
    ],
    [{ NODE_ENV: 'production' }, 'AUTH_SECRET is required when NODE_ENV=production'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET must be at least 32 characters long'],
    [{ ICE_SERVERS: 'not json' }, 'ICE_SERVERS must be JSON'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be false, true, or the number of proxies'],
    [
      { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_MONTHLY: 'price_1' },
      'Stripe is half configured: also set STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ANNUAL',
    ],
    [{ PAYPAL_CLIENT_SECRET: 'secret' }, 'PayPal is half configured: also set PAYPAL_CLIENT_ID'],
    [{ STRIPE_API_BASE: 'ftp://stripe.test' }, 'STRIPE_API_BASE must be an http(s) URL'],
    [{ PAYPAL_API_BASE: 'not a url' }, 'PAYPAL_API_BASE must be an http(s) URL'],
    [
      { AI_BASE_URL: 'http://127.0.0.1:11434/v1' },
      'The AI model is half configured: also set AI_API_KEY, AI_MODEL',
    ],
    [{ AI_MODEL: 'llama3.1' }, 'The AI model is half configured: also set AI_BASE_URL, AI_API_KEY'],
    [{ AI_TIMEOUT_SECONDS: '0' }, 'AI_TIMEOUT_SECONDS must be a number of seconds'],
    [{ AI_CONCURRENCY: '2.5' }, 'AI_CONCURRENCY must be a whole number from 1 to 100'],
    [{ REQUEST_TIMEOUT_SECONDS: 'soon' }, 'REQUEST_TIMEOUT_SECONDS must be a number of seconds'],
    [{ REQUEST_TIMEOUT_SECONDS: '3600' }, 'REQUEST_TIMEOUT_SECONDS can be at most 300'],
    [{ VAPID_PUBLIC_KEY: 'BPublic' }, 'Web Push is half configured: also set VAPID_PRIVATE_KEY'],
    [
      { PUSH_SERVICES: 'https://push.example.com, ftp://push.example.com' },
      'PUSH_SERVICES must list origins such as https://push.example.com',
    ],
  ])('refuses %o with a message naming the problem', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the push services', () => {
  it('accepts push endpoints at the browsers’ push services, or at the ones configured', () => {
    const known = loadConfig({}).push.services;
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', known)).toBe(true);
    expect(isAllowedPushEndpoint('https://wns2-db5p.notify.windows.com/w/?token=x', known)).toBe(
      true,
    );
    expect(isAllowedPushEndpoint('https://notify.windows.com.evil.test/w', known)).toBe(false);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/abc', known)).toBe(false);
    expect(isAllowedPushEndpoint('https://user:pw@fcm.googleapis.com/x', known)).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1:8080/push', known)).toBe(false);
    const local = loadConfig({ PUSH_SERVICES: 'http://127.0.0.1:8080' }).push.services;
    expect(isAllowedPushEndpoint('http://127.0.0.1:8080/push/1', local)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:8081/push/1', local)).toBe(false);
  });
});

describe('the AI model settings', () => {
  it('use the rules unless all three are set, and a 20 s timeout and 8 requests by default', () => {
    expect(loadConfig({}).ai).toBeUndefined();
    expect(
      loadConfig({
        AI_BASE_URL: 'http://127.0.0.1:11434/v1',
        AI_API_KEY: 'local',
        AI_MODEL: 'llama3.1',
      }).ai,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: 'local',
      model: 'llama3.1',
      timeoutMs: 20_000,
      concurrency: 8,
    });
  });
});

describe('publicConfig', () => {
  it('tells the browser which providers exist, never their secrets', () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret-value',
      AUTH_SECRET: 'a-very-long-auth-secret-value-0123456789',
      DATABASE_URL: 'postgres://user:db-password@db/pomopal',
    });
    const visible = publicConfig(config, '1.2.3');
    expect(visible).toEqual({
      version: '1.2.3',
      socialProviders: { google: true, oidc: false },
      iceServers: config.iceServers,
    });
    const text = JSON.stringify(visible);
    for (const secret of ['google-secret-value', 'a-very-long-auth-secret', 'db-password']) {
      expect(text).not.toContain(secret);
    }
  });
});
