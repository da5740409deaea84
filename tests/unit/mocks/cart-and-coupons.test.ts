import { describe, expect, it } from 'vitest';
import { cartItemsSchema, couponsSchema } from '@/platform/api/schemas';
import { catalog } from '@/mocks/data/catalog';
import { categoryByKey } from '@/mocks/data/categories';
import type { CatalogProduct } from '@/mocks/data/products';
import { GROUP } from '@/mocks/data/part-types';
import { parsed, postJson, storeUrl, startMockBackend } from './backend';

startMockBackend();

const find = (predicate: (product: CatalogProduct) => boolean) => {
  const product = catalog().byPopularity.find(predicate);
  if (!product) throw new Error('no such product in the catalog');
  return product;
};

const syncCart = async (body: unknown, headers: Record<string, string> = {}) => {
  const response = await postJson(storeUrl('/api/sync-cart', 'sv'), body, headers);
  return { response, items: await parsed(response, cartItemsSchema) };
};

const syncCoupons = async (coupons: string[], cartContents: { sku: string; quantity: number }[]) =>
  parsed(await postJson(storeUrl('/api/sync-coupons', 'sv'), { coupons, cart_contents: cartContents }), couponsSchema);

const screen = () => find((product) => product.part.key === 'screen' && product.price.shape.kind === 'normal' && product.variations.length === 0);
const protector = () => find((product) => product.part.group === GROUP.protection && product.price.shape.kind === 'normal');

describe('POST /api/sync-cart', () => {
  it('prices each line at the highest tier reached and keeps uuid and markers', async () => {
    const product = screen();
    const { items } = await syncCart({
      items: [
        { sku: product.sku, quantity: 5, uuid: 'u-1', related_id: 7 },
        { sku: 'NOPE', quantity: 1 },
      ],
    });
    expect(items).toHaveLength(1);
    const [line] = items;
    expect(line?.uuid).toBe('u-1');
    expect(line?.related_id).toBe(7);
    expect(line?.price).toBe(line?.pricing[1]?.p);
    expect(line?.ordinary_price).toBe(line?.pricing[0]?.p);
  });

  it('lists the lines of a sku it received, markers as sent, at /__mock/received-cart-lines', async () => {
    const product = screen();
    await syncCart({ items: [{ sku: product.sku, quantity: 1, uuid: 'u-2', recommended_id: 'product-page-recommendations' }] });
    await syncCart({ items: [{ sku: 'OTHER', quantity: 1 }] });
    const received = (await (await fetch(storeUrl(`/__mock/received-cart-lines?sku=${product.sku}`, 'sv'))).json()) as unknown[][];
    expect(received.at(-1)).toEqual([{ sku: product.sku, quantity: 1, uuid: 'u-2', recommended_id: 'product-page-recommendations' }]);
  });

  it('clamps the quantity to a small stock and says so in adjusted_quantity', async () => {
    const scarce = find((product) => product.stockLimit !== null);
    const { items } = await syncCart({ items: [{ sku: scarce.sku, quantity: 50 }] });
    expect(items[0]?.quantity).toBe(scarce.stockLimit);
    expect(items[0]?.adjusted_quantity).toBe(scarce.stockLimit);
  });

  it('carries cart notices and prices variations by their own sku', async () => {
    const heavy = find((product) => product.part.cartNotice !== undefined);
    const varied = find((product) => product.variations.some((variation) => variation.attribute === 'quality'));
    const original = varied.variations[0];
    const { items } = await syncCart({
      items: [
        { sku: heavy.sku, quantity: 1 },
        { sku: original?.sku, quantity: 1 },
      ],
    });
    expect(items[0]?.cart_notice).toBe('Levereras i 2 paket');
    expect(items[1]?.product_id).toBe(original?.id);
    expect(items[1]?.name).toContain('Original');
  });

  it('sets x-be-internal only for staff', async () => {
    const items = [{ sku: screen().sku, quantity: 1 }];
    expect((await syncCart({ items })).response.headers.get('x-be-internal')).toBe('0');
    expect((await syncCart({ items }, { 'x-be-staff': '1' })).response.headers.get('x-be-internal')).toBe('1');
    expect((await syncCart({ items }, { cookie: 'be_internal=1' })).response.headers.get('x-be-internal')).toBe('1');
  });

  it('adds the free product of a coupon, once, and drops it with the coupon', async () => {
    const items = [{ sku: screen().sku, quantity: 1 }];
    const first = await syncCart({ items, coupons: ['GRATISKABEL'] });
    const free = first.items.find((line) => line.added_by_coupon === 'GRATISKABEL');
    expect(free?.price).toBe(0);
    const again = await syncCart({ items: [...items, { sku: free?.sku, quantity: 1, added_by_coupon: 'GRATISKABEL' }], coupons: ['GRATISKABEL'] });
    expect(again.items.filter((line) => line.added_by_coupon)).toHaveLength(1);
    const removed = await syncCart({ items: [...items, { sku: free?.sku, quantity: 1, added_by_coupon: 'GRATISKABEL' }], coupons: [] });
    expect(removed.items.filter((line) => line.added_by_coupon)).toHaveLength(0);
  });
});

describe('POST /api/sync-coupons', () => {
  it('returns known codes only, as they were typed', async () => {
    const coupons = await syncCoupons(['sommar10', 'NOSUCHCODE'], [{ sku: screen().sku, quantity: 1 }]);
    expect(coupons.map((coupon) => coupon.code)).toEqual(['sommar10']);
    expect(coupons[0]?.applied).toBe(true);
  });

  it('applies group and category coupons only to a cart that has such items', async () => {
    const [forScreens, notOnScreens, tools] = await syncCoupons(['SKARM15', 'TILLBEHOR20', 'VERKTYG25'], [{ sku: screen().sku, quantity: 1 }]);
    expect(forScreens?.applied).toBe(true);
    expect(forScreens?.specific_groups).toEqual([GROUP.screens]);
    expect(notOnScreens?.applied).toBe(false);
    expect(tools?.applied).toBe(false);
  });

  it('limits APPLE20 to the Apple spare parts category and the categories below it', async () => {
    const apple = find((product) => product.brand === 'apple' && product.part.key === 'screen');
    const samsung = find((product) => product.brand === 'samsung' && product.part.key === 'screen');
    const brandCategory = categoryByKey('spare-parts/apple').id;
    const [onApple] = await syncCoupons(
      ['APPLE20'],
      [
        { sku: apple.sku, quantity: 1 },
        { sku: samsung.sku, quantity: 1 },
      ],
    );
    expect(onApple).toMatchObject({ applied: true, percentage_discount: 20, get_categories: [brandCategory], all_affected_items: [apple.id] });
    const [onSamsung] = await syncCoupons(['APPLE20'], [{ sku: samsung.sku, quantity: 1 }]);
    expect(onSamsung?.applied).toBe(false);

    const answer = await postJson(storeUrl('/api/category-children', 'sv'), { productIDs: [apple.id, samsung.id], Categories: [brandCategory] });
    const held = (await answer.json()) as Record<string, number[]>;
    expect(held[String(apple.id)]).toEqual(expect.arrayContaining([brandCategory, ...apple.categoryIds]));
    expect(held[String(samsung.id)]).toEqual([]);
  });

  it('fails the minimum spend below 500 kr', async () => {
    const cheap = find((product) => product.part.key === 'sim-tray');
    const [coupon] = await syncCoupons(['HANDLA500'], [{ sku: cheap.sku, quantity: 1 }]);
    expect(coupon).toMatchObject({ applied: false, failed_minimum_spend: true });
    const [enough] = await syncCoupons(['HANDLA500'], [{ sku: screen().sku, quantity: 2 }]);
    expect(enough).toMatchObject({ applied: true, failed_minimum_spend: false });
  });

  it('describes fixed, customer and buy-x coupons', async () => {
    const item = protector();
    const codes = ['RABATT50', 'FAST100', 'KUNDRABATT', 'STAMKUND', 'KOP3FA1', 'MANGDRABATT'];
    const [fixed, broken, customerZero, customer, buyXGetY, increment] = await syncCoupons(codes, [{ sku: item.sku, quantity: 4 }]);
    expect(fixed).toMatchObject({ discount_type_value: 3, buyx_free_amount: 5_000 });
    expect(broken?.discount_type_value).toBe(3);
    expect(broken?.buyx_free_amount).toBeUndefined();
    expect(customerZero).toMatchObject({ customer_discount: true, fixed_amount: 0 });
    expect(customer).toMatchObject({ customer_discount: true, fixed_amount: 10_000 });
    expect(buyXGetY).toMatchObject({ applied: true, buy_x: 3, get_y: 1, all_affected_items: [item.id] });
    expect(buyXGetY?.buyx_free_amount).toBeGreaterThan(0);
    expect(increment?.applied).toBe(false);
    const [fewer] = await syncCoupons(['KOP3FA1'], [{ sku: item.sku, quantity: 3 }]);
    expect(fewer).toMatchObject({ applied: false, buyx_free_amount: 0 });
    const [ten] = await syncCoupons(['MANGDRABATT'], [{ sku: item.sku, quantity: 10 }]);
    expect(ten).toMatchObject({ applied: true, percentage_discount: 10, whole_order: true, quantity_interval: 5 });
  });
});
