import { describe, expect, it } from 'vitest';
import { restorableSince, TASK_RESTORE_WINDOW_MS } from './task-deletion.ts';

describe('restorableSince', () => {
  it('reaches back one restore window of ten minutes', () => {
    expect(TASK_RESTORE_WINDOW_MS).toBe(600_000);
    expect(restorableSince(new Date('2026-11-21T09:10:00Z'))).toEqual(
      new Date('2026-11-21T09:00:00Z'),
    );
  });
});
