import type { CategoryRef, ProductListing, SearchHint } from '@/platform/api/types';

/** A product listing as the schemas leave it (amounts in minor units). */
export function listing(id: number, name = `Product ${id}`): ProductListing {
  return {
    id,
    sku: `TDS${10000 + id}`,
    main_sku: `TDS${10000 + id}`,
    slug: `product-${id}`,
    name,
    thumb: { url: `/images/TDS${10000 + id}-front-300.svg`, width: 300, height: 300 },
    prices: { n: [{ q: 1, p: 24900 }] },
    variations: [],
    vat: 25,
    group_id: 1,
    discount_category: 1,
    stock_status: 'in-stock',
    is_new: false,
  };
}

export const category = (id: number, uri: string, name = uri): CategoryRef => ({ id, uri, name });
export const hint = (id: number, url: string, title = url): SearchHint => ({ id, url, url_title: title });
