import { apiErrorText } from '../../../lib/api-client.ts';
import { insightsMessages } from '../messages.ts';

/** The server's own words for a refusal, else the dashboard's failure text. */
export function dashboardFailureText(error: unknown): string {
  return apiErrorText(error, insightsMessages.dashboardLoadFailed);
}
