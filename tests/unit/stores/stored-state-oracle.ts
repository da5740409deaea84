import * as z from 'zod/mini';
import type { CartItem } from '@/platform/api/types';
import { cartItemSchema } from '@/platform/api/schemas';
import { BUYER_TYPES, CUSTOMER_TYPES, ORDER_SESSION_PROVIDERS } from '@/platform/api/vocabulary';
import {
  BREADCRUMB_HISTORY_MAX,
  DEVICE_NAME_MAX,
  LATEST_DEVICE_TIME,
  MAX_DEVICES,
  RECENTLY_VIEWED_MAX,
  isPhoneModelSlug,
  ACCESSORIES_VARIANTS,
} from '@/features/catalog';
import { STOREFRONT_CODES, type StorefrontCode } from '@/platform/storefronts/storefronts';
import { emptyCart, isValidDiscountCode, type Cart } from '@/features/cart';

/*
 * The zod schemas the stores read `td02` with until decision 0055, kept as the oracle the plain
 * readers (features/shell/store/read-persisted-local.ts and read-persisted-session.ts) are held to:
 * for any stored value, both accept the same parts and read them as the same value. A stored line is
 * checked by the backend's own `cartItemSchema`.
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
  vat: z.catch(z.nullable(z.boolean()), null),
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
        customerType: z.catch(z.enum(BUYER_TYPES), 'consumer'),
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
  devices: z.catch(
    z
      .array(
        z.object({
          slug: z.string().check(z.refine(isPhoneModelSlug)),
          name: z.string().check(z.maxLength(DEVICE_NAME_MAX)),
          savedAt: z.int().check(z.nonnegative(), z.lte(LATEST_DEVICE_TIME)),
        }),
      )
      .check(z.maxLength(MAX_DEVICES)),
    [],
  ),
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
  orderReference: z.catch(z.nullable(z.object({ buyer: z.int(), reference: z.string().check(z.maxLength(50)) })), null),
});

const text = z.string().check(z.maxLength(300));
const checkoutFormSchema = z.object({
  customerType: z.enum(CUSTOMER_TYPES),
  email: text,
  mobile: text,
  name: text,
  street: text,
  postalCode: text,
  city: text,
  companyName: text,
  organisationNumber: text,
  vatNumber: text,
  reference: text,
});

export const persistedSessionSchema = z.object({
  codes: z.pipe(
    z.catch(z.array(z.string()), []),
    z.transform((codes) => codes.filter(isValidDiscountCode)),
  ),
  rejected: z.pipe(
    z.catch(z.array(z.string()), []),
    z.transform((codes) => codes.filter(isValidDiscountCode)),
  ),
  accessories: z.catch(z.nullable(z.enum(ACCESSORIES_VARIANTS)), null),
  checkoutForm: z.catch(z.nullable(checkoutFormSchema), null),
  termsAccepted: z.catch(z.boolean(), false),
  placeKey: z.catch(z.nullable(z.string().check(z.maxLength(100))), null),
  pendingOrderId: z.catch(z.nullable(z.string().check(z.maxLength(100))), null),
});
