import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_FEED_HISTORY_DAYS } from '../../../shared/calendar-feed-rules.ts';
import { TIME_ZONE_HEADER } from '../../../shared/headers.ts';
import type { App } from '../../app.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import * as schema from '../../schema.ts';
import { TEST_APP_URL } from '../../test/app.ts';
import { buyWithSandbox } from '../../test/billing.ts';
import { testDatabases } from '../../test/databases.ts';
import { signUp } from '../../test/sign-up.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { FEED_MISSES_PER_IP } from './calendar-feed.service.ts';

type Person = Awaited<ReturnType<typeof signUp>>;

const DAY_MS = 24 * 60 * 60 * 1000;

const events = (text: string): VEvent[] =>
  Object.values(ical.sync.parseICS(text)).filter(
    (component): component is VEvent => component?.type === 'VEVENT',
  );

const byTitle = (found: VEvent[], title: string) => {
  const event = found.find((candidate) => String(candidate.summary) === title);
  if (!event) throw new Error(`no event '${title}' in ${found.map((e) => e.summary).join(', ')}`);
  return event;
};

describe.each(testDatabases())('the calendar feed, on $name', (database) => {
  const running = useTestApp(database);
  let app: App;
  let handle: DatabaseHandle;
  let people = 0;
  beforeAll(() => {
    ({ app, handle } = running);
  });

  const person = () => {
    people += 1;
    return signUp(app, `calendar-${people}@example.com`);
  };
  const proPerson = async () => {
    const who = await person();
    expect((await buyWithSandbox(app, who.cookie, 'pro_monthly')).statusCode).toBe(200);
    return who;
  };
  const call = (who: Person, method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      payload,
      headers: { cookie: who.cookie, origin: TEST_APP_URL, [TIME_ZONE_HEADER]: 'Europe/Paris' },
    });
  const feedPath = (url: string) => new URL(url).pathname;
  const fetchFeed = (path: string, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'GET', url: path, remoteAddress });

  it('is locked for a free user', async () => {
    const free = await person();
    for (const method of ['GET', 'POST'] as const) {
      const response = await call(free, method, '/api/calendar-feed');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'billing.pro_required',
        message: 'The calendar feed is a Pro feature. Please upgrade your subscription.',
      });
    }
  });

  it("holds the user's dated tasks, their series and their focus sessions, as calendars read them", async () => {
    const ada = await proPerson();
    const bob = await proPerson();
    expect((await call(ada, 'GET', '/api/calendar-feed')).json()).toEqual({ url: null });
    const made = await call(ada, 'POST', '/api/calendar-feed');
    expect(made.statusCode).toBe(200);
    const { url } = made.json();
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/calendar\/[0-9a-f-]{36}\/[\w-]{22}\.ics$/);
    expect((await call(ada, 'GET', '/api/calendar-feed')).json()).toEqual({ url });

    const due = new Date(Date.now() + 3 * DAY_MS);
    due.setUTCSeconds(0, 0);
    const dated = await call(ada, 'POST', '/api/tasks', {
      title: 'Send the draft; to Mary, Percy',
      description: 'Chapters 1–3\nwith notes',
      dueDate: due.toISOString(),
    });
    // Weekly on Monday at 09:00 in Paris, across the change to summer time on 29 March.
    const weekly = await call(ada, 'POST', '/api/tasks', {
      title: 'Weekly review',
      dueDate: '2026-03-23T08:00:00.000Z',
      repeat: { rule: 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20260413' },
    });
    const undated = await call(ada, 'POST', '/api/tasks', { title: 'Someday, maybe' });
    const theirs = await call(bob, 'POST', '/api/tasks', {
      title: 'Bob’s plan',
      dueDate: due.toISOString(),
    });
    for (const response of [dated, weekly, undated, theirs]) expect(response.statusCode).toBe(201);
    const [session] = dated.json().sessions;
    const started = await call(ada, 'POST', `/api/sessions/${session.id}/start`, {});
    expect(started.statusCode).toBe(200);

    const response = await fetchFeed(feedPath(url));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*\r\nEND:VCALENDAR\r\n$/);
    const found = events(response.body);
    expect(found.map((event) => String(event.summary)).sort()).toEqual([
      'Focus: Send the draft; to Mary, Percy',
      'Send the draft; to Mary, Percy',
      'Weekly review',
    ]);

    const task = byTitle(found, 'Send the draft; to Mary, Percy');
    expect(task.start.getTime()).toBe(due.getTime());
    expect(String(task.description)).toBe('Chapters 1–3\nwith notes');
    expect(task.uid).toBe(`task-${dated.json().id}@pomopal`);

    const review = byTitle(found, 'Weekly review');
    expect(review.start.tz).toBe('Europe/Paris');
    expect(response.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Paris');
    const occurrences = review.rrule?.all().map((date) => date.toISOString());
    // 09:00 in Paris each time: 08:00 UTC in winter, 07:00 UTC in summer; UNTIL is 13 April.
    expect(occurrences).toEqual([
      '2026-03-23T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
      '2026-04-06T07:00:00.000Z',
      '2026-04-13T07:00:00.000Z',
    ]);

    const focus = byTitle(found, 'Focus: Send the draft; to Mary, Percy');
    expect((focus.end?.getTime() ?? 0) - focus.start.getTime()).toBe(25 * 60_000);
  });

  it('stops at once at an address that was reset, and says nothing at a wrong one', async () => {
    const cleo = await proPerson();
    const first = feedPath((await call(cleo, 'POST', '/api/calendar-feed')).json().url);
    expect((await fetchFeed(first)).statusCode).toBe(200);
    const second = feedPath((await call(cleo, 'POST', '/api/calendar-feed')).json().url);
    expect(second).not.toBe(first);
    expect((await fetchFeed(second)).statusCode).toBe(200);

    const [, , , feedId, file] = second.split('/');
    const wrong = [
      first,
      `/api/calendar/${feedId}/${'A'.repeat(22)}.ics`,
      `/api/calendar/${feedId}/${file?.replace('.ics', '')}`,
      `/api/calendar/not-a-uuid/${file}`,
      `/api/calendar/00000000-0000-4000-8000-000000000000/${file}`,
      `/api/calendar/${feedId}/${file?.slice(1)}`,
    ];
    for (const path of wrong) {
      const response = await fetchFeed(path, '10.0.0.7');
      expect(response.statusCode, path).toBe(404);
      expect(response.json()).toEqual({
        statusCode: 404,
        code: 'calendar.feed_not_found',
        message: 'Not found.',
        requestId: expect.any(String),
      });
    }
  });

  it('closes when the plan ends, and opens again with it', async () => {
    const dan = await proPerson();
    const path = feedPath((await call(dan, 'POST', '/api/calendar-feed')).json().url);
    await handle.db
      .update(schema.userSubscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - DAY_MS) })
      .where(eq(schema.userSubscriptions.userId, dan.userId));
    expect((await fetchFeed(path)).json()).toMatchObject({ code: 'calendar.feed_not_found' });
    await handle.db
      .update(schema.userSubscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() + DAY_MS) })
      .where(eq(schema.userSubscriptions.userId, dan.userId));
    expect((await fetchFeed(path)).statusCode).toBe(200);
  });

  it('leaves out completed work older than its history', async () => {
    const eve = await proPerson();
    const path = feedPath((await call(eve, 'POST', '/api/calendar-feed')).json().url);
    const old = new Date(Date.now() - (CALENDAR_FEED_HISTORY_DAYS + 2) * DAY_MS).toISOString();
    const recent = new Date(Date.now() - 2 * DAY_MS).toISOString();
    for (const [title, dueDate] of [
      ['Old and done', old],
      ['Recent and done', recent],
      ['Old and open', old],
    ]) {
      const made = await call(eve, 'POST', '/api/tasks', { title, dueDate });
      if (title?.endsWith('done')) {
        const done = await app.inject({
          method: 'PUT',
          url: `/api/tasks/${made.json().id}/completion`,
          payload: { completed: true },
          headers: { cookie: eve.cookie, origin: TEST_APP_URL },
        });
        expect(done.statusCode).toBe(200);
      }
    }
    const titles = events((await fetchFeed(path)).body).map((event) => String(event.summary));
    expect(titles.sort()).toEqual(['Old and open', '✓ Recent and done']);
  });

  it(`refuses a client after ${FEED_MISSES_PER_IP.limit} wrong addresses`, async () => {
    const codes = new Set<string>();
    for (let i = 0; i <= FEED_MISSES_PER_IP.limit; i += 1) {
      const response = await fetchFeed(
        `/api/calendar/00000000-0000-4000-8000-00000000000${i % 10}/${'B'.repeat(22)}.ics`,
        '10.0.0.99',
      );
      codes.add(response.json().code);
    }
    expect([...codes]).toEqual(['calendar.feed_not_found', 'request.rate_limited']);
  });
});
