import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { userSubscriptions } from '../../schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createUser } from '../../test/users.ts';

describe.each(testDatabases())('GET /api/subscription on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  const running = useTestApp(database);
  beforeAll(async () => {
    ({ app, handle } = running);
  });

  const get = (cookie?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/subscription',
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it('tells a new user they are on the free plan', async () => {
    const { cookie } = await createUser(app, 'free@example.com');
    expect((await get(cookie)).json()).toEqual({
      plan: 'free',
      planDisplay: 'Free',
      isActive: false,
      isPro: false,
      currentPeriodEnd: null,
      provider: null,
      cancelAtPeriodEnd: false,
    });
  });

  it('counts an active paid plan as Pro until its period ends', async () => {
    const active = await createUser(app, 'pro@example.com');
    const lapsed = await createUser(app, 'lapsed@example.com');
    const future = new Date(Date.now() + 86_400_000);
    await handle.db.insert(userSubscriptions).values([
      {
        userId: active.userId,
        plan: 'pro_annual',
        planDisplay: 'Pro Annual',
        isActive: true,
        currentPeriodEnd: future,
      },
      {
        userId: lapsed.userId,
        plan: 'pro_monthly',
        planDisplay: 'Pro Monthly',
        isActive: true,
        currentPeriodEnd: new Date(Date.now() - 1000),
      },
    ]);
    expect((await get(active.cookie)).json()).toMatchObject({ plan: 'pro_annual', isPro: true });
    expect((await get(lapsed.cookie)).json()).toMatchObject({ plan: 'pro_monthly', isPro: false });
  });

  it('answers 401 when signed out', async () => {
    expect((await get()).statusCode).toBe(401);
  });
});
