/** The quick-order feature's face: what routes and other features may import from it, anywhere (decision 0031). */
export { QUICK_ORDER_DEBOUNCE_MS } from '@/features/quick-order/QuickOrder';
export { QUICK_ORDER_MAX_LINES, readOrderLines } from '@/features/quick-order/order-lines';
