/** The orders feature's face: what routes and other features may import from it, anywhere (decision 0031). */
export {
  ORDER_ID_PATTERN,
  ORDER_LOOKUP_COOKIE,
  orderLookupCookieOptions,
  orderLookupFrom,
  trackingLookupBodySchema,
  trackingTarget,
} from '@/features/orders/lookup/order-lookup';
export { lastPageIfPast, orderPageFromQuery } from '@/features/orders/order-page';
export { returnableOrders } from '@/features/orders/returns/returnable-orders';
export { SubscriptionCard } from '@/features/orders/subscriptions/SubscriptionCard';
