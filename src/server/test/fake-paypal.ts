import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FakeReply, startFakeHttp } from './fake-http.ts';
import {
  createOrderSchema,
  type ExperienceContext,
  type FakePaypalOrder,
  type Link,
  type Money,
  notFound,
  PaypalError,
  paypalTime,
  unprocessable,
  upperId,
} from './fake-paypal-orders.ts';

export type FakePaypal = Awaited<ReturnType<typeof startFakePaypal>>;

/**
 * PayPal's REST API on 127.0.0.1: the OAuth2 token, and Orders v2 create, get and capture, in
 * memory, with PayPal-Request-Id replays. A test plays the buyer (`approve`), can make the next
 * capture record another amount or currency than the order's or wait for review, and can make
 * calls fail or hang.
 */
export async function startFakePaypal({
  clientId = 'fake-paypal-client',
  clientSecret = 'fake-paypal-secret',
} = {}) {
  const orders = new Map<string, FakePaypalOrder>();
  const contexts = new Map<string, ExperienceContext>();
  const tokens = new Set<string>();
  const replays = new Map<string, { status: number; body: object }>();
  const stats = { tokensIssued: 0, captures: 0 };
  let tamper: Partial<Money> | null = null;
  let holdNext = false;
  let apiBase = '';

  const selfLink = (id: string): Link => ({
    href: `${apiBase}/v2/checkout/orders/${id}`,
    rel: 'self',
    method: 'GET',
  });

  const found = (id: string) => {
    const order = orders.get(id);
    if (!order) throw notFound(id);
    return order;
  };

  const issueToken = (authorization: string | undefined) => {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (authorization !== expected) {
      throw new PaypalError(401, {
        error: 'invalid_client',
        error_description: 'Client Authentication failed',
      });
    }
    const token = `A21AA${randomBytes(24).toString('hex')}`;
    tokens.add(token);
    stats.tokensIssued += 1;
    return {
      scope: 'https://uri.paypal.com/services/payments/payment',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-80W284485P519543T',
      expires_in: 32400,
      nonce: `${paypalTime()}${randomBytes(8).toString('hex')}`,
    };
  };

  const createOrder = (body: unknown): FakePaypalOrder => {
    const parsed = createOrderSchema.safeParse(body);
    if (!parsed.success) {
      throw new PaypalError(400, {
        name: 'INVALID_REQUEST',
        message: 'Request is not well-formed, syntactically incorrect, or violates schema.',
        details: parsed.error.issues.map((issue) => ({
          field: `/${issue.path.join('/')}`,
          issue: 'INVALID_PARAMETER_VALUE',
          description: issue.message,
        })),
      });
    }
    const [unit] = parsed.data.purchase_units;
    const id = upperId(17);
    contexts.set(id, parsed.data.payment_source?.paypal.experience_context ?? {});
    const order: FakePaypalOrder = {
      id,
      intent: 'CAPTURE',
      status: 'PAYER_ACTION_REQUIRED',
      payment_source: { paypal: {} },
      purchase_units: [
        {
          reference_id: unit.reference_id ?? 'default',
          amount: unit.amount,
          payee: { email_address: 'merchant@example.com', merchant_id: 'FAKEMERCHANT1' },
          ...(unit.description && { description: unit.description }),
          ...(unit.custom_id && { custom_id: unit.custom_id }),
        },
      ],
      create_time: paypalTime(),
      update_time: paypalTime(),
      links: [
        selfLink(id),
        { href: `${apiBase}/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
      ],
    };
    orders.set(id, order);
    return order;
  };

  const captureOrder = (id: string): FakePaypalOrder => {
    const order = found(id);
    if (order.status === 'COMPLETED') {
      throw unprocessable(
        'ORDER_ALREADY_CAPTURED',
        "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
      );
    }
    if (order.status !== 'APPROVED') {
      throw unprocessable(
        'ORDER_NOT_APPROVED',
        "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid payment_source in the request.",
      );
    }
    const unit = order.purchase_units[0];
    if (!unit) throw new Error(`order ${id} has no purchase unit`);
    const amount = { ...unit.amount, ...tamper };
    tamper = null;
    const held = holdNext;
    holdNext = false;
    const captureId = upperId(17);
    const fee = { currency_code: amount.currency_code, value: '0.50' };
    unit.payments = {
      captures: [
        {
          id: captureId,
          // A capture PayPal holds for review is still PENDING, though the order is COMPLETED.
          ...(held
            ? { status: 'PENDING', status_details: { reason: 'PENDING_REVIEW' } }
            : { status: 'COMPLETED' }),
          amount,
          final_capture: true,
          seller_protection: {
            status: 'ELIGIBLE',
            dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'],
          },
          seller_receivable_breakdown: {
            gross_amount: amount,
            paypal_fee: fee,
            net_amount: amount,
          },
          ...(unit.custom_id && { custom_id: unit.custom_id }),
          links: [
            { href: `${apiBase}/v2/payments/captures/${captureId}`, rel: 'self', method: 'GET' },
          ],
          create_time: paypalTime(),
          update_time: paypalTime(),
        },
      ],
    };
    order.status = 'COMPLETED';
    order.update_time = paypalTime();
    stats.captures += 1;
    return order;
  };

  const route = (
    request: IncomingMessage,
    path: string,
    text: string,
  ): { status: number; body: object } => {
    const method = request.method ?? 'GET';
    if (method === 'POST' && path === '/v1/oauth2/token') {
      return { status: 200, body: issueToken(request.headers.authorization) };
    }
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!tokens.has(bearer)) {
      throw new PaypalError(401, {
        name: 'AUTHENTICATION_FAILURE',
        message:
          'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
        links: [],
      });
    }
    const [, id, action] =
      /^\/v2\/checkout\/orders(?:\/([A-Z0-9]+))?(\/capture)?$/.exec(path) ?? [];
    if (method === 'POST' && !id && path === '/v2/checkout/orders') {
      return { status: 201, body: createOrder(text ? JSON.parse(text) : {}) };
    }
    if (method === 'GET' && id && !action) return { status: 200, body: found(id) };
    if (method === 'POST' && id && action) return { status: 201, body: captureOrder(id) };
    throw new PaypalError(404, { name: 'NOT_FOUND', message: `No route for ${method} ${path}.` });
  };

  /** Answers from PayPal-Request-Id replays first, as PayPal does for a retried call. */
  const answer = (request: IncomingMessage, text: string): FakeReply => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const requestId = request.headers['paypal-request-id'];
    const replayKey = typeof requestId === 'string' ? `${path} ${requestId}` : null;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay) return replay;
    let result: { status: number; body: object };
    try {
      result = route(request, path, text);
    } catch (error) {
      if (!(error instanceof PaypalError)) throw error;
      result = { status: error.status, body: error.body };
    }
    if (replayKey && result.status < 400) replays.set(replayKey, structuredClone(result));
    return result;
  };

  const http = await startFakeHttp({
    route: answer,
    headers: () => ({ 'paypal-debug-id': upperId(13).toLowerCase() }),
    failureBody: () => ({
      name: 'INTERNAL_SERVER_ERROR',
      message: 'An internal server error has occurred.',
      debug_id: upperId(13).toLowerCase(),
    }),
    crashBody: (error) => ({ name: 'INTERNAL_SERVER_ERROR', message: String(error) }),
  });
  apiBase = http.apiBase;

  return {
    ...http,
    clientId,
    clientSecret,
    orders,
    stats,

    /**
     * The buyer approves the order on PayPal's page; answers the address PayPal sends them back
     * to, with the order id as `token` and their payer id appended.
     */
    approve(orderId: string): string {
      const order = found(orderId);
      const payerId = upperId(13);
      order.status = 'APPROVED';
      order.payer = {
        name: { given_name: 'Test', surname: 'Buyer' },
        email_address: 'buyer@example.com',
        payer_id: payerId,
      };
      order.payment_source = {
        paypal: { email_address: 'buyer@example.com', account_id: payerId },
      };
      const returnUrl = new URL(contexts.get(orderId)?.return_url ?? `${apiBase}/return`);
      returnUrl.searchParams.set('token', orderId);
      returnUrl.searchParams.set('PayerID', payerId);
      return returnUrl.toString();
    },

    /** The next capture records this amount or currency instead of the order's. */
    tamperNextCapture(change: Partial<Money>): void {
      tamper = change;
    },

    /** PayPal holds the next capture for review: PENDING until `settleCapture`. */
    holdNextCapture(): void {
      holdNext = true;
    },

    /** PayPal refuses the order's held capture in the end (the review failed). */
    declineCapture(orderId: string): void {
      for (const capture of found(orderId).purchase_units[0]?.payments?.captures ?? []) {
        capture.status = 'DECLINED';
        delete capture.status_details;
        capture.update_time = paypalTime();
      }
    },

    /** PayPal completes the order's held capture. */
    settleCapture(orderId: string): void {
      for (const capture of found(orderId).purchase_units[0]?.payments?.captures ?? []) {
        capture.status = 'COMPLETED';
        delete capture.status_details;
        capture.update_time = paypalTime();
      }
    },
  };
}
