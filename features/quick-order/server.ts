/** The quick-order feature's server parts (decision 0031). */
export { QuickOrderPage } from '@/features/quick-order/QuickOrderPage';
