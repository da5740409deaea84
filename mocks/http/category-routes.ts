import { http } from 'msw';
import { BRANDS } from '@/mocks/data/brands';
import { catalog } from '@/mocks/data/catalog';
import { categoryTree } from '@/mocks/data/categories';
import { LOCALES } from '@/mocks/data/localized';
import { DEVICE_MODELS } from '@/mocks/data/models';
import { TAGS } from '@/mocks/data/tags';
import { categoryChildrenBodySchema, readBody } from '@/mocks/http/bodies';
import { isTruthyFlag, paginate } from '@/mocks/http/paging';
import { json, notFound, pathParam, storeRoute, type StoreContext } from '@/mocks/http/route';
import { categoryChildren } from '@/mocks/rules/category-children';
import { categoryNode, categoryRef, categoryTreeBody } from '@/mocks/views/category-view';
import { productListing } from '@/mocks/views/product-view';
import type { BrandListBody, BrandPageBody, CategoryChildrenBody, CategoryPageBody, TagPageBody } from '@/mocks/views/wire';

function categoryPage({ url, locale }: StoreContext): Response {
  const uri = (url.searchParams.get('uri') ?? '').replace(/^\/+|\/+$/g, '').toLowerCase();
  const category = categoryTree().byUri[locale].get(uri);
  if (!category) return notFound(`Unknown category ${uri}`);
  const all = catalog().inCategory.get(category.id) ?? [];
  const modelSlugs = new Set(all.flatMap((product) => (product.model ? [product.model.slug] : [])));
  const phoneModel = url.searchParams.get('phone_model');
  const products = phoneModel ? all.filter((product) => product.model?.slug === phoneModel) : all;
  const page = paginate(products, url);
  const body: CategoryPageBody = {
    category: categoryNode(category, locale),
    products: page.items.map((product) => productListing(product, locale)),
    phone_models: DEVICE_MODELS.filter((model) => modelSlugs.has(model.slug)).map((model) => ({ slug: model.slug, name: model.name })),
  };
  return json(body, page.headers);
}

async function categoryChildrenRoute({ request }: StoreContext): Promise<Response> {
  const body = await readBody(request, categoryChildrenBodySchema);
  if (body instanceof Response) return body;
  const answer: CategoryChildrenBody = categoryChildren(body.productIDs, body.Categories);
  return json(answer);
}

function brandPage(context: StoreContext): Response {
  const { url, locale } = context;
  const brand = BRANDS.find((candidate) => candidate.slug === pathParam(context, 'slug'));
  if (!brand) return notFound('Unknown brand');
  const page = paginate(catalog().byBrand.get(brand.slug) ?? [], url);
  const body: BrandPageBody = {
    brand: { id: brand.id, slug: brand.slug, name: brand.name[locale], description: brand.description[locale] },
    models: categoryTree()
      .all.filter((category) => category.brand === brand.slug && category.model)
      .map((category) => categoryRef(category, locale)),
    products: page.items.map((product) => productListing(product, locale)),
  };
  return json(body, page.headers);
}

function tagPage(context: StoreContext): Response {
  const { url, locale } = context;
  const slug = pathParam(context, 'slug');
  const tag = TAGS.find((candidate) => candidate.slug[locale] === slug) ?? TAGS.find((candidate) => LOCALES.some((other) => candidate.slug[other] === slug));
  if (!tag) return notFound('Unknown tag');
  const page = paginate(catalog().byTag.get(tag.key) ?? [], url);
  const body: TagPageBody = {
    tag: { slug: tag.slug[locale], name: tag.name[locale], description: tag.description[locale] },
    products: page.items.map((product) => productListing(product, locale)),
  };
  return json(body, page.headers);
}

export const categoryRoutes = [
  http.get(
    '*/api/product-categories',
    storeRoute(({ url, locale }) => json(categoryTreeBody(locale, isTruthyFlag(url.searchParams.get('main_menu'))))),
  ),
  http.get('*/api/category', storeRoute(categoryPage)),
  http.post('*/api/category-children', storeRoute(categoryChildrenRoute)),
  http.get(
    '*/api/brands',
    storeRoute(({ locale }) => {
      const body: BrandListBody = BRANDS.map((brand) => ({ id: brand.id, slug: brand.slug, name: brand.name[locale] }));
      return json(body);
    }),
  ),
  http.get('*/api/brands/:slug', storeRoute(brandPage)),
  http.get('*/api/tags/:slug', storeRoute(tagPage)),
];
