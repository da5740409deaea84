import { getTranslations } from 'next-intl/server';
import { CmsHtml } from '@/components/content/CmsHtml';
import { widgetOrLastGood } from '@/lib/api/swallowed-reads';
import { shouldShowStoreMessage } from '@/lib/store-message';
import type { Storefront } from '@/lib/storefronts';

/** The store-message widget; a failed read shows the last good one, never a cached "no message" (lib/api/swallowed-reads.ts). */
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
