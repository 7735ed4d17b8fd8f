import type { Preferences } from '../../../shared/focus.schemas.ts';
import { jsonResponse, stubFetch } from '../../test/fetch-mock.ts';
import { makePreferences, makeSubscription } from '../../test/fixtures.ts';

/** A fake server for the focus feature's component tests. */
export interface FakeFocusServer {
  isPro?: boolean;
  preferences?: Preferences | Response;
  /** Answers a PUT; by default it merges the body into the stored preferences. */
  put?: (body: Record<string, unknown>) => Response | undefined;
}

/** Stubs fetch for GET/PUT /api/preferences and GET /api/subscription. */
export function stubFocusApi({ isPro = false, preferences, put }: FakeFocusServer = {}) {
  let stored =
    preferences instanceof Response ? makePreferences() : (preferences ?? makePreferences());
  return stubFetch((url, init) => {
    if (url === '/api/subscription') return jsonResponse(200, makeSubscription(isPro));
    if (url !== '/api/preferences') return undefined;
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      if (put) return put(body);
      stored = { ...stored, ...body };
      return jsonResponse(200, stored);
    }
    return preferences instanceof Response ? preferences.clone() : jsonResponse(200, stored);
  });
}

export function putBodies(fetchMock: ReturnType<typeof stubFetch>): unknown[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));
}
