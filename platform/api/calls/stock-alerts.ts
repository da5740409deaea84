import { backendPath } from '@/platform/api/backend-path';
import { request } from '@/platform/api/request';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Asks for a mail when an out-of-stock product is back (docs/product/stock-alerts.md). The account's
 * token, when there is one, lets the backend start an alert for the buyer's own address at once;
 * any other address gets a confirmation mail first.
 */
export function askStockAlert(storefront: StorefrontCode, productId: number, email: string, accessToken: string | null) {
  return request({
    storefront,
    path: backendPath`/api/stock-alerts`,
    method: 'POST',
    headers: accessToken ? bearer(accessToken) : {},
    body: { product_id: productId, email },
    schema: 'stockAlertRequestSchema',
  });
}

/** The confirmation mail's token starts its alert; 401 for an unknown or used token, 410 for an expired one. */
export function confirmStockAlert(storefront: StorefrontCode, token: string) {
  return request({ storefront, path: backendPath`/api/stock-alerts/confirm`, method: 'POST', body: { token }, schema: 'stockAlertSchema' });
}

/** The alert mail's unsubscribe token ends its alert; 401 for an unknown or used token. */
export function unsubscribeStockAlert(storefront: StorefrontCode, token: string) {
  return request({ storefront, path: backendPath`/api/stock-alerts/unsubscribe`, method: 'POST', body: { token }, schema: 'stockAlertSchema' });
}

/** The signed-in buyer's live alerts. */
export function fetchStockAlerts(storefront: StorefrontCode, accessToken: string) {
  return request({ storefront, path: backendPath`/api/stock-alerts`, headers: bearer(accessToken), schema: 'stockAlertsSchema' });
}

/** Lets one of the buyer's alerts go; 404 for one that is not theirs (or already gone). */
export function removeStockAlert(storefront: StorefrontCode, accessToken: string, alertId: string) {
  return request({
    storefront,
    path: backendPath`/api/stock-alerts/${alertId}/remove`,
    method: 'POST',
    headers: bearer(accessToken),
    schema: 'acknowledgementSchema',
  });
}
