import { describe, expect, it } from 'vitest';
import { bundleLines, oneBundle } from '@/features/cart/bundle';
import { cartItemFromProduct } from '@/features/cart/cart-item-from-product';
import { addLine, setLineQuantity } from '@/features/cart/cart-lines';
import { isQuantityLocked } from '@/features/cart/quantity';
import { relatedLine } from '@/features/cart/related';
import type { CartItem, Product, ProductBundle } from '@/platform/api/types';
import { listing } from '../search/fixtures';

const battery: Product = {
  ...listing(7, 'Batteri iPhone 12'),
  type: 1,
  categories: [],
  tags: [],
  has_upselling: false,
  variation_attributes: [],
  images: [],
  description: '',
  cross_selling: [],
  related: [],
  bundles: [],
  subscription_intervals: [],
  phone_models: [],
};
const tools = [listing(41, 'Öppningsverktyg'), listing(42, 'B7000-lim')];
const bundle: ProductBundle = { id: 500_007, products: tools };

let uuid = 0;
const nextUuid = () => `line-${(uuid += 1)}`;
const addAll = (lines: readonly CartItem[], incoming: readonly CartItem[]) => incoming.reduce((cart, item) => addLine(cart, item, nextUuid), [...lines]);

describe('relatedLine (docs/product/cart.md, CART-28)', () => {
  const related = listing(41, 'Öppningsverktyg');

  it("is the related product's line marked with the id of the product whose page listed it", () => {
    expect(relatedLine(related, 7)).toEqual({ ...cartItemFromProduct(related), related_id: 7 });
  });

  it('takes no later add of the same product into it, though it may go into a plain line itself (CART-3)', () => {
    const lines = addAll([], [relatedLine(related, 7), cartItemFromProduct(related), relatedLine(related, 7)]);
    expect(lines.map((line) => [line.quantity, line.related_id ?? null])).toEqual([
      [1, 7],
      [2, null],
    ]);
  });

  it("keeps its quantity the shopper's to change (CART-6)", () => {
    const lines = addAll([], [relatedLine(related, 7)]);
    expect(isQuantityLocked(lines[0]!)).toBe(false);
    expect(setLineQuantity(lines, lines[0]!.uuid!, 3)[0]?.quantity).toBe(3);
  });
});

describe('bundleLines and oneBundle (docs/product/cart.md, CART-29)', () => {
  it("are the product's line and each of the bundle's, marked with the bundle and with the one add", () => {
    const lines = oneBundle(bundleLines(battery, bundle)!, 'add-1');
    expect(lines.map((line) => [line.sku, line.quantity, line.upselling_bundle_id, line.unique_bundle_id])).toEqual([
      [battery.sku, 1, 500_007, 'add-1'],
      [tools[0]!.sku, 1, 500_007, 'add-1'],
      [tools[1]!.sku, 1, 500_007, 'add-1'],
    ]);
  });

  it('is not offered when it lists nothing, or one of its products is sold out or has variations (CAT-3)', () => {
    expect(bundleLines(battery, { id: 1, products: [] })).toBeNull();
    expect(bundleLines({ ...battery, stock_status: 'out-of-stock' }, bundle)).toBeNull();
    const withVariations = { ...tools[0]!, variations: [{ ...tools[0]!, attributes: {} }] } as never;
    expect(bundleLines(battery, { id: 1, products: [withVariations] })).toBeNull();
  });

  it('keeps the quantity each line was added with (CART-6) but lets each go (CART-5)', () => {
    const lines = addAll([], oneBundle(bundleLines(battery, bundle)!, 'add-1'));
    expect(lines.every(isQuantityLocked)).toBe(true);
    const uuidOf = lines[1]!.uuid!;
    expect(setLineQuantity(lines, uuidOf, 4)).toEqual(lines);
    expect(setLineQuantity(lines, uuidOf, 0).map((line) => line.sku)).toEqual([battery.sku, tools[1]!.sku]);
  });

  it('merges with nothing: a second add of the bundle and a plain add each get lines of their own (CART-3)', () => {
    const first = addAll([], oneBundle(bundleLines(battery, bundle)!, 'add-1'));
    const again = addAll(first, oneBundle(bundleLines(battery, bundle)!, 'add-2'));
    const plain = addAll(again, [cartItemFromProduct(battery)]);
    expect(plain.filter((line) => line.sku === battery.sku).map((line) => [line.quantity, line.unique_bundle_id ?? null])).toEqual([
      [1, 'add-1'],
      [1, 'add-2'],
      [1, null],
    ]);
  });
});
