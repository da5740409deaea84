import { http } from 'msw';
import { catalog, productBySku } from '@/mocks/data/catalog';
import { categoryByKey } from '@/mocks/data/categories';
import { CATEGORY_WORD } from '@/mocks/data/localized';
import type { CatalogProduct } from '@/mocks/data/products';
import { DEVICE_MODELS } from '@/mocks/data/models';
import { SEARCH_HINTS } from '@/mocks/data/search-hints';
import { readBody, recommendationsBodySchema, skuLookupBodySchema } from '@/mocks/http/bodies';
import { DISCONTINUED_SKUS, soldIn } from '@/mocks/data/assortment';
import { isTruthyFlag, pageSize, paginate } from '@/mocks/http/paging';
import { badRequest, json, notFound, pathParam, storeRoute, type StoreContext } from '@/mocks/http/route';
import { currentDeal } from '@/mocks/rules/current-deal';
import { purchaseSettings } from '@/mocks/rules/purchase-settings';
import { categoriesOf, searchProducts } from '@/mocks/rules/product-search';
import { relatedProducts } from '@/mocks/rules/related-products';
import { categoryRef } from '@/mocks/views/category-view';
import { productDetail, productListing } from '@/mocks/views/product-view';
import type { ProductSearchBody, SearchHintBody, SkuLookupBody } from '@/mocks/views/wire';

const UPSELL_LIMIT = 4;
const RECOMMENDATION_LIMIT = 8;
const HINT_LIMIT = 5;

const inStockOnly = (products: readonly CatalogProduct[], url: URL) =>
  isTruthyFlag(url.searchParams.get('in_stock')) ? products.filter((product) => product.stockStatus === 'in-stock') : products;

function listingResponse(
  { locale }: StoreContext,
  products: readonly CatalogProduct[],
  total: number,
  categories: ProductSearchBody['categories'] = [],
  phoneModel: ProductSearchBody['phone_model'] = null,
) {
  const body: ProductSearchBody = { products: products.map((product) => productListing(product, locale)), categories, phone_model: phoneModel };
  return json(body, { 'x-be-records': String(total) });
}

/** GET /api/products: search (`query`), popular (`popular=1`) or upsell candidates (`upselling_id`). */
function products(context: StoreContext): Response {
  const { url, locale } = context;
  const upsellingId = url.searchParams.get('upselling_id');
  if (upsellingId !== null) {
    const product = catalog().byId.get(Number(upsellingId));
    const candidates = inStockOnly(product ? relatedProducts(product) : [], url);
    return listingResponse(context, candidates.slice(0, pageSize(url, UPSELL_LIMIT)), candidates.length);
  }
  if (isTruthyFlag(url.searchParams.get('popular'))) {
    const popular = inStockOnly(catalog().byPopularity, url);
    return listingResponse(context, popular.slice(0, pageSize(url)), popular.length);
  }
  const query = url.searchParams.get('query')?.trim() ?? '';
  if (!query) return badRequest('One of query, popular or upselling_id is required');
  const modelSlug = url.searchParams.get('phone_model');
  const model = modelSlug === null ? undefined : DEVICE_MODELS.find((candidate) => candidate.slug === modelSlug);
  const found = inStockOnly(searchProducts(query, locale), url);
  const matches = model ? found.filter((product) => product.model?.slug === model.slug) : found;
  const page = paginate(matches, url);
  const categories = categoriesOf(matches).map((category) => categoryRef(category, locale));
  return listingResponse(context, page.items, matches.length, categories, model ? { slug: model.slug, name: model.name } : null);
}

function searchHints({ url, locale }: StoreContext): Response {
  const query = (url.searchParams.get('query') ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
  const terms = query.split(' ').filter(Boolean);
  const hints: SearchHintBody[] = SEARCH_HINTS.filter(({ phrase }) => {
    const text = phrase[locale];
    return terms.length > 0 && (terms.every((term) => text.includes(term)) || query.startsWith(text));
  })
    .slice(0, HINT_LIMIT)
    .map((hint) => ({
      id: hint.id,
      url: `/${CATEGORY_WORD[locale]}/${categoryByKey(hint.categoryKey).uri[locale]}`,
      url_title: hint.title[locale],
    }));
  return json(hints);
}

async function recommendations({ request, locale }: StoreContext): Promise<Response> {
  const body = await readBody(request, recommendationsBodySchema);
  if (body instanceof Response) return body;
  const seen = body.sku.flatMap((sku) => {
    const entry = productBySku(sku);
    return entry ? [entry.product] : [];
  });
  const seenIds = new Set(seen.map((product) => product.id));
  const related = new Map<number, CatalogProduct>();
  for (const product of seen.flatMap(relatedProducts)) {
    if (!seenIds.has(product.id)) related.set(product.id, product);
    if (related.size >= RECOMMENDATION_LIMIT) break;
  }
  return json([...related.values()].map((product) => productListing(product, locale)));
}

/** POST /api/products-by-sku (proposed): each sku asked, as asked, with what the storefront says of it. */
async function productsBySku({ request, locale }: StoreContext): Promise<Response> {
  const body = await readBody(request, skuLookupBodySchema);
  if (body instanceof Response) return body;
  const answers = body.skus.map((sku): SkuLookupBody => {
    const entry = productBySku(sku);
    if (!entry) return { sku, status: DISCONTINUED_SKUS.has(sku.trim().toUpperCase()) ? 'discontinued' : 'unknown', product: null };
    if (!soldIn(entry.product, locale)) return { sku, status: 'not-sold-here', product: null };
    return { sku, status: 'sold', product: productListing(entry.product, locale) };
  });
  return json(answers);
}

export const catalogRoutes = [
  http.get(
    '*/api/current-deal',
    storeRoute(({ locale }) => json(currentDeal(locale))),
  ),
  http.get('*/api/products', storeRoute(products)),
  http.get(
    '*/api/products/:id/upselling',
    storeRoute((context) => {
      const product = catalog().byId.get(Number(pathParam(context, 'id')));
      return product ? json({ data: product.part.hasUpselling }) : notFound('Unknown product');
    }),
  ),
  http.get(
    '*/api/products/:id/purchase-settings',
    storeRoute((context) => {
      const product = catalog().byId.get(Number(pathParam(context, 'id')));
      return product ? json(purchaseSettings(product)) : notFound('Unknown product');
    }),
  ),
  http.get(
    '*/api/product-by-slug/:slug',
    storeRoute((context) => {
      const product = catalog().bySlug.get(pathParam(context, 'slug'));
      return product ? json(productDetail(product, context.locale)) : notFound('Unknown product');
    }),
  ),
  http.get('*/api/search-triggers', storeRoute(searchHints)),
  http.post('*/api/product-recommendations', storeRoute(recommendations)),
  http.post('*/api/products-by-sku', storeRoute(productsBySku)),
];
