'use client';

import { ProductCard, type CardImageLoading } from '@/components/catalog/ProductCard';
import { useShop } from '@/components/shop/shop-context';
import type { ProductCardView } from '@/lib/product-card';

/**
 * The items of a product grid. A client component on purpose: server-rendered cards would send
 * each card twice, once as HTML and once as its element tree in the page's RSC payload (about 2 kB
 * a card); from here only the compact card views travel, and the HTML is still rendered on the server.
 *
 * `eagerImages`: how many cards open the page. Their images load at once, the first with high
 * priority, because it is the largest thing a phone shows on arrival (the LCP element of listings).
 */
export function ProductCards({ cards, eagerImages = 0 }: { cards: ProductCardView[]; eagerImages?: number }) {
  const { storefront } = useShop();
  const loading = (index: number): CardImageLoading => (index >= eagerImages ? 'lazy' : index === 0 ? 'priority' : 'eager');
  return cards.map((card, index) => (
    <li key={card.line.product_id}>
      <ProductCard card={card} storefront={storefront} image={loading(index)} />
    </li>
  ));
}
