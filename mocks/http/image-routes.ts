import { http, HttpResponse } from 'msw';
import { productBySku } from '@/mocks/data/catalog';
import { categoryTree, type CatalogCategory } from '@/mocks/data/categories';
import type { PartShape } from '@/mocks/data/part-types';
import { partImageSvg, type PartImage } from '@/mocks/images/part-image';
import { PRODUCT_VIEWS, type ProductView } from '@/mocks/views/images';

const MAX_SIZE = 2000;
const PRODUCT_IMAGE = /^(TDS\d+(?:-\d+)?)-([a-z]+)-(\d+)\.svg$/i;
const CATEGORY_IMAGE = /^category-(\d+)-(\d+)\.svg$/;

const CATEGORY_SHAPE: Readonly<Record<string, PartShape>> = {
  'spare-parts': 'screen',
  'tablet-parts': 'screen',
  accessories: 'case',
  tools: 'tool',
  deals: 'protector',
};

const isView = (value: string): value is ProductView => (PRODUCT_VIEWS as readonly string[]).includes(value);
const validSize = (value: string) => {
  const size = Number(value);
  return Number.isInteger(size) && size > 0 && size <= MAX_SIZE ? size : null;
};

function productImage(name: string): PartImage | null {
  const [, sku = '', view = '', sizeText = ''] = PRODUCT_IMAGE.exec(name) ?? [];
  const entry = productBySku(sku);
  const size = validSize(sizeText);
  if (!entry || !size || !isView(view)) return null;
  return { shape: entry.product.part.shape, view, size, caption: entry.product.model?.name ?? entry.product.sku };
}

function categoryImage(name: string): PartImage | null {
  const [, idText = '', sizeText = ''] = CATEGORY_IMAGE.exec(name) ?? [];
  const category: CatalogCategory | undefined = categoryTree().byId.get(Number(idText));
  const size = validSize(sizeText);
  if (!category || !size) return null;
  const root = category.ancestors[0] ?? category;
  return {
    shape: CATEGORY_SHAPE[root.key] ?? 'screen',
    view: 'front',
    size,
    caption: category.model?.name ?? (category.brand ? category.name.sv : ''),
  };
}

/** GET /images/<sku>-<front|back|detail>-<size>.svg and /images/category-<id>-<size>.svg. */
export const imageRoutes = [
  http.get('*/images/:name', ({ params }) => {
    const name = typeof params.name === 'string' ? params.name : '';
    const image = productImage(name) ?? categoryImage(name);
    if (!image) return HttpResponse.json({ error: 'not_found', message: 'Unknown image' }, { status: 404 });
    return new HttpResponse(partImageSvg(image), {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' },
    });
  }),
];
