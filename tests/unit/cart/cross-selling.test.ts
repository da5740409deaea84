import { describe, expect, it } from 'vitest';
import { cartItemFromProduct } from '@/features/cart/cart-item-from-product';
import { addLine, setLineQuantity } from '@/features/cart/cart-lines';
import { crossSellingLine } from '@/features/cart/cross-selling';
import { isQuantityLocked } from '@/features/cart/quantity';
import { listing } from '../search/fixtures';

describe('crossSellingLine (docs/product/cart.md, CART-26)', () => {
  const offered = listing(41, 'Skärmlim');

  it("is the offered product's line marked with the id of the product whose page offered it", () => {
    expect(crossSellingLine(offered, 12)).toEqual({ ...cartItemFromProduct(offered), cross_selling_product_id: 12 });
  });

  it('keeps the quantity it was added with (CART-6) but can still be removed (CART-5)', () => {
    const lines = addLine([], crossSellingLine(offered, 12), () => 'x');
    expect(isQuantityLocked(lines[0]!)).toBe(true);
    expect(setLineQuantity(lines, 'x', 4)).toEqual(lines);
    expect(setLineQuantity(lines, 'x', 0)).toEqual([]);
  });

  it('merges with nothing, in either order (CART-3)', () => {
    const plain = cartItemFromProduct(offered);
    const crossFirst = addLine(
      addLine([], crossSellingLine(offered, 12), () => 'a'),
      plain,
      () => 'b',
    );
    const plainFirst = addLine(
      addLine([], plain, () => 'a'),
      crossSellingLine(offered, 12),
      () => 'b',
    );
    expect(crossFirst.map((line) => line.quantity)).toEqual([1, 1]);
    expect(plainFirst.map((line) => line.quantity)).toEqual([1, 1]);
  });
});
