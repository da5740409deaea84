import { z } from 'zod';
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

export const recommendationsBodySchema = z.object({
  sku: z.array(z.string()),
  user_id: z.union([z.string(), z.number()]).nullable().optional(),
  product_box_id: z.union([z.string(), z.number()]).nullable().optional(),
});

export const categoryChildrenBodySchema = z.object({
  productIDs: z.array(z.number().int()),
  Categories: z.array(z.number().int()),
});

export const loginBodySchema = z.object({ email: z.string(), password: z.string() });
export const refreshBodySchema = z.object({ refresh_token: z.string() });
export const orderLoginBodySchema = z.object({ order_id: z.string(), email: z.string() });

export const errorReportBodySchema = z.object({
  error: z.string(),
  level: z.string().optional(),
  stack: z.string().nullable().optional(),
  userAgent: z.string().optional(),
  url: z.string().optional(),
});
export type ErrorReport = z.infer<typeof errorReportBodySchema>;

export const recommendationTrackingBodySchema = z.object({ website_id: z.union([z.string(), z.number()]) });

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
