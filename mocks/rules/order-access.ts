import { orderById, type OrderRecord } from '@/mocks/data/orders';
import { accountOfToken, orderOfToken } from '@/mocks/rules/sessions';

/**
 * The order a bearer token may read: the account's own, or the one order an order-lookup token was
 * issued for. `unauthorized` without a live token; `not-found` for an unknown order and for someone
 * else's, so a foreign order number tells nothing.
 */
export function accessibleOrder(token: string | null, orderId: string): OrderRecord | 'unauthorized' | 'not-found' {
  const accountId = accountOfToken(token);
  const lookedUpOrder = orderOfToken(token);
  if (accountId === null && lookedUpOrder === null) return 'unauthorized';
  const order = orderById(orderId);
  const allowed = order && ((accountId !== null && order.accountId === accountId) || order.id === lookedUpOrder);
  return order && allowed ? order : 'not-found';
}
