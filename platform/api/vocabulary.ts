/**
 * The backend's fixed words (docs/product/catalog.md, CAT-9): image and product types, statuses, kinds and
 * reasons. Apart from the schemas, so the browser can name them without loading zod (decision 0021).
 */

/** Image types of docs/product/catalog.md, CAT-9. */
export const ImageType = {
  Zoom: 1,
  Thumb: 3,
  Gallery: 4,
  Original: 5,
  Featured: 9,
  GalleryThumb: 10,
  General: 12,
  Avatar: 13,
  Header: 16,
} as const;

/** Product types of docs/product/catalog.md, CAT-9. */
export const ProductType = { Any: 0, Standard: 1, Variant: 2, SET: 3, GiftCard: 4 } as const;

export const STOCK_STATUSES = ['in-stock', 'back-order', 'back-order-quick', 'back-order-slow', 'presale', 'out-of-stock'] as const;

/** Proposed: what the batch sku look-up says of each sku asked (docs/product/quick-order.md, QO-4). */
export const SKU_LOOKUP_STATUSES = ['sold', 'unknown', 'not-sold-here', 'discontinued'] as const;

export const WIDGET_SLUGS = ['cart-footer', 'cart-header', 'footer-columns', 'store-message', 'store-message-footer', 'cookie-alert'] as const;
export type WidgetSlug = (typeof WIDGET_SLUGS)[number];

export const ORDER_STATUSES = ['received', 'processing', 'shipped', 'delivered', 'cancelled'] as const;

export const RETURN_REASONS = ['changed-mind', 'wrong-item', 'defective', 'not-compatible', 'damaged-in-transit', 'other'] as const;
export const RETURN_STATUSES = ['requested', 'received', 'refunded', 'rejected'] as const;

export { SUBSCRIPTION_INTERVALS } from '@/platform/api/subscription-intervals';
export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;

export const CUSTOMER_TYPES = ['private', 'company'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

/** Who an account buys for: the profile's `customer_type` (proposed; docs/product/account.md, ACC-17). */
export const BUYER_TYPES = ['consumer', 'company'] as const;
export type BuyerType = (typeof BUYER_TYPES)[number];

export const SHIPPING_KINDS = ['service-point', 'parcel-locker', 'home'] as const;
export type ShippingKind = (typeof SHIPPING_KINDS)[number];

export const PAYMENT_KINDS = ['card-wallet', 'invoice', 'pay-later'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** The payment providers that hold an order session (docs/product/checkout.md, CHK-10), as the backend names them. */
export const PAYMENT_PROVIDERS = ['cardWallet', 'invoice', 'payLaterB2C', 'payLaterB2B'] as const;

export const PAYMENT_FAILURES = ['declined', 'cancelled', 'provider_error'] as const;

/** The payment providers that hold an order session: card/wallet, shipping session, invoice, pay later. */
export const ORDER_SESSION_PROVIDERS = ['cardWallet', 'shipping', 'invoice', 'payLaterB2C', 'payLaterB2B'] as const;
export type OrderSessionProvider = (typeof ORDER_SESSION_PROVIDERS)[number];
