import { http } from 'msw';
import type { Receipt } from '@/platform/api/types';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import { placedOrder } from '@/mocks/data/placed-orders';
import { checkoutBodySchema, paymentSessionBodySchema, placeOrderBodySchema, readBody } from '@/mocks/http/bodies';
import { badRequest, bearerToken, json, notFound, pathParam, storeRoute, type StoreContext } from '@/mocks/http/route';
import { checkoutRecord, orderSession, upsertCheckout } from '@/mocks/rules/checkouts';
import { orderOutcome } from '@/mocks/rules/payment-decisions';
import { earlierAnswer, placeOrder } from '@/mocks/rules/place-order';
import { nearestServicePoints } from '@/mocks/rules/service-points';
import { accountOfToken } from '@/mocks/rules/sessions';
import { isPostalCodeOf } from '@/mocks/rules/shipping-methods';
import { checkoutBody, placeOrderResultBody, receiptBody } from '@/mocks/views/checkout-view';
import type { OrderSessionBody } from '@/mocks/views/wire';

const IDEMPOTENCY_KEY = /^.{8,100}$/;

const recordOf = (context: StoreContext) => checkoutRecord(pathParam(context, 'id'), context.locale);
const unknownCheckout = () => notFound('Unknown checkout');

/** The receipt of an approved order of this storefront, for the holder of its token only. */
function receiptFor(orderId: string, token: string | null, locale: StorefrontCode): Receipt | undefined {
  const order = placedOrder(orderId);
  if (order?.locale !== locale || order.payment.state !== 'approved') return undefined;
  return order.payment.receiptToken === token ? order.receipt : undefined;
}

/** Checkout (issue 8): see the Checkout part of mocks/README.md. */
export const checkoutRoutes = [
  http.post(
    '*/api/checkout',
    storeRoute(async ({ request, locale }) => {
      const body = await readBody(request, checkoutBodySchema);
      if (body instanceof Response) return body;
      const { checkout_id: checkoutId, ...input } = body;
      return json(checkoutBody(upsertCheckout(checkoutId, input, locale)));
    }),
  ),
  http.get(
    '*/api/checkout/service-points',
    storeRoute(({ url, locale, storefront }) => {
      const postalCode = url.searchParams.get('postal_code') ?? '';
      const kind = url.searchParams.get('kind');
      if (!isPostalCodeOf(locale, postalCode)) return badRequest(`postal_code is not a postal code of ${storefront.country}`);
      if (kind !== 'service-point' && kind !== 'parcel-locker') return badRequest('kind must be service-point or parcel-locker');
      return json(nearestServicePoints(locale, postalCode, kind));
    }),
  ),
  http.post(
    '*/api/checkout/:id/payment-sessions',
    storeRoute(async (context) => {
      const record = recordOf(context);
      if (!record) return unknownCheckout();
      const body = await readBody(context.request, paymentSessionBodySchema);
      if (body instanceof Response) return body;
      const session: OrderSessionBody = { id: orderSession(record, body.provider), locale: context.storefront.iso };
      return json(session);
    }),
  ),
  http.post(
    '*/api/checkout/:id/orders',
    storeRoute(async (context) => {
      const record = recordOf(context);
      if (!record) return unknownCheckout();
      const key = context.request.headers.get('idempotency-key') ?? '';
      if (!IDEMPOTENCY_KEY.test(key)) return badRequest('The header idempotency-key (8-100 characters) is required');
      const body = await readBody(context.request, placeOrderBodySchema);
      if (body instanceof Response) return body;
      const answer = earlierAnswer(record, key) ?? placeOrder(record, key, body, accountOfToken(bearerToken(context.request)));
      return typeof answer === 'string' ? badRequest(answer) : json(placeOrderResultBody(await answer));
    }),
  ),
  http.get(
    '*/api/checkout/:id/orders/:orderId',
    storeRoute((context) => {
      const order = placedOrder(pathParam(context, 'orderId'));
      const ofCheckout = order?.checkoutId === pathParam(context, 'id') && order.locale === context.locale;
      return order && ofCheckout ? json(placeOrderResultBody(orderOutcome(order))) : notFound('No such order of that checkout');
    }),
  ),
  http.get(
    '*/api/receipts/:orderId',
    storeRoute((context) => {
      const receipt = receiptFor(pathParam(context, 'orderId'), context.request.headers.get('x-receipt-token'), context.locale);
      // A wrong token looks exactly like an unknown order: the answer never confirms that an order exists.
      return receipt ? json(receiptBody(receipt)) : notFound('No receipt');
    }),
  ),
];
