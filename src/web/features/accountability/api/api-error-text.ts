import { isRefusal } from '../../../lib/api-client.ts';

/** What to tell the user about a failed call: the server's reason, or that trying again may work. */
export function apiErrorText(error: unknown, fallback: string): string {
  return isRefusal(error) ? error.message : fallback;
}
