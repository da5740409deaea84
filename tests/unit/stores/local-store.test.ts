// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { toCartItemPayload } from '@/features/cart/cart-payload';
import { line } from './sample-line';
import { createLocalStore } from '@/features/shell/store/local-store';
import { LOCAL_STORE_VERSION } from '@/features/shell/store/persisted-local';

const stored = (state: unknown, version = LOCAL_STORE_VERSION) => localStorage.setItem('td02', JSON.stringify({ state, version }));
const readStored = () => JSON.parse(localStorage.getItem('td02') ?? 'null') as { state: { carts: Record<string, { items: unknown[] }> } };

async function hydrated(storefront: 'sv' | 'fi' = 'sv') {
  const store = createLocalStore(storefront);
  await store.persist.rehydrate();
  return store;
}

beforeEach(() => localStorage.clear());

describe('localStorage td02', () => {
  it('keeps a cart across page loads, in wire format on disk and minor units in memory', async () => {
    const first = await hydrated();
    first.getState().addItem('sv', line({ quantity: 2 }));
    const onDisk = readStored().state.carts.sv?.items[0] as { price: number; quantity: number };
    expect(onDisk).toMatchObject({ price: 1299, quantity: 2 });
    const second = await hydrated();
    expect(second.getState().carts.sv?.items[0]).toMatchObject({ sku: 'TDS11', price: 129900, quantity: 2 });
  });

  it.each([
    ['not JSON at all', '{"state": {"carts": '],
    ['a foreign value', JSON.stringify({ hello: 'world' })],
    ['a string', JSON.stringify('td02')],
    ['null', 'null'],
  ])('survives %s without crashing', async (_, raw) => {
    localStorage.setItem('td02', raw);
    const store = await hydrated();
    expect(store.getState().carts).toEqual({});
    store.getState().addItem('sv', line());
    expect(store.getState().carts.sv?.items).toHaveLength(1);
  });

  it('drops only the damaged lines and parts of a stored cart', async () => {
    const good = toCartItemPayload(line());
    stored({
      carts: { sv: { items: [good, { sku: 42 }, 'junk'], vat: 'maybe', checkoutID: 17 }, xx: { items: [good] } },
      user: 'not a user',
      recentlyViewed: 'nope',
    });
    const store = await hydrated();
    const cart = store.getState().carts.sv;
    expect(cart?.items.map((item) => item.sku)).toEqual(['TDS11']);
    expect(cart?.vat).toBeNull();
    expect(cart?.checkoutID).toBeNull();
    expect(store.getState().user).toBeNull();
    expect(Object.keys(store.getState().carts)).toEqual(['sv']);
  });

  it('forgets an order look-up whose session has ended, and keeps one that runs and a customer', async () => {
    const lookup = { name: 'Erik', orderId: 'TD-100237', scopes: ['my-order'], discounts: {} };
    stored({ user: { ...lookup, sessionEndsAt: Date.now() - 1 } });
    expect((await hydrated()).getState().user).toBeNull();
    stored({ user: { ...lookup, sessionEndsAt: Date.now() + 60_000 } });
    expect((await hydrated()).getState().user?.orderId).toBe('TD-100237');
    // A customer's refresh cookie may outlive the access token: the refresh decides (decision 0009).
    stored({ user: { ...lookup, orderId: null, scopes: [], sessionEndsAt: Date.now() - 1 } });
    expect((await hydrated()).getState().user?.name).toBe('Erik');
  });

  it("migrates the previous shop's single cart (version 0) into this storefront's cart", async () => {
    stored({ cart: { items: [toCartItemPayload(line())], vat: false } }, 0);
    const store = await hydrated('fi');
    expect(store.getState().carts.fi?.items).toHaveLength(1);
    expect(store.getState().carts.fi?.vat).toBe(false);
    expect(store.getState().carts.sv).toBeUndefined();
  });

  it('drops the plain e-mail of a purchase stored before version 2, on disk too, and keeps its hash', async () => {
    const purchase = { items: [], orderID: 'TD-1001', totalAmount: 0, totalVAT: 0, netAmount: 0, hashedEmail: 'a'.repeat(64), coupons: [] };
    stored({ purchase: { ...purchase, email: 'anna@example.se' } }, 1);
    const store = await hydrated();
    expect(store.getState().purchase).toEqual(purchase);
    expect(localStorage.getItem('td02')).not.toContain('anna@example.se');
    expect(localStorage.getItem('td02')).toContain('a'.repeat(64));
  });

  it('reads a VAT-included cart stored before version 3 as no choice, and a choice without VAT as one (ACC-17)', async () => {
    stored({ carts: { sv: { items: [], vat: true }, fi: { items: [], vat: false } } }, 2);
    const store = await hydrated();
    expect(store.getState().carts.sv?.vat).toBeNull();
    expect(store.getState().carts.fi?.vat).toBe(false);
  });

  it('keeps carts apart per storefront, so none shows in another currency', async () => {
    const store = await hydrated();
    store.getState().addItem('sv', line());
    store.getState().addItem('fi', line({ uuid: 'line-2', price: 11990, pricing: [{ q: 1, p: 11990 }] }));
    expect(store.getState().carts.sv?.items[0]?.price).toBe(129900);
    expect(store.getState().carts.fi?.items[0]?.price).toBe(11990);
  });
});

describe('cart sync answers', () => {
  it('applies the answer for the current revision and ignores a slow answer for an older one', async () => {
    const store = await hydrated();
    store.getState().addItem('sv', line());
    const sentAt = store.getState().carts.sv?.revision ?? -1;
    store.getState().setQuantity('sv', store.getState().carts.sv?.items[0]?.uuid ?? '', 5);
    const stale = store.getState().applySyncedItems('sv', sentAt, [line({ quantity: 1 })], false);
    expect(stale).toBe(false);
    expect(store.getState().carts.sv?.items[0]).toMatchObject({ quantity: 5, price: 119900 });

    const current = store.getState().carts.sv?.revision ?? -1;
    const fresh = store.getState().applySyncedItems('sv', current, [line({ quantity: 5, price: 119900, cart_notice: 'Levereras i två paket' })], true);
    expect(fresh).toBe(true);
    expect(store.getState().carts.sv).toMatchObject({ internal: true, syncedRevision: current });
    expect(store.getState().carts.sv?.items[0]?.cart_notice).toBe('Levereras i två paket');
  });

  it('keeps the campaign data with the cart across page loads, beside the checkout it belongs to', async () => {
    const store = await hydrated();
    const campaign = { location: 'https://sv.localhost/?utm_source=mail&gclid=abc', referrer: '', params: { utm_source: 'mail', gclid: 'abc' } };
    store.getState().addItem('sv', line());
    store.getState().setCheckoutId('sv', 'chk-1');
    store.getState().setCampaignData('sv', campaign);
    expect((await hydrated()).getState().carts.sv).toMatchObject({ checkoutID: 'chk-1', campaignData: campaign });
  });
});

const orderSession = (id: string) => ({ id, locale: 'sv-SE' });

describe('checkout in the cart', () => {
  it('merges delivery and payment choices as they are made, and keeps them across a reload', async () => {
    const store = await hydrated();
    store.getState().addItem('sv', line());
    store.getState().setCheckoutChoices('sv', { postalCode: '113 50' });
    store.getState().setCheckoutChoices('sv', {
      shippingMethod: 'postnord-service-point',
      shippingProcessor: 'postnord',
      shippingMethodCE: 'PN-SP',
      servicePoint: 'sp-42',
    });
    store.getState().setCheckoutChoices('sv', { paymentMethod: 'card' });
    const expected = {
      postalCode: '113 50',
      shippingMethod: 'postnord-service-point',
      shippingProcessor: 'postnord',
      shippingMethodCE: 'PN-SP',
      servicePoint: 'sp-42',
      paymentMethod: 'card',
    };
    expect(store.getState().carts.sv).toMatchObject(expected);
    expect(store.getState().carts.sv?.items).toHaveLength(1);
    expect((await hydrated()).getState().carts.sv).toMatchObject(expected);
  });

  it('a choice taken back is null again', async () => {
    const store = await hydrated();
    store.getState().setCheckoutChoices('sv', { shippingMethod: 'home-delivery', servicePoint: 'sp-42' });
    store.getState().setCheckoutChoices('sv', { servicePoint: null });
    expect(store.getState().carts.sv).toMatchObject({ shippingMethod: 'home-delivery', servicePoint: null });
  });

  it('keeps one order session per provider, across a reload', async () => {
    const store = await hydrated();
    store.getState().setCheckoutId('sv', 'chk-1');
    store.getState().setOrderSession('sv', 'cardWallet', orderSession('card-1'));
    store.getState().setOrderSession('sv', 'invoice', orderSession('inv-1'));
    store.getState().setOrderSession('sv', 'cardWallet', orderSession('card-2'));
    const expected = { cardWallet: orderSession('card-2'), shipping: null, invoice: orderSession('inv-1'), payLaterB2C: null, payLaterB2B: null };
    expect(store.getState().carts.sv?.orderSessions).toEqual(expected);
    expect((await hydrated()).getState().carts.sv?.orderSessions).toEqual(expected);
  });

  it.each<[string, string | null, boolean]>([
    ['the same checkout id keeps', 'chk-1', true],
    ['another checkout id drops', 'chk-2', false],
    ['no checkout id drops', null, false],
  ])('%s the provider sessions', async (_, checkoutID, kept) => {
    const store = await hydrated();
    store.getState().setCheckoutId('sv', 'chk-1');
    store.getState().setOrderSession('sv', 'cardWallet', orderSession('card-1'));
    store.getState().setOrderSession('sv', 'payLaterB2B', orderSession('b2b-1'));
    store.getState().setCheckoutId('sv', checkoutID);
    expect(store.getState().carts.sv?.checkoutID).toBe(checkoutID);
    expect(store.getState().carts.sv?.orderSessions).toEqual({
      cardWallet: kept ? orderSession('card-1') : null,
      shipping: null,
      invoice: null,
      payLaterB2C: null,
      payLaterB2B: kept ? orderSession('b2b-1') : null,
    });
  });

  it('completing an order empties the lines, clears the checkout, bumps the revision and keeps VAT and postal code', async () => {
    const store = await hydrated();
    store.getState().addItem('sv', line());
    store.getState().setVat('sv', false);
    store.getState().setCheckoutId('sv', 'chk-1');
    store.getState().setOrderSession('sv', 'cardWallet', orderSession('card-1'));
    store.getState().setCheckoutChoices('sv', {
      postalCode: '113 50',
      shippingMethod: 'postnord-service-point',
      shippingProcessor: 'postnord',
      shippingMethodCE: 'PN-SP',
      servicePoint: 'sp-42',
      paymentMethod: 'card',
    });
    store.getState().setCampaignData('sv', { location: 'https://x', referrer: '', params: { utm_source: 'mail' } });
    const revision = store.getState().carts.sv?.revision ?? -1;

    store.getState().completeOrder('sv');
    const expected = {
      items: [],
      lastAddedToCart: null,
      checkoutID: null,
      orderSessions: { cardWallet: null, shipping: null, invoice: null, payLaterB2C: null, payLaterB2B: null },
      shippingMethod: null,
      shippingProcessor: null,
      servicePoint: null,
      paymentMethod: null,
      campaignData: null,
      revision: revision + 1,
      vat: false,
      postalCode: '113 50',
      shippingMethodCE: 'PN-SP',
    };
    expect(store.getState().carts.sv).toMatchObject(expected);
    expect((await hydrated()).getState().carts.sv).toMatchObject(expected);
  });

  it("completing an order leaves the other storefronts' carts alone", async () => {
    const store = await hydrated();
    store.getState().addItem('sv', line());
    store.getState().addItem('fi', line({ uuid: 'line-2', price: 11990, pricing: [{ q: 1, p: 11990 }] }));
    store.getState().setCheckoutId('fi', 'chk-fi');
    store.getState().completeOrder('sv');
    expect(store.getState().carts.sv?.items).toEqual([]);
    expect(store.getState().carts.fi?.items).toHaveLength(1);
    expect(store.getState().carts.fi?.checkoutID).toBe('chk-fi');
  });

  it('keeps the breadcrumb history (last 5, a repeat skipped) and the phone model across page loads', async () => {
    const first = await hydrated();
    for (const path of ['/kategori/a', '/kategori/a', '/kategori/b', '/kategori/c', '/kategori/d', '/kategori/e', '/kategori/f']) {
      first.getState().rememberPage({ label: path, path });
    }
    first.getState().rememberPhoneModel('iphone-13');
    const second = await hydrated();
    expect(second.getState().breadcrumbHistory.map((entry) => entry.path)).toEqual(['/kategori/b', '/kategori/c', '/kategori/d', '/kategori/e', '/kategori/f']);
    expect(second.getState().categoryPhoneModel).toBe('iphone-13');
    second.getState().forgetPhoneModel();
    expect((await hydrated()).getState().categoryPhoneModel).toBeNull();
  });

  it.each([
    ['not a model slug', '../iphone'],
    ['not a string', 13],
  ])('drops a stored phone model that is %s', async (_, model) => {
    stored({ categoryPhoneModel: model, breadcrumbHistory: [{ label: 'A', path: '/kategori/a' }] });
    const store = await hydrated();
    expect(store.getState().categoryPhoneModel).toBeNull();
    expect(store.getState().breadcrumbHistory).toEqual([{ label: 'A', path: '/kategori/a' }]);
  });

  it('keeps the saved devices across page loads, newest first (docs/product/devices.md, DEV-2)', async () => {
    const first = await hydrated();
    first.getState().setDevices([
      { slug: 'galaxy-s24', name: 'Galaxy S24', savedAt: 2 },
      { slug: 'iphone-13', name: 'iPhone 13', savedAt: 1 },
    ]);
    const second = await hydrated();
    expect(second.getState().devices.map((device) => device.slug)).toEqual(['galaxy-s24', 'iphone-13']);
    second.getState().setDevices(second.getState().devices.slice(1));
    expect((await hydrated()).getState().devices.map((device) => device.name)).toEqual(['iPhone 13']);
  });

  it.each([
    ['a device that is not a model', [{ slug: '../x', name: 'X', savedAt: 1 }]],
    ['more than ten', Array.from({ length: 11 }, (_, n) => ({ slug: `model-${n}`, name: 'M', savedAt: n }))],
    ['not a list', 'iphone-13'],
  ])('drops a stored device list with %s and keeps the rest', async (_, devices) => {
    stored({ devices, categoryPhoneModel: 'iphone-13' });
    const store = await hydrated();
    expect(store.getState().devices).toEqual([]);
    expect(store.getState().categoryPhoneModel).toBe('iphone-13');
  });
});
