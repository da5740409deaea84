import { getTranslations } from 'next-intl/server';
import { CmsHtml } from '@/features/content';
import { widgetOrLastGood } from '@/platform/api/swallowed-reads';
import { shouldShowStoreMessage } from '@/platform/storefronts/store-message';
import type { Storefront } from '@/platform/storefronts/storefronts';

/** The store-message widget; a failed read shows the last good one, never a cached "no message" (platform/api/swallowed-reads.ts). */
export async function StoreMessage({ storefront }: { storefront: Storefront }) {
  const widget = await widgetOrLastGood(storefront.code, 'store-message');
  const t = await getTranslations({ locale: storefront.code, namespace: 'chrome' });
  if (!widget || !shouldShowStoreMessage(widget)) return null;
  return (
    <aside className="store-message" aria-label={t('storeMessageLabel')}>
      <CmsHtml html={widget.content} />
    </aside>
  );
}
