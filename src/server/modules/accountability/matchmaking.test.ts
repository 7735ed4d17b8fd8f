import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  SKIPPED_PARTNER_MINUTES,
  TERMS_REQUIRED,
  VIDEO_TERMS_VERSION,
} from '../../../shared/domain/accountability.ts';
import { ACCOUNTABILITY_EVENTS } from '../../../shared/realtime-events.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { ask, collect, eventually, type Searcher, searcher } from '../../test/accountability.ts';
import { testDatabases } from '../../test/databases.ts';
import { socketOpener } from '../../test/sockets.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { createUser } from '../../test/users.ts';
import { callRooms } from './call-rooms.table.ts';
import { matchQueue } from './match-queue.table.ts';

const MINUTE_MS = 60_000;

describe.each(testDatabases())('matchmaking on $name', (database) => {
  let handle: DatabaseHandle;
  let app: App;
  let sockets: ReturnType<typeof socketOpener>;
  let clock = Date.now();
  let people = 0;

  const running = useTestApp(database, { now: () => new Date(clock) });
  beforeAll(() => {
    ({ app, handle } = running);
    sockets = socketOpener(app);
  });
  afterEach(async () => {
    sockets.closeAll();
    // Every search of a test ends with it: the next test starts from an empty queue.
    await eventually(async () => (await handle.db.select().from(matchQueue)).length === 0);
  });

  const person = () => {
    people += 1;
    return searcher(app, sockets, `searcher-${people}@example.com`);
  };
  const join = (who: Searcher, goalTaskId: string | null = null) =>
    ask(who.socket, ACCOUNTABILITY_EVENTS.join, { goalTaskId });
  const queued = async () =>
    (await handle.db.select({ userId: matchQueue.userId }).from(matchQueue)).map((r) => r.userId);

  it('keeps the guidelines accepted per user and version, and refuses a search without them', async () => {
    const { cookie } = await createUser(app, 'terms@example.com');
    const status = () =>
      app.inject({ method: 'GET', url: '/api/accountability/terms', headers: { cookie } });
    expect((await status()).json()).toEqual({
      accepted: false,
      acceptedVersion: null,
      currentVersion: VIDEO_TERMS_VERSION,
    });

    const socket = await sockets.open(cookie);
    expect(await ask(socket, ACCOUNTABILITY_EVENTS.join, { goalTaskId: null })).toEqual({
      ok: false,
      code: 'accountability.terms_required',
      message: TERMS_REQUIRED,
    });
    expect(await queued()).toEqual([]);

    const accept = (version: number) =>
      app.inject({
        method: 'POST',
        url: '/api/accountability/terms',
        headers: { cookie },
        payload: { version },
      });
    const outdated = await accept(VIDEO_TERMS_VERSION - 1);
    expect(outdated.statusCode).toBe(400);
    expect(outdated.json().code).toBe('request.invalid');
    const accepted = await accept(VIDEO_TERMS_VERSION);
    expect(accepted.statusCode).toBe(200);
    const expected = {
      accepted: true,
      acceptedVersion: VIDEO_TERMS_VERSION,
      currentVersion: VIDEO_TERMS_VERSION,
    };
    expect(accepted.json()).toEqual(expected);
    expect((await status()).json()).toEqual(expected);
    expect(await ask(socket, ACCOUNTABILITY_EVENTS.join, { goalTaskId: null })).toEqual({
      ok: true,
    });
    expect(await queued()).toHaveLength(1);
  });

  it('pairs two searchers, each told the other and who makes the offer', async () => {
    const ada = await person();
    const bob = await person();
    expect(await join(ada)).toEqual({ ok: true });
    expect(ada.matches).toEqual([]);
    expect(await join(bob)).toEqual({ ok: true });
    await eventually(() => ada.matches.length === 1 && bob.matches.length === 1);

    const [toAda] = ada.matches;
    const [toBob] = bob.matches;
    expect(toAda?.room_name).toBe(toBob?.room_name);
    expect(toAda?.room_name).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(toAda?.partner.id).toBe(bob.userId);
    expect(toBob?.partner.id).toBe(ada.userId);
    expect(toAda?.partner.username).toBe(`searcher-${people}`);
    expect(toAda?.initiator).toBe(ada.userId < bob.userId);
    expect(toBob?.initiator).toBe(bob.userId < ada.userId);
    expect(await queued()).toEqual([]);
  });

  it('pairs two of three searchers and keeps the third waiting', async () => {
    const three = [await person(), await person(), await person()];
    const answers = await Promise.all(three.map((who) => join(who)));
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    await eventually(() => three.filter((who) => who.matches.length === 1).length === 2);
    const waiting = three.filter((who) => who.matches.length === 0);
    expect(waiting).toHaveLength(1);
    expect(await queued()).toEqual([waiting[0]?.userId]);
  });

  it('pairs 50 searchers joining at once into 25 rooms, nobody twice and nobody alone', async () => {
    const crowd: Searcher[] = [];
    for (let i = 0; i < 50; i += 1) crowd.push(await person());
    const answers = await Promise.all(crowd.map((who) => join(who)));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    await eventually(() => crowd.every((who) => who.matches.length >= 1));
    // Any late second match would have arrived by now.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const byId = new Map(crowd.map((who) => [who.userId, who]));
    for (const who of crowd) {
      expect(who.matches).toHaveLength(1);
      const [match] = who.matches;
      expect(match?.partner.id).not.toBe(who.userId);
      const partner = byId.get(match?.partner.id ?? '');
      expect(partner?.matches[0]?.partner.id).toBe(who.userId);
      expect(partner?.matches[0]?.room_name).toBe(match?.room_name);
    }
    expect(new Set(crowd.map((who) => who.matches[0]?.room_name)).size).toBe(25);
    expect(await queued()).toEqual([]);
  });

  it('never pairs two users when either has blocked the other', async () => {
    const ada = await person();
    const bob = await person();
    await join(ada);
    await join(bob);
    await eventually(() => ada.matches.length === 1);
    const block = await app.inject({
      method: 'POST',
      url: '/api/accountability/blocks',
      headers: { cookie: bob.cookie },
      payload: { userId: ada.userId },
    });
    expect(block.statusCode).toBe(204);

    await join(ada);
    await join(bob);
    expect((await queued()).sort()).toEqual([ada.userId, bob.userId].sort());
    const cleo = await person();
    await join(cleo);
    await eventually(() => cleo.matches.length === 1);
    expect([ada.userId, bob.userId]).toContain(cleo.matches[0]?.partner.id);
    await eventually(() => ada.matches.length + bob.matches.length === 3);
  });

  it.each([
    ['the blocker', 'blocker'],
    ['the blocked user', 'blocked'],
  ] as const)('keeps a block between two searchers when %s searches first', async (_, first) => {
    const blocker = await person();
    const blocked = await person();
    // Only a past partner can be blocked.
    await join(blocker);
    await join(blocked);
    await eventually(() => blocker.matches.length === 1 && blocked.matches.length === 1);
    const block = await app.inject({
      method: 'POST',
      url: '/api/accountability/blocks',
      headers: { cookie: blocker.cookie },
      payload: { userId: blocked.userId },
    });
    expect(block.statusCode).toBe(204);

    const [earlier, later] = first === 'blocker' ? [blocker, blocked] : [blocked, blocker];
    expect(await join(earlier)).toEqual({ ok: true });
    expect(await join(later)).toEqual({ ok: true });
    expect(blocker.matches).toHaveLength(1);
    expect(blocked.matches).toHaveLength(1);
    expect((await queued()).sort()).toEqual([blocker.userId, blocked.userId].sort());

    // Anyone else is paired with either of them as usual.
    const cleo = await person();
    await join(cleo);
    await eventually(() => cleo.matches.length === 1);
    const partner = cleo.matches[0]?.partner.id;
    expect([blocker.userId, blocked.userId]).toContain(partner);
    expect(await queued()).toEqual([blocker.userId, blocked.userId].filter((id) => id !== partner));
  });

  it('does not offer a skipped partner again within the window, and does after it', async () => {
    const ada = await person();
    const bob = await person();
    await join(ada);
    await join(bob);
    await eventually(() => bob.matches.length === 1);

    expect(await ask(ada.socket, ACCOUNTABILITY_EVENTS.skip, { partnerId: bob.userId })).toEqual({
      ok: true,
    });
    await join(ada);
    await join(bob);
    expect(ada.matches).toHaveLength(1);
    expect(await queued()).toHaveLength(2);

    await ask(ada.socket, ACCOUNTABILITY_EVENTS.leave);
    await ask(bob.socket, ACCOUNTABILITY_EVENTS.leave);
    clock += SKIPPED_PARTNER_MINUTES * MINUTE_MS + 1000;
    await join(ada);
    await join(bob);
    await eventually(() => ada.matches.length === 2 && bob.matches.length === 2);
    expect(ada.matches[1]?.partner.id).toBe(bob.userId);
  });

  it('takes a searcher out of the queue on Cancel and when the socket that queued closes', async () => {
    const ada = await person();
    await join(ada);
    expect(await queued()).toEqual([ada.userId]);
    expect(await ask(ada.socket, ACCOUNTABILITY_EVENTS.leave)).toEqual({ ok: true });
    expect(await queued()).toEqual([]);

    await join(ada);
    ada.socket.disconnect();
    await eventually(async () => (await queued()).length === 0);
  });

  it("handles one socket's events in the order sent: a Find right after a Cancel stands", async () => {
    const ada = await person();
    await join(ada);
    const [left, joined] = await Promise.all([
      ask(ada.socket, ACCOUNTABILITY_EVENTS.leave),
      join(ada),
    ]);
    expect([left, joined]).toEqual([{ ok: true }, { ok: true }]);
    expect(await queued()).toEqual([ada.userId]);
  });

  it('matches a user searching in two tabs once, and keeps the search of the tab that took it over', async () => {
    const ada = await person();
    const secondTab = await sockets.open(ada.cookie);
    const secondTabMatches = collect(secondTab, ACCOUNTABILITY_EVENTS.matchFound);
    await join(ada);
    expect(await ask(secondTab, ACCOUNTABILITY_EVENTS.join, { goalTaskId: null })).toEqual({
      ok: true,
    });
    // The first tab closing does not end the search the second tab now holds.
    ada.socket.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await queued()).toEqual([ada.userId]);

    const bob = await person();
    await join(bob);
    const cleo = await person();
    await join(cleo);
    await eventually(() => secondTabMatches.length === 1 && bob.matches.length === 1);
    expect(cleo.matches).toEqual([]);
    expect(await queued()).toEqual([cleo.userId]);
    const rooms = await handle.db.select().from(callRooms);
    expect(
      rooms.filter((room) => room.userA === ada.userId || room.userB === ada.userId),
    ).toHaveLength(1);
  });

  it("refuses a goal that is not the user's own open task", async () => {
    const ada = await person();
    const bob = await person();
    const created = await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { cookie: bob.cookie },
      payload: { title: "Bob's essay" },
    });
    const bobsTask: string = created.json().id;
    expect(await join(ada, bobsTask)).toMatchObject({ ok: false, code: 'tasks.not_found' });
    await app.inject({
      method: 'PUT',
      url: `/api/tasks/${bobsTask}/completion`,
      headers: { cookie: bob.cookie },
      payload: { completed: true },
    });
    expect(await join(bob, bobsTask)).toMatchObject({ ok: false, code: 'tasks.not_found' });
    expect(await queued()).toEqual([]);
  });

  it('answers a malformed message with request.invalid and goes on serving the socket', async () => {
    const ada = await person();
    const refusals = await Promise.all([
      ask(ada.socket, ACCOUNTABILITY_EVENTS.join, { goalTaskId: 'not a uuid' }),
      ask(ada.socket, ACCOUNTABILITY_EVENTS.join, 'hello'),
      ask(ada.socket, ACCOUNTABILITY_EVENTS.join),
      ask(ada.socket, ACCOUNTABILITY_EVENTS.skip, { partnerId: 7 }),
      ask(ada.socket, ACCOUNTABILITY_EVENTS.joinRoom, { roomName: '../etc' }),
      ask(ada.socket, ACCOUNTABILITY_EVENTS.signal, { roomName: 'a'.repeat(20), type: 'boom' }),
    ]);
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ ok: false, code: 'request.invalid' });
    }
    expect(refusals[0]).toMatchObject({ message: expect.stringMatching(/^goalTaskId: /) });
    // A message without an ack function is dropped quietly; the socket stays usable.
    ada.socket.emit(ACCOUNTABILITY_EVENTS.join, { nonsense: true });
    expect(await join(ada)).toEqual({ ok: true });
  });

  it('refuses a socket that floods the server with messages', async () => {
    const ada = await person();
    const answers = await Promise.all(
      Array.from({ length: 130 }, () => ask(ada.socket, ACCOUNTABILITY_EVENTS.leave)),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(120);
    expect(answers.at(-1)).toMatchObject({ ok: false, code: 'request.rate_limited' });
  });
});
