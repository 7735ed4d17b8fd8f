import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse } from '../../../test/api-errors.ts';
import { stubFetch } from '../../../test/fetch-mock.ts';
import { downloadTasksCsv, filenameFromDisposition } from './export-tasks-csv.ts';

describe('filenameFromDisposition', () => {
  it('reads the quoted, plain and extended forms', () => {
    expect(
      filenameFromDisposition('attachment; filename="pomodoro_tasks_ada_2026-11-21.csv"'),
    ).toBe('pomodoro_tasks_ada_2026-11-21.csv');
    expect(filenameFromDisposition('attachment; filename=tasks.csv')).toBe('tasks.csv');
    expect(
      filenameFromDisposition(`attachment; filename="x.csv"; filename*=UTF-8''t%C3%A2ches.csv`),
    ).toBe('tâches.csv');
  });

  it('keeps only a base name and falls back without a header', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromDisposition(null)).toBe('pomodoro_tasks_export.csv');
  });
});

describe('downloadTasksCsv', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('asks in the user time zone and saves the file under the server name', async () => {
    const fetchMock = stubFetch(
      () =>
        new Response('Task Title\r\n', {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="pomodoro_tasks_ada.csv"' },
        }),
    );
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});

    await expect(downloadTasksCsv('Europe/Paris')).resolves.toBe('pomodoro_tasks_ada.csv');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/tasks/export.csv?timeZone=Europe%2FParis');
    expect(click).toHaveBeenCalledOnce();
  });

  it.each([
    [
      'billing.pro_required',
      'Downloading tasks is a Pro feature. Please upgrade your subscription.',
    ],
    ['tasks.nothing_to_export', 'No tasks to export.'],
    ['auth.unauthorized', 'Please log in to download tasks.'],
    ['server.internal', 'Could not download tasks. Please try again.'],
    ['tasks.invalid_time_zone', 'Could not download tasks. Please try again.'],
  ] as const)('turns %s into its text', async (code, text) => {
    stubFetch(() => errorResponse(code, 'x'));
    await expect(downloadTasksCsv('UTC')).rejects.toThrow(text);
  });

  it('turns an answer that is not ours into the generic text', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(downloadTasksCsv('UTC')).rejects.toThrow(
      'Could not download tasks. Please try again.',
    );
  });
});
