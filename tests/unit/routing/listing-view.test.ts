import { describe, expect, it } from 'vitest';
import { isInternalListingPath, listingViewFromSegment, listingViewSegment } from '@/features/catalog/listing/listing-view';
import { listingViewPathname } from '@/features/shell/routes/view-rewrite';

const query = (search: string) => new URLSearchParams(search);

describe('listing views: ?page and ?phone_model become a cached route of their own', () => {
  it.each([
    ['/sv/category/reservdelar/apple', '?page=2', '/sv/listing-view/2/category/reservdelar/apple'],
    ['/fi/category/varaosat', '?phone_model=iphone-13', '/fi/listing-view/1~iphone-13/category/varaosat'],
    ['/nl/category/a/b/c', '?page=3&phone_model=galaxy-s24&utm_source=x', '/nl/listing-view/3~galaxy-s24/category/a/b/c'],
    ['/no/brand/apple', '?page=4', '/no/listing-view/4/brand/apple'],
    ['/da/tag/nyhed', '?page=2', '/da/listing-view/2/tag/nyhed'],
    // Brands and tags have no model filter: the parameter is ignored, not cached as a view.
    ['/sv/brand/apple', '?page=2&phone_model=iphone-13', '/sv/listing-view/2/brand/apple'],
  ])('%s%s -> %s', (pathname, search, expected) => {
    expect(listingViewPathname(pathname, query(search))).toBe(expected);
  });

  it.each([
    ['/sv/category/reservdelar', ''],
    ['/sv/category/reservdelar', '?page=1'],
    ['/sv/category/reservdelar', '?page=abc'],
    ['/sv/category/reservdelar', '?page=-2'],
    ['/sv/category/reservdelar', '?page=123456'],
    ['/sv/category/reservdelar', '?phone_model=Not%20A%20Slug'],
    ['/sv/category/reservdelar', '?phone_model=../../etc'],
    ['/sv/category/reservdelar', `?phone_model=${'a'.repeat(81)}`],
    ['/sv/brand/apple', '?phone_model=iphone-13'],
    ['/sv/product/skarm', '?page=2'],
    ['/sv/search', '?q=iphone&page=2'],
    ['/sv', '?page=2'],
    ['/sv/category', '?page=2'],
  ])('%s%s stays the plain page', (pathname, search) => {
    expect(listingViewPathname(pathname, query(search))).toBeNull();
  });

  it('reads back every segment it writes', () => {
    for (const view of [{ page: 1, phoneModel: 'iphone-13' }, { page: 2 }, { page: 99999, phoneModel: 'a' }]) {
      expect(listingViewFromSegment(listingViewSegment(view))).toEqual(view);
    }
  });

  it.each(['0', '01', '100000', 'abc', '2~', '2~Iphone', '2~-iphone', '2~iphone-', '2~a~b', '%E0%A4%A', ''])('segment %j is no view', (segment) => {
    expect(listingViewFromSegment(segment)).toBeNull();
  });

  it('keeps shoppers out of the internal routes', () => {
    expect(isInternalListingPath('/listing-view')).toBe(true);
    expect(isInternalListingPath('/listing-view/2/category/x')).toBe(true);
    expect(isInternalListingPath('/listing-views')).toBe(false);
    expect(isInternalListingPath('/kategori/listing-view')).toBe(false);
  });
});
