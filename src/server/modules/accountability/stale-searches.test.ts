import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTABILITY_EVENTS } from '../../../shared/realtime-events.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { ask, eventually, searcher } from '../../test/accountability.ts';
import { createTestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { socketOpener } from '../../test/sockets.ts';
import { createUser } from '../../test/users.ts';
import { matchQueue } from './match-queue.table.ts';
import { createMatchmakingRepository } from './matchmaking.repository.ts';
import { endLostSearches } from './stale-search-pruning.ts';

const [pglite] = testDatabases();
if (!pglite) throw new Error('PGlite is always available');

describe('searches left by a server that died', () => {
  let handle: DatabaseHandle;
  let app: App;
  let sockets: ReturnType<typeof socketOpener>;

  beforeAll(async () => {
    handle = await pglite.open();
  });
  afterAll(async () => {
    sockets?.closeAll();
    await app?.close();
    await handle.close();
  });

  it('end when a server starts', async () => {
    // A first server: one user searches, and the server dies without ending the search.
    const first = await createTestApp({ database: handle });
    const firstSockets = socketOpener(first);
    const lost = await searcher(first, firstSockets, 'lost@example.com');
    expect(await ask(lost.socket, ACCOUNTABILITY_EVENTS.join, { goalTaskId: null })).toEqual({
      ok: true,
    });
    // The row stays as a crash would leave it: the socket's own disconnect never runs.
    const [row] = await handle.db.select().from(matchQueue);
    firstSockets.closeAll();
    await first.close();
    if (row) await handle.db.insert(matchQueue).values(row).onConflictDoNothing();
    expect(await handle.db.select().from(matchQueue)).toHaveLength(1);

    app = await createTestApp({ database: handle });
    sockets = socketOpener(app);
    await app.ready();
    await eventually(async () => (await handle.db.select().from(matchQueue)).length === 0, 20_000);

    const waiting = await searcher(app, sockets, 'waiting@example.com');
    await ask(waiting.socket, ACCOUNTABILITY_EVENTS.join, { goalTaskId: null });
    expect(await handle.db.select().from(matchQueue)).toHaveLength(1);
  });

  it('never end a search queued by a socket that connected while the queue was read', async () => {
    sockets.closeAll();
    await eventually(async () => (await handle.db.select().from(matchQueue)).length === 0);
    const queue = createMatchmakingRepository({ db: handle.db });
    const [lost, late] = await Promise.all(
      ['lost-late@example.com', 'late@example.com'].map((email) => createUser(app, email)),
    );
    if (!lost || !late) throw new Error('two users');
    const at = new Date();
    await queue.enqueue(
      { userId: lost.userId, socketId: 'socket-of-a-dead-server', goalTaskId: null },
      at,
    );
    await queue.enqueue(
      { userId: late.userId, socketId: 'socket-just-connected', goalTaskId: null },
      at,
    );
    const answers = [[], ['socket-just-connected']];
    const ended = await endLostSearches(queue, async () => answers.shift() ?? []);
    expect(ended).toBe(1);
    expect(
      (await handle.db.select({ userId: matchQueue.userId }).from(matchQueue)).map((r) => r.userId),
    ).toEqual([late.userId]);
  });
});

describe.each(testDatabases())('a search left by a server that died, on $name', (database) => {
  it('is never matched with a live user, even before the pruning', async () => {
    const handle = await database.open();
    const first = await createTestApp({ database: handle });
    const firstSockets = socketOpener(first);
    // No pruning runs on the server that stays: only the pairing itself can tell the search is lost.
    const second = await createTestApp({ database: handle, env: { RUN_JOBS: 'false' } });
    const secondSockets = socketOpener(second);
    try {
      const lost = await searcher(first, firstSockets, 'crashed@example.com');
      expect(await ask(lost.socket, ACCOUNTABILITY_EVENTS.join, { goalTaskId: null })).toEqual({
        ok: true,
      });
      // The row stays as a crash would leave it: the socket's own disconnect never runs.
      const [row] = await handle.db.select().from(matchQueue);
      firstSockets.closeAll();
      await first.close();
      if (row) await handle.db.insert(matchQueue).values(row).onConflictDoNothing();
      expect(await handle.db.select().from(matchQueue)).toHaveLength(1);

      const ada = await searcher(second, secondSockets, 'live-ada@example.com');
      expect(await ask(ada.socket, ACCOUNTABILITY_EVENTS.join, { goalTaskId: null })).toEqual({
        ok: true,
      });
      // A match is announced before the join is acknowledged: none came.
      expect(ada.matches).toEqual([]);
      expect(
        (await handle.db.select({ userId: matchQueue.userId }).from(matchQueue)).map(
          (queued) => queued.userId,
        ),
      ).toEqual([ada.userId]);

      const bob = await searcher(second, secondSockets, 'live-bob@example.com');
      expect(await ask(bob.socket, ACCOUNTABILITY_EVENTS.join, { goalTaskId: null })).toEqual({
        ok: true,
      });
      await eventually(() => ada.matches.length === 1 && bob.matches.length === 1);
      expect(bob.matches[0]?.partner.id).toBe(ada.userId);
    } finally {
      firstSockets.closeAll();
      secondSockets.closeAll();
      await second.close();
      await handle.close();
    }
  });
});
