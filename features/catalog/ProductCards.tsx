'use client';

import { useEffect } from 'react';
import { ProductCard, type CardImageLoading } from '@/features/catalog/ProductCard';
import { useShop } from '@/platform/state/shop-context';
import { useCommerceEvent } from '@/features/tracking';
import type { ProductCardView } from '@/features/catalog/product-card';
import { listViewEvent, type ProductList } from '@/features/tracking';

/**
 * The items of a product grid. A client component on purpose: server-rendered cards would send
 * each card twice, once as HTML and once as its element tree in the page's RSC payload (about 2 kB
 * a card); from here only the compact card views travel, and the HTML is still rendered on the server.
 *
 * `eagerImages`: how many cards open the page. Their images load at once, the first with high
 * priority, because it is the largest thing a phone shows on arrival (the LCP element of listings).
 * `list`: the cards are a listing's own products, reported once per view as GA4's view_item_list.
 */
export function ProductCards({ cards, eagerImages = 0, list }: { cards: ProductCardView[]; eagerImages?: number; list?: ProductList }) {
  const { storefront, hrefs } = useShop();
  const track = useCommerceEvent();
  useEffect(() => {
    if (!list) return;
    track((currency) =>
      listViewEvent(
        cards.map(({ line }) => line),
        list,
        currency,
      ),
    );
  }, [cards, list, track]);
  const loading = (index: number): CardImageLoading => (index >= eagerImages ? 'lazy' : index === 0 ? 'priority' : 'eager');
  return cards.map((card, index) => (
    <li key={card.line.product_id}>
      <ProductCard card={card} storefront={storefront} productHref={hrefs.product} image={loading(index)} />
    </li>
  ));
}
