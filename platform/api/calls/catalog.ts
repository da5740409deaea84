import { backendPath, slugPath } from '@/platform/api/backend-path';
import { cachePolicy } from '@/platform/cache/cache-policy';
import { withRecordCount } from '@/platform/api/calls/headers';
import { request } from '@/platform/api/request';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

export interface PageQuery {
  page?: number;
  limit?: number;
}

/** GET /api/product-categories?v=2&main_menu=true: the main menu tree. */
export function fetchMainMenu(storefront: StorefrontCode) {
  return request({
    storefront,
    path: backendPath`/api/product-categories`,
    query: { v: 2, main_menu: true },
    schema: 'categoryTreeSchema',
    cache: cachePolicy('categories', storefront),
  });
}

/** GET /api/product-categories?v=2: the full category tree. */
export function fetchCategoryTree(storefront: StorefrontCode) {
  return request({
    storefront,
    path: backendPath`/api/product-categories`,
    query: { v: 2 },
    schema: 'categoryTreeSchema',
    cache: cachePolicy('categories', storefront),
  });
}

/** A category by its slash path, with one page of its products. */
export async function fetchCategoryPage(storefront: StorefrontCode, uri: string, query: PageQuery & { phoneModel?: string } = {}) {
  return withRecordCount(
    await request({
      storefront,
      path: backendPath`/api/category`,
      query: { uri, page: query.page, limit: query.limit, phone_model: query.phoneModel },
      schema: 'categoryPageSchema',
      cache: cachePolicy('catalog', storefront),
    }),
  );
}

/** A product by its slug (the same slug in every storefront). */
export function fetchProduct(storefront: StorefrontCode, slug: string) {
  return request({
    storefront,
    path: backendPath`/api/product-by-slug/${slugPath(slug)}`,
    schema: 'productSchema',
    cache: cachePolicy('catalog', storefront),
  });
}

export function fetchBrands(storefront: StorefrontCode) {
  return request({
    storefront,
    path: backendPath`/api/brands`,
    schema: 'brandListSchema',
    cache: cachePolicy('categories', storefront),
  });
}

export async function fetchBrandPage(storefront: StorefrontCode, slug: string, query: PageQuery = {}) {
  return withRecordCount(
    await request({
      storefront,
      path: backendPath`/api/brands/${slugPath(slug)}`,
      query: { page: query.page, limit: query.limit },
      schema: 'brandPageSchema',
      cache: cachePolicy('catalog', storefront),
    }),
  );
}

export async function fetchTagPage(storefront: StorefrontCode, slug: string, query: PageQuery = {}) {
  return withRecordCount(
    await request({
      storefront,
      path: backendPath`/api/tags/${slugPath(slug)}`,
      query: { page: query.page, limit: query.limit },
      schema: 'tagPageSchema',
      cache: cachePolicy('catalog', storefront),
    }),
  );
}

/** POST /api/category-children: which of the given categories hold each product. */
export function fetchCategoryChildren(storefront: StorefrontCode, productIDs: number[], categories: number[]) {
  return request({
    storefront,
    path: backendPath`/api/category-children`,
    method: 'POST',
    body: { productIDs, Categories: categories },
    schema: 'categoryChildrenSchema',
  });
}
