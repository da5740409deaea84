/** The checkout feature's face: what routes and other features may import from it, anywhere (decision 0031). */
export { isValidPostalCode, normalisePostalCode } from '@/features/checkout/address';
export { createCheckoutDraftSlice } from '@/features/checkout/checkout-draft-slice';
export type { CheckoutDraftSlice } from '@/features/checkout/checkout-draft-slice';
export { ErrorSummary } from '@/features/checkout/ErrorSummary';
export type { FormProblem } from '@/features/checkout/ErrorSummary';
export { CHECKOUT_FIELD_MAX_LENGTH } from '@/features/checkout/form';
export { ORDER_REFERENCE_MAX_LENGTH } from '@/features/checkout/order-reference';
export { displayMobile, isValidMobile, mobileForBackend } from '@/features/checkout/mobile-number';
export { placedResponse } from '@/features/checkout/placed-response';
export { PlacedLine } from '@/features/checkout/PlacedLine';
export { createPurchaseSlice } from '@/features/checkout/purchase-slice';
export type { PurchaseSlice } from '@/features/checkout/purchase-slice';
export type { PurchaseTracking } from '@/features/checkout/purchase';
export { SummaryTotals } from '@/features/checkout/SummaryTotals';
export { TextField } from '@/features/checkout/TextField';
export type { TextFieldProps } from '@/features/checkout/TextField';
