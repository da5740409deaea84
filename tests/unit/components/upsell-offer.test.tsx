// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItemFromProduct } from '@/features/cart/cart-item-from-product';
import { UpsellOffer } from '@/features/cart/UpsellOffer';
import { ShopContext, type ShopContextValue } from '@/platform/state/shop-context';
import { createLocalStore } from '@/features/shell/store/local-store';
import { useUiStore } from '@/platform/state/ui-store';
import type { ProductListing, Variation } from '@/platform/api/types';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';
import messages from '@/messages/sv.json';
import { listing } from '../search/fixtures';

const ADDED_PRODUCT_ID = 7;

const variation = (product: ProductListing): Variation => ({
  id: product.id * 10,
  sku: `${product.sku}-BLK`,
  name: 'Svart',
  slug: `${product.slug}-svart`,
  prices: product.prices,
  vat: product.vat,
  stock_status: 'in-stock',
  attributes: { color: 'Svart' },
});

function renderOffer(product: ProductListing) {
  const local = createLocalStore('sv');
  const shop = { storefront: STOREFRONTS.sv, local } as ShopContextValue;
  render(
    <NextIntlClientProvider locale="sv" messages={messages}>
      <ShopContext.Provider value={shop}>
        <UpsellOffer />
      </ShopContext.Provider>
    </NextIntlClientProvider>,
  );
  // The shopper has just added product 7; the offer is for it.
  local.getState().addItem('sv', cartItemFromProduct(listing(ADDED_PRODUCT_ID)));
  useUiStore.getState().offerUpsell({ product, forProductId: ADDED_PRODUCT_ID });
  return { lines: () => local.getState().carts.sv?.items ?? [] };
}

beforeAll(() => {
  // jsdom has no modal dialogs; the shop's Dialog only needs them to toggle `open`.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
  };
});

beforeEach(() => {
  localStorage.clear();
  useUiStore.setState({ upsellOffer: null, upselling: null });
});

describe('UpsellOffer (docs/product/cart.md, CART-25)', () => {
  it('adds a plain product marked as an accessory of the product just added, as the accessories panel does', async () => {
    const { lines } = renderOffer(listing(31, 'Skärmskydd'));
    fireEvent.click(await screen.findByRole('button', { name: messages.upsell.add }));
    expect(lines().find((line) => line.sku === listing(31).sku)).toMatchObject({ product_id: 31, accessory_id: ADDED_PRODUCT_ID });
    expect(useUiStore.getState().upsellOffer).toBeNull();
  });

  it('leads to the product page of a product with variations instead of adding it', async () => {
    const product = listing(32, 'Silikonskal');
    const { lines } = renderOffer({ ...product, variations: [variation(product)] });
    const choose = await screen.findByRole('link', { name: messages.product.chooseVariant });
    expect(choose.getAttribute('href')).toMatch(/\/produkt\/product-32$/);
    expect(screen.queryByRole('button', { name: messages.upsell.add })).toBeNull();
    expect(lines().map((line) => line.sku)).toEqual([listing(ADDED_PRODUCT_ID).sku]);
  });
});
