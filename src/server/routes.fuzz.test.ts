import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '../shared/errors.ts';
import type { App } from './app.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { RouteEntry } from './lib/route-table.ts';
import { user } from './modules/auth/auth.table.ts';
import { createTestApp } from './test/app.ts';
import { startTestPaypal, startTestStripe } from './test/billing.ts';
import { testDatabases } from './test/databases.ts';
import type { FakePaypal } from './test/fake-paypal.ts';
import type { FakeStripe } from './test/fake-stripe.ts';
import { useTestApp } from './test/use-test-app.ts';
import { createUser } from './test/users.ts';

/**
 * Answered to anyone: health checks, public settings, the price list, Stripe's signed webhook,
 * sign-in itself, reset links, and calendar feeds (opened by their secret address).
 */
const PUBLIC_ROUTES = new Set([
  '/api/health',
  '/api/config',
  '/api/plans',
  '/api/billing/stripe/webhook',
  '/api/password-reset',
  '/api/auth/*',
  '/api/calendar/:feedId/:file',
]);

/** The server's own pages outside the web app (the test checkout), fuzzed like the API. */
const isServerRoute = (url: string) => url.startsWith('/api/') || url.startsWith('/billing/');

/**
 * The endpoints better-auth serves behind `/api/auth/*`, read from its own API, so an endpoint a
 * new version or plugin adds is fuzzed too. Those marked server-only are not reachable over HTTP.
 */
function authEndpoints(app: App): [HTTPMethods, string][] {
  return Object.values(app.auth.api).flatMap((endpoint): [HTTPMethods, string][] => {
    const { path, options } = endpoint;
    const serverOnly = 'metadata' in options && 'SERVER_ONLY' in options.metadata;
    if (!path || serverOnly) return [];
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    return methods.map((method): [HTTPMethods, string] => [method, `/api/auth${path}`]);
  });
}

const RUNS_PER_ENDPOINT = 200;

function codeIn(body: string): unknown {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && 'code' in parsed ? parsed.code : null;
  } catch {
    return null;
  }
}

/** Field names the API knows, so generated bodies reach past "unknown field" checks. */
const FIELDS = [
  'title',
  'description',
  'dueDate',
  'minutes',
  'completed',
  'items',
  'id',
  'position',
  'taskId',
  'remainingSeconds',
  'pomodoroLength',
  'breakLength',
  'longBreakLength',
  'musicTheme',
  'theme',
  'notificationsEnabled',
  'hideCompleted',
  'kind',
  'firstName',
  'lastName',
  'username',
  'name',
  'email',
  'newEmail',
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'provider',
  'callbackURL',
  'isImportant',
  'isUrgent',
  'userOverriddenPriority',
  'timeZone',
  'plan',
  'gateway',
  'action',
  'type',
  'version',
  'outcome',
  'userId',
  'roomName',
  'reason',
  'confirmation',
  'decision',
  'note',
  'days',
];

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('\u0000', 'a\u0000b', '\uD800', '🍅'.repeat(500), 'x'.repeat(5000), ''),
  fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53, 0.5, Number.MAX_SAFE_INTEGER),
  fc.constantFrom('2026-11-22T15:00:00.000Z', 'not a date', '9999-99-99', 'Europe/Paris'),
  fc.constantFrom('pro_monthly', 'pro_annual', 'free', 'sandbox', 'stripe', 'paypal', 'pay'),
  fc.constantFrom('daily', 'weekly', 'Pacific/Auckland', 'America/Los_Angeles', 'SystemV/AST4'),
  // Call outcomes and room names as the accountability routes take them.
  fc.constantFrom('done', 'partly', 'not_yet', 'AAAAAAAAAAAAAAAAAAAAAAAA', 'a-b_c'.repeat(13)),
  // The word that confirms an account's deletion, so the password check is reached.
  fc.constantFrom('DELETE', 'delete'),
  // An admin's decisions on a report, and the lengths of a suspension.
  fc.constantFrom('dismiss', 'warn', 'suspend', 7, 30, null),
  fc.uuid(),
  fc.emailAddress(),
);

const value: fc.Arbitrary<unknown> = fc.oneof(
  { depthSize: 'small' },
  nasty,
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(nasty, { maxLength: 5 }),
  fc.array(fc.record({ id: fc.oneof(fc.uuid(), nasty), position: nasty }), { maxLength: 3 }),
);

/** A request body as raw text: mostly objects of known fields, sometimes anything at all. */
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 6 }).map((v) => JSON.stringify(v)),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc.nat({ max: 10_000 }).map((depth) => `${'['.repeat(depth)}1${']'.repeat(depth)}`),
  fc.constantFrom('', '{', 'null', '{"a":1,}', '\u0000', '{"title":"\\u0000"}'),
);

const segment = fc.oneof(
  fc.uuid(),
  fc.constantFrom('%00', '..', '%2e%2e', 'x'.repeat(300), '%F0%9F%8D%85', '-1', 'temp-1'),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);

const query = fc.oneof(
  fc.constant(''),
  fc
    .dictionary(
      fc.constantFrom('timeZone', 'token', 'from', 'to', 'x'),
      fc.string({ maxLength: 40 }),
      { maxKeys: 3 },
    )
    .map((entries) => `?${new URLSearchParams(entries).toString()}`),
  fc.constantFrom('?timeZone=%00', '?token=%FF', '?a=1&a=2', '?timeZone=Not/AZone'),
  // Insight ranges that reach the database: whole years, their edges, DST days, odd zones.
  fc
    .record({
      from: fc.constantFrom('2025-03-09', '0001-01-01', '9999-12-31', '2024-02-29', '2025-01-01'),
      to: fc.constantFrom('2025-03-09', '0001-01-02', '9999-12-31', '2025-02-28', '2026-01-01'),
      timeZone: fc.constantFrom('Pacific/Auckland', 'Etc/GMT-14', 'US/Pacific', 'europe/paris'),
    })
    .map((entries) => `?${new URLSearchParams(entries).toString()}`),
);

/** The admin the admin routes are fuzzed as: to anyone else they answer 404 before reading. */
const FUZZ_ADMIN = 'fuzz-admin@example.com';

async function createAdmin(app: App, handle: DatabaseHandle) {
  const admin = await createUser(app, FUZZ_ADMIN);
  await handle.db.update(user).set({ emailVerified: true }).where(eq(user.id, admin.userId));
  return admin;
}

/**
 * Hits each endpoint with RUNS_PER_ENDPOINT generated requests, signed in and not; the admin
 * routes as `admin` when one is given.
 */
async function fuzz(
  app: App,
  endpoints: [HTTPMethods, string][],
  people: string,
  admin?: { cookie: string },
) {
  let client = 0;
  for (const [index, [method, template]] of endpoints.entries()) {
    // Each endpoint gets a person of its own: signing out or changing an address in one run
    // must not leave the next endpoint without a session.
    const person =
      admin && template.startsWith('/api/admin/')
        ? admin
        : await createUser(app, `${people}-${index}@example.com`);
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.array(segment, { minLength: 3, maxLength: 3 }),
        query,
        fc.boolean(),
        async (payload, segments, search, signedIn) => {
          let index = 0;
          const path = template.replace(/:[a-zA-Z]+/g, () => segments[index++] ?? '');
          client += 1;
          const response = await app.inject({
            method,
            url: `${path}${search}`,
            headers: {
              'content-type': 'application/json',
              ...(signedIn ? { cookie: person.cookie } : {}),
            },
            remoteAddress: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
            ...(method === 'GET' ? {} : { payload }),
          });
          const answered = `${method} ${path}${search} answered ${response.statusCode} to ${payload.slice(0, 200)}: ${response.body.slice(0, 200)}`;
          if (response.statusCode >= 500) throw new Error(answered);
          // Every refusal says why with a code the web can branch on.
          if (response.statusCode >= 400 && !isErrorCode(codeIn(response.body))) {
            throw new Error(`${answered} (no known error code)`);
          }
        },
      ),
      { numRuns: RUNS_PER_ENDPOINT },
    );
  }
}

/**
 * The routes a stranger must be refused on, answered 401 before anything else is read; the admin
 * routes answer as routes that do not exist (404).
 */
async function expectSignedInOnly(app: App, routes: RouteEntry[]) {
  for (const route of routes.filter((entry) => !PUBLIC_ROUTES.has(entry.url))) {
    const url = route.url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
    const response = await app.inject({
      method: route.method,
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    const refusal = route.url.startsWith('/api/admin/') ? 404 : 401;
    expect([route.method, route.url, response.statusCode]).toEqual([
      route.method,
      route.url,
      refusal,
    ]);
  }
}

const fuzzable = (app: App): RouteEntry[] =>
  app.routeTable.filter(
    (route) => isServerRoute(route.url) && route.method !== 'HEAD' && route.method !== 'OPTIONS',
  );

describe.each(testDatabases())('every endpoint of the route table on $name', (database) => {
  let app: App;
  let apiRoutes: RouteEntry[];
  let admin: { cookie: string };

  const running = useTestApp(database, { env: { ADMIN_EMAILS: FUZZ_ADMIN } });
  beforeAll(async () => {
    ({ app } = running);
    await app.ready();
    apiRoutes = fuzzable(app);
    admin = await createAdmin(app, running.handle);
  });

  it('is found', () => {
    expect(apiRoutes.length).toBeGreaterThan(15);
    expect(apiRoutes).toContainEqual({ method: 'POST', url: '/api/tasks' });
    expect(apiRoutes).toContainEqual({ method: 'POST', url: '/api/billing/checkout' });
    expect(apiRoutes).toContainEqual({ method: 'POST', url: '/billing/sandbox/:id' });
    expect(apiRoutes).toContainEqual({ method: 'GET', url: '/api/insights' });
    expect(apiRoutes).toContainEqual({ method: 'POST', url: '/api/insights/ai-summary' });
    expect(apiRoutes).toContainEqual({ method: 'POST', url: '/api/tasks/:id/session-names' });
    expect(apiRoutes).toContainEqual({
      method: 'PATCH',
      url: '/api/tasks/:id/sessions/:sessionId/name',
    });
    expect(apiRoutes).toContainEqual({ method: 'POST', url: '/api/accountability/terms' });
    expect(apiRoutes).toContainEqual({
      method: 'POST',
      url: '/api/accountability/rooms/:roomName/outcome',
    });
    expect(apiRoutes).toContainEqual({ method: 'POST', url: '/api/admin/reports/:id/decision' });
  });

  it('answers 401 to a stranger on every signed-in route', () =>
    expectSignedInOnly(app, apiRoutes));

  // Every endpoint gets all its runs, so the time grows with the route table, not with a bug.
  it(
    'never answers 5xx, and refuses with a known code, whatever a client sends',
    {
      timeout: 180_000,
    },
    () =>
      fuzz(
        app,
        [
          ...apiRoutes
            .filter((route) => route.url !== '/api/auth/*')
            .map((route): [HTTPMethods, string] => [route.method, route.url]),
          ...authEndpoints(app),
        ],
        'fuzz',
        admin,
      ),
  );
});

// With real providers configured the payment routes reach them (fakes on 127.0.0.1 here), and
// Stripe's webhook exists: the same rules hold there.
describe.each(testDatabases())(
  'the payment endpoints with Stripe and PayPal, on $name',
  (database) => {
    let handle: DatabaseHandle;
    let app: App;
    let stripe: FakeStripe;
    let paypal: FakePaypal;
    let paymentRoutes: RouteEntry[];

    beforeAll(async () => {
      const testStripe = await startTestStripe();
      stripe = testStripe.fake;
      const testPaypal = await startTestPaypal();
      paypal = testPaypal.fake;
      handle = await database.open();
      app = await createTestApp({
        database: handle,
        env: { ...testStripe.env, ...testPaypal.env },
      });
      await app.ready();
      paymentRoutes = fuzzable(app).filter((route) =>
        /^\/api\/(billing|subscription|plans)/.test(route.url),
      );
    });
    afterAll(async () => {
      await app.close();
      await handle.close();
      await stripe.close();
      await paypal.close();
    });

    it('are found, the webhook among them', () => {
      expect(paymentRoutes).toContainEqual({ method: 'POST', url: '/api/billing/stripe/webhook' });
      expect(paymentRoutes).toContainEqual({ method: 'POST', url: '/api/billing/confirm' });
    });

    it('answer 401 to a stranger on every signed-in route', () =>
      expectSignedInOnly(app, paymentRoutes));

    it(
      'never answer 5xx, and refuse with a known code, whatever a client sends',
      {
        timeout: 120_000,
      },
      () =>
        fuzz(
          app,
          paymentRoutes.map((route): [HTTPMethods, string] => [route.method, route.url]),
          'pay',
        ),
    );
  },
);
