import { isNotFound, type ApiResult } from '@/platform/api/result';
import { shapingData } from '@/platform/api/shaping-read';
import { isExistingView } from '@/features/catalog/listing/listing-bounds';
import type { ListingView } from '@/features/catalog/listing/listing-view';

interface ListingPage {
  total: number;
  phone_models?: readonly { slug: string }[];
}

const FIRST_PAGE: ListingView = { page: 1 };

/**
 * One view of a listing, or null when the listing or the view does not exist. The view is first
 * checked against the plain first page, which every view shares in the data cache, so a made-up
 * phone model or page number never costs a cached read of its own. A failed read throws.
 */
export async function readExistingView<T extends ListingPage>(
  view: ListingView,
  read: (view: ListingView) => Promise<ApiResult<T>>,
  what: string,
): Promise<T | null> {
  const first = await read(FIRST_PAGE);
  if (isNotFound(first)) return null;
  const plain = shapingData(first, what);
  if (!isExistingView(view, { total: plain.total, phoneModels: plain.phone_models })) return null;
  if (view.page === 1 && !view.phoneModel) return plain;
  const result = await read(view);
  if (isNotFound(result)) return null;
  const data = shapingData(result, what);
  return isExistingView(view, { total: data.total, phoneModels: data.phone_models }) ? data : null;
}
