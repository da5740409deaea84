import { notFound } from 'next/navigation';
import { listingViewFromSegment, type ListingView } from '@/features/catalog/listing/listing-view';

/** A view route's params with its `[view]` segment read; a segment the proxy never writes is a 404. */
export async function viewFromParams<P extends { view: string }>(params: Promise<P>): Promise<Omit<P, 'view'> & { view: ListingView }> {
  const { view: segment, ...rest } = await params;
  const view = listingViewFromSegment(segment);
  if (!view) notFound();
  return { ...rest, view };
}
