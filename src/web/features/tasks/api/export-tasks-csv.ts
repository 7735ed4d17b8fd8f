import { type ApiError, errorOf } from '../../../lib/api-client.ts';
import { taskMessages } from '../messages.ts';

const FALLBACK_NAME = 'pomodoro_tasks_export.csv';

function readDisposition(header: string): string | undefined {
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  return plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
}

/** The file name of a Content-Disposition header (RFC 6266: filename* wins over filename). */
export function filenameFromDisposition(header: string | null): string {
  // Only a base name: a server (or a proxy) must not pick a folder.
  const name = header ? readDisposition(header)?.split(/[\\/]/).pop()?.trim() : undefined;
  return name || FALLBACK_NAME;
}

export class DownloadError extends Error {}

/** The text for each refusal of the download. */
function messageFor(error: ApiError): string {
  if (error.is('auth.unauthorized')) return taskMessages.downloadSignedOut;
  if (error.is('billing.pro_required')) return taskMessages.downloadProOnly;
  if (error.is('tasks.nothing_to_export')) return taskMessages.noTasksToExport;
  return taskMessages.downloadFailed;
}

/** Hands a file to the browser's downloads, as a click on a download link would. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() has returned.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * GET /api/tasks/export.csv in the user's time zone, saved under the server's file name.
 * Fetched rather than navigated to, so a refusal shows the product's text instead of a JSON page.
 * Throws a DownloadError carrying that text.
 */
export async function downloadTasksCsv(timeZone: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(`/api/tasks/export.csv?${new URLSearchParams({ timeZone })}`, {
      credentials: 'same-origin',
      headers: { Accept: 'text/csv, application/json' },
    });
  } catch {
    throw new DownloadError(taskMessages.downloadFailed);
  }
  if (!response.ok) throw new DownloadError(messageFor(await errorOf(response)));
  const filename = filenameFromDisposition(response.headers.get('Content-Disposition'));
  saveFile(await response.blob(), filename);
  return filename;
}
