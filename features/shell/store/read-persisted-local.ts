import type { CartItem } from '@/platform/api/types';
import { BUYER_TYPES, ORDER_SESSION_PROVIDERS } from '@/platform/api/vocabulary';
import { RECENTLY_VIEWED_MAX, BREADCRUMB_HISTORY_MAX, deviceList, isPhoneModelSlug } from '@/features/catalog';
import { isOrderLookupOver } from '@/platform/session/public-user';
import { STOREFRONT_CODES, type StorefrontCode } from '@/platform/storefronts/storefronts';
import { emptyCart, type Cart } from '@/features/cart';
import {
  MISFIT,
  bool,
  int,
  intAtLeast,
  isRecord,
  listOf,
  nullable,
  num,
  oneOf,
  orElse,
  recordOf,
  shaped,
  text,
  textWhere,
} from '@/platform/state/stored-value';
import type { LocalState } from '@/features/shell/store/local-store';
import { LOCAL_STORE_VERSION } from '@/features/shell/store/persisted-local';
import { storedCartLine } from '@/features/shell/store/stored-cart-line';
import { ORDER_REFERENCE_MAX_LENGTH } from '@/features/checkout';

/*
 * How a value stored in localStorage `td02` is read back, before the first render and without zod
 * (docs/product/cart.md, CART-30; decision 0055). Every part is checked on its own and falls back to
 * its empty value, so a damaged or foreign part never costs the cart. What is written is features/shell/store/persisted-local.ts.
 */

/**
 * Valid stored lines, each checked on its own: one damaged line never costs the others. A cart
 * without the key at all is not one the shop wrote, and is not read.
 */
function cartLines(value: unknown): CartItem[] | typeof MISFIT {
  if (value === undefined) return MISFIT;
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const line = storedCartLine(entry);
    return line === MISFIT ? [] : [line];
  });
}

const nullableString = orElse(nullable(text(500)), null);
const orderSession = orElse(nullable(shaped({ id: text(), locale: text() })), null);
const emptyOrderSessions = emptyCart().orderSessions;

const storedCart = shaped({
  vat: orElse(nullable(bool), null),
  postalCode: nullableString,
  shippingMethodCE: nullableString,
  items: cartLines,
  internal: orElse(bool, false),
  lastAddedToCart: nullableString,
  openUpselling: orElse(bool, false),
  consentGranted: orElse(bool, false),
  hasGrants: orElse(bool, false),
  revision: orElse(intAtLeast(0), 0),
  syncedRevision: orElse(nullable(intAtLeast(0)), null),
  checkoutID: nullableString,
  orderSessions: orElse(
    shaped(
      Object.fromEntries(ORDER_SESSION_PROVIDERS.map((provider) => [provider, orderSession])) as Record<
        (typeof ORDER_SESSION_PROVIDERS)[number],
        typeof orderSession
      >,
    ),
    emptyOrderSessions,
  ),
  shippingMethod: nullableString,
  shippingProcessor: nullableString,
  servicePoint: nullableString,
  paymentMethod: nullableString,
  campaignData: orElse(nullable(shaped({ location: text(), referrer: text(), params: recordOf(text()) })), null),
});

/** Each storefront's cart that reads; other keys are left behind. */
function carts(value: unknown): Partial<Record<StorefrontCode, Cart>> {
  const valid: Partial<Record<StorefrontCode, Cart>> = {};
  if (!isRecord(value)) return valid;
  for (const code of STOREFRONT_CODES) {
    if (!Object.hasOwn(value, code) || value[code] === undefined) continue;
    const cart = storedCart(value[code]);
    if (cart !== MISFIT) valid[code] = { ...emptyCart(), ...cart };
  }
  return valid;
}

const storedLocal = shaped({
  carts,
  user: orElse(
    nullable(
      shaped({
        name: text(),
        orderId: nullable(text()),
        scopes: listOf(text()),
        discounts: recordOf(num),
        // A user remembered before the profile had a customer type is a consumer until the profile is read again.
        customerType: orElse(oneOf(BUYER_TYPES), 'consumer'),
        // A user remembered before sessions had an end is treated as at its end: refreshed at once.
        sessionEndsAt: orElse(num, 0),
      }),
    ),
    null,
  ),
  recentlyViewed: orElse(
    listOf(
      shaped({ sku: text(), mainSku: text(), slug: text(), name: text(), images: listOf(text()), thumb: shaped({ url: text(), width: num, height: num }) }),
      RECENTLY_VIEWED_MAX,
    ),
    [],
  ),
  breadcrumbHistory: orElse(listOf(shaped({ label: text(), path: text() }), BREADCRUMB_HISTORY_MAX), []),
  categoryPhoneModel: orElse(nullable(textWhere(isPhoneModelSlug)), null),
  devices: orElse(deviceList, []),
  recommendationTrackingId: nullableString,
  purchase: orElse(
    nullable(
      shaped({
        items: listOf(shaped({ sku: text(), quantity: int, price: int })),
        orderID: text(),
        totalAmount: int,
        totalVAT: int,
        netAmount: int,
        hashedEmail: text(),
        coupons: listOf(text()),
      }),
    ),
    null,
  ),
  orderReference: orElse(nullable(shaped({ buyer: int, reference: text(ORDER_REFERENCE_MAX_LENGTH) })), null),
});

/**
 * Reads a stored value into state at `now`; whatever does not validate is left at its empty value,
 * and an order look-up whose session has ended is not read back at all.
 */
export function readPersistedLocal(persisted: unknown, now: number): Partial<LocalState> {
  const read = storedLocal(persisted ?? {});
  if (read === MISFIT) return {};
  const { user, ...rest } = read;
  return { ...rest, user: user && isOrderLookupOver(user, now) ? null : user };
}

/**
 * Older stored shapes. Version 0 is the previous shop's single `cart` object with its `items`; it
 * belongs to the storefront whose domain stored it. Up to version 1 the purchase kept the plain
 * e-mail next to its hash; it goes. Up to version 2 a cart's `vat` was true unless the shopper chose
 * prices without VAT: a stored true is the old default nearly every cart carries, not a choice, so it
 * becomes no choice and a company buyer's default applies (ACC-17).
 */
export function migrateLocal(persisted: unknown, version: number, storefront: StorefrontCode): unknown {
  if (version >= LOCAL_STORE_VERSION || typeof persisted !== 'object' || persisted === null) return persisted;
  const { cart, purchase, ...rest } = persisted as { cart?: unknown; purchase?: unknown };
  const migrated: Record<string, unknown> = cart === undefined ? rest : { ...rest, carts: { [storefront]: cart } };
  if (purchase !== undefined) migrated.purchase = withoutPlainEmail(purchase);
  if (isRecord(migrated.carts)) migrated.carts = Object.fromEntries(Object.entries(migrated.carts).map(([code, stored]) => [code, withoutDefaultVat(stored)]));
  return migrated;
}

function withoutDefaultVat(cart: unknown): unknown {
  return isRecord(cart) && cart.vat === true ? { ...cart, vat: null } : cart;
}

function withoutPlainEmail(purchase: unknown): unknown {
  if (typeof purchase !== 'object' || purchase === null) return purchase;
  const { email, ...rest } = purchase as { email?: unknown };
  return email === undefined ? purchase : rest;
}
