/**
 * What a listing shows beyond its plain first page: page N of it and, on categories, one phone
 * model. Shoppers and search engines see it as `?page=2&phone_model=iphone-13`; the proxy turns it
 * into a path segment of an internal route (`/sv/listing-view/2~iphone-13/category/...`,
 * features/shell/routes/view-rewrite.ts) so that every view is a page of its own in the full-route cache
 * (docs/decisions/0003).
 */
export interface ListingView {
  page: number;
  phoneModel?: string;
}

/** The internal route segment; never reachable from outside (see `isInternalListingPath`). */
export const LISTING_VIEW_SEGMENT = 'listing-view';

/** A phone-model slug as the backend writes them; anything else is no filter at all. */
const PHONE_MODEL_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,78}[a-z0-9])?$/;
/** The page as `pageFromQuery` reads it (1-99999), then optionally `~` and the phone model. */
const VIEW_SEGMENT = /^([1-9]\d{0,4})(?:~(.*))?$/;

export function isPhoneModelSlug(value: string): boolean {
  return PHONE_MODEL_SLUG.test(value);
}

/** A category listing narrowed to a model (or not), always from page 1 of the listing. */
export function phoneModelHref(basePath: string, slug: string | null): string {
  return slug ? `${basePath}?${new URLSearchParams({ phone_model: slug }).toString()}` : basePath;
}

export function listingViewSegment(view: ListingView): string {
  return view.phoneModel ? `${view.page}~${view.phoneModel}` : String(view.page);
}

/** The view a path segment names, or null for a segment no query could have produced. */
export function listingViewFromSegment(segment: string): ListingView | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return null;
  }
  const match = VIEW_SEGMENT.exec(decoded);
  if (!match?.[1]) return null;
  const page = Number.parseInt(match[1], 10);
  const phoneModel = match[2];
  if (phoneModel === undefined) return { page };
  return isPhoneModelSlug(phoneModel) ? { page, phoneModel } : null;
}

/** Whether a path, as the shopper typed it, reaches into the internal view routes. */
export function isInternalListingPath(pathname: string): boolean {
  return pathname === `/${LISTING_VIEW_SEGMENT}` || pathname.startsWith(`/${LISTING_VIEW_SEGMENT}/`);
}
