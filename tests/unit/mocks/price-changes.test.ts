import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartItemsSchema, categoryPageSchema, pricesSchema, productSchema, productSearchSchema } from '@/platform/api/schemas';
import { STOREFRONT_CODES } from '@/platform/storefronts/storefronts';
import { catalog } from '@/mocks/data/catalog';
import { categoryTree } from '@/mocks/data/categories';
import type { CatalogProduct } from '@/mocks/data/products';
import { BACKEND, parsed, postJson, storeUrl, startMockBackend } from './backend';

startMockBackend();

const pricesUrl = `${BACKEND}/__mock/prices`;
const changedSchema = z.object({ sku: z.string(), slug: z.string(), euro: z.number(), prices: z.record(z.string(), pricesSchema) });

afterEach(async () => {
  await fetch(pricesUrl, { method: 'DELETE' });
});

/** A product without variations whose model category lists it: read by slug, in a listing, in the cart. */
function plainProduct(): CatalogProduct {
  const product = catalog().byPopularity.find((candidate) => candidate.model && candidate.variations.length === 0 && candidate.price.shape.kind === 'normal');
  if (!product) throw new Error('no plain product in the catalog');
  return product;
}

const bySlug = async (product: CatalogProduct, locale: (typeof STOREFRONT_CODES)[number]) =>
  parsed(await fetch(storeUrl(`/api/product-by-slug/${product.slug}`, locale)), productSchema);

describe('POST /__mock/prices', () => {
  it('changes the base price, and every storefront answers the new tiers wherever the product is read', async () => {
    const product = plainProduct();
    const before = await bySlug(product, 'sv');
    const changed = await parsed(await postJson(pricesUrl, { sku: product.sku, euro: product.price.euroPrice * 2 }), changedSchema);
    expect(changed).toMatchObject({ sku: product.sku, slug: product.slug });

    for (const code of STOREFRONT_CODES) expect((await bySlug(product, code)).prices).toEqual(changed.prices[code]);
    const after = changed.prices.sv!.n[0]!.p;
    expect(after).toBeGreaterThan(before.prices.n[0]!.p);

    const model = categoryTree().byId.get(product.categoryIds.at(-1)!)!;
    const listing = await parsed(await fetch(storeUrl('/api/category', 'sv', { uri: model.uri.sv, limit: '100' })), categoryPageSchema);
    expect(listing.products.find((listed) => listed.sku === product.sku)?.prices).toEqual(changed.prices.sv);
    const search = await parsed(await fetch(storeUrl('/api/products', 'sv', { query: product.sku })), productSearchSchema);
    expect(search.products[0]?.prices).toEqual(changed.prices.sv);
    const cart = await parsed(await postJson(storeUrl('/api/sync-cart', 'sv'), { items: [{ sku: product.sku, quantity: 1 }] }), cartItemsSchema);
    expect(cart[0]?.price).toBe(after);
  });

  it('names a product by slug, its variations following its price', async () => {
    const product = catalog().byPopularity.find((candidate) => candidate.variations.length > 0)!;
    const before = await bySlug(product, 'fi');
    await parsed(await postJson(pricesUrl, { slug: product.variations[0]!.slug, euro: product.price.euroPrice * 3 }), changedSchema);
    const after = await bySlug(product, 'fi');
    expect(after.variations[0]!.prices.n[0]!.p).toBeGreaterThan(before.variations[0]!.prices.n[0]!.p);
  });

  it('is undone for every product by DELETE', async () => {
    const product = plainProduct();
    const before = await bySlug(product, 'no');
    await parsed(await postJson(pricesUrl, { sku: product.sku, euro: product.price.euroPrice * 2 }), changedSchema);
    expect((await bySlug(product, 'no')).prices).not.toEqual(before.prices);
    expect((await fetch(pricesUrl, { method: 'DELETE' })).status).toBe(200);
    expect((await bySlug(product, 'no')).prices).toEqual(before.prices);
  });

  it('answers 404 for an unknown product and 400 unless exactly one of sku and slug comes with a positive price', async () => {
    const { sku, slug } = plainProduct();
    expect((await postJson(pricesUrl, { sku: 'TDS99999999', euro: 10 })).status).toBe(404);
    expect((await postJson(pricesUrl, { sku, slug, euro: 10 })).status).toBe(400);
    expect((await postJson(pricesUrl, { euro: 10 })).status).toBe(400);
    expect((await postJson(pricesUrl, { sku, euro: 0 })).status).toBe(400);
    expect((await postJson(pricesUrl, { slug })).status).toBe(400);
  });
});
