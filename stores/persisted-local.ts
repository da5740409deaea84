import { z } from 'zod';
import { cartItemsFromPayload, toCartItemPayload } from '@/lib/cart-payload';
import { ORDER_SESSION_PROVIDERS } from '@/lib/checkout-reset';
import { RECENTLY_VIEWED_MAX, BREADCRUMB_HISTORY_MAX } from '@/lib/history';
import { isPhoneModelSlug } from '@/lib/listing-view';
import { isOrderLookupOver } from '@/lib/session/public-user';
import { STOREFRONT_CODES, type StorefrontCode } from '@/lib/storefronts';
import { emptyCart, type Cart } from '@/stores/slices/cart-slice';
import type { LocalState } from '@/stores/local-store';

/**
 * What localStorage `td02` holds, and how a stored value is read back. Every part is checked on its
 * own and falls back to its empty value, so a damaged or foreign part never costs the cart.
 */
export const LOCAL_STORE_VERSION = 2;

const nullableString = z.string().max(500).nullable().catch(null);
const session = z.object({ id: z.string(), locale: z.string() }).nullable().catch(null);

const storedCartSchema = z.object({
  vat: z.boolean().catch(true),
  postalCode: nullableString,
  shippingMethodCE: nullableString,
  items: z.unknown().transform(cartItemsFromPayload),
  internal: z.boolean().catch(false),
  lastAddedToCart: nullableString,
  openUpselling: z.boolean().catch(false),
  consentGranted: z.boolean().catch(false),
  hasGrants: z.boolean().catch(false),
  revision: z.number().int().nonnegative().catch(0),
  syncedRevision: z.number().int().nonnegative().nullable().catch(null),
  checkoutID: nullableString,
  orderSessions: z
    .object(Object.fromEntries(ORDER_SESSION_PROVIDERS.map((provider) => [provider, session])) as Record<(typeof ORDER_SESSION_PROVIDERS)[number], typeof session>)
    .catch(emptyCart().orderSessions),
  shippingMethod: nullableString,
  shippingProcessor: nullableString,
  servicePoint: nullableString,
  paymentMethod: nullableString,
  campaignData: z
    .object({ location: z.string(), referrer: z.string(), params: z.record(z.string(), z.string()) })
    .nullable()
    .catch(null),
});

const thumb = z.object({ url: z.string(), width: z.number(), height: z.number() });

const persistedLocalSchema = z.object({
  carts: z
    .record(z.string(), z.unknown())
    .catch({})
    .transform((carts) => {
      const valid: Partial<Record<StorefrontCode, Cart>> = {};
      for (const code of STOREFRONT_CODES) {
        if (carts[code] === undefined) continue;
        const parsed = storedCartSchema.safeParse(carts[code]);
        if (parsed.success) valid[code] = { ...emptyCart(), ...parsed.data };
      }
      return valid;
    }),
  user: z
    .object({
      name: z.string(),
      orderId: z.string().nullable(),
      scopes: z.array(z.string()),
      discounts: z.record(z.string(), z.number()),
      // A user remembered before sessions had an end is treated as at its end: refreshed at once.
      sessionEndsAt: z.number().catch(0),
    })
    .nullable()
    .catch(null),
  recentlyViewed: z
    .array(z.object({ sku: z.string(), mainSku: z.string(), slug: z.string(), name: z.string(), images: z.array(z.string()), thumb }))
    .max(RECENTLY_VIEWED_MAX)
    .catch([]),
  breadcrumbHistory: z.array(z.object({ label: z.string(), path: z.string() })).max(BREADCRUMB_HISTORY_MAX).catch([]),
  categoryPhoneModel: z.string().refine(isPhoneModelSlug).nullable().catch(null),
  recommendationTrackingId: nullableString,
  purchase: z
    .object({
      items: z.array(z.object({ sku: z.string(), quantity: z.number().int(), price: z.number().int() })),
      orderID: z.string(),
      totalAmount: z.number().int(),
      totalVAT: z.number().int(),
      netAmount: z.number().int(),
      hashedEmail: z.string(),
      coupons: z.array(z.string()),
    })
    .nullable()
    .catch(null),
});

export type PersistedLocal = z.input<typeof persistedLocalSchema>;

/** What is written: carts with wire-format lines, no functions, no UI flags. */
export function partializeLocal(state: LocalState): PersistedLocal {
  const carts: Record<string, unknown> = {};
  for (const [code, cart] of Object.entries(state.carts)) {
    if (cart) carts[code] = { ...cart, items: cart.items.map(toCartItemPayload) };
  }
  return {
    carts,
    user: state.user,
    recentlyViewed: state.recentlyViewed,
    breadcrumbHistory: state.breadcrumbHistory,
    categoryPhoneModel: state.categoryPhoneModel,
    recommendationTrackingId: state.recommendationTrackingId,
    purchase: state.purchase,
  };
}

/**
 * Reads a stored value into state at `now`; whatever does not validate is left at its empty value,
 * and an order look-up whose session has ended is not read back at all.
 */
export function readPersistedLocal(persisted: unknown, now: number): Partial<LocalState> {
  const parsed = persistedLocalSchema.safeParse(persisted ?? {});
  if (!parsed.success) return {};
  const { user, ...rest } = parsed.data;
  return { ...rest, user: user && isOrderLookupOver(user, now) ? null : user };
}

/**
 * Older stored shapes. Version 0 is the previous shop's single `cart` object with its `items`; it
 * belongs to the storefront whose domain stored it. Up to version 1 the purchase kept the plain
 * e-mail next to its hash; it goes.
 */
export function migrateLocal(persisted: unknown, version: number, storefront: StorefrontCode): unknown {
  if (version >= LOCAL_STORE_VERSION || typeof persisted !== 'object' || persisted === null) return persisted;
  const { cart, purchase, ...rest } = persisted as { cart?: unknown; purchase?: unknown };
  const migrated: Record<string, unknown> = cart === undefined ? rest : { ...rest, carts: { [storefront]: cart } };
  if (purchase !== undefined) migrated.purchase = withoutPlainEmail(purchase);
  return migrated;
}

function withoutPlainEmail(purchase: unknown): unknown {
  if (typeof purchase !== 'object' || purchase === null) return purchase;
  const { email, ...rest } = purchase as { email?: unknown };
  return email === undefined ? purchase : rest;
}
