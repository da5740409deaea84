/** The quick-order feature's face: what routes and other features may import from it, anywhere (decision 0031). */
export { QUICK_ORDER_DEBOUNCE_MS } from '@/features/quick-order/line-verdict';
export { QUICK_ORDER_MAX_LINES } from '@/features/quick-order/order-lines';
