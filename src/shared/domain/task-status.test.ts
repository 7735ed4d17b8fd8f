import { describe, expect, it } from 'vitest';
import type { SessionStatus } from './session-status.ts';
import { type AiStatus, taskStatus } from './task-status.ts';

function task(
  completed: boolean,
  aiStatus: AiStatus,
  statuses: readonly SessionStatus[],
): Parameters<typeof taskStatus>[0] {
  return { completed, aiStatus, sessions: statuses.map((status) => ({ status })) };
}

describe('taskStatus', () => {
  it('shows Processing while the AI works, before everything else', () => {
    expect(taskStatus(task(true, 'processing', ['active']))).toBe('Processing');
  });

  it('shows Done for a completed task, even with an active session', () => {
    expect(taskStatus(task(true, 'done', ['active', 'interrupted']))).toBe('Done');
  });

  it('shows Active before Paused', () => {
    expect(taskStatus(task(false, 'idle', ['interrupted', 'active']))).toBe('Active');
  });

  it('shows Paused when a session was stopped', () => {
    expect(taskStatus(task(false, 'done', ['completed', 'interrupted', 'pending']))).toBe('Paused');
  });

  it('shows Pending otherwise, including after an AI failure', () => {
    expect(taskStatus(task(false, 'failed', ['completed', 'pending']))).toBe('Pending');
    expect(taskStatus(task(false, 'idle', []))).toBe('Pending');
  });
});
