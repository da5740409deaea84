import { http, HttpResponse } from 'msw';
import { readBody, syncCartBodySchema, syncCouponsBodySchema } from '@/mocks/http/bodies';
import { json, storeRoute, type StoreContext } from '@/mocks/http/route';
import { checkCoupons } from '@/mocks/rules/coupon-check';
import { receivedCartLines, recordCart } from '@/mocks/rules/received-carts';
import { syncCart } from '@/mocks/rules/sync-cart';

/** Staff see the internal view: a `be_internal=1` cookie or an `x-be-staff: 1` header. */
const isStaff = ({ request, cookies }: StoreContext) => cookies.be_internal === '1' || request.headers.get('x-be-staff') === '1';

export const cartRoutes = [
  http.post(
    '*/api/sync-cart',
    storeRoute(async (context) => {
      const body = await readBody(context.request, syncCartBodySchema);
      if (body instanceof Response) return body;
      recordCart(body.items);
      return json(syncCart(body.items, body.coupons ?? [], context.locale), { 'x-be-internal': isStaff(context) ? '1' : '0' });
    }),
  ),
  http.get('*/__mock/received-cart-lines', ({ request }) => HttpResponse.json(receivedCartLines(new URL(request.url).searchParams.get('sku') ?? ''))),
  http.post(
    '*/api/sync-coupons',
    storeRoute(async ({ request, locale }) => {
      const body = await readBody(request, syncCouponsBodySchema);
      if (body instanceof Response) return body;
      return json(checkCoupons(body.coupons, body.cart_contents, locale));
    }),
  ),
];
