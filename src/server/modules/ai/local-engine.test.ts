import { describe, expect, it } from 'vitest';
import type { EnrichmentInput } from './ai.service.ts';
import { createLocalEngine } from './local-engine.ts';

const now = new Date('2026-11-21T09:00:00Z');
const engine = createLocalEngine(() => now);
const base: EnrichmentInput = {
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

  it('is deterministic', async () => {
    expect(await engine.enrich(base)).toEqual(await engine.enrich(base));
  });
});
