import { type ApiError, errorOf } from './api-client.ts';

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

/**
 * The file name of a Content-Disposition header (RFC 6266: filename* wins over filename), or
 * `fallback` without one.
 */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  // Only a base name: a server (or a proxy) must not pick a folder.
  const name = header ? readDisposition(header)?.split(/[\\/]/).pop()?.trim() : undefined;
  return name || fallback;
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

/** A refused or failed download, carrying the text to show. */
export class DownloadError extends Error {}

export interface FileDownload {
  url: string;
  accept: string;
  /** The name to save under when the server gives none. */
  fallbackName: string;
  /** The text for each refusal of the server. */
  messageFor(error: ApiError): string;
  /** The text when the file could not be fetched at all. */
  failed: string;
}

/**
 * Fetches a file and saves it under the server's name; returns that name. Fetched rather than
 * navigated to, so a refusal shows the product's text instead of a JSON page. Throws a
 * DownloadError carrying that text.
 */
export async function downloadFile(download: FileDownload): Promise<string> {
  let response: Response;
  try {
    response = await fetch(download.url, {
      credentials: 'same-origin',
      headers: { Accept: download.accept },
    });
  } catch {
    throw new DownloadError(download.failed);
  }
  if (!response.ok) throw new DownloadError(download.messageFor(await errorOf(response)));
  const filename = filenameFromDisposition(
    response.headers.get('Content-Disposition'),
    download.fallbackName,
  );
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    // The connection broke while the file was coming: nothing half-written is saved.
    throw new DownloadError(download.failed);
  }
  saveFile(blob, filename);
  return filename;
}
