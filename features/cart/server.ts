/** The cart feature's face for server code only: server components, route parts and reads (decision 0031). */
export { StorefrontCartPanel } from '@/features/cart/StorefrontCartPanel';
