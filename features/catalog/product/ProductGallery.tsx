import { ImageType } from '@/platform/api/vocabulary';
import type { Product } from '@/platform/api/types';

/** Gallery images in their sort order: featured first, then gallery images. */
function galleryImages(product: Product) {
  return product.images
    .filter((image) => image.type === ImageType.Featured || image.type === ImageType.Gallery)
    .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0));
}

export function ProductGallery({ product }: { product: Product }) {
  const images = galleryImages(product);
  const [main, ...rest] = images.length > 0 ? images : [{ ...product.thumb, type: ImageType.Thumb }];
  return (
    <div className="product-gallery">
      {main && (
        /* eslint-disable-next-line @next/next/no-img-element -- the backend serves pre-sized images */
        <img src={main.url} alt={product.name} width={main.width} height={main.height} fetchPriority="high" className="product-gallery__main" />
      )}
      {rest.length > 0 && (
        <ul className="product-gallery__thumbs">
          {rest.map((image) => (
            <li key={image.url}>
              {/* eslint-disable-next-line @next/next/no-img-element -- the backend serves pre-sized images */}
              <img src={image.url} alt="" width={image.width} height={image.height} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
