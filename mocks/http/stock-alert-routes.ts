import { http } from 'msw';
import { accountById } from '@/mocks/data/accounts';
import { catalog } from '@/mocks/data/catalog';
import { readBody, stockAlertBodySchema, stockAlertTokenBodySchema } from '@/mocks/http/bodies';
import { bearerToken, errorResponse, json, pathParam, storeRoute, unauthorized } from '@/mocks/http/route';
import { emailTags } from '@/mocks/rules/email-tags';
import { accountOfToken } from '@/mocks/rules/sessions';
import { alertsOf, confirmAlert, removeAlert, requestAlert, unsubscribeAlert, type AlertVerdict, type StockAlertRecord } from '@/mocks/rules/stock-alerts';
import type { AcknowledgementBody, StockAlertBody, StockAlertRequestBody } from '@/mocks/views/wire';
import { isValidEmail } from '@/platform/forms/email-address';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

function accountEmail(request: Request): string | null {
  const accountId = accountOfToken(bearerToken(request));
  return accountId === null ? null : (accountById(accountId)?.email ?? null);
}

function alertBody(alert: StockAlertRecord, locale: StorefrontCode): StockAlertBody {
  const product = catalog().byId.get(alert.productId);
  return {
    id: alert.id,
    product: { id: alert.productId, name: product?.name[locale] ?? '', slug: product?.slug ?? '' },
    email: alert.email,
    status: alert.status,
    expires_at: new Date(alert.expiresAt).toISOString(),
  };
}

function verdictResponse(verdict: AlertVerdict, locale: StorefrontCode): Response {
  if (verdict.kind === 'invalid') return errorResponse(401, 'invalid_token', 'The link is unknown or already used');
  if (verdict.kind === 'expired') return errorResponse(410, 'expired_token', 'The link has expired');
  return json(alertBody(verdict.alert, locale));
}

/**
 * Proposed calls: back-in-stock alerts (docs/product/stock-alerts.md). Asking is open to anyone, a
 * Bearer only decides whether the address is the buyer's own; the list and removal are the signed-in
 * buyer's. An address tagged `+error` gets a 503, as the newsletter's does.
 */
export const stockAlertRoutes = [
  http.post(
    '*/api/stock-alerts',
    storeRoute(async ({ request, locale }) => {
      const body = await readBody(request, stockAlertBodySchema);
      if (body instanceof Response) return body;
      const email = body.email.trim();
      if (!isValidEmail(email)) return errorResponse(400, 'invalid_email', 'Not an e-mail address');
      const product = catalog().byId.get(body.product_id);
      if (!product) return errorResponse(404, 'not_found', 'No product with that id');
      if (product.stockStatus !== 'out-of-stock') return errorResponse(409, 'in_stock', 'The product is not out of stock');
      if (emailTags(email).has('error')) return errorResponse(503, 'unavailable', 'Alerts are not reachable');
      const answer: StockAlertRequestBody = { status: requestAlert({ productId: product.id, email, locale, accountEmail: accountEmail(request) }) };
      return json(answer, {}, 201);
    }),
  ),
  http.post(
    '*/api/stock-alerts/confirm',
    storeRoute(async ({ request, locale }) => {
      const body = await readBody(request, stockAlertTokenBodySchema);
      if (body instanceof Response) return body;
      return verdictResponse(confirmAlert(body.token), locale);
    }),
  ),
  http.post(
    '*/api/stock-alerts/unsubscribe',
    storeRoute(async ({ request, locale }) => {
      const body = await readBody(request, stockAlertTokenBodySchema);
      if (body instanceof Response) return body;
      return verdictResponse(unsubscribeAlert(body.token), locale);
    }),
  ),
  http.get(
    '*/api/stock-alerts',
    storeRoute(({ request, locale }) => {
      const email = accountEmail(request);
      if (email === null) return unauthorized();
      const body: StockAlertBody[] = alertsOf(email).map((alert) => alertBody(alert, locale));
      return json(body);
    }),
  ),
  http.post(
    '*/api/stock-alerts/:id/remove',
    storeRoute((context) => {
      const email = accountEmail(context.request);
      if (email === null) return unauthorized();
      if (!removeAlert(pathParam(context, 'id'), email)) return errorResponse(404, 'not_found', 'No such alert on this account');
      const answer: AcknowledgementBody = { ok: true };
      return json(answer);
    }),
  ),
];
