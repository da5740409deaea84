import { create } from 'zustand';
import { phoneModelHref } from '@/features/catalog/listing/listing-view';

/**
 * The listing the page shows, as the header's device switcher needs it: the address its filtered
 * views build on and the models it offers. Set by the listing itself (PhoneModelMemory) while it is
 * on screen; per tab, never stored.
 */
export interface ListingOnScreen {
  basePath: string;
  offered: readonly string[];
}

export const useListingOnScreen = create<{ listing: ListingOnScreen | null }>(() => ({ listing: null }));

/**
 * docs/product/devices.md, DEV-3: where choosing a device (or none) in the header leads. On a listing,
 * to its view for that model when it offers one, else to the listing with every model; elsewhere
 * nowhere: the choice is remembered, and the next listing opens narrowed to it (CAT-2).
 */
export function deviceChoiceHref(listing: ListingOnScreen | null, slug: string | null): string | null {
  if (!listing) return null;
  return phoneModelHref(listing.basePath, slug !== null && listing.offered.includes(slug) ? slug : null);
}
