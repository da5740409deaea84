/** The tracking feature's face: what routes and other features may import from it, anywhere (decision 0031). */
export { checkoutEvent, couponCodes, itemEvent, listViewEvent, purchaseEvent, quantityChangeEvent } from '@/features/tracking/commerce-events';
export type { CheckoutDetails, ProductList, TrackedLine } from '@/features/tracking/commerce-events';
export { applyConsentToTags, setLandingCampaign } from '@/features/tracking/data-layer';
export { useCommerceEvent } from '@/features/tracking/use-commerce-event';
