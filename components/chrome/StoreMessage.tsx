import { CmsHtml } from '@/components/content/CmsHtml';
import { fetchWidget } from '@/lib/api/calls/content';
import { optionalShapingData } from '@/lib/api/shaping-read';
import { shouldShowStoreMessage } from '@/lib/store-message';
import type { Storefront } from '@/lib/storefronts';

/** The store-message widget; a failed read is never cached as "no message" (decision 0006). */
export async function StoreMessage({ storefront }: { storefront: Storefront }) {
  const widget = optionalShapingData(await fetchWidget(storefront.code, 'store-message'), 'store-message widget');
  if (!widget || !shouldShowStoreMessage(widget)) return null;
  return (
    <aside className="store-message" aria-label="store message">
      <CmsHtml html={widget.content} />
    </aside>
  );
}
