import { describe, expect, it } from 'vitest';
import { productSearchSchema, searchHintsSchema } from '@/platform/api/schemas';
import { parsed, storeUrl, startMockBackend } from './backend';

startMockBackend();

describe('search', () => {
  it('finds products where every term occurs, in the storefront language', async () => {
    const response = await fetch(storeUrl('/api/products', 'fi', { query: 'iPhone 13 näyttö', limit: '50' }));
    const { products, categories } = await parsed(response, productSearchSchema);
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((product) => /iphone 13/i.test(product.name) && /näyttö/i.test(product.name))).toBe(true);
    expect(Number(response.headers.get('x-be-records'))).toBe(products.length);
    expect(categories.some((category) => category.uri === 'varaosat/apple/iphone-13')).toBe(true);
  });

  it('finds by sku and by brand', async () => {
    const bySku = await parsed(await fetch(storeUrl('/api/products', 'sv', { query: 'tds10042' })), productSearchSchema);
    expect(bySku.products.map((product) => product.sku)).toContain('TDS10042');
    const byBrand = await parsed(await fetch(storeUrl('/api/products', 'nl', { query: 'samsung scherm', limit: '5' })), productSearchSchema);
    expect(byBrand.products.every((product) => product.name.startsWith('Samsung'))).toBe(true);
  });

  it('pages with page and limit', async () => {
    const first = await parsed(await fetch(storeUrl('/api/products', 'sv', { query: 'batteri', limit: '3' })), productSearchSchema);
    const second = await parsed(await fetch(storeUrl('/api/products', 'sv', { query: 'batteri', limit: '3', page: '2' })), productSearchSchema);
    expect(second.products[0]?.id).not.toBe(first.products[0]?.id);
  });

  it('offers curated hints with the storefront category word', async () => {
    const sv = await parsed(await fetch(storeUrl('/api/search-triggers', 'sv', { query: 'iphone 13 skärm' })), searchHintsSchema);
    expect(sv[0]?.url).toBe('/kategori/reservdelar/apple/iphone-13');
    const fi = await parsed(await fetch(storeUrl('/api/search-triggers', 'fi', { query: 'iphone 13' })), searchHintsSchema);
    expect(fi[0]?.url).toBe('/kategoria/varaosat/apple/iphone-13');
    const nl = await parsed(await fetch(storeUrl('/api/search-triggers', 'nl', { query: 'hoes' })), searchHintsSchema);
    expect(nl[0]?.url).toBe('/categorie/accessoires/hoesjes');
  });
});
