import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app.ts';
import { testDatabases } from './test/databases.ts';
import { useTestApp } from './test/use-test-app.ts';
import { createUser } from './test/users.ts';

// Each case was once answered with a 500 (PostgreSQL refusing a NUL, a stack overflow, an index
// key too long, a null where a string was expected, no Host to build a URL from).
describe.each(testDatabases())('bad input found by a probe, on $name', (database) => {
  let app: App;
  let cookie: string;
  const running = useTestApp(database);
  beforeAll(async () => {
    ({ app } = running);
    cookie = (await createUser(app, 'probe@example.com')).cookie;
  });

  const refusal = (response: { statusCode: number; json(): unknown }) => ({
    status: response.statusCode,
    body: response.json(),
  });

  it('refuses a NUL character in a text field, a path or a query', async () => {
    const inBody = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { cookie },
      payload: { title: 'Plan\u0000' },
    });
    expect(refusal(inBody)).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        code: 'request.invalid',
        message: 'title must not contain a NUL character.',
        requestId: expect.any(String),
      },
    });
    for (const url of ['/api/tasks/%00', '/api/tasks/export.csv?timeZone=%00']) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(refusal(response)).toMatchObject({
        status: 400,
        body: { code: 'request.invalid', message: 'The address must not contain a NUL character.' },
      });
    }
  });

  it('refuses JSON nested thousands of levels deep, on sign-in too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { 'content-type': 'application/json' },
      payload: `${'['.repeat(5000)}1${']'.repeat(5000)}`,
    });
    expect(refusal(response)).toMatchObject({
      status: 400,
      body: {
        code: 'request.invalid',
        message: 'The request body is nested more than 32 levels deep.',
      },
    });
  });

  it('refuses an e-mail address longer than mail can carry', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: `${'a'.repeat(3000)}@example.com`, password: 'whatever' },
    });
    expect(refusal(response)).toMatchObject({
      status: 400,
      body: { code: 'request.invalid', message: 'email must be at most 254 characters long.' },
    });
  });

  it('refuses a null name, saying which field is wrong', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie },
      payload: { name: null },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'request.invalid' });
    expect(response.json().message).toMatch(/^name: /);
  });

  it('answers sign-in requests without a usable Host header', async () => {
    for (const host of ['', 'not a host', '[::1']) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { host, cookie },
      });
      expect([host, response.statusCode]).toEqual([host, 200]);
    }
  });

  it('refuses a payment request naming no plan, gateway or token it knows, saying which', async () => {
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: { cookie }, payload });
    const cases: [string, object, RegExp][] = [
      ['/api/billing/checkout', { plan: 'free', gateway: 'sandbox' }, /^plan: /],
      ['/api/billing/checkout', { plan: 'pro_monthly', gateway: 'bitcoin' }, /^gateway: /],
      ['/api/billing/checkout', {}, /^plan: /],
      [
        '/api/billing/confirm',
        { plan: 'pro_monthly', gateway: 'sandbox', token: 'x'.repeat(201) },
        /^token: /,
      ],
      ['/api/billing/confirm', { plan: 'pro_monthly', gateway: 'sandbox', token: '' }, /^token: /],
      [
        '/api/billing/confirm',
        { plan: 'pro_monthly', gateway: 'sandbox', token: 'a\u0000b' },
        /^token must not contain a NUL character\.$/,
      ],
    ];
    for (const [url, payload, message] of cases) {
      const response = await post(url, payload);
      expect([url, refusal(response)]).toMatchObject([
        url,
        { status: 400, body: { code: 'request.invalid' } },
      ]);
      expect(response.json().message).toMatch(message);
    }
  });

  it("refuses a test checkout form that is not one of the page's buttons", async () => {
    const url = `/billing/sandbox/${'A'.repeat(32)}`;
    const form = (payload: string) =>
      app.inject({
        method: 'POST',
        url,
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    for (const [payload, message] of [
      ['action=pay%00', 'action must not contain a NUL character.'],
      ['action=refund', /^action: /],
      ['', /^action: /],
      ['%%%', /^action: /],
    ] as const) {
      const response = await form(payload);
      expect([payload, refusal(response)]).toMatchObject([
        payload,
        { status: 400, body: { code: 'request.invalid' } },
      ]);
      expect(response.json().message).toMatch(message);
    }
    const badId = await app.inject({
      method: 'GET',
      url: '/billing/sandbox/..%2F..%2Fapi',
      headers: { cookie },
    });
    expect(refusal(badId)).toMatchObject({ status: 400, body: { code: 'request.invalid' } });
  });

  it('refuses insight ranges and zones the database could not read, saying which field', async () => {
    const get = (url: string, query: Record<string, string>) =>
      app.inject({ method: 'GET', url, query, headers: { cookie } });
    const cases: [Record<string, string>, RegExp][] = [
      [{ from: '0000-01-01', to: '0000-01-02', timeZone: 'UTC' }, /^from: /],
      [{ from: '2025-02-29', to: '2025-03-01', timeZone: 'UTC' }, /^from: /],
      [{ from: '2025-01-01', to: '99999-01-01', timeZone: 'UTC' }, /^to: /],
      [{ from: '2025-01-01', to: '2025-01-02', timeZone: 'UTC+5' }, /^timeZone: /],
    ];
    for (const [query, message] of cases) {
      for (const url of ['/api/insights', '/api/insights/trend']) {
        const response = await get(url, query);
        expect([url, query, refusal(response)]).toMatchObject([
          url,
          query,
          { status: 400, body: { code: 'request.invalid' } },
        ]);
        expect(response.json().message).toMatch(message);
      }
    }
    for (const url of ['/api/dashboard', '/api/insights/streak']) {
      const offset = await get(url, { timeZone: '+05:00' });
      expect([url, refusal(offset)]).toMatchObject([
        url,
        { status: 400, body: { code: 'request.invalid' } },
      ]);
    }
    // The last day a four-digit year can name is as good as any other.
    const lastDay = await get('/api/insights', {
      from: '9999-12-31',
      to: '9999-12-31',
      timeZone: 'UTC',
    });
    expect(lastDay.statusCode).toBe(200);
  });
});
