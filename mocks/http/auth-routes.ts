import { http } from 'msw';
import { accountByCredentials, accountById } from '@/mocks/data/accounts';
import { orderById, orderByIdAndEmail } from '@/mocks/data/orders';
import { loginBodySchema, orderLoginBodySchema, readBody, refreshBodySchema } from '@/mocks/http/bodies';
import { bearerToken, errorResponse, json, storeRoute, unauthorized } from '@/mocks/http/route';
import { accountOfToken, issueTokens, orderOfToken, refreshTokens, type Subject } from '@/mocks/rules/sessions';
import { profileBody } from '@/mocks/views/account-view';
import type { OrderInfoBody } from '@/mocks/views/wire';

const ORDER_SCOPE = 'my-order';

const invalidCredentials = () => errorResponse(401, 'invalid_credentials', 'Wrong e-mail or password');

const refreshRoute = (kind: Subject['kind']) =>
  storeRoute(async ({ request }) => {
    const body = await readBody(request, refreshBodySchema);
    if (body instanceof Response) return body;
    const tokens = refreshTokens(body.refresh_token, kind);
    return tokens ? json(tokens) : errorResponse(401, 'invalid_token', 'The refresh token is unknown or expired');
  });

/** Account strategy (customers) and order strategy (order lookup by id and e-mail). */
export const authRoutes = [
  http.post(
    '*/api/auth/login',
    storeRoute(async ({ request }) => {
      const body = await readBody(request, loginBodySchema);
      if (body instanceof Response) return body;
      const account = accountByCredentials(body.email, body.password);
      return account ? json(issueTokens({ kind: 'account', accountId: account.id })) : invalidCredentials();
    }),
  ),
  http.post('*/api/auth/refresh', refreshRoute('account')),
  http.get(
    '*/api/auth/profile',
    storeRoute(({ request }) => {
      const accountId = accountOfToken(bearerToken(request));
      const account = accountId === null ? undefined : accountById(accountId);
      if (!account) return unauthorized();
      return json(profileBody(account));
    }),
  ),
  http.post(
    '*/api/order-auth/login',
    storeRoute(async ({ request }) => {
      const body = await readBody(request, orderLoginBodySchema);
      if (body instanceof Response) return body;
      const order = orderByIdAndEmail(body.order_id, body.email);
      return order
        ? json(issueTokens({ kind: 'order', orderId: order.id }))
        : errorResponse(401, 'invalid_credentials', 'No order with that number and e-mail');
    }),
  ),
  http.post('*/api/order-auth/refresh', refreshRoute('order')),
  http.get(
    '*/api/order-auth/info',
    storeRoute(({ request }) => {
      const orderId = orderOfToken(bearerToken(request));
      const order = orderId === null ? undefined : orderById(orderId);
      if (!order) return unauthorized();
      const body: OrderInfoBody = { order_id: order.id, name: order.customerName, scopes: [ORDER_SCOPE] };
      return json(body);
    }),
  ),
];
