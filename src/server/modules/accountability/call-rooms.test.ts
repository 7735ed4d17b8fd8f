import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CallRoom, RelayedSignal } from '../../../shared/accountability.schemas.ts';
import { SHARED_FOCUS_MINUTES } from '../../../shared/domain/accountability.ts';
import { ACCOUNTABILITY_EVENTS } from '../../../shared/realtime-events.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import {
  ask,
  collect,
  eventually,
  nextEvent,
  type Searcher,
  searcher,
} from '../../test/accountability.ts';
import { TEST_APP_URL } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { connected, socketOpener } from '../../test/sockets.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { callReports } from './call-reports.table.ts';

const MINUTE_MS = 60_000;
const OFFER = { type: 'offer', sdp: 'v=0\r\n' } as const;

describe.each(testDatabases())('call rooms and their signals on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let sockets: ReturnType<typeof socketOpener>;
  let clock = Date.now();
  let people = 0;

  const running = useTestApp(database, { now: () => new Date(clock) });
  beforeAll(async () => {
    ({ app, handle } = running);
    sockets = socketOpener(app);
  });
  afterEach(() => sockets.closeAll());

  const person = () => {
    people += 1;
    return searcher(app, sockets, `caller-${people}@example.com`);
  };

  const createTask = async (cookie: string, title: string): Promise<string> => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { cookie },
      payload: { title },
    });
    return response.json().id;
  };

  /** Two users matched into a room, with goals when given, and a stranger. */
  async function call({ withGoals = false } = {}) {
    const ada = await person();
    const bob = await person();
    const stranger = await person();
    const adaGoal = withGoals ? await createTask(ada.cookie, 'Write the report') : null;
    const bobGoal = withGoals ? await createTask(bob.cookie, 'Read chapter 3') : null;
    await ask(ada.socket, ACCOUNTABILITY_EVENTS.join, { goalTaskId: adaGoal });
    await ask(bob.socket, ACCOUNTABILITY_EVENTS.join, { goalTaskId: bobGoal });
    await eventually(() => ada.matches.length === 1 && bob.matches.length === 1);
    const roomName = ada.matches[0]?.room_name ?? '';
    return { ada, bob, stranger, roomName, adaGoal, bobGoal };
  }

  const post = (cookie: string, url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const getRoom = (cookie: string, roomName: string) =>
    app.inject({
      method: 'GET',
      url: `/api/accountability/rooms/${roomName}`,
      headers: { cookie },
    });

  it('relays a signal to the partner only, saying who it is from', async () => {
    const { ada, bob, stranger, roomName } = await call();
    expect(await ask(ada.socket, ACCOUNTABILITY_EVENTS.joinRoom, { roomName })).toEqual({
      ok: true,
    });
    expect(await ask(bob.socket, ACCOUNTABILITY_EVENTS.joinRoom, { roomName })).toEqual({
      ok: true,
    });
    const adaHears = collect<RelayedSignal>(ada.socket, ACCOUNTABILITY_EVENTS.signal);
    const strangerHears = collect<RelayedSignal>(stranger.socket, ACCOUNTABILITY_EVENTS.signal);
    const bobHears = nextEvent<RelayedSignal>(bob.socket, ACCOUNTABILITY_EVENTS.signal);
    const signal = { roomName, type: 'webrtc_offer', payload: OFFER } as const;
    expect(await ask(ada.socket, ACCOUNTABILITY_EVENTS.signal, signal)).toEqual({ ok: true });
    expect(await bobHears).toEqual({
      ...signal,
      from_user_id: ada.userId,
      user: { id: ada.userId, username: bob.matches[0]?.partner.username },
    });
    // A signal back proves any stray copy would have arrived by now.
    const back = nextEvent(ada.socket, ACCOUNTABILITY_EVENTS.signal);
    await ask(bob.socket, ACCOUNTABILITY_EVENTS.signal, { roomName, type: 'partner_joined' });
    await back;
    expect(adaHears.map((heard) => heard.from_user_id)).toEqual([bob.userId]);
    expect(strangerHears).toEqual([]);
  });

  it("refuses a third user's join and signals as if the room did not exist, and a signed-out socket", async () => {
    const { ada, bob, stranger, roomName } = await call();
    const bobHears = collect(bob.socket, ACCOUNTABILITY_EVENTS.signal);
    const refused = {
      ok: false,
      code: 'accountability.room_not_found',
      message: expect.any(String),
    };
    expect(await ask(stranger.socket, ACCOUNTABILITY_EVENTS.joinRoom, { roomName })).toEqual(
      refused,
    );
    for (const type of ['partner_joined', 'hangup'] as const) {
      expect(await ask(stranger.socket, ACCOUNTABILITY_EVENTS.signal, { roomName, type })).toEqual(
        refused,
      );
    }
    const unknown = 'A'.repeat(24);
    expect(
      await ask(stranger.socket, ACCOUNTABILITY_EVENTS.joinRoom, { roomName: unknown }),
    ).toEqual(refused);
    // The stranger's hangup closed nothing and reached no one.
    const back = nextEvent(bob.socket, ACCOUNTABILITY_EVENTS.signal);
    await ask(ada.socket, ACCOUNTABILITY_EVENTS.signal, { roomName, type: 'partner_joined' });
    await back;
    expect(bobHears).toHaveLength(1);
    expect((await getRoom(ada.cookie, roomName)).json().endedAt).toBeNull();
    expect((await getRoom(stranger.cookie, roomName)).json().code).toBe(
      'accountability.room_not_found',
    );

    const signedOut = await sockets.raw({ origin: TEST_APP_URL });
    await expect(connected(signedOut)).rejects.toThrow('unauthorized');
  });

  it("relays a user's camera and microphone state to the partner only, and refuses a malformed one", async () => {
    const { ada, bob, stranger, roomName } = await call();
    const adaHears = collect<RelayedSignal>(ada.socket, ACCOUNTABILITY_EVENTS.signal);
    const bobHears = collect<RelayedSignal>(bob.socket, ACCOUNTABILITY_EVENTS.signal);
    const strangerHears = collect<RelayedSignal>(stranger.socket, ACCOUNTABILITY_EVENTS.signal);
    const send = (who: Searcher, signal: object) =>
      ask(who.socket, ACCOUNTABILITY_EVENTS.signal, signal);
    const off = {
      roomName,
      type: 'media_state',
      payload: { audioOn: false, videoOn: false },
    } as const;

    const heard = nextEvent<RelayedSignal>(bob.socket, ACCOUNTABILITY_EVENTS.signal);
    expect(await send(ada, off)).toEqual({ ok: true });
    expect(await heard).toEqual({
      ...off,
      from_user_id: ada.userId,
      user: { id: ada.userId, username: bob.matches[0]?.partner.username },
    });

    const malformed = [
      { audioOn: 'off', videoOn: false },
      { audioOn: false },
      { audioOn: false, videoOn: false, volume: 0 },
      null,
    ];
    for (const payload of malformed) {
      expect(await send(ada, { roomName, type: 'media_state', payload })).toEqual({
        ok: false,
        code: 'request.invalid',
        message: expect.stringMatching(/^payload/),
      });
    }
    expect(await send(stranger, off)).toEqual({
      ok: false,
      code: 'accountability.room_not_found',
      message: expect.any(String),
    });

    // A state back proves any stray copy would have arrived by now.
    const back = nextEvent(ada.socket, ACCOUNTABILITY_EVENTS.signal);
    expect(await send(bob, { ...off, payload: { audioOn: true, videoOn: false } })).toEqual({
      ok: true,
    });
    await back;
    expect(bobHears.map((each) => each.payload)).toEqual([off.payload]);
    expect(adaHears.map((each) => [each.from_user_id, each.payload])).toEqual([
      [bob.userId, { audioOn: true, videoOn: false }],
    ]);
    expect(strangerHears).toEqual([]);
  });

  it('closes the room on a hangup, which the partner hears, and refuses signals after', async () => {
    const { ada, bob, roomName } = await call();
    const bobHears = nextEvent<RelayedSignal>(bob.socket, ACCOUNTABILITY_EVENTS.signal);
    const bobsRoom = nextEvent<CallRoom>(bob.socket, ACCOUNTABILITY_EVENTS.room);
    expect(
      await ask(ada.socket, ACCOUNTABILITY_EVENTS.signal, { roomName, type: 'hangup' }),
    ).toEqual({ ok: true });
    expect(await bobHears).toMatchObject({ type: 'hangup', from_user_id: ada.userId });
    expect((await bobsRoom).endedAt).toBe(new Date(clock).toISOString());
    expect((await getRoom(bob.cookie, roomName)).json().endedAt).not.toBeNull();
    for (const who of [ada, bob]) {
      expect(
        await ask(who.socket, ACCOUNTABILITY_EVENTS.signal, { roomName, type: 'partner_joined' }),
      ).toMatchObject({ ok: false, code: 'accountability.room_closed' });
      expect(await ask(who.socket, ACCOUNTABILITY_EVENTS.joinRoom, { roomName })).toMatchObject({
        ok: false,
        code: 'accountability.room_closed',
      });
    }
  });

  it('answers the room to its two users, each from their side, and closes it on End Call', async () => {
    const { ada, bob, stranger, roomName, adaGoal, bobGoal } = await call({ withGoals: true });
    const adaView = await getRoom(ada.cookie, roomName);
    expect(adaView.statusCode).toBe(200);
    expect(adaView.json()).toEqual({
      roomName,
      partner: { id: bob.userId, username: ada.matches[0]?.partner.username },
      initiator: ada.userId < bob.userId,
      myGoal: { taskId: adaGoal, title: 'Write the report' },
      partnerGoal: { taskId: bobGoal, title: 'Read chapter 3' },
      focusStartedAt: null,
      focusEndsAt: null,
      endedAt: null,
    });
    expect((await getRoom(bob.cookie, roomName)).json()).toMatchObject({
      partner: { id: ada.userId },
      myGoal: { taskId: bobGoal },
      partnerGoal: { taskId: adaGoal },
    });
    const strangerView = await getRoom(stranger.cookie, roomName);
    expect(strangerView.statusCode).toBe(404);
    expect(strangerView.json().code).toBe('accountability.room_not_found');
    expect(
      (await post(stranger.cookie, `/api/accountability/rooms/${roomName}/end`)).statusCode,
    ).toBe(404);

    const adasRoom = nextEvent<CallRoom>(ada.socket, ACCOUNTABILITY_EVENTS.room);
    const ended = await post(bob.cookie, `/api/accountability/rooms/${roomName}/end`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().endedAt).toBe(new Date(clock).toISOString());
    expect((await adasRoom).endedAt).toBe(new Date(clock).toISOString());
    const again = await post(ada.cookie, `/api/accountability/rooms/${roomName}/end`);
    expect(again.json().endedAt).toBe(ended.json().endedAt);
  });

  it('starts one shared focus block at a time, and none after the call', async () => {
    const { ada, bob, stranger, roomName } = await call();
    const focus = (cookie: string) => post(cookie, `/api/accountability/rooms/${roomName}/focus`);
    const bobsRoom = nextEvent<CallRoom>(bob.socket, ACCOUNTABILITY_EVENTS.room);
    const started = await focus(ada.cookie);
    expect(started.statusCode).toBe(200);
    const startsAt = new Date(clock);
    const endsAt = new Date(clock + SHARED_FOCUS_MINUTES * MINUTE_MS);
    expect(started.json()).toMatchObject({
      focusStartedAt: startsAt.toISOString(),
      focusEndsAt: endsAt.toISOString(),
    });
    expect(await bobsRoom).toMatchObject({
      partner: { id: ada.userId },
      focusEndsAt: endsAt.toISOString(),
    });

    const running = await focus(bob.cookie);
    expect([running.statusCode, running.json().code]).toEqual([
      409,
      'accountability.focus_running',
    ]);
    expect((await focus(stranger.cookie)).json().code).toBe('accountability.room_not_found');

    clock += SHARED_FOCUS_MINUTES * MINUTE_MS;
    const next = await focus(bob.cookie);
    expect(next.json().focusStartedAt).toBe(new Date(clock).toISOString());

    await post(ada.cookie, `/api/accountability/rooms/${roomName}/end`);
    clock += SHARED_FOCUS_MINUTES * MINUTE_MS;
    const closed = await focus(ada.cookie);
    expect([closed.statusCode, closed.json().code]).toEqual([409, 'accountability.room_closed']);
  });

  it("completes the user's goal task on a 'done' outcome, and only records the others", async () => {
    const { ada, bob, stranger, roomName, adaGoal, bobGoal } = await call({ withGoals: true });
    const outcome = (cookie: string, value: string) =>
      post(cookie, `/api/accountability/rooms/${roomName}/outcome`, { outcome: value });
    const task = async (cookie: string, id: string | null) =>
      (await app.inject({ method: 'GET', url: `/api/tasks/${id}`, headers: { cookie } })).json();

    expect((await outcome(ada.cookie, 'done')).statusCode).toBe(200);
    expect((await task(ada.cookie, adaGoal)).completed).toBe(true);
    expect((await outcome(bob.cookie, 'partly')).statusCode).toBe(200);
    expect((await task(bob.cookie, bobGoal)).completed).toBe(false);
    expect((await outcome(bob.cookie, 'finished')).json().code).toBe('request.invalid');
    expect((await outcome(stranger.cookie, 'done')).json().code).toBe(
      'accountability.room_not_found',
    );
  });

  it('blocks and reports only a partner one has shared a call with', async () => {
    const { ada, bob, stranger, roomName } = await call();
    const block = (cookie: string, userId: string) =>
      post(cookie, '/api/accountability/blocks', { userId });
    expect((await block(ada.cookie, bob.userId)).statusCode).toBe(204);
    expect((await block(ada.cookie, bob.userId)).statusCode).toBe(204);
    const notPartners = await block(ada.cookie, stranger.userId);
    expect([notPartners.statusCode, notPartners.json().code]).toEqual([
      404,
      'accountability.not_partners',
    ]);
    expect((await block(ada.cookie, ada.userId)).json().code).toBe('accountability.not_partners');

    const report = (cookie: string, payload: object) =>
      post(cookie, '/api/accountability/reports', payload);
    expect((await report(bob.cookie, { roomName, reason: '  Rude remarks  ' })).statusCode).toBe(
      204,
    );
    const refused = await report(stranger.cookie, { roomName, reason: 'Spam' });
    expect([refused.statusCode, refused.json().code]).toEqual([
      404,
      'accountability.room_not_found',
    ]);
    expect((await report(bob.cookie, { roomName, reason: '   ' })).json().code).toBe(
      'request.invalid',
    );
    const stored = await handle.db.select().from(callReports);
    expect(
      stored.map(({ reporterId, reportedId, roomName: name, reason }) => ({
        reporterId,
        reportedId,
        name,
        reason,
      })),
    ).toEqual([
      { reporterId: bob.userId, reportedId: ada.userId, name: roomName, reason: 'Rude remarks' },
    ]);
  });
});
