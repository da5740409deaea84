import { z } from 'zod';
import { CUSTOMER_TYPES, ORDER_SESSION_PROVIDERS, SUBSCRIPTION_INTERVALS, SUBSCRIPTION_STATUSES } from '@/platform/api/vocabulary';
import { badRequest } from '@/mocks/http/route';

const originMarker = z.union([z.number(), z.string(), z.boolean()]).nullable().optional();

/** A cart line as the client sends it; prices it may carry are ignored and recomputed. */
const cartItemInputSchema = z.object({
  sku: z.string().min(1),
  quantity: z.number().int().nonnegative(),
  uuid: z.string().optional(),
  subscription_interval: z.object({ name: z.string() }).nullable().optional(),
  cross_selling_product_id: originMarker,
  upselling_bundle_id: originMarker,
  unique_bundle_id: originMarker,
  added_by_coupon: originMarker,
  accessory_id: originMarker,
  recommended_id: originMarker,
  related_id: originMarker,
});
export type CartItemInput = z.infer<typeof cartItemInputSchema>;

export const syncCartBodySchema = z.object({
  items: z.array(cartItemInputSchema),
  coupons: z.array(z.string()).optional(),
  checkout_order_id: z.string().nullable().optional(),
  checkout_id: z.string().nullable().optional(),
});

export const syncCouponsBodySchema = z.object({
  coupons: z.array(z.string()),
  cart_contents: z.array(cartItemInputSchema).default([]),
});

/** At most 50 skus a look-up (`SKU_LOOKUP_BATCH_SIZE`), each as the cart takes it. */
export const skuLookupBodySchema = z.object({
  skus: z.array(z.string().min(1).max(40)).min(1).max(50),
});

export const recommendationsBodySchema = z.object({
  sku: z.array(z.string()),
  user_id: z.union([z.string(), z.number()]).nullable().optional(),
  /** The box's placement (features/catalog/recommendations/recommendations.ts): the provider counts per box, so every call names one. */
  product_box_id: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(64),
});

export const categoryChildrenBodySchema = z.object({
  productIDs: z.array(z.number().int()),
  Categories: z.array(z.number().int()),
});

export const loginBodySchema = z.object({ email: z.string(), password: z.string() });
export const mailLinkRequestBodySchema = z.object({ email: z.string(), kind: z.enum(['login', 'reset']) });
export const refreshBodySchema = z.object({ refresh_token: z.string() });
export const orderLoginBodySchema = z.object({ order_id: z.string(), email: z.string() });
export const linkLoginBodySchema = z.object({ token: z.string() });
export const passwordResetBodySchema = z.object({ token: z.string(), new_password: z.string() });
export const passwordChangeBodySchema = z.object({ current_password: z.string(), new_password: z.string() });
export const profileUpdateBodySchema = z.object({
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  address: z.object({ street: z.string(), postal_code: z.string(), city: z.string() }).nullable(),
  /** Left out, the subscription stays as it is. */
  newsletter: z.boolean().optional(),
});
export const accountDevicesBodySchema = z.object({
  devices: z.array(z.object({ slug: z.string().min(1).max(80), name: z.string().max(80), saved_at: z.iso.datetime() })).max(10),
});
export const newsletterUnsubscribeBodySchema = z.object({ email: z.string(), token: z.string() });
export const newsletterSubscribeBodySchema = z.object({ email: z.string() });
export const newsletterConfirmBodySchema = z.object({ token: z.string() });
export const stockAlertBodySchema = z.object({ product_id: z.number().int(), email: z.string() });
export const stockAlertTokenBodySchema = z.object({ token: z.string() });

/** Reason and quantities are checked by the return rules (400 invalid_quantity), not here. */
export const returnBodySchema = z.object({
  lines: z.array(z.object({ sku: z.string(), quantity: z.number() })),
  reason: z.string(),
});

export const subscriptionChangeBodySchema = z.union([
  z.strictObject({ interval: z.enum(SUBSCRIPTION_INTERVALS) }),
  z.strictObject({ status: z.enum(SUBSCRIPTION_STATUSES) }),
]);

export const errorReportBodySchema = z.object({
  error: z.string(),
  level: z.string().optional(),
  stack: z.string().nullable().optional(),
  userAgent: z.string().optional(),
  url: z.string().optional(),
});
export type ErrorReport = z.infer<typeof errorReportBodySchema>;

export const recommendationTrackingBodySchema = z.object({ website_id: z.union([z.string(), z.number()]) });

export const checkoutBodySchema = z.object({
  checkout_id: z.string().nullable().default(null),
  items: z.array(cartItemInputSchema),
  coupons: z.array(z.string()).default([]),
  customer_type: z.enum(CUSTOMER_TYPES),
  postal_code: z.string().nullable().default(null),
  shipping_method: z.string().nullable().default(null),
});
/** What a checkout is priced from: the request without the id it updates. */
export type CheckoutInput = Omit<z.infer<typeof checkoutBodySchema>, 'checkout_id'>;

export const paymentSessionBodySchema = z.object({ provider: z.enum(ORDER_SESSION_PROVIDERS) });

const requiredText = z.string().trim().min(1);

/**
 * The shape of an order; whether it fits the checkout and the storefront is checked by the rules.
 * `payment_session` is accepted and not read: the simulated provider needs no session to decide.
 */
export const placeOrderBodySchema = z.object({
  customer_type: z.enum(CUSTOMER_TYPES),
  email: z.email(),
  mobile: z.string(),
  address: z.object({ name: requiredText, street: requiredText, postal_code: z.string().trim(), city: requiredText, country_code: z.string() }),
  company: z
    .object({ name: requiredText, organisation_number: requiredText, vat_number: z.string().nullable(), reference: z.string().nullable() })
    .nullable()
    .default(null),
  shipping_method: z.string(),
  service_point: z.string().nullable().default(null),
  payment_method: z.string(),
  /** Recorded with the order as sent (proposed: shipping_session and campaign, decision 0040). */
  payment_session: z.string().nullable().default(null),
  shipping_session: z.string().nullable().default(null),
  campaign: z.record(z.string(), z.string()).nullable().default(null),
  expected_total: z.number().finite().nonnegative(),
  terms_accepted: z.literal(true, { error: 'The terms must be accepted (terms_accepted: true)' }),
  return_url: z.string(),
});
export type PlaceOrderInput = z.infer<typeof placeOrderBodySchema>;

/** The simulated provider's form: the shopper's decision and where to send them back. */
export const providerDecisionSchema = z.object({ decision: z.enum(['approve', 'cancel']), return: z.string() });

/** The JSON body parsed with `schema`, or a 400 response saying what is wrong with it. */
export async function readBody<T>(request: Request, schema: z.ZodType<T>): Promise<T | Response> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return badRequest('The body is not JSON');
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : badRequest(z.prettifyError(parsed.error));
}

/** A form-urlencoded body (the provider page's form) parsed with `schema`, or a 400 saying why not. */
export async function readForm<T>(request: Request, schema: z.ZodType<T>): Promise<T | Response> {
  const fields = Object.fromEntries(new URLSearchParams(await request.text()));
  const parsed = schema.safeParse(fields);
  return parsed.success ? parsed.data : badRequest(z.prettifyError(parsed.error));
}
