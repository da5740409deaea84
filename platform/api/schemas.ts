import * as z from 'zod/mini';
import { toMinorUnits } from '@/platform/money/money';
import {
  BUYER_TYPES,
  CUSTOMER_TYPES,
  ORDER_STATUSES,
  PAYMENT_FAILURES,
  PAYMENT_KINDS,
  PAYMENT_PROVIDERS,
  RETURN_REASONS,
  RETURN_STATUSES,
  SHIPPING_KINDS,
  SKU_LOOKUP_STATUSES,
  STOCK_STATUSES,
  SUBSCRIPTION_INTERVALS,
  SUBSCRIPTION_STATUSES,
} from '@/platform/api/vocabulary';

/**
 * The backend's response shapes (docs/architecture.md#the-backend-client), validated at the edge. Money arrives as
 * decimal major units and leaves these schemas as integer minor units (öre, cent), so nothing past
 * this file ever does float arithmetic on a price.
 */

const moneySchema = z.pipe(z.number(), z.transform(toMinorUnits));

export const stockStatusSchema = z.enum(STOCK_STATUSES);

const isoDateTime = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not a date'));
/** A calendar date without time, YYYY-MM-DD. */
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'not a date'));

export const thumbSchema = z.object({
  url: z.string(),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
});

export const imageSchema = z.extend(thumbSchema, {
  type: z.int(),
  alt: z.optional(z.string()),
  sort_order: z.optional(z.int()),
});

/** One price tier: p price, q quantity from which it applies, o original price, d percent off. */
export const priceTierSchema = z.object({
  p: moneySchema,
  q: z.int().check(z.positive()),
  o: z.optional(moneySchema),
  d: z.optional(z.number()),
});

export const pricesSchema = z.object({
  n: z.array(priceTierSchema).check(z.minLength(1)),
  c: z.optional(z.array(priceTierSchema)),
});

export const variationSchema = z.object({
  id: z.int(),
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  prices: pricesSchema,
  vat: z.number(),
  stock_status: stockStatusSchema,
  estimated_at: z.optional(z.nullable(isoDateTime)),
  attributes: z.record(z.string(), z.string()),
});

export const productListingSchema = z.object({
  id: z.int(),
  sku: z.string(),
  main_sku: z.string(),
  slug: z.string(),
  name: z.string(),
  prefix: z.optional(z.nullable(z.string())),
  thumb: thumbSchema,
  prices: pricesSchema,
  variations: z._default(z.array(variationSchema), []),
  vat: z.number(),
  group_id: z.int(),
  discount_category: z.int(),
  score: z.optional(z.nullable(z.number())),
  stock_status: stockStatusSchema,
  estimated_at: z.optional(z.nullable(isoDateTime)),
  is_new: z._default(z.boolean(), false),
  url_fragment: z.optional(z.string()),
});
export const productListingsSchema = z.array(productListingSchema);

/**
 * Proposed: the batch sku look-up (`POST /api/products-by-sku`, mocks/README.md): one entry per sku
 * asked, as asked, with the product that sells it in this storefront when `status` is `sold`.
 */
export const skuLookupSchema = z.array(
  z.object({
    sku: z.string(),
    status: z.enum(SKU_LOOKUP_STATUSES),
    product: z.nullable(productListingSchema),
  }),
);

export const categoryRefSchema = z.object({
  id: z.int(),
  name: z.string(),
  uri: z.string(),
});

const variationAttributeSchema = z.object({
  name: z.string(),
  values: z.array(z.string()),
});

/** Proposed: a bundle offered on a product's page: that product together with `products`. */
export const productBundleSchema = z.object({
  id: z.int(),
  products: z.array(productListingSchema),
});

export const productSchema = z.object({
  id: z.int(),
  sku: z.string(),
  main_sku: z.string(),
  name: z.string(),
  slug: z.string(),
  type: z.int(),
  thumb: thumbSchema,
  prices: pricesSchema,
  vat: z.number(),
  categories: z.array(categoryRefSchema),
  brand: z.optional(z.nullable(z.object({ slug: z.string(), name: z.string() }))),
  tags: z._default(z.array(z.object({ slug: z.string(), name: z.string() })), []),
  group_id: z.int(),
  discount_category: z.int(),
  stock_status: stockStatusSchema,
  estimated_at: z.optional(z.nullable(isoDateTime)),
  has_upselling: z.boolean(),
  variations: z._default(z.array(variationSchema), []),
  variation_attributes: z._default(z.array(variationAttributeSchema), []),
  images: z.array(imageSchema),
  description: z._default(z.string(), ''),
  score: z.optional(z.nullable(z.number())),
  is_new: z._default(z.boolean(), false),
  /**
   * Proposed: the phone models this product is made for, as the category page's `phone_models` names
   * them; empty for a part that fits any (docs/product/devices.md, DEV-4).
   */
  phone_models: z._default(z.array(z.object({ slug: z.string(), name: z.string() })), []),
  /** Proposed: products offered beside this one on its page, added as cross-sells (docs/product/cart.md, CART-26). */
  cross_selling: z._default(z.array(productListingSchema), []),
  /** Proposed: products related to this one, listed on its page and added marked `related_id` (docs/product/cart.md, CART-28). */
  related: z._default(z.array(productListingSchema), []),
  /** Proposed: bundles that sell this product with others, added as one bundle (docs/product/cart.md, CART-29). */
  bundles: z._default(z.array(productBundleSchema), []),
  /**
   * Proposed: the delivery intervals a consumable can be subscribed at, by name (see
   * SUBSCRIPTION_INTERVALS); empty or missing for a product bought once only. Names the shop does
   * not know are left out when offered (features/cart/subscription.ts), so a new one never breaks a page.
   */
  subscription_intervals: z._default(z.array(z.string()), []),
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

export const categoryNodeSchema: z.ZodMiniType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.int(),
    slug: z.string(),
    name: z.string(),
    thumb: z.optional(z.nullable(thumbSchema)),
    uri: z.string(),
    parent_id: z.nullable(z.int()),
    show_in_menu: z.boolean(),
    hierarchy: z.array(categoryRefSchema),
    children: z.array(categoryNodeSchema),
  }),
);

export const categoryTreeSchema = z.array(categoryNodeSchema);

export const productSearchSchema = z.object({
  products: z.array(productListingSchema),
  categories: z._default(z.array(categoryRefSchema), []),
  /**
   * Proposed: the phone model a search asked with `phone_model` is narrowed to, with its name; null
   * when none was asked or the backend knows no such model (docs/product/devices.md, DEV-3).
   */
  phone_model: z._default(z.nullable(z.object({ slug: z.string(), name: z.string() })), null),
});

export const categoryPageSchema = z.object({
  category: categoryNodeSchema,
  products: z.array(productListingSchema),
  phone_models: z._default(z.array(z.object({ slug: z.string(), name: z.string() })), []),
});

export const brandPageSchema = z.object({
  brand: z.object({ id: z.int(), slug: z.string(), name: z.string(), description: z.string() }),
  models: z.array(categoryRefSchema),
  products: z.array(productListingSchema),
});

export const brandListSchema = z.array(z.object({ id: z.int(), slug: z.string(), name: z.string() }));

export const tagPageSchema = z.object({
  tag: z.object({ slug: z.string(), name: z.string(), description: z._default(z.string(), '') }),
  products: z.array(productListingSchema),
});

export const contentPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  meta_description: z._default(z.string(), ''),
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
  id: z.int(),
  url: z.string(),
  url_title: z.string(),
});
export const searchHintsSchema = z.array(searchHintSchema);

export const widgetSchema = z.object({
  content: z.string(),
  hidden: z.boolean(),
});

export const stringsSchema = z.record(z.string(), z.string());

/** The most stars a rating may be out of: a scale the footer can draw (docs/product/chrome.md, CHR-19). */
export const MAX_BEST_RATING = 10;

/**
 * The store's rating at its review provider (proposed, decision 0037): the average of the reviews
 * shoppers gave, out of `best_rating`, how many there are and where to read them. The backend answers
 * 404 for a storefront with none.
 */
export const reviewSummarySchema = z
  .object({
    rating_value: z.number().check(z.nonnegative()),
    best_rating: z.int().check(z.positive(), z.lte(MAX_BEST_RATING)),
    review_count: z.int().check(z.nonnegative()),
    provider: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
    url: z.url({ protocol: /^https$/ }),
  })
  .check(z.refine((summary) => summary.rating_value <= summary.best_rating, 'rating_value above best_rating'));

export const upsellingSchema = z.pipe(
  z.object({ data: z.unknown() }),
  z.transform(({ data }) => Boolean(data)),
);

const count = z.int().check(z.nonnegative());

/**
 * A product's purchase settings (docs/product/catalog.md, CAT-8, CAT-18; docs/product/content.md, CNT-11): how many
 * viewed it lately and bought it today, from which numbers each is worth telling, and how long each stays hidden after
 * the page opens; the dates the backend expects to ship it by stock status, and whether the current deal is on it.
 */
export const purchaseSettingsSchema = z.pipe(
  z.object({
    product_views_recently: count,
    items_bought_today: count,
    view_threshold: count,
    purchase_threshold: count,
    view_hidden_seconds: count,
    purchase_hidden_seconds: count,
    /**
     * Proposed: the day the backend expects to ship the product, per stock status it knows one for. Read
     * loosely, so a status or date the shop does not know costs that entry, not the social proof.
     */
    stock_status_dates: z._default(z.record(z.string(), z.string()), {}),
    /** Proposed: the current deal's product slug when the deal is on this product, else null. */
    deal_product_slug: z._default(z.nullable(z.string().check(z.minLength(1))), null),
  }),
  z.transform((wire) => ({
    productViewsRecently: wire.product_views_recently,
    itemsBoughtToday: wire.items_bought_today,
    viewThreshold: wire.view_threshold,
    purchaseThreshold: wire.purchase_threshold,
    viewHiddenMs: wire.view_hidden_seconds * 1000,
    purchaseHiddenMs: wire.purchase_hidden_seconds * 1000,
    stockStatusDates: wire.stock_status_dates,
    dealProductSlug: wire.deal_product_slug,
  })),
);

const originMarker = z.optional(z.nullable(z.union([z.number(), z.string(), z.boolean()])));

export const cartItemSchema = z.object({
  uuid: z.optional(z.string()),
  type: z.int(),
  thumb: z.nullable(thumbSchema),
  name: z.string(),
  slug: z.string(),
  product_id: z.int(),
  sku: z.string(),
  price: moneySchema,
  ordinary_price: moneySchema,
  pricing: z.array(z.object({ q: z.int().check(z.positive()), p: moneySchema })),
  quantity: z.int().check(z.nonnegative()),
  vat: z.number(),
  categories: z.array(z.int()),
  group_id: z.int(),
  discount_category: z.int(),
  stock_status: stockStatusSchema,
  subscription_interval: z.optional(z.nullable(z.object({ name: z.string() }))),
  estimated_at: z.optional(z.nullable(isoDateTime)),
  cart_notice: z.optional(z.nullable(z.string())),
  adjusted_quantity: z.optional(z.nullable(z.int())),
  campaign: z.optional(z.boolean()),
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
  percentage_discount: z.optional(z.nullable(z.number())),
  specific_groups: z._default(z.array(z.int()), []),
  excluded_groups: z._default(z.array(z.int()), []),
  specific_discount_categories: z._default(z.array(z.int()), []),
  failed_minimum_spend: z._default(z.boolean(), false),
  fixed_amount: z.optional(z.nullable(moneySchema)),
  discount_label: z.optional(z.nullable(z.string())),
  vat_amount: z.optional(z.nullable(moneySchema)),
  vat_rate: z.optional(z.nullable(z.number())),
  customer_discount: z._default(z.boolean(), false),
  buy_x: z.optional(z.nullable(z.int())),
  get_y: z.optional(z.nullable(z.int())),
  buy_products: z._default(z.array(z.int()), []),
  buy_categories: z._default(z.array(z.int()), []),
  buy_groups: z._default(z.array(z.int()), []),
  get_products: z._default(z.array(z.int()), []),
  get_categories: z._default(z.array(z.int()), []),
  get_groups: z._default(z.array(z.int()), []),
  buyx_free_amount: z.optional(z.nullable(moneySchema)),
  all_affected_items: z._default(z.array(z.int()), []),
  discount_type_value: z.optional(z.nullable(z.int())),
  discount_type_percentage: z.optional(z.nullable(z.number())),
  quantity_interval: z.optional(z.nullable(z.int())),
  quantity_increment: z.optional(z.nullable(z.int())),
  percentage_interval: z.optional(z.nullable(z.number())),
  percentage_increment: z.optional(z.nullable(z.number())),
  percentage_total: z.optional(z.nullable(z.number())),
  get_amount: z.optional(z.nullable(moneySchema)),
  coupon_amounts: z._default(z.array(moneySchema), []),
  whole_order: z._default(z.boolean(), false),
});
export const couponsSchema = z.array(couponSchema);

export const categoryChildrenSchema = z.union([z.array(z.int()), z.record(z.string(), z.array(z.int()))]);

export const tokenPairSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  refresh_token: z.string().check(z.minLength(1)),
  expires_in: z._default(z.int().check(z.positive()), 3600),
});

/** A postal address of the customer's own (profile, delivery). */
export const customerAddressSchema = z.object({
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
});

export const profileSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  mobile: z._default(z.nullable(z.string()), null),
  address: z._default(z.nullable(customerAddressSchema), null),
  /** Personal discount percent per discount category id. */
  discounts: z._default(z.record(z.string(), z.number()), {}),
  newsletter: z._default(z.boolean(), false),
  /** Proposed (docs/product/account.md, ACC-17): a backend that does not send it yet has consumers only. */
  customer_type: z._default(z.enum(BUYER_TYPES), 'consumer'),
});

/**
 * Proposed: the devices an account keeps (docs/product/devices.md, DEV-5), newest first, as
 * `GET /api/auth/devices` answers and `POST /api/auth/devices` saves them (mocks/README.md).
 */
export const accountDevicesSchema = z.object({
  devices: z.array(z.object({ slug: z.string(), name: z.string(), saved_at: isoDateTime })).check(z.maxLength(10)),
});

export const orderInfoSchema = z.object({
  order_id: z.string(),
  name: z.string(),
  scopes: z.array(z.string()),
});

/** One row of the customer's order list (GET /api/orders, paged, `x-be-records`). */
export const orderSummarySchema = z.object({
  id: z.string(),
  created_at: isoDateTime,
  status: z.enum(ORDER_STATUSES),
  total: moneySchema,
  item_count: z.int().check(z.nonnegative()),
});
export const orderSummariesSchema = z.array(orderSummarySchema);

const orderLineSchema = z.object({
  sku: z.string(),
  name: z.string(),
  /** The product page's slug; null when the product is no longer sold. */
  slug: z.nullable(z.string()),
  quantity: z.int().check(z.positive()),
  /** Unit price paid, VAT included. */
  price: moneySchema,
  /** VAT percent of the line. */
  vat: z.number(),
  /** Units already on a return (requested or further): at most `quantity`. */
  returned_quantity: z._default(z.int().check(z.nonnegative()), 0),
  /** A line bought with a subscription: its interval (see SUBSCRIPTION_INTERVALS). */
  subscription_interval: z._default(z.nullable(z.string()), null),
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
    service_point: z._default(z.nullable(z.string()), null),
  }),
  tracking_number: z.nullable(z.string()),
  payment: z.object({ kind: z.enum(['card-wallet', 'invoice', 'pay-later']) }),
  delivered_at: z._default(z.nullable(isoDateTime), null),
  /** The last moment a return may be started; null when the order cannot be returned (not delivered, cancelled). */
  returnable_until: z._default(z.nullable(isoDateTime), null),
});

export const trackingSchema = z.object({
  order_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  carrier: z.string(),
  tracking_number: z.nullable(z.string()),
  /** The carrier's own tracking page for the parcel; null until it is shipped. */
  tracking_url: z._default(z.nullable(z.url()), null),
  /** When the parcel is expected (dates, YYYY-MM-DD); null once delivered or cancelled. */
  estimated_delivery: z._default(z.nullable(z.object({ from: isoDate, to: isoDate })), null),
  events: z.array(z.object({ at: isoDateTime, status: z.enum(ORDER_STATUSES), description: z.string() })),
});

/** A return the customer started (POST /api/orders/{id}/returns, GET /api/returns). */
export const orderReturnSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  created_at: isoDateTime,
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  lines: z.array(z.object({ sku: z.string(), name: z.string(), quantity: z.int().check(z.positive()) })),
  /** What will be or was refunded, VAT included; null until the backend has priced it. */
  refund: z._default(z.nullable(moneySchema), null),
});
export const orderReturnsSchema = z.array(orderReturnSchema);

/** A product delivered again and again (GET /api/subscriptions, POST /api/subscriptions/{id}). */
export const subscriptionSchema = z.object({
  id: z.string(),
  sku: z.string(),
  name: z.string(),
  slug: z.nullable(z.string()),
  quantity: z.int().check(z.positive()),
  price: moneySchema,
  interval: z.enum(SUBSCRIPTION_INTERVALS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Date (YYYY-MM-DD) of the next delivery; null while paused or cancelled. */
  next_delivery: z.nullable(isoDate),
});
export const subscriptionsSchema = z.array(subscriptionSchema);

/** The newsletter subscription an unsubscribe link names (GET /api/newsletter/subscription). */
export const newsletterSubscriptionSchema = z.object({
  email: z.string(),
  subscribed: z.boolean(),
});

export const acknowledgementSchema = z.object({ ok: z.literal(true) });

/**
 * Proposed: a back-in-stock alert (docs/product/stock-alerts.md). `pending` waits for its
 * confirmation link; `expires_at` is when a pending one's link or an active alert lapses.
 */
export const stockAlertSchema = z.object({
  id: z.string().check(z.minLength(1)),
  product: z.object({ id: z.int(), name: z.string(), slug: z.string() }),
  email: z.string(),
  status: z.enum(['pending', 'active']),
  expires_at: isoDateTime,
});
export const stockAlertsSchema = z.array(stockAlertSchema);

/** Proposed: what asking for an alert started, `active` only for the signed-in buyer's own address. */
export const stockAlertRequestSchema = z.object({ status: z.enum(['pending', 'active']) });

/** Whose e-mail link a live sign-in token is, read without spending it. */
export const linkHolderSchema = z.object({ email: z.string().check(z.minLength(3), z.maxLength(320)) });

/** The recommendation provider's answer to its tracking call (features/tracking/recommendation-tracking.ts). */
export const recommendationTrackingSchema = z.object({ id: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)) });

/** `fields` of a 400 names each field that does not fit, with what is wrong with it (`required`, `invalid`). */
export const errorBodySchema = z.object({ error: z.string(), fields: z.optional(z.record(z.string(), z.unknown())) });

export const errorReportAcceptedSchema = z.object({ ok: z.boolean() });

/*
 * Checkout (issue 8). The backend re-prices at every step: a checkout is the cart as the backend
 * will sell it, with the shipping and payment methods it offers for the customer type and postal
 * code. Totals include VAT; `vat` is the VAT inside `total`.
 */

export const shippingMethodSchema = z.object({
  id: z.string().check(z.minLength(1)),
  /** The shipping processor (docs/product/checkout.md, CHK-10): the carrier's system. */
  processor: z.string().check(z.minLength(1)),
  /** The carrier's own code for the method (docs/product/checkout.md, CHK-10). */
  external_id: z.string().check(z.minLength(1)),
  kind: z.enum(SHIPPING_KINDS),
  carrier: z.string().check(z.minLength(1)),
  price: moneySchema,
  vat: z.number(),
  delivery_days: z.object({ min: z.int().check(z.nonnegative()), max: z.int().check(z.nonnegative()) }),
});

export const servicePointSchema = z.object({
  id: z.string().check(z.minLength(1)),
  kind: z.enum(['service-point', 'parcel-locker']),
  name: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  distance_m: z.int().check(z.nonnegative()),
  opening_hours: z.string(),
});
export const servicePointsSchema = z.array(servicePointSchema);

export const paymentMethodSchema = z.object({
  id: z.string().check(z.minLength(1)),
  kind: z.enum(PAYMENT_KINDS),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Brand names the method covers, e.g. ['visa', 'mastercard', 'swish']. */
  brands: z._default(z.array(z.string()), []),
});

export const checkoutTotalsSchema = z.object({
  subtotal: moneySchema,
  discount: moneySchema,
  shipping: moneySchema,
  vat: moneySchema,
  total: moneySchema,
});

const checkoutCouponSchema = z.object({
  code: z.string(),
  label: z.optional(z.nullable(z.string())),
  amount: moneySchema,
});

export const checkoutSchema = z.object({
  id: z.string().check(z.minLength(1)),
  /** `completed`: an order was placed from this checkout; it takes no more changes. */
  status: z.enum(['open', 'completed']),
  order_id: z._default(z.nullable(z.string()), null),
  customer_type: z.enum(CUSTOMER_TYPES),
  postal_code: z.nullable(z.string()),
  items: cartItemsSchema,
  coupons: z._default(z.array(checkoutCouponSchema), []),
  rejected_coupons: z._default(z.array(z.string()), []),
  shipping_methods: z.array(shippingMethodSchema),
  shipping_method: z.nullable(z.string()),
  payment_methods: z.array(paymentMethodSchema),
  /** Shipping is free from this order total (VAT included); null where it never is. */
  free_shipping_from: z._default(z.nullable(moneySchema), null),
  totals: checkoutTotalsSchema,
});

/** A payment provider's order session (docs/product/checkout.md, CHK-10): its id and the locale it was opened in. */
export const orderSessionSchema = z.object({ id: z.string().check(z.minLength(1)), locale: z.string().check(z.minLength(1)) });

/**
 * What placing an order gave. `changed`: prices or stock moved since the shopper looked; nothing was
 * charged and the re-priced checkout comes back to be confirmed again.
 */
export const placeOrderResultSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('approved'), order_id: z.string().check(z.minLength(1)), receipt_token: z.string().check(z.minLength(1)) }),
  z.object({ outcome: z.literal('action_required'), order_id: z.string().check(z.minLength(1)), redirect_url: z.url() }),
  z.object({ outcome: z.enum(PAYMENT_FAILURES), order_id: z._default(z.nullable(z.string()), null) }),
  z.object({ outcome: z.literal('changed'), checkout: checkoutSchema }),
]);

const receiptAddressSchema = z.object({
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
  company: z.nullable(z.object({ name: z.string(), organisation_number: z.string(), vat_number: z.nullable(z.string()), reference: z.nullable(z.string()) })),
  address: receiptAddressSchema,
  lines: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      slug: z.string(),
      quantity: z.int().check(z.positive()),
      price: moneySchema,
      vat: z.number(),
      /** Proposed: the interval a line was bought with as a subscription; null for a one-off. */
      subscription_interval: z._default(z.nullable(z.string()), null),
    }),
  ),
  coupons: z._default(z.array(checkoutCouponSchema), []),
  shipping: z.object({
    kind: z.enum(SHIPPING_KINDS),
    carrier: z.string(),
    price: moneySchema,
    vat: z.number(),
    delivery_days: z.object({ min: z.int().check(z.nonnegative()), max: z.int().check(z.nonnegative()) }),
    service_point: z.nullable(servicePointSchema),
  }),
  payment: z.object({ kind: z.enum(PAYMENT_KINDS), provider: z.enum(PAYMENT_PROVIDERS) }),
  totals: checkoutTotalsSchema,
});
