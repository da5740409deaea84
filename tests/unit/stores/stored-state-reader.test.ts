import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_SESSION_PROVIDERS, STOCK_STATUSES } from '@/platform/api/vocabulary';
import { isOrderLookupOver } from '@/platform/session/public-user';
import { readPersistedLocal } from '@/features/shell/store/read-persisted-local';
import { readPersistedSession } from '@/features/shell/store/read-persisted-session';
import { persistedLocalSchema, persistedSessionSchema } from './stored-state-oracle';

/*
 * The plain readers of `td02` (decision 0055) against the zod schemas they replaced: for any stored
 * value, the same parts are accepted and read as the same value. Values go through JSON as storage
 * hands them over, and each part is either of its kind or anything at all, so both the accepting and
 * the falling-back paths are walked.
 */

const NOW = 1_800_000_000_000;
const RUNS = { numRuns: 300 };
/** Generating and parsing a few hundred stored values takes a second alone, longer beside other suites. */
const GENEROUS = { timeout: 20_000 };

const anyJson = fc.jsonValue({ maxDepth: 2 });
const or = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: anyJson });
/** Any subset of the keys, each of its kind or not. */
const some = <T extends Record<string, fc.Arbitrary<unknown>>>(shape: T) =>
  fc.record(Object.fromEntries(Object.entries(shape).map(([key, arbitrary]) => [key, or(arbitrary)])), { requiredKeys: [] });
/** Every key, each of its kind: the accepting path. */
const all = <T extends Record<string, fc.Arbitrary<unknown>>>(shape: T) => fc.record(shape);
const either = <T extends Record<string, fc.Arbitrary<unknown>>>(shape: T) => fc.oneof(all(shape), some(shape));

/** Mostly short, now and then about as long as a limit (100, 300 and 500). */
const str = fc.oneof(
  { weight: 12, arbitrary: fc.string() },
  ...[100, 300, 500].map((limit) => ({ weight: 1, arbitrary: fc.string({ minLength: limit - 2, maxLength: limit + 2 }) })),
);
/** Mostly a whole number from 1, now and then 0, negative, a fraction or too large to be exact. */
const int = fc.oneof(
  { weight: 30, arbitrary: fc.integer({ min: 1, max: 1000 }) },
  { weight: 1, arbitrary: fc.integer({ min: -2, max: 0 }) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.constant(2 ** 53) },
);
const money = fc.oneof(fc.double({ min: -1e6, max: 1e6, noNaN: true }), fc.integer());
const nullOr = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: null });
const marker = nullOr(fc.oneof(fc.integer(), fc.string(), fc.boolean()));

const line = either({
  uuid: str,
  type: int,
  thumb: nullOr(either({ url: str, width: int, height: int })),
  name: str,
  slug: str,
  product_id: int,
  sku: str,
  price: money,
  ordinary_price: money,
  pricing: fc.array(either({ q: int, p: money }), { maxLength: 3 }),
  quantity: int,
  vat: money,
  categories: fc.array(int, { maxLength: 3 }),
  group_id: int,
  discount_category: int,
  stock_status: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...STOCK_STATUSES) }, { weight: 1, arbitrary: fc.string() }),
  subscription_interval: nullOr(either({ name: str })),
  estimated_at: nullOr(
    fc.oneof(
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      fc.string(),
    ),
  ),
  cart_notice: nullOr(str),
  adjusted_quantity: nullOr(int),
  campaign: fc.boolean(),
  cross_selling_product_id: marker,
  upselling_bundle_id: marker,
  unique_bundle_id: marker,
  added_by_coupon: marker,
  accessory_id: marker,
  recommended_id: marker,
  related_id: marker,
});

const session = nullOr(either({ id: str, locale: str }));
const cart = either({
  vat: nullOr(fc.boolean()),
  postalCode: nullOr(str),
  shippingMethodCE: nullOr(str),
  items: fc.array(line, { maxLength: 3 }),
  internal: fc.boolean(),
  lastAddedToCart: nullOr(str),
  openUpselling: fc.boolean(),
  consentGranted: fc.boolean(),
  hasGrants: fc.boolean(),
  revision: int,
  syncedRevision: nullOr(int),
  checkoutID: nullOr(str),
  orderSessions: either(Object.fromEntries(ORDER_SESSION_PROVIDERS.map((provider) => [provider, session]))),
  shippingMethod: nullOr(str),
  shippingProcessor: nullOr(str),
  servicePoint: nullOr(str),
  paymentMethod: nullOr(str),
  campaignData: nullOr(either({ location: str, referrer: str, params: fc.dictionary(fc.string(), fc.oneof(fc.string(), anyJson)) })),
});

const historyItem = either({
  sku: str,
  mainSku: str,
  slug: str,
  name: str,
  images: fc.array(str, { maxLength: 2 }),
  thumb: either({ url: str, width: money, height: money }),
});

const storedLocal = fc.oneof(
  { weight: 1, arbitrary: anyJson },
  {
    weight: 6,
    arbitrary: some({
      carts: fc.oneof(fc.record({ sv: cart, no: cart, da: cart, fi: cart, nl: cart }, { requiredKeys: [] }), fc.dictionary(fc.string(), cart, { maxKeys: 2 })),
      user: nullOr(
        either({
          name: str,
          orderId: nullOr(str),
          scopes: fc.array(str, { maxLength: 2 }),
          discounts: fc.dictionary(fc.string(), fc.oneof(money, anyJson), { maxKeys: 3 }),
          customerType: fc.constantFrom('consumer', 'company', 'Company', ''),
          sessionEndsAt: fc.oneof(fc.constant(NOW - 1), fc.constant(NOW + 3_600_000), money),
        }),
      ),
      recentlyViewed: fc.array(historyItem, { maxLength: 7 }),
      breadcrumbHistory: fc.array(either({ label: str, path: str }), { maxLength: 7 }),
      categoryPhoneModel: nullOr(fc.oneof(fc.constantFrom('iphone-13', 'galaxy-s21-ultra', 'Iphone 13', '-x'), fc.string())),
      devices: fc.array(
        either({
          slug: fc.oneof(fc.constantFrom('iphone-13', 'galaxy-s21-ultra', 'Iphone 13', '-x'), fc.string()),
          name: fc.oneof({ weight: 8, arbitrary: fc.string() }, { weight: 1, arbitrary: fc.string({ minLength: 78, maxLength: 82 }) }),
          savedAt: fc.oneof(int, fc.constantFrom(0, 253_402_300_799_999, 253_402_300_800_000)),
        }),
        { maxLength: 12 },
      ),
      recommendationTrackingId: nullOr(str),
      purchase: nullOr(
        either({
          items: fc.array(either({ sku: str, quantity: int, price: int }), { maxLength: 2 }),
          orderID: str,
          totalAmount: int,
          totalVAT: int,
          netAmount: int,
          hashedEmail: str,
          coupons: fc.array(str, { maxLength: 2 }),
        }),
      ),
      orderReference: nullOr(either({ buyer: int, reference: fc.oneof(str, fc.string({ minLength: 48, maxLength: 52 })) })),
    }),
  },
);

const code = fc.oneof(fc.constantFrom('SOMMAR25', 'ÅTER-10', 'ab'), fc.string());
const storedSession = fc.oneof(
  { weight: 1, arbitrary: anyJson },
  {
    weight: 6,
    arbitrary: some({
      codes: fc.array(fc.oneof(code, anyJson), { maxLength: 3 }),
      rejected: fc.array(code, { maxLength: 3 }),
      accessories: nullOr(fc.constantFrom('original', 'upselling', 'other')),
      checkoutForm: nullOr(
        either({
          customerType: fc.constantFrom('private', 'company', 'other'),
          ...Object.fromEntries(
            ['email', 'mobile', 'name', 'street', 'postalCode', 'city', 'companyName', 'organisationNumber', 'vatNumber', 'reference'].map((key) => [key, str]),
          ),
        }),
      ),
      termsAccepted: fc.boolean(),
      placeKey: nullOr(str),
      pendingOrderId: nullOr(str),
    }),
  },
);

/** What storage hands over: the value as JSON read it back. */
const asStored = (value: unknown): unknown => JSON.parse(JSON.stringify(value) ?? 'null');

function oracleLocal(persisted: unknown) {
  const parsed = persistedLocalSchema.safeParse(persisted ?? {});
  if (!parsed.success) return {};
  const { user, ...rest } = parsed.data;
  return { ...rest, user: user && isOrderLookupOver(user, NOW) ? null : user };
}

function oracleSession(persisted: unknown) {
  const parsed = persistedSessionSchema.safeParse(persisted ?? {});
  return parsed.success ? parsed.data : {};
}

describe('the stored-state readers read what the zod schemas read', () => {
  it('localStorage td02: the same carts, user, history, phone model and purchase', GENEROUS, () => {
    fc.assert(
      fc.property(storedLocal.map(asStored), (stored) => {
        expect(readPersistedLocal(stored, NOW)).toStrictEqual(oracleLocal(stored));
      }),
      RUNS,
    );
  });

  it('sessionStorage td02: the same codes, experiment and checkout draft', GENEROUS, () => {
    fc.assert(
      fc.property(storedSession.map(asStored), (stored) => {
        expect(readPersistedSession(stored)).toStrictEqual(oracleSession(stored));
      }),
      RUNS,
    );
  });

  it('a value that is not an object, or nothing at all, reads as the schemas read it', () => {
    for (const stored of [null, undefined, 3, 'td02', [], [1], true]) {
      expect(readPersistedLocal(stored, NOW)).toStrictEqual(oracleLocal(stored));
      expect(readPersistedSession(stored)).toStrictEqual(oracleSession(stored));
    }
  });
});
