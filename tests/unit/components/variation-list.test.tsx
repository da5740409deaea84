// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { VariationList } from '@/features/catalog/product/VariationList';
import type { Product, Variation } from '@/platform/api/types';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';
import sv from '@/messages/sv.json' with { type: 'json' };

vi.mock('@/features/cart/AddToCartButton', () => ({ AddToCartButton: () => <button type="button">add</button> }));

function variation(id: number, attributes: Record<string, string>, name = `Skal iPhone 13 (${id})`): Variation {
  return { id, sku: `TDS1-${id}`, name, slug: `skal-${id}`, prices: { n: [{ q: 1, p: 19900 }] }, vat: 25, stock_status: 'in-stock', attributes };
}

function product(variations: Variation[], variation_attributes: Product['variation_attributes']): Product {
  return {
    id: 1,
    sku: 'TDS1',
    main_sku: 'TDS1',
    name: 'Skal iPhone 13',
    slug: 'skal-iphone-13',
    type: 1,
    thumb: { url: 'https://img.example/TDS1-300.webp', width: 300, height: 300 },
    prices: { n: [{ q: 1, p: 19900 }] },
    vat: 25,
    categories: [],
    tags: [],
    group_id: 1,
    discount_category: 1,
    stock_status: 'in-stock',
    has_upselling: false,
    variations,
    variation_attributes,
    images: [],
    description: '',
    is_new: false,
    cross_selling: [],
    related: [],
    bundles: [],
    subscription_intervals: [],
    phone_models: [],
  };
}

function renderList(subject: Product) {
  render(
    <NextIntlClientProvider locale="sv" messages={sv}>
      <VariationList product={subject} storefront={STOREFRONTS.sv} />
    </NextIntlClientProvider>,
  );
  const section = screen.getByRole('region');
  return {
    section,
    choices: within(section)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.variation__name')?.textContent),
  };
}

describe('the choices of a product page (docs/product/catalog.md, CAT-17)', () => {
  it('are named by the product variation attributes: the heading by their names, each choice by its values', () => {
    const { section, choices } = renderList(
      product([variation(1, { Färg: 'Svart' }), variation(2, { Färg: 'Vit' })], [{ name: 'Färg', values: ['Svart', 'Vit'] }]),
    );
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(/^Färg$/);
    expect(section).toHaveAccessibleName('Färg');
    expect(choices).toEqual(['Svart', 'Vit']);
  });

  it('name several attributes in the product order', () => {
    const { section, choices } = renderList(
      product(
        [variation(1, { Färg: 'Svart', Kvalitet: 'Original' })],
        [
          { name: 'Kvalitet', values: ['Original'] },
          { name: 'Färg', values: ['Svart'] },
        ],
      ),
    );
    expect(section).toHaveAccessibleName('Kvalitet / Färg');
    expect(choices).toEqual(['Original, Svart']);
  });

  it('fall back to the generic heading, and each choice to its own attributes or name', () => {
    const { section, choices } = renderList(product([variation(1, { Färg: 'Svart' }), variation(2, {}, 'Skal iPhone 13 (Vit)')], []));
    expect(section).toHaveAccessibleName(sv.product.variations);
    expect(choices).toEqual(['Färg: Svart', 'Skal iPhone 13 (Vit)']);
  });

  it('are the place a card link lands (CAT-16)', () => {
    const { section } = renderList(product([variation(1, { Färg: 'Svart' })], []));
    expect(section).toHaveAttribute('id', 'variations');
  });
});
