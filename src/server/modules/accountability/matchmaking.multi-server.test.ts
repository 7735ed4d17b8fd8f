import { describe, expect, it } from 'vitest';
import type { RelayedSignal } from '../../../shared/accountability.schemas.ts';
import { ACCOUNTABILITY_EVENTS } from '../../../shared/realtime-events.ts';
import { ask, eventually, nextEvent, searcher } from '../../test/accountability.ts';
import { createTestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { socketOpener } from '../../test/sockets.ts';

const redisUrl = process.env.REDIS_URL;
const postgres = testDatabases().find((database) => database.name === 'postgres');

describe.runIf(redisUrl && postgres)(
  'matchmaking across two servers sharing PostgreSQL and Redis',
  () => {
    it('matches a user on one server with a user on the other, and relays their signals', async () => {
      if (!postgres || !redisUrl) return;
      const handle = await postgres.open();
      const env = { REDIS_URL: redisUrl };
      const first = await createTestApp({ database: handle, env });
      const second = await createTestApp({ database: handle, env });
      const firstSockets = socketOpener(first);
      const secondSockets = socketOpener(second);
      try {
        const ada = await searcher(first, firstSockets, 'ada@example.com');
        const bob = await searcher(second, secondSockets, 'bob@example.com');
        expect(await ask(ada.socket, ACCOUNTABILITY_EVENTS.join, { goalTaskId: null })).toEqual({
          ok: true,
        });
        expect(await ask(bob.socket, ACCOUNTABILITY_EVENTS.join, { goalTaskId: null })).toEqual({
          ok: true,
        });
        await eventually(() => ada.matches.length === 1 && bob.matches.length === 1);
        expect(ada.matches[0]?.partner.id).toBe(bob.userId);
        expect(bob.matches[0]?.partner.id).toBe(ada.userId);
        const roomName = ada.matches[0]?.room_name ?? '';
        expect(bob.matches[0]?.room_name).toBe(roomName);

        const bobHears = nextEvent<RelayedSignal>(bob.socket, ACCOUNTABILITY_EVENTS.signal);
        expect(
          await ask(ada.socket, ACCOUNTABILITY_EVENTS.signal, {
            roomName,
            type: 'webrtc_offer',
            payload: { type: 'offer', sdp: 'v=0\r\n' },
          }),
        ).toEqual({ ok: true });
        expect(await bobHears).toMatchObject({
          roomName,
          type: 'webrtc_offer',
          from_user_id: ada.userId,
          user: { id: ada.userId, username: 'ada' },
        });
      } finally {
        firstSockets.closeAll();
        secondSockets.closeAll();
        await first.close();
        await second.close();
        await handle.close();
      }
    });
  },
);
