import { ImageType } from '@/platform/api/vocabulary';
import { publicOrigin } from '@/mocks/config';
import type { ImageBody, ThumbBody } from '@/mocks/views/wire';

/** The three photos every product has; see images/part-image.ts for how they are drawn. */
export const PRODUCT_VIEWS = ['front', 'back', 'detail'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

export const THUMB_SIZE = 300;
const LARGE_SIZE = 800;
const ZOOM_SIZE = 1600;

function productImageUrl(sku: string, view: ProductView, size: number): string {
  return `${publicOrigin()}/images/${sku}-${view}-${size}.svg`;
}

export function categoryImageUrl(categoryId: number): string {
  return `${publicOrigin()}/images/category-${categoryId}-${THUMB_SIZE}.svg`;
}

export function productThumb(sku: string): ThumbBody {
  return { url: productImageUrl(sku, 'front', THUMB_SIZE), width: THUMB_SIZE, height: THUMB_SIZE };
}

/** Featured, gallery, gallery thumbs and zoom, as a product page expects them. */
export function productImages(sku: string, alt: string): ImageBody[] {
  const image = (type: number, view: ProductView, size: number, sortOrder: number): ImageBody => ({
    url: productImageUrl(sku, view, size),
    width: size,
    height: size,
    type,
    alt,
    sort_order: sortOrder,
  });
  return [
    image(ImageType.Featured, 'front', LARGE_SIZE, 0),
    ...PRODUCT_VIEWS.slice(1).map((view, position) => image(ImageType.Gallery, view, LARGE_SIZE, position + 1)),
    ...PRODUCT_VIEWS.map((view, position) => image(ImageType.GalleryThumb, view, THUMB_SIZE, position)),
    image(ImageType.Zoom, 'front', ZOOM_SIZE, 0),
  ];
}
