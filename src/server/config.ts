import path from 'node:path';
import { z } from 'zod';
import type { PublicConfig } from '../shared/config.schemas.ts';
import { publicConfigSchema } from '../shared/config.schemas.ts';
import type { DatabaseOptions } from './db/client.ts';
import { DEFAULT_PUSH_SERVICES, isPushServicePattern } from './lib/push-services.ts';
import type { VapidKeys } from './lib/vapid-keys.ts';

const DEFAULT_ICE_SERVERS = [
  { urls: ['stun:stun.l.google.com:19302', 'stun:stun1.l.google.com:19302'] },
];

const optional = z.string().trim().min(1).optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    APP_URL: z.url({ protocol: /^https?$/, error: 'APP_URL must be an http(s) URL' }).optional(),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' })
      .optional(),
    REDIS_URL: z
      .url({ protocol: /^rediss?$/, error: 'REDIS_URL must be a redis:// URL' })
      .optional(),
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters long').optional(),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'SMTP_URL must be an smtp:// URL' }).optional(),
    MAIL_FROM: z.string().trim().min(1).default('Pomopal <no-reply@pomopal.local>'),
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    OIDC_ISSUER: z.url().optional(),
    OIDC_CLIENT_ID: optional,
    OIDC_CLIENT_SECRET: optional,
    AI_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'AI_BASE_URL must be an http(s) URL' })
      .optional(),
    AI_API_KEY: optional,
    AI_MODEL: optional,
    AI_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'AI_TIMEOUT_SECONDS must be a number of seconds' })
      .positive('AI_TIMEOUT_SECONDS must be a number of seconds')
      .max(600, 'AI_TIMEOUT_SECONDS can be at most 600')
      .default(20),
    AI_CONCURRENCY: z.coerce
      .number({ error: 'AI_CONCURRENCY must be a whole number from 1 to 100' })
      .int('AI_CONCURRENCY must be a whole number from 1 to 100')
      .min(1, 'AI_CONCURRENCY must be a whole number from 1 to 100')
      .max(100, 'AI_CONCURRENCY must be a whole number from 1 to 100')
      .default(8),
    STRIPE_SECRET_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    STRIPE_PRICE_MONTHLY: optional,
    STRIPE_PRICE_ANNUAL: optional,
    // A Stripe-compatible server to talk to instead of api.stripe.com (a local test server).
    STRIPE_API_BASE: z
      .url({ protocol: /^https?$/, error: 'STRIPE_API_BASE must be an http(s) URL' })
      .optional(),
    PAYPAL_CLIENT_ID: optional,
    PAYPAL_CLIENT_SECRET: optional,
    PAYPAL_API_BASE: z
      .url({ protocol: /^https?$/, error: 'PAYPAL_API_BASE must be an http(s) URL' })
      .optional(),
    ICE_SERVERS: z
      .string()
      .transform((text, ctx) => {
        try {
          const value: unknown = JSON.parse(text);
          return value;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'ICE_SERVERS must be JSON' });
          return z.NEVER;
        }
      })
      .pipe(publicConfigSchema.shape.iceServers)
      .optional(),
    // The number of proxies in front of the server; `true` means one. Each proxy appends the
    // address it saw to X-Forwarded-For, so the client's own is that many entries from the right;
    // anything further left was written by the client and is not believed.
    TRUST_PROXY: z
      .string()
      .trim()
      .default('false')
      .transform((value, ctx) => {
        if (value === 'false') return 0;
        if (value === 'true') return 1;
        const hops = Number(value);
        if (Number.isInteger(hops) && hops >= 1 && hops <= 10) return hops;
        ctx.addIssue({
          code: 'custom',
          message: 'TRUST_PROXY must be false, true, or the number of proxies in front (1 to 10)',
        });
        return z.NEVER;
      }),
    REQUEST_TIMEOUT_SECONDS: z.coerce
      .number({ error: 'REQUEST_TIMEOUT_SECONDS must be a number of seconds' })
      .positive('REQUEST_TIMEOUT_SECONDS must be a number of seconds')
      .max(300, 'REQUEST_TIMEOUT_SECONDS can be at most 300')
      .default(15),
    RUN_JOBS: z
      .enum(['true', 'false'], { error: 'RUN_JOBS must be true or false' })
      .default('true')
      .transform((value) => value === 'true'),
    BACKUP_KEEP: z.coerce
      .number({ error: 'BACKUP_KEEP must be a whole number from 0 to 1000' })
      .int('BACKUP_KEEP must be a whole number from 0 to 1000')
      .min(0, 'BACKUP_KEEP must be a whole number from 0 to 1000')
      .max(1000, 'BACKUP_KEEP must be a whole number from 0 to 1000')
      .default(7),
    BACKUP_DIR: optional,
    METRICS_TOKEN: z
      .string()
      .min(16, 'METRICS_TOKEN must be at least 16 characters long')
      .optional(),
    METRICS_PORT: z.coerce
      .number({ error: 'METRICS_PORT must be a port number' })
      .int('METRICS_PORT must be a port number')
      .min(0, 'METRICS_PORT must be a port number')
      .max(65_535, 'METRICS_PORT must be a port number')
      .optional(),
    ADMIN_EMAILS: z
      .string()
      .transform((text, ctx) => {
        const emails = text
          .split(',')
          .map((entry) => entry.trim().toLowerCase())
          .filter(Boolean);
        const wrong = emails.filter((email) => !z.email().safeParse(email).success);
        if (wrong.length === 0) return emails;
        ctx.addIssue({
          code: 'custom',
          message: `ADMIN_EMAILS must list e-mail addresses separated by commas; not ${wrong.join(', ')}`,
        });
        return z.NEVER;
      })
      .optional(),
    VAPID_PUBLIC_KEY: optional,
    VAPID_PRIVATE_KEY: optional,
    PUSH_SERVICES: z
      .string()
      .transform((text, ctx) => {
        const services = text
          .split(',')
          .map((entry) => entry.trim())
          .filter(Boolean);
        const wrong = services.filter((service) => !isPushServicePattern(service));
        if (wrong.length === 0) return services;
        ctx.addIssue({
          code: 'custom',
          message: `PUSH_SERVICES must list origins such as https://push.example.com or https://*.example.com; not ${wrong.join(', ')}`,
        });
        return z.NEVER;
      })
      .optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
  })
  .superRefine((env, ctx) => {
    const groups: [string, (keyof typeof env)[]][] = [
      ['Google sign-in', ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET']],
      ['OpenID Connect sign-in', ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']],
      ['The AI model', ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL']],
      ['PayPal', ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET']],
      ['Web Push', ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY']],
      [
        'Stripe',
        [
          'STRIPE_SECRET_KEY',
          'STRIPE_WEBHOOK_SECRET',
          'STRIPE_PRICE_MONTHLY',
          'STRIPE_PRICE_ANNUAL',
        ],
      ],
    ];
    for (const [name, keys] of groups) {
      const set = keys.filter((key) => env[key] !== undefined);
      if (set.length > 0 && set.length < keys.length) {
        const missing = keys.filter((key) => env[key] === undefined).join(', ');
        ctx.addIssue({
          code: 'custom',
          message: `${name} is half configured: also set ${missing}`,
        });
      }
    }
    if (env.NODE_ENV === 'production' && env.AUTH_SECRET === undefined) {
      ctx.addIssue({ code: 'custom', message: 'AUTH_SECRET is required when NODE_ENV=production' });
    }
  });

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  database: DatabaseOptions;
  redisUrl: string | undefined;
  /** Unset means: generate one and keep it in the data folder. */
  authSecret: string | undefined;
  mail: { smtpUrl: string | undefined; from: string };
  google: { clientId: string; clientSecret: string } | undefined;
  oidc: { issuer: string; clientId: string; clientSecret: string } | undefined;
  /** Unset: the built-in rule engine. */
  ai:
    | { baseUrl: string; apiKey: string; model: string; timeoutMs: number; concurrency: number }
    | undefined;
  stripe:
    | {
        secretKey: string;
        webhookSecret: string;
        priceMonthly: string;
        priceAnnual: string;
        /** Unset: api.stripe.com. */
        apiBase: string | undefined;
      }
    | undefined;
  paypal: { clientId: string; clientSecret: string; apiBase: string } | undefined;
  iceServers: PublicConfig['iceServers'];
  /** How many proxies in front of the server to believe the client address from; 0: none. */
  trustProxy: number;
  /**
   * How long a client may take to send a whole request (its headers included): a client that
   * sends slower is cut off rather than holding a connection open.
   */
  requestTimeoutMs: number;
  /** False: this server queues background jobs but leaves running them to the other servers. */
  runJobs: boolean;
  push: {
    /** Unset: generated once and kept in the data folder. */
    vapidKeys: VapidKeys | undefined;
    /** The origins (`https://*.host` for a host's subdomains) browsers' push services are at. */
    services: readonly string[];
  };
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** The embedded database's daily backups: where, and how many are kept (0: none taken). */
  backups: { dir: string; keep: number };
  /** The addresses (lower case) whose accounts, once confirmed, may use the admin page. */
  adminEmails: ReadonlySet<string>;
  /** Where GET /metrics is served: behind a bearer token, on a port of its own, or neither. */
  metrics: { token: string | undefined; port: number | undefined };
}

export class ConfigError extends Error {
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once at boot; a wrong value stops the server with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as it does in most deployment tools.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) =>
        issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
      ),
    );
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    appUrl,
    dataDir,
    database:
      env.DATABASE_URL === undefined
        ? { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') }
        : { kind: 'postgres', url: env.DATABASE_URL },
    redisUrl: env.REDIS_URL,
    authSecret: env.AUTH_SECRET,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }
        : undefined,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
          }
        : undefined,
    ai:
      env.AI_BASE_URL && env.AI_API_KEY && env.AI_MODEL
        ? {
            baseUrl: env.AI_BASE_URL,
            apiKey: env.AI_API_KEY,
            model: env.AI_MODEL,
            timeoutMs: env.AI_TIMEOUT_SECONDS * 1000,
            concurrency: env.AI_CONCURRENCY,
          }
        : undefined,
    stripe:
      env.STRIPE_SECRET_KEY &&
      env.STRIPE_WEBHOOK_SECRET &&
      env.STRIPE_PRICE_MONTHLY &&
      env.STRIPE_PRICE_ANNUAL
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            priceMonthly: env.STRIPE_PRICE_MONTHLY,
            priceAnnual: env.STRIPE_PRICE_ANNUAL,
            apiBase: env.STRIPE_API_BASE,
          }
        : undefined,
    paypal:
      env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET
        ? {
            clientId: env.PAYPAL_CLIENT_ID,
            clientSecret: env.PAYPAL_CLIENT_SECRET,
            apiBase: env.PAYPAL_API_BASE ?? 'https://api-m.sandbox.paypal.com',
          }
        : undefined,
    iceServers: env.ICE_SERVERS ?? DEFAULT_ICE_SERVERS,
    trustProxy: env.TRUST_PROXY,
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    runJobs: env.RUN_JOBS,
    push: {
      vapidKeys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : undefined,
      services: env.PUSH_SERVICES ?? DEFAULT_PUSH_SERVICES,
    },
    logLevel: env.LOG_LEVEL,
    backups: {
      dir: path.resolve(env.BACKUP_DIR ?? path.join(dataDir, 'backups')),
      keep: env.BACKUP_KEEP,
    },
    adminEmails: new Set(env.ADMIN_EMAILS ?? []),
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT },
  };
}

/** The explicit whitelist of what the browser may see: no secret ever leaves through here. */
export function publicConfig(config: Config, version: string): PublicConfig {
  return {
    version,
    socialProviders: { google: config.google !== undefined, oidc: config.oidc !== undefined },
    iceServers: config.iceServers,
  };
}
