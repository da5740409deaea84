import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { placeOrder } from '@/lib/api/calls/checkout';
import { CUSTOMER_TYPES } from '@/lib/api/schemas';
import { storefrontOfRequest } from '@/lib/session/request-storefront';
import { STOREFRONTS, storefrontOrigin } from '@/lib/storefronts';
import { placedResponse } from '../placed-response';

const text = (max: number) => z.string().trim().max(max);

const placeRequest = z.object({
  checkout_id: text(100).min(1),
  idempotency_key: z.string().regex(/^[\w-]{8,100}$/),
  order: z.object({
    customer_type: z.enum(CUSTOMER_TYPES),
    email: text(254).min(3),
    mobile: text(30).min(1),
    address: z.object({
      name: text(100).min(1),
      street: text(100).min(1),
      postal_code: text(10).min(1),
      city: text(60).min(1),
      country_code: z.string().length(2),
    }),
    company: z
      .object({
        name: text(100).min(1),
        organisation_number: text(20).min(1),
        vat_number: text(20).nullable(),
        reference: text(50).nullable(),
      })
      .nullable(),
    shipping_method: text(100).min(1),
    service_point: text(100).nullable(),
    payment_method: text(100).min(1),
    payment_session: text(200).nullable(),
    expected_total: z.number().finite().nonnegative(),
    terms_accepted: z.literal(true),
  }),
});

/**
 * Places the order through the shop, not from the page to the backend: the receipt token stays in
 * an HttpOnly cookie, and the provider's return address is the storefront's own, whatever the page says.
 */
export async function POST(request: NextRequest) {
  const body = placeRequest.safeParse(await request.json().catch(() => null));
  if (!body.success) return NextResponse.json({ outcome: 'rejected' }, { status: 400 });
  const storefront = storefrontOfRequest(request);
  const { checkout_id: checkoutId, idempotency_key: key, order } = body.data;
  const returnUrl = `${storefrontOrigin(STOREFRONTS[storefront])}/checkout/${encodeURIComponent(checkoutId)}?payment=return`;
  const result = await placeOrder(storefront, checkoutId, key, { ...order, terms_accepted: true, return_url: returnUrl });
  return placedResponse(result, request.url);
}
