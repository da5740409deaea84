/** The orders feature's face for server code only: server components, route parts and reads (decision 0031). */
export { MyOrderPage } from '@/features/orders/lookup/MyOrderPage';
export { OrderDetail } from '@/features/orders/OrderDetail';
export { OrderList } from '@/features/orders/OrderList';
export { OrderSummaries } from '@/features/orders/OrderSummaries';
export { ReturnableOrders } from '@/features/orders/returns/ReturnableOrders';
export { ReturnsList } from '@/features/orders/returns/ReturnsList';
export { ReturnStartPage } from '@/features/orders/returns/ReturnStartPage';
export { TrackOrderPage } from '@/features/orders/tracking/TrackOrderPage';
