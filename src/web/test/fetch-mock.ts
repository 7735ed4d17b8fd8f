import { vi } from 'vitest';

export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  });
}

export type FetchHandler = (
  url: string,
  init: RequestInit | undefined,
) => Response | Promise<Response> | undefined;

/**
 * Replaces `fetch` for the API client: `handler` answers by URL (`/api/...`); a request it does
 * not answer stays pending, as an unreachable server would. Undo with `vi.unstubAllGlobals()`.
 */
export function stubFetch(handler: FetchHandler) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const answer = handler(url, init);
    return answer ? Promise.resolve(answer) : new Promise<Response>(() => {});
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const publicConfig = (google: boolean, oidc: boolean) => ({
  version: 'test',
  socialProviders: { google, oidc },
  iceServers: [],
});
