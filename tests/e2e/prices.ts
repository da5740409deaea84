import { backendGet, MOCK_BACKEND, STOREFRONT_CODES, type StorefrontCode } from './storefronts';

interface Tier {
  q: number;
  p: number;
}
interface WireListing {
  sku: string;
  slug: string;
  prices: { n: Tier[]; c?: Tier[] };
  variations: unknown[];
}

/** Each storefront's price of one piece, in major units (`249`, `24.95`). */
export type PriceByStorefront = Record<StorefrontCode, number>;

const PAGE = 100;

/**
 * The least popular product without campaign or variations: its price is its first tier, and no
 * other test reads it (they take theirs from the top of the popular list).
 */
export async function unsoughtProduct(): Promise<{ sku: string; slug: string }> {
  const first = await fetch(`${MOCK_BACKEND}/api/products?popular=1&limit=1&locale=sv&sid=1`);
  const pages = Math.ceil(Number(first.headers.get('x-be-records')) / PAGE);
  const { products } = await backendGet<{ products: WireListing[] }>('sv', '/api/products', { popular: '1', limit: String(PAGE), page: String(pages) });
  const product = products.findLast((candidate) => candidate.variations.length === 0 && !candidate.prices.c);
  if (!product) throw new Error('no product without campaign or variations on the last page of the popular list');
  return { sku: product.sku, slug: product.slug };
}

/** Sets the product's base price on the mocked backend (mocks/README.md); answers the new price in each storefront. */
export async function changePrice(sku: string, euro: number): Promise<PriceByStorefront> {
  const response = await fetch(`${MOCK_BACKEND}/__mock/prices`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sku, euro }),
  });
  if (!response.ok) throw new Error(`/__mock/prices answered ${response.status}`);
  const { prices } = (await response.json()) as { prices: Record<StorefrontCode, { n: Tier[] }> };
  return Object.fromEntries(STOREFRONT_CODES.map((code) => [code, prices[code].n[0]!.p])) as PriceByStorefront;
}

export async function resetPrices(): Promise<void> {
  const response = await fetch(`${MOCK_BACKEND}/__mock/prices`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`DELETE /__mock/prices answered ${response.status}`);
}

/** The price of the page's Product offer (JSON-LD), in major units; undefined when it has none. */
export function offerPriceOf(html: string): number | undefined {
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    const data = JSON.parse(json ?? '{}') as { '@type'?: string; offers?: { price?: string } };
    if (data['@type'] === 'Product' && data.offers?.price !== undefined) return Number(data.offers.price);
  }
  return undefined;
}
