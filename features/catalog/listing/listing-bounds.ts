import type { ListingView } from '@/features/catalog/listing/listing-view';
import { pageCount } from '@/platform/routing/pagination';

/** What the backend says a listing has: how many products in all, and its phone models (categories). */
export interface ListingExtent {
  total: number;
  phoneModels?: readonly { slug: string }[];
}

/**
 * Whether a view is one the listing has: a page up to its last, and a phone model it lists. Any other
 * view is a 404 that is never cached, so made-up URLs cannot fill the page cache (decision 0006).
 * Page 1 always exists: an empty listing still has its first page.
 */
export function isExistingView(view: ListingView, extent: ListingExtent): boolean {
  if (view.page > pageCount(extent.total)) return false;
  if (!view.phoneModel) return true;
  return (extent.phoneModels ?? []).some((model) => model.slug === view.phoneModel);
}
