import { http } from 'msw';
import { ORDERS, orderById, orderByIdAndEmail } from '@/mocks/data/orders';
import { bearerToken, json, notFound, pathParam, storeRoute, unauthorized } from '@/mocks/http/route';
import { accountOfToken, orderOfToken } from '@/mocks/rules/sessions';
import { orderBody, trackingBody } from '@/mocks/views/order-view';

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) => b.createdAt.localeCompare(a.createdAt);

export const orderRoutes = [
  http.get(
    '*/api/orders',
    storeRoute(({ request, locale }) => {
      const accountId = accountOfToken(bearerToken(request));
      if (accountId === null) return unauthorized();
      const own = ORDERS.filter((order) => order.accountId === accountId).sort(newestFirst);
      return json(own.map((order) => orderBody(order, locale)));
    }),
  ),
  http.get(
    '*/api/orders/:id',
    storeRoute((context) => {
      const token = bearerToken(context.request);
      const accountId = accountOfToken(token);
      const lookedUpOrder = orderOfToken(token);
      if (accountId === null && lookedUpOrder === null) return unauthorized();
      const order = orderById(pathParam(context, 'id'));
      const allowed = order && (order.accountId === accountId || order.id === lookedUpOrder);
      return order && allowed ? json(orderBody(order, context.locale)) : notFound('Unknown order');
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
