import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { REPORTERS_BEFORE_HOLD } from '../../../shared/domain/moderation.ts';
import type {
  AdminOverview,
  AuditEntry,
  ReportForReview,
  SuspendedPerson,
} from '../../../shared/moderation.schemas.ts';
import { ACCOUNTABILITY_EVENTS } from '../../../shared/realtime-events.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { ask, eventually, nextEvent, type Searcher, searcher } from '../../test/accountability.ts';
import { TEST_APP_URL } from '../../test/app.ts';
import { buyWithSandbox } from '../../test/billing.ts';
import { testDatabases } from '../../test/databases.ts';
import { openMailApp } from '../../test/mail-app.ts';
import type { TestSmtpServer } from '../../test/smtp.ts';
import { endOf, socketOpener } from '../../test/sockets.ts';
import { createUser, TEST_PASSWORD } from '../../test/users.ts';
import { user } from '../auth/auth.table.ts';

const ADMIN_EMAIL = 'moderator@example.com';
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabases())('moderating video partners on $name', (database) => {
  let app: App;
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;
  let close: () => Promise<void>;
  let sockets: ReturnType<typeof socketOpener>;
  let clock = Date.now();
  let people = 0;
  let admin: { userId: string; cookie: string };

  const confirm = async (userId: string) => {
    await handle.db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
  };

  beforeAll(async () => {
    const opened = await openMailApp(
      database,
      { ADMIN_EMAILS: `someone-else@example.com, ${ADMIN_EMAIL.toUpperCase()},deputy@example.com` },
      { now: () => new Date(clock) },
    );
    ({ app, smtp, close } = opened);
    handle = opened.database;
    sockets = socketOpener(app);
    admin = await createUser(app, ADMIN_EMAIL);
    await confirm(admin.userId);
  });
  afterEach(() => sockets.closeAll());
  afterAll(() => close());

  const person = async (): Promise<Searcher & { email: string }> => {
    people += 1;
    const email = `partner-${people}@example.com`;
    return { email, ...(await searcher(app, sockets, email)) };
  };

  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { cookie, origin: TEST_APP_URL },
      ...(payload ? { payload } : {}),
    });

  /** The two search together and are matched; the room's name. */
  const meet = async (a: Searcher, b: Searcher): Promise<string> => {
    const before = a.matches.length;
    expect(await ask(a.socket, ACCOUNTABILITY_EVENTS.join, { goalTaskId: null })).toEqual({
      ok: true,
    });
    expect(await ask(b.socket, ACCOUNTABILITY_EVENTS.join, { goalTaskId: null })).toEqual({
      ok: true,
    });
    await eventually(() => a.matches.length > before);
    const match = a.matches.at(-1);
    expect(match?.partner.id).toBe(b.userId);
    return match?.room_name ?? '';
  };

  const report = async (reporter: Searcher, roomName: string, reason: string) => {
    const response = await call('POST', '/api/accountability/reports', reporter.cookie, {
      roomName,
      reason,
    });
    expect(response.statusCode).toBe(204);
  };

  const openReports = async (): Promise<ReportForReview[]> => {
    const response = await call('GET', '/api/admin/reports', admin.cookie);
    expect(response.statusCode).toBe(200);
    return response.json().reports;
  };
  const reportOf = async (reportedId: string) =>
    (await openReports()).find((entry) => entry.reported?.id === reportedId);
  const decide = (reportId: string, payload: object) => {
    // A second on, so the audit log's newest entry is this one.
    clock += 1000;
    return call('POST', `/api/admin/reports/${reportId}/decision`, admin.cookie, payload);
  };
  const auditLog = async (): Promise<AuditEntry[]> =>
    (await call('GET', '/api/admin/audit-log', admin.cookie)).json().entries;
  const signIn = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: TEST_PASSWORD },
    });

  it('answers anyone but a confirmed admin as if the admin routes did not exist', async () => {
    const adminRoutes = app.routeTable.filter((route) => route.url.startsWith('/api/admin/'));
    expect(adminRoutes.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'GET /api/admin/overview',
        'GET /api/admin/reports',
        'POST /api/admin/reports/:id/decision',
        'GET /api/admin/suspensions',
        'POST /api/admin/suspensions/:userId/end',
        'GET /api/admin/audit-log',
      ]),
    );
    const someone = await createUser(app, 'curious@example.com');
    await confirm(someone.userId);
    // Signed up with an admin's address that was never confirmed: not an admin.
    const impostor = await createUser(app, 'someone-else@example.com');
    for (const route of adminRoutes) {
      const url = route.url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
      const method = route.method === 'GET' ? 'GET' : 'POST';
      for (const cookie of [someone.cookie, impostor.cookie, '']) {
        const response = await call(method, url, cookie, { decision: 'dismiss', note: 'x' });
        expect([route.url, response.statusCode, response.json()]).toEqual([
          route.url,
          404,
          {
            statusCode: 404,
            code: 'request.route_not_found',
            message: `No route for ${method} ${url}.`,
            requestId: expect.any(String),
          },
        ]);
      }
    }
    // Word for word what a path nobody serves answers.
    const unknown = await call('GET', '/api/admin/no-such-thing', '');
    expect(unknown.json()).toEqual({
      statusCode: 404,
      code: 'request.route_not_found',
      message: 'No route for GET /api/admin/no-such-thing.',
      requestId: expect.any(String),
    });
    const asAdmin = await call('GET', '/api/admin/reports', admin.cookie);
    expect(asAdmin.statusCode).toBe(200);
  });

  it('checks the address at every request, not once at sign-in', async () => {
    const temporary = await createUser(app, 'Deputy@example.com');
    await confirm(temporary.userId);
    expect((await call('GET', '/api/admin/audit-log', temporary.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/me', temporary.cookie)).json()).toMatchObject({ admin: true });
    await handle.db
      .update(user)
      .set({ email: 'moved-on@example.com' })
      .where(eq(user.id, temporary.userId));
    expect((await call('GET', '/api/admin/audit-log', temporary.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/me', temporary.cookie)).json()).toMatchObject({ admin: false });
  });

  it('lists a report with who, when, why, the room and the earlier reports of the same person', async () => {
    const ada = await person();
    const bob = await person();
    const cy = await person();
    const firstRoom = await meet(ada, bob);
    await report(bob, firstRoom, 'Shouted at me');
    clock += 60_000;
    const secondRoom = await meet(ada, cy);
    await report(cy, secondRoom, 'Showed something offensive');

    const reports = (await openReports()).filter((entry) => entry.reported?.id === ada.userId);
    expect(reports.map((entry) => entry.reason)).toEqual([
      'Shouted at me',
      'Showed something offensive',
    ]);
    const latest = reports[1];
    expect(latest).toMatchObject({
      roomName: secondRoom,
      reporter: { id: cy.userId, email: cy.email },
      reported: {
        id: ada.userId,
        email: ada.email,
        suspension: null,
        heldFromMatchmaking: false,
      },
    });
    expect(latest?.earlier).toEqual([
      expect.objectContaining({ reason: 'Shouted at me', decision: null }),
    ]);
    expect(reports[0]?.earlier).toEqual([]);
  });

  it(`keeps someone reported by ${REPORTERS_BEFORE_HOLD} people within a week out of matchmaking until an admin decides, and the reporters never meet them again`, async () => {
    const ada = await person();
    const reporters: Searcher[] = [];
    for (let n = 0; n < REPORTERS_BEFORE_HOLD; n += 1) {
      const other = await person();
      const room = await meet(ada, other);
      await report(other, room, `Report number ${n + 1}`);
      reporters.push(other);
      // Spread over six days: all within the week.
      clock += 2 * DAY_MS;
    }
    const refused = await ask(ada.socket, ACCOUNTABILITY_EVENTS.join, { goalTaskId: null });
    expect(refused).toMatchObject({ ok: false, code: 'accountability.under_review' });
    expect((await reportOf(ada.userId))?.reported?.heldFromMatchmaking).toBe(true);

    // The newest report: deciding it decides the earlier ones too.
    const pending = (await openReports()).filter((r) => r.reported?.id === ada.userId).at(-1);
    expect(pending?.earlier).toHaveLength(REPORTERS_BEFORE_HOLD - 1);
    expect(
      (await decide(pending?.id ?? '', { decision: 'dismiss', note: 'Misread' })).statusCode,
    ).toBe(204);
    expect(await reportOf(ada.userId)).toBeUndefined();

    // Searching again, but never with those who reported: she waits beside one of them, and the
    // newcomer after them is the one she meets.
    const [first] = reporters;
    if (!first) throw new Error('no reporter');
    const newcomer = await person();
    for (const searching of [ada, first, newcomer]) {
      expect(await ask(searching.socket, ACCOUNTABILITY_EVENTS.join, { goalTaskId: null })).toEqual(
        { ok: true },
      );
      // The queue is served in the order people joined it.
      clock += 1000;
    }
    await eventually(() => newcomer.matches.length === 1);
    expect(newcomer.matches[0]?.partner.id).toBe(ada.userId);
    expect(first.matches.filter((match) => match.partner.id === ada.userId)).toHaveLength(1);
    await ask(first.socket, ACCOUNTABILITY_EVENTS.leave);
  });

  it('warns by mail, and writes every decision to the audit log with the admin and the note', async () => {
    const ada = await person();
    const bob = await person();
    await report(bob, await meet(ada, bob), 'Rude remarks');
    const pending = await reportOf(ada.userId);
    const warned = await decide(pending?.id ?? '', {
      decision: 'warn',
      note: '  First warning after one report  ',
    });
    expect(warned.statusCode).toBe(204);
    const mail = await smtp.waitForMail(ada.email, /A warning about your Pomopal video calls/);
    expect(mail.text).toContain('your account may be suspended');
    expect(await reportOf(ada.userId)).toBeUndefined();
    expect((await auditLog())[0]).toMatchObject({
      adminEmail: ADMIN_EMAIL,
      action: 'warn',
      subjectUsername: expect.any(String),
      note: 'First warning after one report',
      until: null,
    });
  });

  it('suspends for a time: sessions and sockets end at once, sign-in is refused until it ends', async () => {
    const ada = await person();
    const bob = await person();
    await report(bob, await meet(ada, bob), 'Harassment');
    const pending = await reportOf(ada.userId);
    const ended = endOf(ada.socket);
    const suspended = await decide(pending?.id ?? '', {
      decision: 'suspend',
      days: 7,
      note: 'A week to cool off',
    });
    expect(suspended.statusCode).toBe(204);
    expect(await ended).toBe('io server disconnect');
    expect((await call('GET', '/api/tasks', ada.cookie)).statusCode).toBe(401);
    const refused = await signIn(ada.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'account.suspended' });
    expect(refused.json().message).toMatch(/^This account is suspended until \d+ \w+ \d{4}/);

    const listed: SuspendedPerson[] = (
      await call('GET', '/api/admin/suspensions', admin.cookie)
    ).json().suspensions;
    const mine = listed.find((entry) => entry.person.id === ada.userId);
    expect(mine?.until).toBe(new Date(clock + 7 * DAY_MS).toISOString());
    expect((await auditLog())[0]).toMatchObject({ action: 'suspend', until: mine?.until });

    clock += 7 * DAY_MS + 1000;
    expect((await signIn(ada.email)).statusCode).toBe(200);
  });

  it('suspends for good until an admin lifts it', async () => {
    const ada = await person();
    const bob = await person();
    await report(bob, await meet(ada, bob), 'Threats');
    const pending = await reportOf(ada.userId);
    expect(
      (await decide(pending?.id ?? '', { decision: 'suspend', days: null, note: 'For good' }))
        .statusCode,
    ).toBe(204);
    clock += 400 * DAY_MS;
    expect((await signIn(ada.email)).json()).toEqual({
      statusCode: 403,
      code: 'account.suspended',
      message: 'This account is suspended.',
      requestId: expect.any(String),
    });

    clock += 1000;
    const lift = (note: string) =>
      call('POST', `/api/admin/suspensions/${ada.userId}/end`, admin.cookie, { note });
    expect((await lift('Appeal accepted')).statusCode).toBe(204);
    expect((await signIn(ada.email)).statusCode).toBe(200);
    expect((await auditLog())[0]).toMatchObject({ action: 'unsuspend', note: 'Appeal accepted' });
    expect((await lift('Again')).json().code).toBe('moderation.not_suspended');
  });

  it('counts people, Pro people and the calls of the day', async () => {
    const overview = async (): Promise<AdminOverview> =>
      (await call('GET', '/api/admin/overview?timeZone=Europe/Paris', admin.cookie)).json();
    const before = await overview();
    const ada = await person();
    const bob = await person();
    await buyWithSandbox(app, bob.cookie, 'pro_monthly');
    await meet(ada, bob);
    const after = await overview();
    expect(after).toEqual({
      users: before.users + 2,
      proUsers: before.proUsers + 1,
      callsToday: before.callsToday + 1,
    });
  });

  it('refuses a decision without a note, an unknown length or report, with what is wrong', async () => {
    const ada = await person();
    const bob = await person();
    await report(bob, await meet(ada, bob), 'Spam');
    const pending = await reportOf(ada.userId);
    const noNote = await decide(pending?.id ?? '', { decision: 'dismiss', note: '   ' });
    expect(noNote.json()).toMatchObject({
      code: 'request.invalid',
      message: expect.stringContaining('Write a note for the audit log.'),
    });
    const oddLength = await decide(pending?.id ?? '', {
      decision: 'suspend',
      days: 3,
      note: 'x',
    });
    expect(oddLength.statusCode).toBe(400);
    expect(oddLength.json().message).toContain('must be one of 1, 7, 30 days');
    const unknown = await decide('00000000-0000-4000-8000-000000000000', {
      decision: 'dismiss',
      note: 'x',
    });
    expect(unknown.json().code).toBe('moderation.report_not_found');
    const malformed = await decide('not-a-uuid', { decision: 'dismiss', note: 'x' });
    expect(malformed.json().code).toBe('moderation.report_not_found');
    expect(await reportOf(ada.userId)).toBeDefined();
  });
  it('decides a report with those of the same person before it, and never twice', async () => {
    const ada = await person();
    const bob = await person();
    const cy = await person();
    await report(bob, await meet(ada, bob), 'First report');
    clock += 60_000;
    await report(cy, await meet(ada, cy), 'Second report');
    const [first, second] = (await openReports()).filter((r) => r.reported?.id === ada.userId);
    expect((await decide(first?.id ?? '', { decision: 'dismiss', note: 'Ok' })).statusCode).toBe(
      204,
    );
    // The report that came after the one decided still waits.
    expect((await openReports()).map((r) => r.id)).toContain(second?.id);
    const again = await decide(first?.id ?? '', { decision: 'warn', note: 'Twice' });
    expect(again.json()).toMatchObject({ code: 'moderation.report_decided' });
    expect(smtp.mails.filter((mail) => mail.to.includes(ada.email))).toEqual([]);
    // Deciding the later one covers both: its earlier list shows the first decided.
    expect(second?.earlier).toEqual([expect.objectContaining({ id: first?.id, decision: null })]);
    expect((await decide(second?.id ?? '', { decision: 'dismiss', note: 'Ok' })).statusCode).toBe(
      204,
    );
    expect(await reportOf(ada.userId)).toBeUndefined();
  });

  it('holds only for reports within one week of each other', async () => {
    const ada = await person();
    const meetAndReport = async (reason: string) => {
      const other = await person();
      await report(other, await meet(ada, other), reason);
      clock += 60_000;
    };
    await meetAndReport('Long ago');
    clock += 8 * DAY_MS;
    for (let n = 1; n < REPORTERS_BEFORE_HOLD; n += 1) await meetAndReport(`Lately ${n}`);
    // One report fell out of the week: still free to search.
    expect(await ask(ada.socket, ACCOUNTABILITY_EVENTS.join, { goalTaskId: null })).toEqual({
      ok: true,
    });
    await ask(ada.socket, ACCOUNTABILITY_EVENTS.leave);
    // Reported once more while searching again: the search ends, and her page hears why.
    const last = await person();
    const room = await meet(ada, last);
    const ended = nextEvent(ada.socket, ACCOUNTABILITY_EVENTS.searchEnded);
    expect(await ask(ada.socket, ACCOUNTABILITY_EVENTS.join, { goalTaskId: null })).toEqual({
      ok: true,
    });
    await report(last, room, 'Lately again');
    expect(await ended).toEqual({
      code: 'accountability.under_review',
      message: expect.stringContaining('Finding a partner is paused'),
    });
    expect(await ask(ada.socket, ACCOUNTABILITY_EVENTS.join, { goalTaskId: null })).toMatchObject({
      ok: false,
      code: 'accountability.under_review',
    });
  });

  it("counts the calls of the admin's own day", async () => {
    const start = new Date(clock + 30 * DAY_MS);
    start.setUTCHours(23, 30, 0, 0);
    clock = start.getTime();
    await meet(await person(), await person());
    const callsToday = async (timeZone: string) =>
      (await call('GET', `/api/admin/overview?timeZone=${timeZone}`, admin.cookie)).json()
        .callsToday;
    expect(await callsToday('UTC')).toBe(1);
    // An hour later it is the next day in London, and the same afternoon on Kiritimati (UTC+14).
    clock += 60 * 60 * 1000;
    expect(await callsToday('UTC')).toBe(0);
    expect(await callsToday('Pacific/Kiritimati')).toBe(1);
    expect(await callsToday('America/Los_Angeles')).toBe(1);
  });
});
