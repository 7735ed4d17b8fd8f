import { beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createTestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { signUp } from '../../test/sign-up.ts';
import { useTestApp } from '../../test/use-test-app.ts';

const PASSWORD = 'correct horse battery';

describe.each(testDatabases())('sign-in limits on $name', (database) => {
  let app: App;
  const running = useTestApp(database);
  beforeAll(async () => {
    ({ app } = running);
  });

  const signIn = (email: string, password: string, ip: string, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
      remoteAddress: ip,
      ...(cookie ? { headers: { cookie } } : {}),
    });

  /** Signs in with the right password and keeps only the cookie that marks a known device. */
  async function knownDeviceOf(email: string, ip: string): Promise<string> {
    const response = await signIn(email, PASSWORD, ip);
    expect(response.statusCode).toBe(200);
    const device = response.cookies.find((cookie) => cookie.name === 'pomopal.known_device');
    if (!device) throw new Error('no known-device cookie');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/sign-in' });
    expect(device.maxAge).toBeGreaterThan(300 * 24 * 60 * 60);
    return `${device.name}=${device.value}`;
  }

  it('never counts a successful sign-in', async () => {
    await signUp(app, 'often@example.com', { remoteAddress: '10.10.0.1' });
    for (let attempt = 1; attempt <= 8; attempt += 1) {
      expect((await signIn('often@example.com', PASSWORD, '10.10.0.2')).statusCode).toBe(200);
    }
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect((await signIn('often@example.com', 'typo', '10.10.0.2')).statusCode).toBe(401);
    }
    expect((await signIn('often@example.com', PASSWORD, '10.10.0.2')).statusCode).toBe(200);
  });

  it("limits a stranger's failures to the stranger's machine, not the owner's", async () => {
    await signUp(app, 'target@example.com', { remoteAddress: '10.11.0.1' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await signIn('target@example.com', 'guess', '10.11.0.66')).statusCode).toBe(401);
    }
    const refused = await signIn('target@example.com', PASSWORD, '10.11.0.66');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many attempts. Please wait 10 minutes and try again.');

    expect((await signIn('target@example.com', PASSWORD, '10.11.0.2')).statusCode).toBe(200);
  });

  it('stops guesses spread over many machines, yet lets the owner in from a known device', async () => {
    await signUp(app, 'owner@example.com', { remoteAddress: '10.12.0.1' });
    await signUp(app, 'bystander@example.com', { remoteAddress: '10.12.0.1' });
    const device = await knownDeviceOf('owner@example.com', '10.12.0.1');
    const othersDevice = await knownDeviceOf('bystander@example.com', '10.12.0.1');
    const forged = device.replace(/\.[^.]*$/, '.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const ip = `10.12.${Math.ceil(attempt / 5)}.66`;
      expect((await signIn('owner@example.com', 'guess', ip)).statusCode).toBe(401);
    }

    const stranger = await signIn('owner@example.com', 'guess', '10.12.9.66');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().code).toBe('auth.sign_in_link_offered');
    expect(stranger.json().message).toMatch(/Otherwise, please wait 60 minutes and try again\.$/);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(59 * 60);
    // The right password from a device the address has never signed in from waits too (its owner
    // is mailed a sign-in link, sign-in-link.test.ts)...
    // (a cookie another address earned, or a forged one, makes no device known)...
    for (const cookie of [undefined, othersDevice, forged]) {
      expect((await signIn('owner@example.com', PASSWORD, '10.12.9.1', cookie)).statusCode).toBe(
        429,
      );
    }
    // ...but the owner's own browser signs in, from wherever it is now.
    expect((await signIn('owner@example.com', PASSWORD, '10.12.9.2', device)).statusCode).toBe(200);
  });

  it("limits a known device's own failures wherever it goes", async () => {
    await signUp(app, 'traveller@example.com', { remoteAddress: '10.13.0.1' });
    const device = await knownDeviceOf('traveller@example.com', '10.13.0.1');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const failed = await signIn('traveller@example.com', 'guess', `10.13.${attempt}.1`, device);
      expect(failed.statusCode).toBe(401);
    }
    expect((await signIn('traveller@example.com', PASSWORD, '10.13.9.1', device)).statusCode).toBe(
      429,
    );
  });

  it('forgets every known device once the password changes', async () => {
    await signUp(app, 'changed@example.com', { remoteAddress: '10.15.0.1' });
    const device = await knownDeviceOf('changed@example.com', '10.15.0.1');
    const session = await signIn('changed@example.com', PASSWORD, '10.15.0.1');
    const changed = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: session.cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
      payload: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' },
      remoteAddress: '10.15.0.1',
    });
    expect(changed.statusCode).toBe(200);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const ip = `10.15.${Math.ceil(attempt / 5)}.66`;
      expect((await signIn('changed@example.com', 'guess', ip)).statusCode).toBe(401);
    }
    // The old device no longer passes the per-address limit, even with the new password.
    const stale = await signIn(
      'changed@example.com',
      'a brand new passphrase',
      '10.15.9.1',
      device,
    );
    expect(stale.statusCode).toBe(429);
  });

  it('caps the failures of all known devices of an address per day', async () => {
    await signUp(app, 'shared-laptop@example.com', { remoteAddress: '10.16.0.1' });
    const devices: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      devices.push(await knownDeviceOf('shared-laptop@example.com', `10.16.0.${index + 2}`));
    }
    for (const [index, device] of devices.slice(0, 4).entries()) {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const ip = `10.16.${index + 1}.${attempt}`;
        const failed = await signIn('shared-laptop@example.com', 'guess', ip, device);
        expect(failed.statusCode).toBe(401);
      }
    }
    const fifth = await signIn('shared-laptop@example.com', 'guess', '10.16.9.1', devices[4]);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes/);
  });

  it('counts an IPv6 client by its /64, whichever of its addresses it uses', async () => {
    await signUp(app, 'v6@example.com', { remoteAddress: '10.17.0.1' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const ip = `2001:db8:17:1::${attempt.toString(16)}`;
      expect((await signIn('v6@example.com', 'guess', ip)).statusCode).toBe(401);
    }
    expect((await signIn('v6@example.com', PASSWORD, '2001:db8:17:1:ffff::9')).statusCode).toBe(
      429,
    );
    expect((await signIn('v6@example.com', PASSWORD, '2001:db8:17:2::1')).statusCode).toBe(200);
  });

  it('holds a burst of simultaneous guesses to the limit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => signIn('burst@example.com', 'guess', '10.14.0.66')),
    );
    const tried = answers.filter((answer) => answer.statusCode === 401).length;
    const refused = answers.filter((answer) => answer.statusCode === 429).length;
    // Never more than the limit gets through. Under a burst the per-address counter may refuse
    // one that the per-client counter let through, so fewer may; none is lost either way.
    expect(tried).toBeGreaterThanOrEqual(1);
    expect(tried).toBeLessThanOrEqual(5);
    expect(tried + refused).toBe(12);
  });
});

const postgres = testDatabases().find((database) => database.name === 'postgres');

describe.runIf(postgres)('sign-in limits across two server processes', () => {
  it('count failures on either server together, and know a device either server met', async () => {
    if (!postgres) return;
    const handle = await postgres.open();
    const first = await createTestApp({ database: handle });
    const second = await createTestApp({ database: handle });
    try {
      const signIn = (app: App, password: string, ip: string, cookie?: string) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: 'shared@example.com', password },
          remoteAddress: ip,
          ...(cookie ? { headers: { cookie } } : {}),
        });
      await signUp(first, 'shared@example.com', { remoteAddress: '10.40.0.1' });
      const signedIn = await signIn(first, PASSWORD, '10.40.0.1');
      const device = signedIn.cookies.find((cookie) => cookie.name === 'pomopal.known_device');
      if (!device) throw new Error('no known-device cookie');

      for (let attempt = 1; attempt <= 10; attempt += 1) {
        const app = attempt % 2 === 0 ? first : second;
        const ip = `10.40.${Math.ceil(attempt / 5)}.66`;
        expect((await signIn(app, 'guess', ip)).statusCode).toBe(401);
      }
      expect((await signIn(first, 'guess', '10.40.1.66')).statusCode).toBe(429);
      expect((await signIn(second, PASSWORD, '10.40.9.1')).statusCode).toBe(429);
      const cookie = `${device.name}=${device.value}`;
      expect((await signIn(second, PASSWORD, '10.40.9.1', cookie)).statusCode).toBe(200);
    } finally {
      await first.close();
      await second.close();
      await handle.close();
    }
  });
});
