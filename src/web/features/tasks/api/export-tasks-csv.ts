import type { ApiError } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/file-download.ts';
import { taskMessages } from '../messages.ts';

/** The text for each refusal of the download. */
function messageFor(error: ApiError): string {
  if (error.is('auth.unauthorized')) return taskMessages.downloadSignedOut;
  if (error.is('billing.pro_required')) return taskMessages.downloadProOnly;
  if (error.is('tasks.nothing_to_export')) return taskMessages.noTasksToExport;
  return taskMessages.downloadFailed;
}

/**
 * GET /api/tasks/export.csv in the user's time zone, saved under the server's file name.
 * Throws a DownloadError carrying the text to show.
 */
export function downloadTasksCsv(timeZone: string): Promise<string> {
  return downloadFile({
    url: `/api/tasks/export.csv?${new URLSearchParams({ timeZone })}`,
    accept: 'text/csv, application/json',
    fallbackName: 'pomodoro_tasks_export.csv',
    messageFor,
    failed: taskMessages.downloadFailed,
  });
}
