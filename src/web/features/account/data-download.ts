import type { ApiError } from '../../lib/api-client.ts';
import { downloadFile } from '../../lib/file-download.ts';
import { accountMessages } from './messages.ts';

function messageFor(error: ApiError): string {
  if (error.is('auth.unauthorized')) return accountMessages.dataDownloadSignedOut;
  if (error.is('request.rate_limited')) return accountMessages.dataDownloadTooOften;
  return accountMessages.dataDownloadFailed;
}

/**
 * GET /api/me/export: everything the account holds, saved as the server names it. Throws a
 * DownloadError carrying the text to show.
 */
export function downloadMyData(): Promise<string> {
  return downloadFile({
    url: '/api/me/export',
    accept: 'application/json',
    fallbackName: 'pomopal-data.json',
    messageFor,
    failed: accountMessages.dataDownloadFailed,
  });
}
