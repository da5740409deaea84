import * as z from 'zod/mini';
import type { CartItem } from '@/platform/api/types';
import { cartItemSchema } from '@/platform/api/schemas';
import { ORDER_SESSION_PROVIDERS } from '@/platform/api/vocabulary';
import { RECENTLY_VIEWED_MAX, BREADCRUMB_HISTORY_MAX, isPhoneModelSlug } from '@/features/catalog';
import { isOrderLookupOver } from '@/platform/session/public-user';
import { STOREFRONT_CODES, type StorefrontCode } from '@/platform/storefronts/storefronts';
import { emptyCart, type Cart } from '@/features/cart';
import type { LocalState } from '@/features/shell/store/local-store';
import { LOCAL_STORE_VERSION } from '@/features/shell/store/persisted-local';

/*
 * How a value stored in localStorage `td02` is read back. Every part is checked on its own and falls
 * back to its empty value, so a damaged or foreign part never costs the cart. The browser loads this
 * only when something is stored (decision 0021); what is written is features/shell/store/persisted-local.ts.
 */

/**
 * Valid stored lines, each checked on its own: one damaged line never costs the others. They are
 * checked by the same zod schema as a backend answer, so a stored cart is validated exactly like a
 * fresh one.
 */
function cartItemsFromPayload(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = cartItemSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

const nullableString = z.catch(z.nullable(z.string().check(z.maxLength(500))), null);
const session = z.catch(z.nullable(z.object({ id: z.string(), locale: z.string() })), null);

const storedCartSchema = z.object({
  vat: z.catch(z.boolean(), true),
  postalCode: nullableString,
  shippingMethodCE: nullableString,
  items: z.pipe(z.unknown(), z.transform(cartItemsFromPayload)),
  internal: z.catch(z.boolean(), false),
  lastAddedToCart: nullableString,
  openUpselling: z.catch(z.boolean(), false),
  consentGranted: z.catch(z.boolean(), false),
  hasGrants: z.catch(z.boolean(), false),
  revision: z.catch(z.int().check(z.nonnegative()), 0),
  syncedRevision: z.catch(z.nullable(z.int().check(z.nonnegative())), null),
  checkoutID: nullableString,
  orderSessions: z.catch(
    z.object(
      Object.fromEntries(ORDER_SESSION_PROVIDERS.map((provider) => [provider, session])) as Record<(typeof ORDER_SESSION_PROVIDERS)[number], typeof session>,
    ),
    emptyCart().orderSessions,
  ),
  shippingMethod: nullableString,
  shippingProcessor: nullableString,
  servicePoint: nullableString,
  paymentMethod: nullableString,
  campaignData: z.catch(z.nullable(z.object({ location: z.string(), referrer: z.string(), params: z.record(z.string(), z.string()) })), null),
});

const thumb = z.object({ url: z.string(), width: z.number(), height: z.number() });

export const persistedLocalSchema = z.object({
  carts: z.pipe(
    z.catch(z.record(z.string(), z.unknown()), {}),
    z.transform((carts) => {
      const valid: Partial<Record<StorefrontCode, Cart>> = {};
      for (const code of STOREFRONT_CODES) {
        if (carts[code] === undefined) continue;
        const parsed = storedCartSchema.safeParse(carts[code]);
        if (parsed.success) valid[code] = { ...emptyCart(), ...parsed.data };
      }
      return valid;
    }),
  ),
  user: z.catch(
    z.nullable(
      z.object({
        name: z.string(),
        orderId: z.nullable(z.string()),
        scopes: z.array(z.string()),
        discounts: z.record(z.string(), z.number()),
        // A user remembered before sessions had an end is treated as at its end: refreshed at once.
        sessionEndsAt: z.catch(z.number(), 0),
      }),
    ),
    null,
  ),
  recentlyViewed: z.catch(
    z
      .array(z.object({ sku: z.string(), mainSku: z.string(), slug: z.string(), name: z.string(), images: z.array(z.string()), thumb }))
      .check(z.maxLength(RECENTLY_VIEWED_MAX)),
    [],
  ),
  breadcrumbHistory: z.catch(z.array(z.object({ label: z.string(), path: z.string() })).check(z.maxLength(BREADCRUMB_HISTORY_MAX)), []),
  categoryPhoneModel: z.catch(z.nullable(z.string().check(z.refine(isPhoneModelSlug))), null),
  recommendationTrackingId: nullableString,
  purchase: z.catch(
    z.nullable(
      z.object({
        items: z.array(z.object({ sku: z.string(), quantity: z.int(), price: z.int() })),
        orderID: z.string(),
        totalAmount: z.int(),
        totalVAT: z.int(),
        netAmount: z.int(),
        hashedEmail: z.string(),
        coupons: z.array(z.string()),
      }),
    ),
    null,
  ),
});

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
