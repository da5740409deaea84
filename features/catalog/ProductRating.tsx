import { useTranslations } from 'next-intl';
import type { CSSProperties } from 'react';
import { MAX_SCORE } from '@/features/catalog/rating';

/**
 * A product's rating (docs/product/catalog.md, CAT-14): five stars filled as far as the score goes,
 * drawn by the stylesheet from one custom property, and the score in words for screen readers.
 */
export function ProductRating({ score }: { score: number }) {
  const t = useTranslations('product');
  return (
    <p className="product-rating">
      <span className="product-rating__stars" style={{ '--score': score / MAX_SCORE } as CSSProperties} aria-hidden="true" />
      <span className="visually-hidden">{t('rating', { score, max: MAX_SCORE })}</span>
    </p>
  );
}
