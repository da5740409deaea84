import { z } from 'zod';
import { toMinorUnits } from '@/lib/money';

/**
 * The backend's response shapes (SPEC.md sections 3 and 7), validated at the edge. Money arrives as
 * decimal major units and leaves these schemas as integer minor units (öre, cent), so nothing past
 * this file ever does float arithmetic on a price.
 */

export const moneySchema = z.number().finite().transform(toMinorUnits);

/** Image types of SPEC.md section 3. */
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

/** Product types of SPEC.md section 3. */
export const ProductType = { Any: 0, Standard: 1, Variant: 2, SET: 3, GiftCard: 4 } as const;

export const STOCK_STATUSES = [
  'in-stock',
  'back-order',
  'back-order-quick',
  'back-order-slow',
  'presale',
  'out-of-stock',
] as const;
export const stockStatusSchema = z.enum(STOCK_STATUSES);

const isoDateTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not a date');
/** A calendar date without time, YYYY-MM-DD. */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'not a date');

export const thumbSchema = z.object({
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const imageSchema = thumbSchema.extend({
  type: z.number().int(),
  alt: z.string().optional(),
  sort_order: z.number().int().optional(),
});

/** One price tier: p price, q quantity from which it applies, o original price, d percent off. */
export const priceTierSchema = z.object({
  p: moneySchema,
  q: z.number().int().positive(),
  o: moneySchema.optional(),
  d: z.number().optional(),
});

export const pricesSchema = z.object({
  n: z.array(priceTierSchema).min(1),
  c: z.array(priceTierSchema).optional(),
});

export const variationSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  prices: pricesSchema,
  vat: z.number(),
  stock_status: stockStatusSchema,
  estimated_at: isoDateTime.nullable().optional(),
  attributes: z.record(z.string(), z.string()),
});

export const productListingSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  main_sku: z.string(),
  slug: z.string(),
  name: z.string(),
  prefix: z.string().nullable().optional(),
  thumb: thumbSchema,
  prices: pricesSchema,
  variations: z.array(variationSchema).default([]),
  vat: z.number(),
  group_id: z.number().int(),
  discount_category: z.number().int(),
  score: z.number().nullable().optional(),
  stock_status: stockStatusSchema,
  estimated_at: isoDateTime.nullable().optional(),
  is_new: z.boolean().default(false),
  url_fragment: z.string().optional(),
});

export const categoryRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  uri: z.string(),
});

export const variationAttributeSchema = z.object({
  name: z.string(),
  values: z.array(z.string()),
});

export const productSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  main_sku: z.string(),
  name: z.string(),
  slug: z.string(),
  type: z.number().int(),
  thumb: thumbSchema,
  prices: pricesSchema,
  vat: z.number(),
  categories: z.array(categoryRefSchema),
  brand: z.object({ slug: z.string(), name: z.string() }).nullable().optional(),
  tags: z.array(z.object({ slug: z.string(), name: z.string() })).default([]),
  group_id: z.number().int(),
  discount_category: z.number().int(),
  stock_status: stockStatusSchema,
  estimated_at: isoDateTime.nullable().optional(),
  has_upselling: z.boolean(),
  variations: z.array(variationSchema).default([]),
  variation_attributes: z.array(variationAttributeSchema).default([]),
  images: z.array(imageSchema),
  description: z.string().default(''),
  score: z.number().nullable().optional(),
  is_new: z.boolean().default(false),
});

export interface CategoryNode {
  id: number;
  slug: string;
  name: string;
  thumb?: z.infer<typeof thumbSchema> | null;
  uri: string;
  parent_id: number | null;
  show_in_menu: boolean;
  hierarchy: z.infer<typeof categoryRefSchema>[];
  children: CategoryNode[];
}

export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    thumb: thumbSchema.nullable().optional(),
    uri: z.string(),
    parent_id: z.number().int().nullable(),
    show_in_menu: z.boolean(),
    hierarchy: z.array(categoryRefSchema),
    children: z.array(categoryNodeSchema),
  }),
);

export const categoryTreeSchema = z.array(categoryNodeSchema);

export const productSearchSchema = z.object({
  products: z.array(productListingSchema),
  categories: z.array(categoryRefSchema).default([]),
});

export const categoryPageSchema = z.object({
  category: categoryNodeSchema,
  products: z.array(productListingSchema),
  phone_models: z.array(z.object({ slug: z.string(), name: z.string() })).default([]),
});

export const brandPageSchema = z.object({
  brand: z.object({ id: z.number().int(), slug: z.string(), name: z.string(), description: z.string() }),
  models: z.array(categoryRefSchema),
  products: z.array(productListingSchema),
});

export const brandListSchema = z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() }));

export const tagPageSchema = z.object({
  tag: z.object({ slug: z.string(), name: z.string(), description: z.string().default('') }),
  products: z.array(productListingSchema),
});

export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  meta_description: z.string().default(''),
});

export const currentDealSchema = z.object({
  title: z.string(),
  product_name: z.string(),
  product_slug: z.string(),
  discount: z.number(),
  starts_at: isoDateTime,
  expires_at: isoDateTime,
});

export const searchHintSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  url_title: z.string(),
});
export const searchHintsSchema = z.array(searchHintSchema);

export const WIDGET_SLUGS = [
  'cart-footer',
  'cart-header',
  'footer-columns',
  'store-message',
  'store-message-footer',
  'cookie-alert',
] as const;
export type WidgetSlug = (typeof WIDGET_SLUGS)[number];

export const widgetSchema = z.object({
  content: z.string(),
  hidden: z.boolean(),
});

export const stringsSchema = z.record(z.string(), z.string());

export const upsellingSchema = z.object({ data: z.unknown() }).transform(({ data }) => Boolean(data));

const count = z.number().int().nonnegative();

/**
 * A product's purchase settings (SPEC.md section 3): how many viewed it lately and bought it today,
 * from which numbers each is worth telling, and how long each stays hidden after the page opens.
 */
export const purchaseSettingsSchema = z
  .object({
    product_views_recently: count,
    items_bought_today: count,
    view_threshold: count,
    purchase_threshold: count,
    view_hidden_seconds: count,
    purchase_hidden_seconds: count,
  })
  .transform((wire) => ({
    productViewsRecently: wire.product_views_recently,
    itemsBoughtToday: wire.items_bought_today,
    viewThreshold: wire.view_threshold,
    purchaseThreshold: wire.purchase_threshold,
    viewHiddenMs: wire.view_hidden_seconds * 1000,
    purchaseHiddenMs: wire.purchase_hidden_seconds * 1000,
  }));

export const ORIGIN_MARKERS = [
  'cross_selling_product_id',
  'upselling_bundle_id',
  'unique_bundle_id',
  'added_by_coupon',
  'accessory_id',
  'recommended_id',
  'related_id',
] as const;
export type OriginMarker = (typeof ORIGIN_MARKERS)[number];

const originMarker = z.union([z.number(), z.string(), z.boolean()]).nullable().optional();

export const cartItemSchema = z.object({
  uuid: z.string().optional(),
  type: z.number().int(),
  thumb: thumbSchema.nullable(),
  name: z.string(),
  slug: z.string(),
  product_id: z.number().int(),
  sku: z.string(),
  price: moneySchema,
  ordinary_price: moneySchema,
  pricing: z.array(z.object({ q: z.number().int().positive(), p: moneySchema })),
  quantity: z.number().int().nonnegative(),
  vat: z.number(),
  categories: z.array(z.number().int()),
  group_id: z.number().int(),
  discount_category: z.number().int(),
  stock_status: stockStatusSchema,
  subscription_interval: z.object({ name: z.string() }).nullable().optional(),
  estimated_at: isoDateTime.nullable().optional(),
  cart_notice: z.string().nullable().optional(),
  adjusted_quantity: z.number().int().nullable().optional(),
  campaign: z.boolean().optional(),
  cross_selling_product_id: originMarker,
  upselling_bundle_id: originMarker,
  unique_bundle_id: originMarker,
  added_by_coupon: originMarker,
  accessory_id: originMarker,
  recommended_id: originMarker,
  related_id: originMarker,
});
export const cartItemsSchema = z.array(cartItemSchema);

export const couponSchema = z.object({
  code: z.string(),
  applied: z.boolean(),
  percentage_discount: z.number().nullable().optional(),
  specific_groups: z.array(z.number().int()).default([]),
  excluded_groups: z.array(z.number().int()).default([]),
  specific_discount_categories: z.array(z.number().int()).default([]),
  failed_minimum_spend: z.boolean().default(false),
  fixed_amount: moneySchema.nullable().optional(),
  discount_label: z.string().nullable().optional(),
  vat_amount: moneySchema.nullable().optional(),
  vat_rate: z.number().nullable().optional(),
  customer_discount: z.boolean().default(false),
  buy_x: z.number().int().nullable().optional(),
  get_y: z.number().int().nullable().optional(),
  buy_products: z.array(z.number().int()).default([]),
  buy_categories: z.array(z.number().int()).default([]),
  buy_groups: z.array(z.number().int()).default([]),
  get_products: z.array(z.number().int()).default([]),
  get_categories: z.array(z.number().int()).default([]),
  get_groups: z.array(z.number().int()).default([]),
  buyx_free_amount: moneySchema.nullable().optional(),
  all_affected_items: z.array(z.number().int()).default([]),
  discount_type_value: z.number().int().nullable().optional(),
  discount_type_percentage: z.number().nullable().optional(),
  quantity_interval: z.number().int().nullable().optional(),
  quantity_increment: z.number().int().nullable().optional(),
  percentage_interval: z.number().nullable().optional(),
  percentage_increment: z.number().nullable().optional(),
  percentage_total: z.number().nullable().optional(),
  get_amount: moneySchema.nullable().optional(),
  coupon_amounts: z.array(moneySchema).default([]),
  whole_order: z.boolean().default(false),
});
export const couponsSchema = z.array(couponSchema);

export const categoryChildrenSchema = z.union([
  z.array(z.number().int()),
  z.record(z.string(), z.array(z.number().int())),
]);

export const tokenPairSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().int().positive().default(3600),
});

/** A postal address of the customer's own (profile, delivery). */
export const customerAddressSchema = z.object({
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
});

export const profileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable().default(null),
  address: customerAddressSchema.nullable().default(null),
  /** Personal discount percent per discount category id. */
  discounts: z.record(z.string(), z.number()).default({}),
  newsletter: z.boolean().default(false),
});

export const orderInfoSchema = z.object({
  order_id: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
});

export const ORDER_STATUSES = ['received', 'processing', 'shipped', 'delivered', 'cancelled'] as const;

/** One row of the customer's order list (GET /api/orders, paged, `x-be-records`). */
export const orderSummarySchema = z.object({
  id: z.string(),
  created_at: isoDateTime,
  status: z.enum(ORDER_STATUSES),
  total: moneySchema,
  item_count: z.number().int().nonnegative(),
});
export const orderSummariesSchema = z.array(orderSummarySchema);

export const orderLineSchema = z.object({
  sku: z.string(),
  name: z.string(),
  /** The product page's slug; null when the product is no longer sold. */
  slug: z.string().nullable(),
  quantity: z.number().int().positive(),
  /** Unit price paid, VAT included. */
  price: moneySchema,
  /** VAT percent of the line. */
  vat: z.number(),
  /** Units already on a return (requested or further): at most `quantity`. */
  returned_quantity: z.number().int().nonnegative().default(0),
  /** A line bought with a subscription: its interval (see SUBSCRIPTION_INTERVALS). */
  subscription_interval: z.string().nullable().default(null),
});

/** One order as its owner sees it (GET /api/orders/{id}: the account's token or that order's lookup token). */
export const orderSchema = z.object({
  id: z.string(),
  created_at: isoDateTime,
  status: z.enum(ORDER_STATUSES),
  customer_type: z.enum(['private', 'company']),
  lines: z.array(orderLineSchema),
  totals: z.object({
    subtotal: moneySchema,
    discount: moneySchema,
    shipping: moneySchema,
    vat: moneySchema,
    total: moneySchema,
  }),
  delivery: z.object({
    address: z.object({ name: z.string(), street: z.string(), postal_code: z.string(), city: z.string(), country_code: z.string() }),
    kind: z.enum(['service-point', 'parcel-locker', 'home']),
    carrier: z.string(),
    /** The service point or locker the parcel goes to, by name; null for home delivery. */
    service_point: z.string().nullable().default(null),
  }),
  tracking_number: z.string().nullable(),
  payment: z.object({ kind: z.enum(['card-wallet', 'invoice', 'pay-later']) }),
  delivered_at: isoDateTime.nullable().default(null),
  /** The last moment a return may be started; null when the order cannot be returned (not delivered, cancelled). */
  returnable_until: isoDateTime.nullable().default(null),
});

export const trackingSchema = z.object({
  order_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  carrier: z.string(),
  tracking_number: z.string().nullable(),
  /** The carrier's own tracking page for the parcel; null until it is shipped. */
  tracking_url: z.string().url().nullable().default(null),
  /** When the parcel is expected (dates, YYYY-MM-DD); null once delivered or cancelled. */
  estimated_delivery: z.object({ from: isoDate, to: isoDate }).nullable().default(null),
  events: z.array(z.object({ at: isoDateTime, status: z.enum(ORDER_STATUSES), description: z.string() })),
});

export const RETURN_REASONS = ['changed-mind', 'wrong-item', 'defective', 'not-compatible', 'damaged-in-transit', 'other'] as const;
export const RETURN_STATUSES = ['requested', 'received', 'refunded', 'rejected'] as const;

/** A return the customer started (POST /api/orders/{id}/returns, GET /api/returns). */
export const orderReturnSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  created_at: isoDateTime,
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  lines: z.array(z.object({ sku: z.string(), name: z.string(), quantity: z.number().int().positive() })),
  /** What will be or was refunded, VAT included; null until the backend has priced it. */
  refund: moneySchema.nullable().default(null),
});
export const orderReturnsSchema = z.array(orderReturnSchema);

export const SUBSCRIPTION_INTERVALS = ['1-month', '2-months', '3-months', '6-months'] as const;
export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;

/** A product delivered again and again (GET /api/subscriptions, POST /api/subscriptions/{id}). */
export const subscriptionSchema = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  slug: z.string().nullable(),
  quantity: z.number().int().positive(),
  price: moneySchema,
  interval: z.enum(SUBSCRIPTION_INTERVALS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Date (YYYY-MM-DD) of the next delivery; null while paused or cancelled. */
  next_delivery: isoDate.nullable(),
});
export const subscriptionsSchema = z.array(subscriptionSchema);

/** The newsletter subscription an unsubscribe link names (GET /api/newsletter/subscription). */
export const newsletterSubscriptionSchema = z.object({
  email: z.string(),
  subscribed: z.boolean(),
});

/** A sign-up from the footer (POST /api/newsletter/subscribe): `already_subscribed` when it changed nothing. */
export const newsletterSignupSchema = z.object({
  email: z.string(),
  subscribed: z.literal(true),
  already_subscribed: z.boolean(),
});

export const acknowledgementSchema = z.object({ ok: z.literal(true) });

/** The recommendation provider's answer to its tracking call (lib/tracking/recommendation-tracking.ts). */
export const recommendationTrackingSchema = z.object({ id: z.string().trim().min(1).max(200) });

export const errorReportAcceptedSchema = z.object({ ok: z.boolean() });

/*
 * Checkout (issue 8). The backend re-prices at every step: a checkout is the cart as the backend
 * will sell it, with the shipping and payment methods it offers for the customer type and postal
 * code. Totals include VAT; `vat` is the VAT inside `total`.
 */
export const CUSTOMER_TYPES = ['private', 'company'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const SHIPPING_KINDS = ['service-point', 'parcel-locker', 'home'] as const;
export type ShippingKind = (typeof SHIPPING_KINDS)[number];

export const PAYMENT_KINDS = ['card-wallet', 'invoice', 'pay-later'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** The payment providers that hold an order session (SPEC.md section 3), as the backend names them. */
export const PAYMENT_PROVIDERS = ['cardWallet', 'invoice', 'payLaterB2C', 'payLaterB2B'] as const;

export const shippingMethodSchema = z.object({
  id: z.string().min(1),
  /** The shipping processor (SPEC.md section 3, shippingProcessor): the carrier's system. */
  processor: z.string().min(1),
  /** The carrier's own code for the method (SPEC.md section 3, shippingMethodCE). */
  external_id: z.string().min(1),
  kind: z.enum(SHIPPING_KINDS),
  carrier: z.string().min(1),
  price: moneySchema,
  vat: z.number(),
  delivery_days: z.object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() }),
});

export const servicePointSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(['service-point', 'parcel-locker']),
  name: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  distance_m: z.number().int().nonnegative(),
  opening_hours: z.string(),
});
export const servicePointsSchema = z.array(servicePointSchema);

export const paymentMethodSchema = z.object({
  id: z.string().min(1),
  kind: z.enum(PAYMENT_KINDS),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Brand names the method covers, e.g. ['visa', 'mastercard', 'swish']. */
  brands: z.array(z.string()).default([]),
});

export const checkoutTotalsSchema = z.object({
  subtotal: moneySchema,
  discount: moneySchema,
  shipping: moneySchema,
  vat: moneySchema,
  total: moneySchema,
});

export const checkoutCouponSchema = z.object({
  code: z.string(),
  label: z.string().nullable().optional(),
  amount: moneySchema,
});

export const checkoutSchema = z.object({
  id: z.string().min(1),
  /** `completed`: an order was placed from this checkout; it takes no more changes. */
  status: z.enum(['open', 'completed']),
  order_id: z.string().nullable().default(null),
  customer_type: z.enum(CUSTOMER_TYPES),
  postal_code: z.string().nullable(),
  items: cartItemsSchema,
  coupons: z.array(checkoutCouponSchema).default([]),
  rejected_coupons: z.array(z.string()).default([]),
  shipping_methods: z.array(shippingMethodSchema),
  shipping_method: z.string().nullable(),
  payment_methods: z.array(paymentMethodSchema),
  /** Shipping is free from this order total (VAT included); null where it never is. */
  free_shipping_from: moneySchema.nullable().default(null),
  totals: checkoutTotalsSchema,
});

/** A payment provider's order session (SPEC.md section 3): its id and the locale it was opened in. */
export const orderSessionSchema = z.object({ id: z.string().min(1), locale: z.string().min(1) });

export const PAYMENT_FAILURES = ['declined', 'cancelled', 'provider_error'] as const;

/**
 * What placing an order gave. `changed`: prices or stock moved since the shopper looked; nothing was
 * charged and the re-priced checkout comes back to be confirmed again.
 */
export const placeOrderResultSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('approved'), order_id: z.string().min(1), receipt_token: z.string().min(1) }),
  z.object({ outcome: z.literal('action_required'), order_id: z.string().min(1), redirect_url: z.string().url() }),
  z.object({ outcome: z.enum(PAYMENT_FAILURES), order_id: z.string().nullable().default(null) }),
  z.object({ outcome: z.literal('changed'), checkout: checkoutSchema }),
]);

export const receiptAddressSchema = z.object({
  name: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country_code: z.string(),
});

/** A placed order as its confirmation shows it; only for the holder of the order's receipt token. */
export const receiptSchema = z.object({
  id: z.string(),
  created_at: isoDateTime,
  email: z.string(),
  mobile: z.string(),
  customer_type: z.enum(CUSTOMER_TYPES),
  company: z
    .object({ name: z.string(), organisation_number: z.string(), vat_number: z.string().nullable(), reference: z.string().nullable() })
    .nullable(),
  address: receiptAddressSchema,
  lines: z.array(
    z.object({ sku: z.string(), name: z.string(), slug: z.string(), quantity: z.number().int().positive(), price: moneySchema, vat: z.number() }),
  ),
  coupons: z.array(checkoutCouponSchema).default([]),
  shipping: z.object({
    kind: z.enum(SHIPPING_KINDS),
    carrier: z.string(),
    price: moneySchema,
    vat: z.number(),
    delivery_days: z.object({ min: z.number().int().nonnegative(), max: z.number().int().nonnegative() }),
    service_point: servicePointSchema.nullable(),
  }),
  payment: z.object({ kind: z.enum(PAYMENT_KINDS), provider: z.enum(PAYMENT_PROVIDERS) }),
  totals: checkoutTotalsSchema,
});
