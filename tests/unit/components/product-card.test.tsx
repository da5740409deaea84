// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from '@/features/catalog/ProductCard';
import { productCardView } from '@/features/catalog/product-card';
import type { ProductListing } from '@/platform/api/types';
import { STOREFRONTS, type StorefrontCode } from '@/platform/storefronts/storefronts';
import da from '@/messages/da.json' with { type: 'json' };
import fi from '@/messages/fi.json' with { type: 'json' };
import nl from '@/messages/nl.json' with { type: 'json' };
import no from '@/messages/no.json' with { type: 'json' };
import sv from '@/messages/sv.json' with { type: 'json' };
import { routeHrefs } from '@/platform/i18n/route-hrefs';

const MESSAGES = { sv, no, da, fi, nl };

vi.mock('@/features/cart/AddToCartButton', () => ({ AddToCartButton: () => <button type="button">add</button> }));

function listing(overrides: Partial<ProductListing> = {}): ProductListing {
  return {
    id: 7,
    sku: 'TDS10007',
    main_sku: 'TDS10007',
    slug: 'skarm-iphone-13-tds10007',
    name: 'Skärm iPhone 13',
    thumb: { url: 'https://img.example/TDS10007-300.webp', width: 300, height: 300 },
    prices: { n: [{ q: 1, p: 69900 }] },
    variations: [],
    vat: 25,
    group_id: 3,
    discount_category: 1,
    stock_status: 'in-stock',
    is_new: false,
    ...overrides,
  };
}

function renderCard(product: ProductListing, code: StorefrontCode = 'sv') {
  return render(
    <NextIntlClientProvider locale={code} messages={MESSAGES[code]}>
      <ProductCard card={productCardView(product)} storefront={STOREFRONTS[code]} productHref={routeHrefs(code).product} />
    </NextIntlClientProvider>,
  );
}

describe('product card (docs/product/catalog.md, CAT-14, CAT-15, CAT-16)', () => {
  it('shows the rating as stars filled as far as the score goes, and says it in words', () => {
    const { container } = renderCard(listing({ score: 4.5 }));
    expect(screen.getByText('Betyg 4,5 av 5')).toHaveClass('visually-hidden');
    const stars = container.querySelector('.product-rating__stars');
    expect(stars).toHaveAttribute('aria-hidden', 'true');
    expect((stars as HTMLElement).style.getPropertyValue('--score')).toBe('0.9');
  });

  it.each([
    ['no', 'Vurdering 4,5 av 5'],
    ['da', 'Bedømmelse 4,5 ud af 5'],
    ['fi', 'Arvio 4,5/5'],
    ['nl', 'Beoordeling 4,5 van 5'],
  ] as const)('says the rating in the %s storefront as %j', (code, words) => {
    renderCard(listing({ score: 4.5 }), code);
    expect(screen.getByText(words)).toBeInTheDocument();
  });

  it.each([null, undefined, 0])('shows no stars at all for a score of %j', (score) => {
    const { container } = renderCard(listing({ score }));
    expect(container.querySelector('.product-rating')).toBeNull();
    expect(screen.queryByText(/Betyg/)).toBeNull();
  });

  it('marks a new product, and only a new one', () => {
    renderCard(listing({ is_new: true }));
    expect(screen.getByText(sv.product.new)).toHaveClass('product-card__badge');
    renderCard(listing({ id: 8, is_new: false }));
    expect(screen.getAllByText(sv.product.new)).toHaveLength(1);
  });

  it('shows the prefix above the name, in the link but not in the name', () => {
    renderCard(listing({ prefix: 'Apple' }));
    expect(screen.getByRole('link', { name: 'Apple Skärm iPhone 13' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(/^Skärm iPhone 13$/);
  });

  it('lands on the fragment the backend names, and on the plain page when it names none that fits', () => {
    renderCard(listing({ url_fragment: 'variations' }));
    expect(screen.getByRole('link', { name: 'Skärm iPhone 13' })).toHaveAttribute('href', '/produkt/skarm-iphone-13-tds10007#variations');
    const { container } = renderCard(listing({ id: 8, url_fragment: 'x"><b>' }));
    expect(container.querySelector('a')).toHaveAttribute('href', '/produkt/skarm-iphone-13-tds10007');
  });
});

describe("product card's tier prices for a company buyer (docs/product/catalog.md, CAT-19)", () => {
  it('lists the tiers after the first, marked for company buyers only, with both amounts where ex-VAT is allowed', () => {
    const tiers = {
      n: [
        { q: 1, p: 69900 },
        { q: 5, p: 64900 },
        { q: 10, p: 59900 },
      ],
    };
    const { container } = renderCard(listing({ prices: tiers }));
    const list = screen.getByRole('list', { name: 'Mängdpris' });
    expect(list).toHaveClass('company-only');
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'från 5 st: 649\u00a0kr519\u00a0kr',
      'från 10 st: 599\u00a0kr479\u00a0kr',
    ]);
    expect(container.querySelectorAll('.product-card__tiers .price__excl')).toHaveLength(2);
  });

  it('shows no tier list for a product with one price', () => {
    renderCard(listing());
    expect(screen.queryByRole('list', { name: 'Mängdpris' })).toBeNull();
  });
});
