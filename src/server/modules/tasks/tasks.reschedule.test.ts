import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TASKS_RESCHEDULED } from '../../../shared/domain/today.ts';
import { TIME_ZONE_HEADER } from '../../../shared/headers.ts';
import type { Task } from '../../../shared/tasks.schemas.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestApp } from '../../test/app.ts';
import { testDatabases } from '../../test/databases.ts';
import { createUser } from '../../test/users.ts';

const [pglite] = testDatabases();
const BERLIN = 'Europe/Berlin';
const inBerlin = (local: string) => DateTime.fromISO(local, { zone: BERLIN }).toUTC().toISO();

describe('rescheduling overdue tasks at once', () => {
  let handle: DatabaseHandle;
  let app: App;
  let ada: { cookie: string };
  let eve: { cookie: string };

  beforeAll(async () => {
    if (!pglite) throw new Error('PGlite is always available');
    handle = await pglite.open();
    app = await createTestApp({ database: handle });
    ada = await createUser(app, 'ada@example.com');
    eve = await createUser(app, 'eve@example.com');
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const call = (who: { cookie: string }, method: 'POST', url: string, payload: object) =>
    app.inject({
      method,
      url,
      headers: { cookie: who.cookie, [TIME_ZONE_HEADER]: BERLIN },
      payload,
    });
  const create = async (who: { cookie: string }, payload: object) =>
    (await call(who, 'POST', '/api/tasks', payload)).json<Task>();

  it('moves each task to the day at its own local time, and leaves others alone', async () => {
    // Before and after the clock change of 25 October 2026.
    const early = await create(ada, { title: 'Early', dueDate: inBerlin('2026-10-20T09:00') });
    const late = await create(ada, { title: 'Late', dueDate: inBerlin('2026-10-24T18:30') });
    const undated = await create(ada, { title: 'Undated' });
    const theirs = await create(eve, { title: 'Theirs', dueDate: inBerlin('2026-10-20T09:00') });

    const response = await call(ada, 'POST', '/api/tasks/reschedule', {
      ids: [early.id, late.id, undated.id, theirs.id, early.id],
      day: '2026-10-27',
    });
    expect(response.statusCode).toBe(200);
    const moved = response.json<Task[]>();
    expect(moved.map((task) => [task.title, task.dueDate])).toEqual([
      ['Early', inBerlin('2026-10-27T09:00')],
      ['Late', inBerlin('2026-10-27T18:30')],
    ]);
    const untouched = await app.inject({
      method: 'GET',
      url: `/api/tasks/${theirs.id}`,
      headers: { cookie: eve.cookie },
    });
    expect(untouched.json<Task>().dueDate).toBe(theirs.dueDate);
  });

  it('moves only open tasks not on the day already, keeping AI texts and repeats', async () => {
    const done = await create(ada, { title: 'Done', dueDate: inBerlin('2026-11-20T09:00') });
    await app.inject({
      method: 'PUT',
      url: `/api/tasks/${done.id}/completion`,
      headers: { cookie: ada.cookie },
      payload: { completed: true },
    });
    const there = await create(ada, { title: 'There', dueDate: inBerlin('2026-11-30T10:00') });
    const repeating = await create(ada, {
      title: 'Repeating',
      dueDate: inBerlin('2026-11-20T07:00'),
      repeat: { rule: 'FREQ=DAILY;UNTIL=20261125' },
    });
    await expect
      .poll(async () => {
        const read = await app.inject({
          method: 'GET',
          url: `/api/tasks/${repeating.id}`,
          headers: { cookie: ada.cookie },
        });
        return read.json<Task>().aiStatus;
      })
      .toBe('done');
    const response = await call(ada, 'POST', '/api/tasks/reschedule', {
      ids: [done.id, there.id, repeating.id],
      day: '2026-11-30',
    });
    expect(response.statusCode).toBe(200);
    const [moved, ...others] = response.json<Task[]>();
    expect(others).toEqual([]);
    expect(moved).toMatchObject({
      id: repeating.id,
      dueDate: inBerlin('2026-11-30T07:00'),
      aiStatus: 'done',
      repeatRule: 'FREQ=DAILY;UNTIL=20261125T235959Z',
    });
  });

  it.each([
    [{ ids: [], day: '2026-11-26' }, 'ids: ids must name at least one task'],
    [{ ids: ['nope'], day: '2026-11-26' }, 'ids.0: ids must be task ids (UUIDs)'],
    [{ ids: [crypto.randomUUID()], day: '26/11/2026' }, 'day: day must be a date'],
    [{ ids: [crypto.randomUUID()], day: '1900-01-01' }, 'day: day must be in the years'],
    [
      {
        ids: Array.from({ length: MAX_TASKS_RESCHEDULED + 1 }, () => crypto.randomUUID()),
        day: '2026-11-26',
      },
      `ids: ids may name at most ${MAX_TASKS_RESCHEDULED} tasks`,
    ],
  ])('refuses %j with a 400 naming the field', async (payload, message) => {
    const response = await call(ada, 'POST', '/api/tasks/reschedule', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });
});
