import { getTranslations } from 'next-intl/server';
import { UspCarousel } from '@/features/shell/header/UspCarousel';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/** The three selling points of docs/product/chrome.md, CHR-2: delivery, the free-shipping threshold, returns. */
export async function UspBar({ storefront }: { storefront: StorefrontCode }) {
  const t = await getTranslations({ locale: storefront, namespace: 'header' });
  const items = [t('usps.delivery'), t('usps.freeShipping'), t('usps.returns')];
  return <UspCarousel items={items} label={t('uspLabel')} pauseLabel={t('uspPause')} playLabel={t('uspPlay')} />;
}
