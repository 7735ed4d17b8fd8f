// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { temporaryTask } from './temporary-task.ts';

describe('temporaryTask', () => {
  it("splits the estimate by the user's Pomodoro length, as the server will", () => {
    const task = temporaryTask('temp-1', { title: 'Inbox', minutes: 12 }, 1);
    expect(task.sessions).toHaveLength(12);
    expect(task.totalPomodorosPlanned).toBe(12);
    // Never more sessions than a task may have: 30 one-minute sessions become 15 longer ones.
    const capped = temporaryTask('temp-3', { title: 'Inbox', minutes: 30 }, 1);
    expect(capped.totalPomodorosPlanned).toBe(15);
    expect(capped.originalEstimatedDuration).toBe(30);
    const longer = temporaryTask('temp-2', { title: 'Report', minutes: 40 }, 15);
    expect(longer.totalPomodorosPlanned).toBe(3);
    expect(longer.sessions.map((session) => session.sessionOrder)).toEqual([1, 2, 3]);
    expect(longer.originalEstimatedDuration).toBe(40);
  });
});
