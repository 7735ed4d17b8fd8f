import { type ErrorCode, isErrorCode } from '../../shared/errors.ts';
import { REQUEST_ID_HEADER, TIME_ZONE_HEADER } from '../../shared/headers.ts';
import { reportConnectionLost } from './offline/connection.ts';
import { userTimeZone } from './time-zone.ts';

/** The code of a request that never reached the server (offline, DNS, a dropped connection). */
export const NETWORK_ERROR_CODE = 'network.unreachable';

export type ApiErrorCode = ErrorCode | typeof NETWORK_ERROR_CODE;

/** A failed API call. Callers branch on `code`, never on `status` or the message's words. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The server's id of the request, which its log lines carry; null when none came back. */
  readonly requestId: string | null;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    requestId: string | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.requestId = requestId;
  }

  /** Whether the server refused the request for one of these reasons. */
  is(...codes: ApiErrorCode[]): boolean {
    return codes.includes(this.code);
  }

  /**
   * The network or our server failed, not the request: trying again later may work. Anything
   * else is a refusal whose message says what to change.
   */
  get isServerFailure(): boolean {
    return isServerFailureCode(this.code);
  }
}

/** The network or our server failed, not the request. */
export function isServerFailureCode(code: ApiErrorCode): boolean {
  return code === NETWORK_ERROR_CODE || code.startsWith('server.');
}

/** Whether `error` is an API refusal for one of these reasons. */
export function isApiError(error: unknown, ...codes: ApiErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes.length === 0 || error.is(...codes));
}

/** Whether the request itself was refused (as opposed to a server or network failure). */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && !error.isServerFailure;
}

/**
 * What to tell the user of a failed request: the server's reason, or `fallback`; a failure on
 * our side names its request ('Reference: ...'), so a screenshot of it finds the server's log.
 */
export function apiErrorText(error: unknown, fallback: string): string {
  if (isRefusal(error) && error.message) return error.message;
  return error instanceof ApiError && error.requestId
    ? `${fallback} Reference: ${error.requestId}`
    : fallback;
}

/** Anything with a zod-style `parse`, so callers can validate responses with the shared schemas. */
export interface ResponseParser<T> {
  parse(data: unknown): T;
}

/**
 * A response's parser, or what gives it, at once when it has loaded: the shared schemas, and zod
 * with them, then load beside the request rather than before the page can show (lazy-schemas.ts).
 */
export type ResponseSchema<T> =
  | ResponseParser<T>
  | (() => ResponseParser<T> | Promise<ResponseParser<T>>);

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  schema?: ResponseSchema<T>;
}

function buildUrl(path: string, query: ApiRequestOptions<unknown>['query']): string {
  const url = `/api${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The code of an error answer: the one it carries, or whose fault it was when it has none. */
export function errorCodeOf(status: number, body: unknown): ErrorCode {
  if (isRecord(body) && typeof body.code === 'string' && isErrorCode(body.code)) return body.code;
  // Not one of our answers (a proxy's error page, say): all that is known is whose fault it was.
  return status >= 500 ? 'server.unavailable' : 'request.invalid';
}

/**
 * An error answer (its status and parsed body) as an ApiError, with the request's id from the
 * body or, for an answer that is not ours to read, from the header.
 */
export function toApiError(
  status: number,
  body: unknown,
  statusText = '',
  headerRequestId: string | null = null,
): ApiError {
  const code = errorCodeOf(status, body);
  const message =
    isRecord(body) && typeof body.message === 'string' && body.message
      ? body.message
      : statusText || 'The request failed.';
  const requestId =
    isRecord(body) && typeof body.requestId === 'string' ? body.requestId : headerRequestId;
  return new ApiError(status, code, message, requestId);
}

/** The refusal or failure a response that is not ok stands for. */
export async function errorOf(response: Response): Promise<ApiError> {
  return toApiError(
    response.status,
    await readBody(response),
    response.statusText,
    response.headers.get(REQUEST_ID_HEADER),
  );
}

const unauthorizedListeners = new Set<() => void>();

/**
 * Calls `listener` whenever the server answers `auth.unauthorized`: the session this tab holds has
 * ended (see auth-client.ts). Returns the function that removes it.
 */
export function onUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Tells the listeners when `code` says the session has ended. */
export function reportUnauthorized(code: ApiErrorCode): void {
  if (code !== 'auth.unauthorized') return;
  for (const listener of unauthorizedListeners) listener();
}

const unreachable = () =>
  new ApiError(0, NETWORK_ERROR_CODE, 'Could not reach the server. Check your connection.');

/**
 * The response's parser, or its promise while it loads; one that cannot load (no network) fails
 * as the request would.
 */
function parserOf<T>(
  schema: ResponseSchema<T> | undefined,
): ResponseParser<T> | Promise<ResponseParser<T>> | undefined {
  if (typeof schema !== 'function') return schema;
  const parser = schema();
  if (!(parser instanceof Promise)) return parser;
  const loading = parser.catch(() => {
    throw unreachable();
  });
  // Awaited only once the answer is in: a request that fails first leaves it unheard.
  loading.catch(() => undefined);
  return loading;
}

/** Calls `/api{path}` with JSON in and out; every failure surfaces as an `ApiError`. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, query, signal, schema } = options;
  const parser = parserOf(schema);
  // A change waits for its parser before it is sent: one that cannot load then fails the change
  // before the server makes it, never after.
  if (method !== 'GET' && parser instanceof Promise) await parser;
  const headers: Record<string, string> = { Accept: 'application/json' };
  // Only changes are read in the user's zone (a repeat's time of day, a reschedule's day). A read
  // names none, so a public page never pays for the browser's first time-zone lookup, which
  // costs a slow phone a few hundred milliseconds before the form can be used.
  if (method !== 'GET') headers[TIME_ZONE_HEADER] = userTimeZone();
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    reportConnectionLost();
    throw unreachable();
  }

  if (!response.ok) {
    const error = await errorOf(response);
    reportUnauthorized(error.code);
    throw error;
  }
  const data = await readBody(response);
  // Without a schema the caller vouches for the shape; the shared zod schemas make it checked.
  const ready = parser instanceof Promise ? await parser : parser;
  return ready ? ready.parse(data) : (data as T);
}

type Options<T> = Omit<ApiRequestOptions<T>, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Options<T>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Options<T>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
