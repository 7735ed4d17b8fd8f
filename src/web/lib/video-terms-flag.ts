// The video-call terms, once accepted, are remembered as a local flag that signing out
// clears. The server holds the acceptance itself; the flag only lets the accountability page skip
// the dialog at once for the user (and the terms version) it was set for.

const KEY = 'pomopal.videoTerms';

function deviceStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Blocked storage (some private modes): the server's answer is then the only record.
    return null;
  }
}

/** Whether `userId` accepted terms `version` on this device. */
export function hasVideoTermsFlag(userId: string, version: number): boolean {
  return deviceStorage()?.getItem(KEY) === `${userId}:${version}`;
}

export function setVideoTermsFlag(userId: string, version: number): void {
  try {
    deviceStorage()?.setItem(KEY, `${userId}:${version}`);
  } catch {
    // Storage full: the server still knows, the dialog is only skipped a moment later.
  }
}

export function clearVideoTermsFlag(): void {
  deviceStorage()?.removeItem(KEY);
}
