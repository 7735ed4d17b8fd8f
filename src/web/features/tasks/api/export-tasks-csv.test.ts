import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorResponse } from '../../../test/api-errors.ts';
import { stubFetch } from '../../../test/fetch-mock.ts';
import { downloadTasksCsv } from './export-tasks-csv.ts';

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
