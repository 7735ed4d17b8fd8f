import { z } from 'zod';
import { billingErrors } from './billing.errors.ts';

const PAYPAL_TIMEOUT_MS = 10_000;
/** A token is renewed this long before PayPal says it expires, so none expires in flight. */
const TOKEN_MARGIN_MS = 60_000;

const tokenSchema = z.object({ access_token: z.string(), expires_in: z.number() });

export interface PaypalAnswer {
  status: number;
  body: unknown;
}

/**
 * PayPal's REST API with an OAuth2 client-credentials token, fetched once and reused until it
 * nearly expires. A PayPal failure (no answer in time, a 5xx, credentials it refuses) throws
 * `billing.provider_failed`; other answers, refusals included, go back to the caller to judge.
 */
export function createPaypalClient({
  clientId,
  clientSecret,
  apiBase,
  timeoutMs = PAYPAL_TIMEOUT_MS,
  now = () => Date.now(),
}: {
  clientId: string;
  clientSecret: string;
  apiBase: string;
  timeoutMs?: number;
  now?: () => number;
}) {
  let cached: { token: string; renewAt: number } | null = null;

  const failed = (cause?: unknown) => {
    const error = billingErrors.providerFailed('paypal');
    // Kept for whoever logs the refusal; the client only ever sees the code and message.
    error.cause = cause;
    return error;
  };

  const send = async (path: string, init: RequestInit): Promise<PaypalAnswer> => {
    let status: number;
    let text: string;
    try {
      const response = await fetch(new URL(path, apiBase), {
        ...init,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      throw failed(error);
    }
    if (status >= 500) throw failed(new Error(`PayPal answered ${status}: ${text}`));
    try {
      return { status, body: text ? JSON.parse(text) : null };
    } catch (error) {
      throw failed(error);
    }
  };

  const accessToken = async (): Promise<string> => {
    if (cached && now() < cached.renewAt) return cached.token;
    const credentials = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
    const answer = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const parsed = tokenSchema.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) throw failed(answer.body);
    const { access_token: token, expires_in: expiresIn } = parsed.data;
    cached = { token, renewAt: now() + expiresIn * 1000 - TOKEN_MARGIN_MS };
    return token;
  };

  /** One API call; `requestId` makes PayPal answer a repeat with the first call's result. */
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    { body, requestId }: { body?: unknown; requestId?: string } = {},
  ): Promise<PaypalAnswer> => {
    const attempt = async () =>
      send(path, {
        method,
        headers: {
          authorization: `Bearer ${await accessToken()}`,
          'content-type': 'application/json',
          prefer: 'return=representation',
          ...(requestId && { 'paypal-request-id': requestId }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      });
    let answer = await attempt();
    if (answer.status === 401) {
      // PayPal may revoke a token before its stated expiry: fetch a new one, once.
      cached = null;
      answer = await attempt();
    }
    if (answer.status === 401 || answer.status === 403) throw failed(answer.body);
    return answer;
  };

  return { call };
}

export type PaypalClient = ReturnType<typeof createPaypalClient>;
