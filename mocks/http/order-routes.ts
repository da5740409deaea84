import { http } from 'msw';
import { orderByIdAndEmail, ordersOfAccount } from '@/mocks/data/orders';
import { paginate } from '@/mocks/http/paging';
import { bearerToken, json, notFound, pathParam, storeRoute, unauthorized } from '@/mocks/http/route';
import { accessibleOrder } from '@/mocks/rules/order-access';
import { accountOfToken } from '@/mocks/rules/sessions';
import { orderBody, orderSummaryBody, trackingBody } from '@/mocks/views/order-view';

/** Orders per page of GET /api/orders when the request names no `limit`. */
const ORDERS_PER_PAGE = 10;

export const orderRoutes = [
  http.get(
    '*/api/orders',
    storeRoute(({ request, url, locale }) => {
      const accountId = accountOfToken(bearerToken(request));
      if (accountId === null) return unauthorized();
      const page = paginate(ordersOfAccount(accountId), url, ORDERS_PER_PAGE);
      return json(
        page.items.map((order) => orderSummaryBody(order, locale)),
        page.headers,
      );
    }),
  ),
  http.get(
    '*/api/orders/:id',
    storeRoute((context) => {
      const order = accessibleOrder(bearerToken(context.request), pathParam(context, 'id'));
      if (order === 'unauthorized') return unauthorized();
      return order === 'not-found' ? notFound('Unknown order') : json(orderBody(order, context.locale));
    }),
  ),
  http.get(
    '*/api/track-order/:id',
    storeRoute((context) => {
      const order = orderByIdAndEmail(pathParam(context, 'id'), context.url.searchParams.get('email') ?? '');
      return order ? json(trackingBody(order, context.locale)) : notFound('No order with that number and e-mail');
    }),
  ),
];
