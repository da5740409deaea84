import { useTranslations } from 'next-intl';
import type { ReviewSummary } from '@/platform/api/types';

/** One star, 24 units wide, drawn once per step of the scale the answer gives. */
const STAR_PATH = 'M12 1.6l3.2 6.9 7.5.8-5.6 5.1 1.6 7.4L12 18l-6.6 3.8 1.6-7.4-5.6-5.1 7.5-.8z';
const STAR_WIDTH = 24;
/** One footer per page, so one star and one fill to refer to. */
const STAR_ID = 'footer-reviews-star';
const FILL_ID = 'footer-reviews-fill';

/**
 * The store's rating at its review provider (docs/product/chrome.md, CHR-19; decision 0037): stars
 * filled to the average, the average and the number of reviews in words, and a link to them. Every
 * figure is the backend's answer; without one (none, or no reviews yet) there is nothing at all.
 */
export function FooterReviews({ summary }: { summary: ReviewSummary | null }) {
  const t = useTranslations('footer');
  if (summary === null || summary.review_count === 0) return null;
  const { rating_value: rating, best_rating: best, review_count: count, provider, url } = summary;
  const width = best * STAR_WIDTH;
  const filled = (rating / best) * width;
  const stars = Array.from({ length: best }, (_, index) => <use key={index} href={`#${STAR_ID}`} x={index * STAR_WIDTH} />);
  return (
    <aside className="footer-reviews" aria-label={t('reviewsTitle')}>
      <p className="footer-reviews__rating">
        <svg className="footer-reviews__stars" viewBox={`0 0 ${width} ${STAR_WIDTH}`} width={best * 18} height={18} aria-hidden="true" focusable="false">
          <defs>
            <path id={STAR_ID} d={STAR_PATH} />
            <clipPath id={FILL_ID}>
              <rect x="0" y="0" width={filled} height={STAR_WIDTH} />
            </clipPath>
          </defs>
          <g className="footer-reviews__empty">{stars}</g>
          <g className="footer-reviews__filled" clipPath={`url(#${FILL_ID})`}>
            {stars}
          </g>
        </svg>
        <span className="footer-reviews__text">{t('reviewsSummary', { rating: Math.round(rating * 10) / 10, best, count })}</span>
      </p>
      <a href={url} rel="noopener noreferrer" target="_blank" className="footer-reviews__link">
        {t('reviewsLink', { provider })}
      </a>
    </aside>
  );
}
