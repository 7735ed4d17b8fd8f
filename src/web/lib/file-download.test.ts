import { describe, expect, it } from 'vitest';
import { filenameFromDisposition } from './file-download.ts';

describe('filenameFromDisposition', () => {
  it('reads the quoted, plain and extended forms', () => {
    expect(
      filenameFromDisposition(
        'attachment; filename="pomodoro_tasks_ada_2026-11-21.csv"',
        'export.csv',
      ),
    ).toBe('pomodoro_tasks_ada_2026-11-21.csv');
    expect(filenameFromDisposition('attachment; filename=tasks.csv', 'export.csv')).toBe(
      'tasks.csv',
    );
    expect(
      filenameFromDisposition(
        `attachment; filename="x.csv"; filename*=UTF-8''t%C3%A2ches.csv`,
        'export.csv',
      ),
    ).toBe('tâches.csv');
  });

  it('keeps only a base name and falls back without a header', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"', 'export.csv')).toBe(
      'passwd',
    );
    expect(filenameFromDisposition(null, 'export.csv')).toBe('export.csv');
  });
});
