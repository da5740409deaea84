import type { Storefront } from '@/platform/storefronts/storefronts';

/** The lines under the cart's totals that a storefront may ask for (docs/product/storefronts.md, SF-2). */
export type CartPanelNote = 'priceDisclaimer' | 'shippingInfo';

/** The notes a storefront sets, in the order the cart panel shows them. */
export function cartPanelNotes(storefront: Pick<Storefront, 'showPriceDisclaimer' | 'showShippingInfo'>): CartPanelNote[] {
  const notes: CartPanelNote[] = [];
  if (storefront.showPriceDisclaimer) notes.push('priceDisclaimer');
  if (storefront.showShippingInfo) notes.push('shippingInfo');
  return notes;
}
