import { http } from 'msw';
import { ordersOfAccount } from '@/mocks/data/orders';
import { returnsOfOrder } from '@/mocks/data/returns';
import { readBody, returnBodySchema } from '@/mocks/http/bodies';
import { bearerToken, errorResponse, json, notFound, pathParam, storeRoute, unauthorized } from '@/mocks/http/route';
import { accessibleOrder } from '@/mocks/rules/order-access';
import { startReturn } from '@/mocks/rules/returns';
import { accountOfToken } from '@/mocks/rules/sessions';
import { returnBody } from '@/mocks/views/account-view';

const REFUSALS = {
  not_returnable: [409, 'The order is not delivered or its return window has closed'],
  invalid_quantity: [400, 'Every line must be a sku of the order with 1 up to the units not yet returned, and the reason one of RETURN_REASONS'],
} as const;

/** Returns: started by the account that placed the order or by that order's lookup session; listed for the account. */
export const returnRoutes = [
  http.post(
    '*/api/orders/:id/returns',
    storeRoute(async (context) => {
      const order = accessibleOrder(bearerToken(context.request), pathParam(context, 'id'));
      if (order === 'unauthorized') return unauthorized();
      if (order === 'not-found') return notFound('Unknown order');
      const body = await readBody(context.request, returnBodySchema);
      if (body instanceof Response) return body;
      const started = startReturn(order, body);
      if (typeof started === 'string') return errorResponse(REFUSALS[started][0], started, REFUSALS[started][1]);
      return json(returnBody(started, order, context.locale), {}, 201);
    }),
  ),
  http.get(
    '*/api/returns',
    storeRoute(({ request, locale }) => {
      const accountId = accountOfToken(bearerToken(request));
      if (accountId === null) return unauthorized();
      const returns = ordersOfAccount(accountId).flatMap((order) => returnsOfOrder(order.id).map((record) => ({ record, order })));
      returns.sort((a, b) => b.record.createdAt.localeCompare(a.record.createdAt));
      return json(returns.map(({ record, order }) => returnBody(record, order, locale)));
    }),
  ),
];
