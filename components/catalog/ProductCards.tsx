'use client';

import { ProductCard } from '@/components/catalog/ProductCard';
import { useShop } from '@/components/shop/shop-context';
import type { ProductCardView } from '@/lib/product-card';

/**
 * The items of a product grid. A client component on purpose: server-rendered cards would send
 * each card twice, once as HTML and once as its element tree in the page's RSC payload (about 2 kB
 * a card); from here only the compact card views travel, and the HTML is still rendered on the server.
 */
export function ProductCards({ cards }: { cards: ProductCardView[] }) {
  const { storefront } = useShop();
  return cards.map((card) => (
    <li key={card.line.product_id}>
      <ProductCard card={card} storefront={storefront} />
    </li>
  ));
}
