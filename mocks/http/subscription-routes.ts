import { http } from 'msw';
import { subscriptionById, subscriptionsOfAccount } from '@/mocks/data/subscriptions';
import { readBody, subscriptionChangeBodySchema } from '@/mocks/http/bodies';
import { bearerToken, errorResponse, json, notFound, pathParam, storeRoute, unauthorized } from '@/mocks/http/route';
import { accountOfToken } from '@/mocks/rules/sessions';
import { changeSubscription } from '@/mocks/rules/subscriptions';
import { subscriptionBody } from '@/mocks/views/account-view';

/** The signed-in customer's subscriptions; another account's is a 404. */
export const subscriptionRoutes = [
  http.get(
    '*/api/subscriptions',
    storeRoute(({ request, locale }) => {
      const accountId = accountOfToken(bearerToken(request));
      if (accountId === null) return unauthorized();
      return json(subscriptionsOfAccount(accountId).flatMap((record) => subscriptionBody(record, locale) ?? []));
    }),
  ),
  http.post(
    '*/api/subscriptions/:id',
    storeRoute(async (context) => {
      const accountId = accountOfToken(bearerToken(context.request));
      if (accountId === null) return unauthorized();
      const record = subscriptionById(pathParam(context, 'id'));
      if (record?.accountId !== accountId) return notFound('Unknown subscription');
      const change = await readBody(context.request, subscriptionChangeBodySchema);
      if (change instanceof Response) return change;
      if (changeSubscription(record, change)) return errorResponse(409, 'subscription_cancelled', 'A cancelled subscription takes no more changes');
      const body = subscriptionBody(record, context.locale);
      return body ? json(body) : notFound('The subscribed product is no longer sold');
    }),
  ),
];
