import { CmsHtml } from '@/components/content/CmsHtml';
import { fetchWidget } from '@/lib/api/calls/content';
import { dataOr } from '@/lib/api/result';
import { shouldShowStoreMessage } from '@/lib/store-message';
import type { Storefront } from '@/lib/storefronts';

/** The store-message widget; a failed widget call shows nothing (SPEC.md section 8). */
export async function StoreMessage({ storefront }: { storefront: Storefront }) {
  const widget = dataOr(await fetchWidget(storefront.code, 'store-message'), null);
  if (!widget || !shouldShowStoreMessage(widget)) return null;
  return (
    <aside className="store-message" aria-label="store message">
      <CmsHtml html={widget.content} />
    </aside>
  );
}
