import { describe, expect, it } from 'vitest';
import { cartItemFromProduct } from '@/features/cart/cart-item-from-product';
import { canMergeInto } from '@/features/cart/cart-lines';
import { accessoryLine } from '@/features/cart/upsell';
import { listing } from '../search/fixtures';

describe('accessoryLine (docs/product/cart.md, CART-25)', () => {
  it("is the product's line marked with the id of the product it was offered for", () => {
    expect(accessoryLine(listing(31), 7)).toEqual({ ...cartItemFromProduct(listing(31)), accessory_id: 7 });
  });

  it('takes no later plain add of the same product, while a plain line takes it in (CART-3)', () => {
    const plain = { ...cartItemFromProduct(listing(31)), uuid: 'a' };
    const accessory = { ...accessoryLine(listing(31), 7), uuid: 'b' };
    expect(canMergeInto(accessory, plain)).toBe(false);
    expect(canMergeInto(plain, accessory)).toBe(true);
  });
});
