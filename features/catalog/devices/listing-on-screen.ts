/**
 * The listing the page shows, as the header's device switcher needs it: the address its views
 * build on, the query that stays (a search's term), and the models it has parts for (`any` for a
 * search, which answers for every model). Set by the listing while it is on screen
 * (FilterableByDevice) and read only when a device is chosen, so nothing re-renders on it; per tab,
 * never stored.
 */
export interface ListingOnScreen {
  basePath: string;
  query: Readonly<Record<string, string>>;
  offered: readonly string[] | 'any';
}

let shown: ListingOnScreen | null = null;

export const listingOnScreen = (): ListingOnScreen | null => shown;

/** Marks `listing` as the one on screen; the answer unmarks it, unless another took its place since. */
export function showListing(listing: ListingOnScreen): () => void {
  shown = listing;
  return () => {
    if (shown === listing) shown = null;
  };
}

/**
 * docs/product/devices.md, DEV-3: where choosing a device (or none) in the header leads. On a listing,
 * to its view for that model when it has parts for it, else to the listing with every model;
 * elsewhere nowhere: the choice is remembered, and the next listing opens narrowed to it (CAT-2).
 */
export function deviceChoiceHref(listing: ListingOnScreen | null, slug: string | null): string | null {
  if (!listing) return null;
  const { basePath, query, offered } = listing;
  const model = slug !== null && (offered === 'any' || offered.includes(slug)) ? slug : null;
  const search = new URLSearchParams(model ? { ...query, phone_model: model } : query).toString();
  return search ? `${basePath}?${search}` : basePath;
}
