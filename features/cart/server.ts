export { StorefrontCartPanel } from '@/features/cart/StorefrontCartPanel';
