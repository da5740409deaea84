import { describe, expect, it } from 'vitest';
import type { CheckoutRequest, PlaceOrderRequest } from '@/platform/api/calls/checkout';
import {
  cartItemsSchema,
  checkoutSchema,
  couponsSchema,
  orderSchema,
  orderSessionSchema,
  placeOrderResultSchema,
  productSchema,
  receiptSchema,
  servicePointsSchema,
  subscriptionsSchema,
  tokenPairSchema,
  trackingSchema,
} from '@/platform/api/schemas';
import type { Checkout } from '@/platform/api/types';
import { cartTotals } from '@/features/cart/cart-totals';
import { productsInCategories } from '@/features/cart/coupons/category-coupons';
import { reconcileCoupons } from '@/features/cart/coupons/reconcile';
import { formatMoney, toMajorUnits, vatAmount } from '@/platform/money/money';
import { getStorefront, type StorefrontCode } from '@/platform/storefronts/storefronts';
import { publicOrigin } from '@/mocks/config';
import { catalog } from '@/mocks/data/catalog';
import { LOCALES } from '@/mocks/data/localized';
import { placedOrder } from '@/mocks/data/placed-orders';
import { pricesFor } from '@/mocks/data/prices';
import type { CatalogProduct } from '@/mocks/data/products';
import { FREE_SHIPPING_FROM, SHIPPING_PROCESSORS } from '@/mocks/data/shipping';
import da from '@/messages/da.json' with { type: 'json' };
import fi from '@/messages/fi.json' with { type: 'json' };
import nl from '@/messages/nl.json' with { type: 'json' };
import no from '@/messages/no.json' with { type: 'json' };
import sv from '@/messages/sv.json' with { type: 'json' };
import { freshAccount, signedIn } from './account-client';
import { BACKEND, parsed, postJson, storeUrl, startMockBackend } from './backend';

startMockBackend();

/** A postal code and a mobile number each storefront takes. */
const CONTACT: Readonly<Record<StorefrontCode, { postalCode: string; mobile: string }>> = {
  sv: { postalCode: '118 53', mobile: '070-123 45 67' },
  no: { postalCode: '0150', mobile: '412 34 567' },
  da: { postalCode: '2100', mobile: '41 23 45 67' },
  fi: { postalCode: '00100', mobile: '401234567' },
  nl: { postalCode: '1012 AB', mobile: '412345678' },
};
const RETURN_URL = 'http://sv.localhost:3000/checkout/c-1?payment=return';

const plain = (product: CatalogProduct) =>
  product.stockStatus === 'in-stock' && product.stockLimit === null && product.variations.length === 0 && product.price.shape.kind === 'normal';
const q1Price = (product: CatalogProduct) => pricesFor(product.price, 'sv').n[0]?.p ?? 0;
const find = (predicate: (product: CatalogProduct) => boolean) => {
  const product = catalog().byPopularity.find((candidate) => plain(candidate) && predicate(candidate));
  if (!product) throw new Error('no such product in the catalog');
  return product;
};
const cheap = () => find((product) => q1Price(product) < 150);
const expensive = () => find((product) => q1Price(product) > 600);

/** A checkout request; lines need only sku and quantity, the backend prices them. */
type CheckoutBody = Omit<CheckoutRequest, 'items'> & { items: { sku: string; quantity: number; subscription_interval?: { name: string } }[] };

function checkoutRequest(overrides: Partial<CheckoutBody> = {}, locale: StorefrontCode = 'sv'): CheckoutBody {
  return {
    checkout_id: null,
    items: [{ sku: cheap().sku, quantity: 2 }],
    coupons: [],
    customer_type: 'private',
    postal_code: CONTACT[locale].postalCode,
    shipping_method: `${SHIPPING_PROCESSORS[locale].processor}-service-point`,
    ...overrides,
  };
}

const upsert = async (request: CheckoutBody, locale: StorefrontCode = 'sv') =>
  parsed(await postJson(storeUrl('/api/checkout', locale), request), checkoutSchema);

const servicePoints = async (postalCode: string, kind: string, locale: StorefrontCode = 'sv') =>
  fetch(storeUrl('/api/checkout/service-points', locale, { postal_code: postalCode, kind }));

async function firstPointId(locale: StorefrontCode = 'sv'): Promise<string> {
  const [point] = await parsed(await servicePoints(CONTACT[locale].postalCode, 'service-point', locale), servicePointsSchema);
  if (!point) throw new Error('no service point');
  return point.id;
}

async function orderRequest(checkout: Checkout, overrides: Partial<PlaceOrderRequest> = {}, locale: StorefrontCode = 'sv'): Promise<PlaceOrderRequest> {
  const storefront = getStorefront(locale);
  return {
    customer_type: checkout.customer_type,
    email: 'anna@example.com',
    mobile: CONTACT[locale].mobile,
    address: {
      name: 'Anna Svensson',
      street: 'Hornsgatan 1',
      postal_code: CONTACT[locale].postalCode,
      city: 'Stockholm',
      country_code: storefront.countryCode,
    },
    company: null,
    shipping_method: checkout.shipping_method ?? '',
    service_point: await firstPointId(locale),
    payment_method: 'card-wallet',
    payment_session: null,
    shipping_session: null,
    campaign: null,
    expected_total: toMajorUnits(checkout.totals.total),
    terms_accepted: true,
    return_url: RETURN_URL,
    ...overrides,
  };
}

const ordersUrl = (checkoutId: string, locale: StorefrontCode = 'sv') => storeUrl(`/api/checkout/${checkoutId}/orders`, locale);
const place = (checkoutId: string, body: unknown, key: string = crypto.randomUUID(), locale: StorefrontCode = 'sv') =>
  postJson(ordersUrl(checkoutId, locale), body, { 'idempotency-key': key });
const placed = async (checkoutId: string, body: unknown, key?: string, locale: StorefrontCode = 'sv') =>
  parsed(await place(checkoutId, body, key, locale), placeOrderResultSchema);
const outcomeOf = async (checkoutId: string, orderId: string) =>
  parsed(await fetch(storeUrl(`/api/checkout/${checkoutId}/orders/${orderId}`, 'sv')), placeOrderResultSchema);
const receipt = (orderId: string, token: string, locale: StorefrontCode = 'sv') =>
  fetch(storeUrl(`/api/receipts/${orderId}`, locale), { headers: { 'x-receipt-token': token } });

/** The id the next placed order would get: an order not placed leaves it unused. */
const followingId = (orderId: string) => `TD-${Number(orderId.slice(3)) + 1}`;

async function approvedOrder(email = 'anna@example.com') {
  const checkout = await upsert(checkoutRequest());
  const answer = await placed(checkout.id, await orderRequest(checkout, { email }));
  if (answer.outcome !== 'approved') throw new Error(`expected approved, got ${answer.outcome}`);
  return { checkout, answer };
}

describe('POST /api/checkout', () => {
  it('creates a checkout and updates it under the same id; an unknown id starts a new one', async () => {
    const created = await upsert(checkoutRequest());
    expect(created).toMatchObject({ status: 'open', order_id: null, customer_type: 'private' });
    const updated = await upsert(checkoutRequest({ checkout_id: created.id, items: [{ sku: cheap().sku, quantity: 3 }] }));
    expect(updated.id).toBe(created.id);
    expect(updated.items[0]?.quantity).toBe(3);
    const fresh = await upsert(checkoutRequest({ checkout_id: 'no-such-checkout' }));
    expect(fresh.id).not.toBe('no-such-checkout');
    expect(fresh.id).not.toBe(created.id);
  });

  it('totals in minor units agree with the cart panel (cartTotals) plus shipping', async () => {
    const items = [
      { sku: expensive().sku, quantity: 1 },
      { sku: cheap().sku, quantity: 3 },
    ];
    const checkout = await upsert(checkoutRequest({ items: items, coupons: ['SOMMAR10'] }));
    const lines = await parsed(await postJson(storeUrl('/api/sync-cart', 'sv'), { items, coupons: ['SOMMAR10'] }), cartItemsSchema);
    const verdicts = await parsed(await postJson(storeUrl('/api/sync-coupons', 'sv'), { coupons: ['SOMMAR10'], cart_contents: items }), couponsSchema);
    const expected = cartTotals(lines, reconcileCoupons(['SOMMAR10'], verdicts, lines).kept);
    const shipping = checkout.shipping_methods.find((method) => method.id === checkout.shipping_method)?.price ?? -1;
    expect(expected.discount).toBeGreaterThan(0);
    expect(checkout.totals).toEqual({
      subtotal: expected.subtotal,
      discount: expected.discount,
      shipping,
      vat: expected.vat + vatAmount(shipping, 25),
      total: expected.total + shipping,
    });
    expect(checkout.coupons).toEqual([{ code: 'SOMMAR10', label: 'Sommarrea 10 %', amount: expected.discount }]);
    expect(checkout.rejected_coupons).toEqual([]);
  });

  it('takes a category coupon off the lines in its categories only, as the cart panel does', async () => {
    const apple = find((product) => product.brand === 'apple' && product.variations.length === 0);
    const samsung = find((product) => product.brand === 'samsung' && product.variations.length === 0);
    const items = [
      { sku: apple.sku, quantity: 1 },
      { sku: samsung.sku, quantity: 2 },
    ];
    const checkout = await upsert(checkoutRequest({ items, coupons: ['APPLE20'] }));
    const lines = await parsed(await postJson(storeUrl('/api/sync-cart', 'sv'), { items, coupons: ['APPLE20'] }), cartItemsSchema);
    const [coupon] = await parsed(await postJson(storeUrl('/api/sync-coupons', 'sv'), { coupons: ['APPLE20'], cart_contents: items }), couponsSchema);
    const held = (await (
      await postJson(storeUrl('/api/category-children', 'sv'), { productIDs: [apple.id, samsung.id], Categories: coupon?.get_categories })
    ).json()) as Record<string, number[]>;
    const reached = productsInCategories(held, lines, coupon?.get_categories ?? []);
    expect(reached).toEqual([apple.id]);
    const appleLine = lines.find((line) => line.product_id === apple.id);
    const expected = cartTotals(lines, coupon ? [coupon] : [], {}, { APPLE20: reached });
    expect(expected.discount).toBe(Math.round((appleLine?.price ?? 0) * 0.2));
    expect(checkout.totals.discount).toBe(expected.discount);
    expect(checkout.coupons).toEqual([{ code: 'APPLE20', label: '20 % på reservdelar till Apple', amount: expected.discount }]);
  });

  it('lists rejected coupons and chooses only an offered method', async () => {
    const checkout = await upsert(checkoutRequest({ coupons: ['NOSUCHCODE', 'KUNDRABATT'], shipping_method: 'dhl-express' }));
    expect(checkout.coupons).toEqual([]);
    expect(checkout.rejected_coupons).toEqual(['NOSUCHCODE', 'KUNDRABATT']);
    expect(checkout.shipping_method).toBeNull();
    expect(checkout.totals.shipping).toBe(0);
  });

  it('makes pick-up free from the threshold, never home delivery', async () => {
    const price = (checkout: Checkout, kind: string) => checkout.shipping_methods.find((method) => method.kind === kind)?.price;
    const small = await upsert(checkoutRequest({ items: [{ sku: cheap().sku, quantity: 1 }] }));
    expect(small.free_shipping_from).toBe(49_900);
    expect(small.totals.subtotal).toBeLessThan(49_900);
    expect([price(small, 'service-point'), price(small, 'parcel-locker'), price(small, 'home')]).toEqual([4_900, 3_900, 8_900]);
    expect(small.totals.shipping).toBe(4_900);
    const large = await upsert(checkoutRequest({ items: [{ sku: expensive().sku, quantity: 1 }] }));
    expect(large.totals.subtotal).toBeGreaterThanOrEqual(49_900);
    expect([price(large, 'service-point'), price(large, 'parcel-locker'), price(large, 'home')]).toEqual([0, 0, 8_900]);
    expect(large.totals.shipping).toBe(0);
  });

  it('offers no home delivery to postal codes starting with 9, and nothing to an unknown postal code', async () => {
    const north = await upsert(checkoutRequest({ postal_code: '981 38' }));
    expect(north.shipping_methods.map((method) => method.kind)).toEqual(['service-point', 'parcel-locker']);
    const unknown = await upsert(checkoutRequest({ postal_code: '1234' }));
    expect(unknown.shipping_methods).toEqual([]);
    expect(unknown.shipping_method).toBeNull();
  });

  it('gives a company the business payment variants', async () => {
    const privately = await upsert(checkoutRequest());
    expect(privately.payment_methods.map((method) => [method.id, method.provider])).toEqual([
      ['card-wallet', 'cardWallet'],
      ['invoice', 'invoice'],
      ['pay-later', 'payLaterB2C'],
    ]);
    expect(privately.payment_methods[0]?.brands).toEqual(['visa', 'mastercard', 'swish']);
    const company = await upsert(checkoutRequest({ customer_type: 'company' }));
    expect(company.payment_methods.map((method) => [method.id, method.kind, method.provider])).toEqual([
      ['card-wallet', 'card-wallet', 'cardWallet'],
      ['invoice-company', 'invoice', 'invoice'],
      ['pay-later-company', 'pay-later', 'payLaterB2B'],
    ]);
  });
});

describe('service points and payment sessions', () => {
  it('lists the five nearest points, nearest first, the same for the same postal code', async () => {
    const points = await parsed(await servicePoints('11853', 'service-point'), servicePointsSchema);
    expect(points).toHaveLength(5);
    const distances = points.map((point) => point.distance_m);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(points.every((point) => point.postal_code === '118 53' && point.city === 'Stockholm')).toBe(true);
    expect(await parsed(await servicePoints('118 53', 'service-point'), servicePointsSchema)).toEqual(points);
    const lockers = await parsed(await servicePoints('11853', 'parcel-locker'), servicePointsSchema);
    expect(lockers.every((point) => point.kind === 'parcel-locker' && point.name.startsWith('PostNord Box'))).toBe(true);
  });

  it('answers 400 for a postal code of another country or an unknown kind', async () => {
    expect((await servicePoints('1234', 'service-point')).status).toBe(400);
    expect((await servicePoints('11853', 'home')).status).toBe(400);
  });

  it('keeps one session per checkout and provider', async () => {
    const checkout = await upsert(checkoutRequest());
    const open = async (provider: string) =>
      parsed(await postJson(storeUrl(`/api/checkout/${checkout.id}/payment-sessions`, 'sv'), { provider }), orderSessionSchema);
    const first = await open('cardWallet');
    expect(first.locale).toBe('sv-SE');
    expect(await open('cardWallet')).toEqual(first);
    expect((await open('payLaterB2C')).id).not.toBe(first.id);
    expect((await postJson(storeUrl('/api/checkout/no-such-checkout/payment-sessions', 'sv'), { provider: 'cardWallet' })).status).toBe(404);
  });
});

describe('placing an order', () => {
  it('approves it with an order id and a receipt token, and completes the checkout', async () => {
    const { checkout, answer } = await approvedOrder();
    expect(answer.order_id).toMatch(/^TD-2\d{5}$/);
    expect(answer.receipt_token).toMatch(/^[0-9a-f]{32}$/);
    const after = await upsert(checkoutRequest({ checkout_id: checkout.id, items: [{ sku: expensive().sku, quantity: 5 }] }));
    expect(after).toMatchObject({ id: checkout.id, status: 'completed', order_id: answer.order_id });
    expect(after.items.map((line) => [line.sku, line.quantity])).toEqual(checkout.items.map((line) => [line.sku, line.quantity]));
  });

  it('keeps the provider sessions and the campaign the order names, shown at /__mock/placed-orders', async () => {
    const checkout = await upsert(checkoutRequest());
    const campaign = { location: 'https://sv.localhost/?utm_source=news&gclid=Cj0K', referrer: '', utm_source: 'news', gclid: 'Cj0K' };
    const body = await orderRequest(checkout, { payment_session: 'cardWallet-1', shipping_session: 'shipping-1', campaign });
    const answer = await placed(checkout.id, body);
    if (answer.outcome !== 'approved') throw new Error('not approved');
    const recorded = await fetch(`${publicOrigin()}/__mock/placed-orders/${answer.order_id}`);
    expect(await recorded.json()).toMatchObject({ id: answer.order_id, payment_session: 'cardWallet-1', shipping_session: 'shipping-1', campaign });
    expect((await fetch(`${publicOrigin()}/__mock/placed-orders/TD-999999`)).status).toBe(404);
  });

  it('answers the same key with the same answer and places one order', async () => {
    const checkout = await upsert(checkoutRequest());
    const body = await orderRequest(checkout);
    const first = await placed(checkout.id, body, 'key-same-twice');
    expect(await placed(checkout.id, body, 'key-same-twice')).toEqual(first);
    if (first.outcome !== 'approved') throw new Error('not approved');
    expect(placedOrder(followingId(first.order_id))).toBeUndefined();
  });

  it('places one order per checkout whatever the key (two tabs)', async () => {
    const checkout = await upsert(checkoutRequest());
    const body = await orderRequest(checkout);
    const first = await placed(checkout.id, body, 'key-tab-one');
    const second = await placed(checkout.id, body, 'key-tab-two');
    expect(second).toEqual(first);
  });

  it('waits for the first of two concurrent requests with the same key', async () => {
    const checkout = await upsert(checkoutRequest());
    const body = await orderRequest(checkout);
    const [one, two] = await Promise.all([placed(checkout.id, body, 'key-concurrent'), placed(checkout.id, body, 'key-concurrent')]);
    expect(two).toEqual(one);
    if (one.outcome !== 'approved') throw new Error('not approved');
    expect(placedOrder(followingId(one.order_id))).toBeUndefined();
  });

  it('declines or fails on the e-mail tags +declined and +error', async () => {
    const checkout = await upsert(checkoutRequest());
    expect(await placed(checkout.id, await orderRequest(checkout, { email: 'anna+Declined@example.com' }))).toEqual({ outcome: 'declined', order_id: null });
    expect(await placed(checkout.id, await orderRequest(checkout, { email: 'anna+error@example.com' }))).toEqual({ outcome: 'provider_error', order_id: null });
  });

  it('refuses to charge a total the shopper did not see', async () => {
    const checkout = await upsert(checkoutRequest());
    const answer = await placed(checkout.id, await orderRequest(checkout, { expected_total: toMajorUnits(checkout.totals.total) + 1 }));
    expect(answer.outcome).toBe('changed');
    if (answer.outcome !== 'changed') throw new Error('not changed');
    expect(answer.checkout.totals).toEqual(checkout.totals);
    expect((await upsert(checkoutRequest({ checkout_id: checkout.id }))).status).toBe('open');
  });

  it('+price: the first try answers changed with 10 % dearer lines, the next with that total is approved', async () => {
    const checkout = await upsert(checkoutRequest({ items: [{ sku: cheap().sku, quantity: 1 }] }));
    const body = await orderRequest(checkout, { email: 'anna+price@example.com' });
    const first = await placed(checkout.id, body);
    if (first.outcome !== 'changed') throw new Error(`expected changed, got ${first.outcome}`);
    const before = checkout.items[0]?.price ?? 0;
    const after = first.checkout.items[0]?.price ?? 0;
    expect(after % 100).toBe(0);
    expect(Math.abs(after - before * 1.1)).toBeLessThanOrEqual(50);
    expect(await upsert(checkoutRequest({ checkout_id: checkout.id, items: [{ sku: cheap().sku, quantity: 1 }] }))).toMatchObject({
      totals: first.checkout.totals,
    });
    const second = await placed(checkout.id, { ...body, expected_total: toMajorUnits(first.checkout.totals.total) });
    expect(second.outcome).toBe('approved');
  });

  it('+stock: the first line of two or more is cut to one, then the new total is approved', async () => {
    const checkout = await upsert(checkoutRequest({ items: [{ sku: cheap().sku, quantity: 3 }] }));
    const body = await orderRequest(checkout, { email: 'anna+stock@example.com' });
    const first = await placed(checkout.id, body);
    if (first.outcome !== 'changed') throw new Error(`expected changed, got ${first.outcome}`);
    expect(first.checkout.items[0]).toMatchObject({ quantity: 1, adjusted_quantity: 1 });
    const second = await placed(checkout.id, { ...body, expected_total: toMajorUnits(first.checkout.totals.total) });
    expect(second.outcome).toBe('approved');
  });

  it('+confirm: waits for the provider, whose approval gives the receipt token', async () => {
    const checkout = await upsert(checkoutRequest());
    const answer = await placed(checkout.id, await orderRequest(checkout, { email: 'anna+confirm@example.com' }));
    if (answer.outcome !== 'action_required') throw new Error(`expected action_required, got ${answer.outcome}`);
    expect(answer.redirect_url.startsWith(`${publicOrigin()}/provider/confirm/${answer.order_id}?`)).toBe(true);
    expect(await outcomeOf(checkout.id, answer.order_id)).toEqual(answer);

    const page = await fetch(answer.redirect_url);
    const html = await page.text();
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<html lang="sv-SE">');
    expect(html).toContain('Bekräfta betalningen');
    expect(html).toContain(formatMoney(checkout.totals.total, getStorefront('sv')));

    const decision = new URLSearchParams({ decision: 'approve', return: RETURN_URL });
    const back = await fetch(answer.redirect_url, { method: 'POST', body: decision, redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(RETURN_URL);
    const approved = await outcomeOf(checkout.id, answer.order_id);
    if (approved.outcome !== 'approved') throw new Error(`expected approved, got ${approved.outcome}`);
    expect((await receipt(answer.order_id, approved.receipt_token)).status).toBe(200);
  });

  it('+confirm then cancel at the provider: the order is cancelled', async () => {
    const checkout = await upsert(checkoutRequest());
    const answer = await placed(checkout.id, await orderRequest(checkout, { email: 'anna+confirm@example.com' }));
    if (answer.outcome !== 'action_required') throw new Error(`expected action_required, got ${answer.outcome}`);
    const decision = new URLSearchParams({ decision: 'cancel', return: RETURN_URL });
    expect((await fetch(answer.redirect_url, { method: 'POST', body: decision, redirect: 'manual' })).status).toBe(303);
    expect(await outcomeOf(checkout.id, answer.order_id)).toEqual({ outcome: 'cancelled', order_id: answer.order_id });
    expect((await fetch(storeUrl(`/api/checkout/other-checkout/orders/${answer.order_id}`, 'sv'))).status).toBe(404);
  });

  it('only sends the shopper back to a web address', async () => {
    const checkout = await upsert(checkoutRequest());
    const answer = await placed(checkout.id, await orderRequest(checkout, { email: 'anna+confirm@example.com' }));
    if (answer.outcome !== 'action_required') throw new Error(`expected action_required, got ${answer.outcome}`);
    const decision = new URLSearchParams({ decision: 'approve', return: 'javascript:alert(1)' });
    expect((await fetch(answer.redirect_url, { method: 'POST', body: decision, redirect: 'manual' })).status).toBe(400);
    expect((await outcomeOf(checkout.id, answer.order_id)).outcome).toBe('action_required');
  });

  it('shows the receipt to the holder of the token only', async () => {
    const { answer } = await approvedOrder();
    const shown = await parsed(await receipt(answer.order_id, answer.receipt_token), receiptSchema);
    expect(shown).toMatchObject({ id: answer.order_id, email: 'anna@example.com', mobile: '+46701234567', customer_type: 'private', company: null });
    expect(shown.shipping).toMatchObject({ kind: 'service-point', carrier: 'PostNord', vat: 25 });
    expect(shown.shipping.service_point?.id).toBe(await firstPointId());
    expect((await receipt(answer.order_id, 'f'.repeat(32))).status).toBe(404);
    expect((await receipt('TD-999999', answer.receipt_token)).status).toBe(404);
  });

  it('is found by the order tracking with its e-mail', async () => {
    const { answer } = await approvedOrder('erik@example.com');
    const tracking = await parsed(await fetch(storeUrl(`/api/track-order/${answer.order_id}`, 'sv', { email: 'Erik@example.com' })), trackingSchema);
    expect(tracking).toMatchObject({ order_id: answer.order_id, status: 'received', tracking_number: null, carrier: 'PostNord' });
    expect((await fetch(storeUrl(`/api/track-order/${answer.order_id}`, 'sv', { email: 'someone@example.com' }))).status).toBe(404);
  });

  it("opens with its order lookup: the checkout's delivery and payment, received", async () => {
    const { answer } = await approvedOrder('erik@example.com');
    const login = await postJson(storeUrl('/api/order-auth/login', 'sv'), { order_id: answer.order_id, email: 'erik@example.com' });
    const { access_token } = await parsed(login, tokenPairSchema);
    const order = await parsed(
      await fetch(storeUrl(`/api/orders/${answer.order_id}`, 'sv'), { headers: { authorization: `Bearer ${access_token}` } }),
      orderSchema,
    );
    const shown = await parsed(await receipt(answer.order_id, answer.receipt_token), receiptSchema);
    expect(order).toMatchObject({
      status: 'received',
      customer_type: 'private',
      payment: { kind: shown.payment.kind },
      delivered_at: null,
      returnable_until: null,
    });
    expect(order.delivery).toEqual({ address: shown.address, kind: 'service-point', carrier: 'PostNord', service_point: shown.shipping.service_point?.name });
    expect(order.lines.map((line) => [line.sku, line.quantity])).toEqual(shown.lines.map((line) => [line.sku, line.quantity]));
  });

  it('answers 400 to a request it cannot place', async () => {
    const checkout = await upsert(checkoutRequest());
    const body = await orderRequest(checkout);
    expect((await postJson(ordersUrl(checkout.id), body)).status).toBe(400);
    expect((await place(checkout.id, body, 'short')).status).toBe(400);
    const refused = [
      { mobile: '12345' },
      { mobile: '+4741234567' },
      { mobile: '08-123 456 78' },
      { service_point: null },
      { terms_accepted: false },
      { customer_type: 'company' as const },
      { payment_method: 'invoice-company' },
      { shipping_method: 'postnord-express' },
      { return_url: 'javascript:alert(1)' },
    ];
    for (const overrides of refused) {
      const response = await place(checkout.id, { ...body, ...overrides });
      expect(response.status, JSON.stringify(overrides)).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'bad_request' });
    }
    expect((await place('no-such-checkout', body)).status).toBe(404);
  });
});

/** A mobile number of each country in E.164; those of da, fi and nl are ones the old pattern (docs/product/storefronts.md, SF-13) refused. */
const NEW_MOBILE: Readonly<Record<StorefrontCode, string>> = {
  sv: '+46701234567',
  no: '+4741234567',
  da: '+4520123456',
  fi: '+358501234567',
  nl: '+31612345678',
};

describe.each(LOCALES)('checkout in every storefront (%s)', (locale) => {
  it('prices, places and shows the receipt in the storefront currency', async () => {
    const checkout = await upsert(checkoutRequest({ items: [{ sku: cheap().sku, quantity: 3 }] }, locale), locale);
    expect(checkout.shipping_method).not.toBeNull();
    const answer = await placed(checkout.id, await orderRequest(checkout, {}, locale), undefined, locale);
    if (answer.outcome !== 'approved') throw new Error(`expected approved, got ${answer.outcome}`);
    const shown = await parsed(await receipt(answer.order_id, answer.receipt_token, locale), receiptSchema);
    expect(shown.totals).toEqual(checkout.totals);
  });

  it('takes a mobile number in E.164 by the checkout’s rule and keeps it so (docs/product/checkout.md, CHK-17 and CHK-18)', async () => {
    const checkout = await upsert(checkoutRequest({}, locale), locale);
    const other = LOCALES.find((code) => code !== locale)!;
    const refused = await place(checkout.id, await orderRequest(checkout, { mobile: NEW_MOBILE[other] }, locale), undefined, locale);
    expect(refused.status).toBe(400);
    const answer = await placed(checkout.id, await orderRequest(checkout, { mobile: NEW_MOBILE[locale] }, locale), undefined, locale);
    if (answer.outcome !== 'approved') throw new Error(`expected approved, got ${answer.outcome}`);
    const shown = await parsed(await receipt(answer.order_id, answer.receipt_token, locale), receiptSchema);
    expect(shown.mobile).toBe(NEW_MOBILE[locale]);
    const recorded = await fetch(`${BACKEND}/__mock/placed-orders/${answer.order_id}`);
    expect(await recorded.json()).toMatchObject({ id: answer.order_id, locale, received: { mobile: NEW_MOBILE[locale] } });
  });
});

describe('GET /__mock/placed-orders/:id', () => {
  it('is a 404 for an order the checkout never placed', async () => {
    expect((await fetch(`${BACKEND}/__mock/placed-orders/TD-999999`)).status).toBe(404);
  });
});

describe('free shipping is what the header promises', () => {
  const promise = { sv, no, da, fi, nl };
  it.each(LOCALES)('%s: the threshold is the amount in the selling point', (locale) => {
    expect(promise[locale].header.usps.freeShipping).toMatch(new RegExp(`\\b${toMajorUnits(FREE_SHIPPING_FROM[locale])}\\b`));
  });
});

describe('a subscribed line (docs/product/orders.md, ORD-7 and ORD-9)', () => {
  const consumable = () => find((product) => product.part.subscriptionIntervals.includes('2-months'));

  it('is offered at the intervals of its product page', async () => {
    const product = await parsed(await fetch(storeUrl(`/api/product-by-slug/${consumable().slug}`, 'sv')), productSchema);
    expect(product.subscription_intervals).toEqual(['1-month', '2-months', '3-months']);
    const screen = await parsed(await fetch(storeUrl(`/api/product-by-slug/${cheap().slug}`, 'sv')), productSchema);
    expect(screen.subscription_intervals).toEqual([]);
  });

  it('keeps an interval its product offers and sells any other as a one-off', async () => {
    const checkout = await upsert(
      checkoutRequest({
        items: [
          { sku: consumable().sku, quantity: 1, subscription_interval: { name: '2-months' } },
          { sku: consumable().sku, quantity: 1, subscription_interval: { name: '6-months' } },
          { sku: cheap().sku, quantity: 1, subscription_interval: { name: '2-months' } },
        ],
      }),
    );
    expect(checkout.items.map((line) => line.subscription_interval?.name ?? null)).toEqual(['2-months', null, null]);
  });

  it('carries its interval into the receipt and the order', async () => {
    const checkout = await upsert(checkoutRequest({ items: [{ sku: consumable().sku, quantity: 2, subscription_interval: { name: '2-months' } }] }));
    const answer = await placed(checkout.id, await orderRequest(checkout, { email: 'erik@example.com' }));
    if (answer.outcome !== 'approved') throw new Error(`expected approved, got ${answer.outcome}`);
    const shown = await parsed(await receipt(answer.order_id, answer.receipt_token), receiptSchema);
    expect(shown.lines.map((line) => [line.sku, line.subscription_interval])).toEqual([[consumable().sku, '2-months']]);
    const login = await postJson(storeUrl('/api/order-auth/login', 'sv'), { order_id: answer.order_id, email: 'erik@example.com' });
    const { access_token } = await parsed(login, tokenPairSchema);
    const order = await parsed(
      await fetch(storeUrl(`/api/orders/${answer.order_id}`, 'sv'), { headers: { authorization: `Bearer ${access_token}` } }),
      orderSchema,
    );
    expect(order.lines.map((line) => line.subscription_interval)).toEqual(['2-months']);
  });

  it("starts the subscription on the account of a signed-in customer's order, never on a guest's (ORD-11)", async () => {
    const account = await freshAccount();
    const auth = await signedIn(account.email, account.password);
    const subscriptions = async () => parsed(await fetch(storeUrl('/api/subscriptions', 'sv'), { headers: auth }), subscriptionsSchema);
    const before = await subscriptions();
    const subscribedCheckout = () => upsert(checkoutRequest({ items: [{ sku: consumable().sku, quantity: 2, subscription_interval: { name: '2-months' } }] }));

    const guest = await subscribedCheckout();
    expect((await placed(guest.id, await orderRequest(guest, { email: account.email }))).outcome).toBe('approved');
    expect(await subscriptions()).toEqual(before);

    const own = await subscribedCheckout();
    const body = await orderRequest(own, { email: account.email });
    const answer = await parsed(await postJson(ordersUrl(own.id), body, { 'idempotency-key': crypto.randomUUID(), ...auth }), placeOrderResultSchema);
    expect(answer.outcome).toBe('approved');
    const after = await subscriptions();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length)).toEqual([
      expect.objectContaining({ sku: consumable().sku, quantity: 2, interval: '2-months', status: 'active', next_delivery: expect.any(String) }),
    ]);
  });
});
