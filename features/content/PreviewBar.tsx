import { getTranslations } from 'next-intl/server';
import { SLUG_PARAM } from '@/features/content/preview/link';
import { EXIT_PATH } from '@/features/content/preview/paths';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

interface Props {
  storefront: StorefrontCode;
  slug: string;
}

/**
 * Tells an editor they are looking at a draft, not the live page, and lets them out. The way out
 * is a form rather than a link: links get prefetched, and a prefetch would end the preview unasked.
 */
export async function PreviewBar({ storefront, slug }: Props) {
  const t = await getTranslations({ locale: storefront, namespace: 'pagePreview' });
  return (
    <section className="preview-bar" aria-labelledby="preview-bar-title">
      <p className="preview-bar__text">
        <strong id="preview-bar-title" className="preview-bar__title">
          {t('barTitle')}
        </strong>{' '}
        {t('barText', { path: `/${slug}` })}
      </p>
      <form method="get" action={EXIT_PATH} className="preview-bar__exit">
        <input type="hidden" name={SLUG_PARAM} value={slug} />
        <button type="submit" className="button">
          {t('exit')}
        </button>
      </form>
    </section>
  );
}
