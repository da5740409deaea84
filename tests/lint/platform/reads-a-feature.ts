import { cartTotals } from '@/features/cart/cart-totals';

/** Fixture: a platform module that reaches into a feature, which the platform lint block forbids. */
export const totalsOfNothing = cartTotals;
