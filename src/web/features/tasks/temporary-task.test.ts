import { describe, expect, it } from 'vitest';
import { temporaryTask } from './temporary-task.ts';

describe('temporaryTask', () => {
  it("splits the estimate by the user's Pomodoro length, as the server will", () => {
    // No task has more than 20 sessions: 30 minutes at 1 a session are 15 sessions of 2.
    const task = temporaryTask('temp-1', { title: 'Inbox', minutes: 30 }, 1);
    expect(task.sessions).toHaveLength(15);
    expect(task.totalPomodorosPlanned).toBe(15);
    const longer = temporaryTask('temp-2', { title: 'Report', minutes: 40 }, 15);
    expect(longer.totalPomodorosPlanned).toBe(3);
    expect(longer.sessions.map((session) => session.sessionOrder)).toEqual([1, 2, 3]);
    expect(longer.originalEstimatedDuration).toBe(40);
  });
});
