import type { ApiResult } from '@/platform/api/result';
import type { Order, OrderSummary } from '@/platform/api/types';
import { canStartReturn, returnWindow } from '@/features/orders/returns/return-window';

/** Pages of the order list read at most: a return window is weeks, not years. */
const RETURNABLE_ORDERS_MAX_PAGES = 3;

/**
 * The orders a return can be started for, newest first. The order list says which are delivered;
 * only an order's detail says until when it can be returned, so each delivered one is read. Orders
 * come newest first, so once a page holds a delivered order whose window has closed, older pages
 * hold no open window either, and reading stops there.
 */
export async function returnableOrders(
  readPage: (page: number) => Promise<ApiResult<{ orders: OrderSummary[]; total: number }>>,
  readOrder: (id: string) => Promise<ApiResult<Order>>,
  now: Date,
): Promise<ApiResult<Order[]>> {
  const found: Order[] = [];
  for (let page = 1, seen = 0; page <= RETURNABLE_ORDERS_MAX_PAGES; page += 1) {
    const list = await readPage(page);
    if (!list.ok) return list;
    const details = await Promise.all(list.data.orders.filter((order) => order.status === 'delivered').map((order) => readOrder(order.id)));
    const orders: Order[] = [];
    for (const detail of details) {
      if (!detail.ok) return detail;
      orders.push(detail.data);
    }
    found.push(...orders.filter((order) => canStartReturn(order, now)));
    seen += list.data.orders.length;
    const windowsClosed = orders.some((order) => returnWindow(order, now).state === 'closed');
    if (windowsClosed || list.data.orders.length === 0 || seen >= list.data.total) break;
  }
  return { ok: true, data: found, headers: new Headers() };
}
