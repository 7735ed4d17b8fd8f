import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_ZONE_HEADER } from '../../shared/headers.ts';
import { ApiError, api, apiErrorText, NETWORK_ERROR_CODE } from './api-client.ts';
import { userTimeZone } from './time-zone.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('api client', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends JSON to /api with same-origin credentials and returns the JSON answer', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(201, { id: 't1' }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(api.post('/tasks', { title: 'Write' })).resolves.toEqual({ id: 't1' });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/tasks');
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: '{"title":"Write"}',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it("names the user's time zone on a change and not on a read", async () => {
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(jsonResponse(200, {})));
    vi.stubGlobal('fetch', fetchMock);

    await api.get('/tasks');
    await api.patch('/tasks/t1', { title: 'Write' });

    const headersOf = (call: number) => fetchMock.mock.calls[call]?.[1]?.headers;
    expect(headersOf(0)).not.toHaveProperty(TIME_ZONE_HEADER);
    expect(headersOf(1)).toHaveProperty(TIME_ZONE_HEADER, userTimeZone());
  });

  it('adds query parameters and skips undefined ones', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, []));
    vi.stubGlobal('fetch', fetchMock);

    await api.get('/insights', { query: { days: 7, tz: 'Europe/Paris', page: undefined } });

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/insights?days=7&tz=Europe%2FParis');
  });

  it('turns an error body into an ApiError with status, code and message', async () => {
    const body = { statusCode: 404, code: 'tasks.not_found', message: 'Task not found' };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(404, body)));

    const error = await api.get('/tasks/x').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      code: 'tasks.not_found',
      message: 'Task not found',
    });
    expect(error).toMatchObject({ isServerFailure: false });
  });

  it("names the request of a failure on the server's side, from its body or its header", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(500, {
          statusCode: 500,
          code: 'server.internal',
          message: 'Something went wrong on our side. Please try again.',
          requestId: 'req-42',
        }),
      ),
    );
    const failure = await api.get('/tasks').catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'server.internal', requestId: 'req-42' });
    expect(apiErrorText(failure, 'Could not load your tasks.')).toBe(
      'Could not load your tasks. Reference: req-42',
    );

    const proxyPage = new Response('<h1>Bad gateway</h1>', {
      status: 502,
      headers: { 'x-request-id': 'lb-7' },
    });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(proxyPage));
    const gateway = await api.get('/tasks').catch((error: unknown) => error);
    expect(apiErrorText(gateway, 'Could not load your tasks.')).toBe(
      'Could not load your tasks. Reference: lb-7',
    );

    // A refusal says what to change; it needs no reference.
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        jsonResponse(400, {
          statusCode: 400,
          code: 'request.invalid',
          message: 'title: Add a title.',
          requestId: 'req-43',
        }),
      ),
    );
    const refused = await api.get('/tasks').catch((error: unknown) => error);
    expect(apiErrorText(refused, 'Could not load your tasks.')).toBe('title: Add a title.');
  });

  it('reads a code it does not know as a failure of the server or of the request', async () => {
    const unknown = { statusCode: 418, code: 'teapot', message: 'Short and stout' };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(418, unknown)));
    await expect(api.get('/tasks')).rejects.toMatchObject({ code: 'request.invalid' });
  });

  it('still gives an ApiError when the error body is not JSON', async () => {
    const response = new Response('Bad gateway', { status: 502, statusText: 'Bad Gateway' });
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(response));

    await expect(api.get('/tasks')).rejects.toMatchObject({
      status: 502,
      code: 'server.unavailable',
      isServerFailure: true,
    });
  });

  it('reports an unreachable server as a network ApiError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    await expect(api.get('/tasks')).rejects.toMatchObject({
      status: 0,
      code: NETWORK_ERROR_CODE,
      isServerFailure: true,
    });
  });

  it('validates the answer with a schema when given one', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(jsonResponse(200, { count: '3' })));
    const schema = { parse: (data: unknown) => Number((data as { count: string }).count) };

    await expect(api.get('/count', { schema })).resolves.toBe(3);
  });

  it('asks for the answer while a schema that loads is on its way, and checks with it', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { count: '3' }));
    vi.stubGlobal('fetch', fetchMock);
    let arrive: () => void = () => {};
    const loading = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const schema = async () => {
      await loading;
      return { parse: (data: unknown) => Number((data as { count: string }).count) };
    };

    const answer = api.get('/count', { schema });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    arrive();

    await expect(answer).resolves.toBe(3);
  });

  it('sends a change only once its schema has loaded, and not at all when it cannot', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { id: 't1' }));
    vi.stubGlobal('fetch', fetchMock);
    const unloadable = () => Promise.reject(new TypeError('Failed to fetch dynamically imported'));

    await expect(
      api.post('/tasks', { title: 'Write' }, { schema: unloadable }),
    ).rejects.toMatchObject({ status: 0, code: NETWORK_ERROR_CODE });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('returns undefined for an empty answer', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 204 })));

    await expect(api.delete('/tasks/t1')).resolves.toBeUndefined();
  });
});
