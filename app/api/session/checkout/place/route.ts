import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { PATH_ID_PATTERN } from '@/platform/api/backend-path';
import { placeOrder, placeOrderBodySchema } from '@/platform/api/calls/checkout';
import { guardedJson } from '@/platform/http/guarded-json';
import { storefrontOfRequest } from '@/platform/session/request-storefront';
import { sessionCookieName } from '@/platform/session/cookies';
import { STOREFRONTS, storefrontOrigin } from '@/platform/storefronts/storefronts';
import { mobileForBackend, placedResponse } from '@/features/checkout';

const placeRequest = z.object({
  checkout_id: z.string().trim().regex(PATH_ID_PATTERN),
  idempotency_key: z.string().regex(/^[\w-]{8,100}$/),
  order: placeOrderBodySchema,
});

/**
 * Places the order through the shop, not from the page to the backend: the receipt token stays in
 * an HttpOnly cookie, the provider's return address is the storefront's own, whatever the page says,
 * and the mobile number goes in E.164 whatever form the page sent (a page loaded before decision 0036
 * sends the national one; docs/product/checkout.md, CHK-18). A signed-in customer's token goes with
 * it, so the order's subscriptions start on their account (docs/product/orders.md, ORD-11).
 */
export async function POST(request: NextRequest) {
  const json = await guardedJson(request);
  if (!json.ok) return json.response;
  const body = placeRequest.safeParse(json.body);
  if (!body.success) return NextResponse.json({ outcome: 'rejected' }, { status: 400 });
  const storefront = storefrontOfRequest(request);
  const { checkout_id: checkoutId, idempotency_key: key, order } = body.data;
  const returnUrl = `${storefrontOrigin(STOREFRONTS[storefront])}/checkout/${encodeURIComponent(checkoutId)}?payment=return`;
  const mobile = mobileForBackend(STOREFRONTS[storefront], order.mobile);
  const accessToken = request.cookies.get(sessionCookieName('accountAccess', request.headers))?.value ?? null;
  const result = await placeOrder(storefront, checkoutId, key, { ...order, mobile, return_url: returnUrl }, accessToken);
  return placedResponse(result, request.headers);
}
