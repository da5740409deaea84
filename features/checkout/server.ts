export { CheckoutRoute, checkoutMetadata } from '@/features/checkout/CheckoutRoute';
export { ConfirmationRoute, confirmationMetadata } from '@/features/checkout/ConfirmationRoute';
export { FailedRoute, failedMetadata } from '@/features/checkout/FailedRoute';
