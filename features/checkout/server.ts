/** The checkout feature's face for server code only: server components, route parts and reads (decision 0031). */
export { CheckoutRoute, checkoutMetadata } from '@/features/checkout/CheckoutRoute';
export { ConfirmationRoute, confirmationMetadata } from '@/features/checkout/ConfirmationRoute';
export { FailedRoute, failedMetadata } from '@/features/checkout/FailedRoute';
