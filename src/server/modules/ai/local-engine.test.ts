import { describe, expect, it } from 'vitest';
import { taskEisenhower } from '../../../shared/domain/eisenhower.ts';
import type { EnrichmentInput } from './ai.service.ts';
import { createLocalEngine } from './local-engine.ts';

const now = new Date('2026-11-21T09:00:00Z');
const engine = createLocalEngine(() => now);
const base: EnrichmentInput = {
  timeZone: 'UTC',
  title: 'Tidy the desk',
  description: null,
  dueDate: null,
  minutes: 25,
  sessionCount: 1,
  isImportant: false,
  isUrgent: false,
  project: null,
  labels: [],
};
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('the local AI engine', () => {
  // The rules' table: a task's flags, due day and words, and the ratings they give.
  it.each([
    ['nothing to go on', {}, 'Low', 'Low', 'Eliminate'],
    ['flagged important', { isImportant: true }, 'Medium', 'Low', 'Schedule'],
    ['flagged urgent', { isUrgent: true }, 'Medium', 'High', 'Do First'],
    ['flagged both', { isImportant: true, isUrgent: true }, 'High', 'High', 'Do First'],
    ['due in five hours', { dueDate: hoursFromNow(5) }, 'Medium', 'High', 'Do First'],
    [
      'a report due tomorrow afternoon',
      { title: 'Write report', dueDate: new Date('2026-11-22T17:00:00Z') },
      'Medium',
      'High',
      'Do First',
    ],
    ['overdue since yesterday', { dueDate: hoursFromNow(-20) }, 'Medium', 'High', 'Do First'],
    [
      'a client contract due in two days',
      { dueDate: hoursFromNow(48), title: 'Prepare the client contract' },
      'High',
      'Medium',
      'Schedule',
    ],
    [
      'due in three days',
      { dueDate: new Date('2026-11-24T12:00:00Z') },
      'Low',
      'Medium',
      'Eliminate',
    ],
    [
      'a long task due in three days',
      { dueDate: new Date('2026-11-24T12:00:00Z'), minutes: 180 },
      'Medium',
      'Medium',
      'Schedule',
    ],
    ['due in four days', { dueDate: new Date('2026-11-25T12:00:00Z') }, 'Low', 'Low', 'Eliminate'],
    ['due in ten days', { dueDate: hoursFromNow(24 * 10) }, 'Low', 'Low', 'Eliminate'],
    ['worded as pressing', { title: 'Reply ASAP' }, 'Low', 'Medium', 'Eliminate'],
  ] as const)(
    'rates %s as priority %s, urgency %s (%s)',
    async (_case, changes, priority, urgency, tag) => {
      const result = await engine.enrich({ ...base, ...changes });
      expect(result.aiPredictedPriority).toBe(priority);
      expect(result.aiPredictedUrgency).toBe(urgency);
      expect(taskEisenhower({ isImportant: null, isUrgent: null, ...result })?.tag).toBe(tag);
    },
  );

  it("reads the due day in the user's own zone", async () => {
    // 20:00 UTC on Nov 22 is tomorrow evening in London but the morning of Nov 23 in Tokyo.
    const dueDate = new Date('2026-11-22T20:00:00Z');
    const london = await engine.enrich({ ...base, dueDate, timeZone: 'Europe/London' });
    const tokyo = await engine.enrich({ ...base, dueDate, timeZone: 'Asia/Tokyo' });
    expect(london.aiPredictedUrgency).toBe('High');
    expect(london.aiTaskSummary).toContain('due tomorrow');
    expect(tokyo.aiPredictedUrgency).toBe('Medium');
    expect(tokyo.aiTaskSummary).toContain('due in 2 days');
  });

  it('summarises the task with its length and due date, and gives one piece of advice', async () => {
    const result = await engine.enrich({
      ...base,
      title: 'Write report',
      minutes: 60,
      sessionCount: 3,
      dueDate: hoursFromNow(72),
    });
    expect(result.aiTaskSummary).toBe('Write report: 60 min in 3 sessions, due in 3 days.');
    expect(result.aiInsights).toMatch(/3 focus sessions/);
  });

  it.each([
    [hoursFromNow(2), 'due today'],
    [hoursFromNow(20), 'due tomorrow'],
    [hoursFromNow(30), 'due tomorrow'],
    [hoursFromNow(60), 'due in 2 days'],
    [hoursFromNow(-1), 'overdue'],
    [null, 'no due date'],
  ])('words a due date of %s as %s', async (dueDate, words) => {
    const result = await engine.enrich({ ...base, dueDate });
    expect(result.aiTaskSummary).toBe(`Tidy the desk: 25 min in 1 session, ${words}.`);
  });

  it('never doubles the punctuation of a title that ends with its own', async () => {
    const result = await engine.enrich({ ...base, title: 'Call the bank.  ' });
    expect(result.aiTaskSummary).toBe('Call the bank: 25 min in 1 session, no due date.');
  });

  it('speaks of one session as one, not as the first of one', async () => {
    const one = await engine.enrich({ ...base, dueDate: hoursFromNow(2) });
    expect(one.aiInsights).toBe(
      'Time is short: start your focus session now and keep interruptions away.',
    );
    const three = await engine.enrich({ ...base, dueDate: hoursFromNow(2), sessionCount: 3 });
    expect(three.aiInsights).toBe(
      'Time is short: start the first of 3 focus sessions now and keep interruptions away.',
    );
  });

  it('is deterministic', async () => {
    expect(await engine.enrich(base)).toEqual(await engine.enrich(base));
  });

  it('names each session of a task as its part of the whole', async () => {
    expect(await engine.nameSessions({ ...base, sessionCount: 3 })).toEqual([
      'Part 1 of 3',
      'Part 2 of 3',
      'Part 3 of 3',
    ]);
  });
});
