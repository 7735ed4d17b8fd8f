import { describe, expect, it } from 'vitest';
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
};
const hoursFromNow = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('the local AI engine', () => {
  it.each([
    [{}, 'Low', 'Low'],
    [{ isImportant: true }, 'Medium', 'Low'],
    [{ isUrgent: true }, 'Medium', 'High'],
    [{ isImportant: true, isUrgent: true }, 'High', 'High'],
    [{ dueDate: hoursFromNow(5) }, 'Medium', 'High'],
    [{ dueDate: hoursFromNow(48), title: 'Prepare the client contract' }, 'High', 'Medium'],
    [{ dueDate: hoursFromNow(24 * 10) }, 'Low', 'Low'],
    [{ title: 'Reply ASAP' }, 'Low', 'Medium'],
  ] as const)('rates %o as priority %s, urgency %s', async (changes, priority, urgency) => {
    const result = await engine.enrich({ ...base, ...changes });
    expect(result.aiPredictedPriority).toBe(priority);
    expect(result.aiPredictedUrgency).toBe(urgency);
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
    [hoursFromNow(30), 'due in 1 day'],
    [hoursFromNow(60), 'due in 3 days'],
    [hoursFromNow(20), 'due within a day'],
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
