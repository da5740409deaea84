import { describe, expect, it } from 'vitest';
import { cartPanelNotes } from '@/features/cart/cart-panel';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';

describe('cart panel notes (Locale entity showPriceDisclaimer, showShippingInfo)', () => {
  it.each([
    [true, true, ['priceDisclaimer', 'shippingInfo']],
    [true, false, ['priceDisclaimer']],
    [false, true, ['shippingInfo']],
    [false, false, []],
  ])('disclaimer %s, shipping info %s -> %j', (showPriceDisclaimer, showShippingInfo, notes) => {
    expect(cartPanelNotes({ showPriceDisclaimer, showShippingInfo })).toEqual(notes);
  });

  it('follows each storefront', () => {
    expect(cartPanelNotes(STOREFRONTS.sv)).toEqual(['priceDisclaimer', 'shippingInfo']);
    expect(cartPanelNotes(STOREFRONTS.da)).toEqual(['shippingInfo']);
    expect(cartPanelNotes(STOREFRONTS.fi)).toEqual(['priceDisclaimer']);
  });
});
