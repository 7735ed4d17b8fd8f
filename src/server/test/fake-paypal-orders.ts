import { randomBytes } from 'node:crypto';
import { z } from 'zod';

// The shapes of PayPal's Orders v2 requests, answers and refusals, as the fake PayPal speaks them.

const moneySchema = z.object({ currency_code: z.string(), value: z.string() });
export type Money = z.infer<typeof moneySchema>;

/** What PayPal requires of a create-order request, as far as this fake checks it. */
export const createOrderSchema = z.object({
  intent: z.literal('CAPTURE'),
  // PayPal takes up to ten; this fake keeps to the one Pomopal sends.
  purchase_units: z.tuple([
    z.object({
      reference_id: z.string().optional(),
      custom_id: z.string().max(127).optional(),
      description: z.string().optional(),
      amount: moneySchema,
    }),
  ]),
  payment_source: z
    .object({
      paypal: z.object({
        experience_context: z
          .object({ return_url: z.url().optional(), cancel_url: z.url().optional() })
          .optional(),
      }),
    })
    .optional(),
});

export type ExperienceContext = NonNullable<
  NonNullable<z.infer<typeof createOrderSchema>['payment_source']>['paypal']['experience_context']
>;

export interface Link {
  href: string;
  rel: string;
  method: string;
}

interface Capture {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED';
  /** Why a PENDING capture waits (PayPal's `status_details.reason`). */
  status_details?: { reason: string };
  amount: Money;
  final_capture: boolean;
  seller_protection: { status: string; dispute_categories: string[] };
  seller_receivable_breakdown: { gross_amount: Money; paypal_fee: Money; net_amount: Money };
  custom_id?: string;
  links: Link[];
  create_time: string;
  update_time: string;
}

interface PurchaseUnit {
  reference_id: string;
  amount: Money;
  payee: { email_address: string; merchant_id: string };
  description?: string;
  custom_id?: string;
  payments?: { captures: Capture[] };
}

/** An Orders v2 order in the shape PayPal's API answers it. */
export interface FakePaypalOrder {
  id: string;
  intent: 'CAPTURE';
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  payment_source: { paypal: Record<string, unknown> };
  purchase_units: PurchaseUnit[];
  payer?: {
    name: { given_name: string; surname: string };
    email_address: string;
    payer_id: string;
  };
  create_time: string;
  update_time: string;
  links: Link[];
}

export const upperId = (length: number) =>
  randomBytes(length).toString('hex').toUpperCase().slice(0, length);

export class PaypalError extends Error {
  constructor(
    readonly status: number,
    readonly body: object,
  ) {
    super(JSON.stringify(body));
  }
}

export const unprocessable = (issue: string, description: string) =>
  new PaypalError(422, {
    name: 'UNPROCESSABLE_ENTITY',
    details: [{ issue, description }],
    message:
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
    debug_id: upperId(13).toLowerCase(),
  });

export const notFound = (orderId: string) =>
  new PaypalError(404, {
    name: 'RESOURCE_NOT_FOUND',
    details: [
      {
        field: 'order_id',
        value: orderId,
        location: 'path',
        issue: 'INVALID_RESOURCE_ID',
        description:
          'Specified resource ID does not exist. Please check the resource ID and try again.',
      },
    ],
    message: 'The specified resource does not exist.',
    debug_id: upperId(13).toLowerCase(),
  });

/** PayPal's timestamps: ISO 8601 to the second. */
export const paypalTime = () => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
