import { describe, expect, it } from 'vitest';
import { searchableQuery, searchTerm } from '@/features/search/search-query';
import { searchViewPathname } from '@/features/shell/routes/view-rewrite';
import { isInternalSearchPath, searchViewFromSegments, searchViewSegments } from '@/features/search/results-view';

const query = (search: string) => new URLSearchParams(search);

describe('the search term: one form for every way of writing the same search', () => {
  it.each([
    ['iPhone  8', 'iphone 8'],
    ['  IPHONE 8 ', 'iphone 8'],
    ['iphone\t\n8', 'iphone 8'],
    ['Skärm ÅÄÖ', 'skärm åäö'],
    ['näyttö', 'näyttö'],
  ])('%j -> %j', (typed, term) => {
    expect(searchTerm(typed)).toBe(term);
  });

  it.each([[''], ['a'], ['  a  '], [null], [undefined]])('%j is too short to search', (typed) => {
    expect(searchTerm(typed)).toBeNull();
  });

  it('keeps 100 characters at most, as the search box does', () => {
    expect(searchTerm('X'.repeat(150))).toBe('x'.repeat(100));
    expect(searchableQuery('iPhone  8')).toBe('iPhone 8');
  });
});

describe('search views: ?q and ?page become a cached route of their own', () => {
  it.each([
    ['/sv/search', '?q=iphone', '/sv/search-view/1/aXBob25l'],
    ['/sv/search', '?q=iPhone%20%208', '/sv/search-view/1/aXBob25lIDg'],
    ['/sv/search', '?q=iphone+8', '/sv/search-view/1/aXBob25lIDg'],
    ['/fi/search', '?q=iphone%208&page=3&utm_source=mail', '/fi/search-view/3/aXBob25lIDg'],
    ['/nl/search', '?q=iphone&page=abc', '/nl/search-view/1/aXBob25l'],
    // docs/product/devices.md, DEV-3: narrowed to a phone model, in the page segment as a listing's view.
    ['/sv/search', '?q=iphone&phone_model=iphone-13', '/sv/search-view/1~iphone-13/aXBob25l'],
    ['/sv/search', '?q=iphone&page=2&phone_model=iphone-13', '/sv/search-view/2~iphone-13/aXBob25l'],
    ['/sv/search', '?q=iphone&phone_model=..%2Fx', '/sv/search-view/1/aXBob25l'],
    ['/sv/search', '?q=iphone&phone_model=', '/sv/search-view/1/aXBob25l'],
  ])('%s%s -> %s', (pathname, search, expected) => {
    expect(searchViewPathname(pathname, query(search))).toBe(expected);
  });

  it.each([
    ['/sv/search', ''],
    ['/sv/search', '?q=a'],
    ['/sv/search', '?q=%20%20'],
    ['/sv/search/x', '?q=iphone'],
    ['/sv/category/reservdelar', '?q=iphone'],
    ['/sv', '?q=iphone'],
  ])('%s%s stays where it is', (pathname, search) => {
    expect(searchViewPathname(pathname, query(search))).toBeNull();
  });

  it('reads back every view it writes, whatever the characters', () => {
    for (const view of [
      { term: 'iphone 8', page: 1 },
      { term: 'skärm/glas?#%&', page: 99999 },
      { term: '📱 laddare', page: 2 },
      { term: 'x'.repeat(100), page: 1 },
      { term: '😀'.repeat(50), page: 1 },
      { term: searchTerm(`a${'😀'.repeat(60)}`)!, page: 1 },
      { term: searchTerm(`${'x'.repeat(99)}  more`)!, page: 1 },
      { term: 'skal', page: 3, phoneModel: 'galaxy-s24-ultra' },
    ]) {
      const [page, term] = searchViewSegments(view);
      expect(term).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(searchViewFromSegments(page, term)).toEqual(view);
    }
  });

  it.each([
    ['0', 'aXBob25l'],
    ['01', 'aXBob25l'],
    ['100000', 'aXBob25l'],
    ['1', ''],
    ['1', 'aXBob25l='],
    // The same bytes in a second spelling of base64.
    ['1', 'aXBob25lIDh'],
    // "iPhone 8", "iphone  8", " iphone": a term not in its normal form would be a second page of the same search.
    ['1', 'aVBob25lIDg'],
    ['1', 'aXBob25lICA4'],
    ['1', 'IGlwaG9uZQ'],
    ['1', 'YQ'],
    ['1', '%2F'],
    ['1~', 'aXBob25l'],
    ['1~Iphone', 'aXBob25l'],
    ['1~..%2Fx', 'aXBob25l'],
    ['~iphone-13', 'aXBob25l'],
    ['%E0%A4%A', 'aXBob25l'],
  ])('segments %j %j are no view', (page, term) => {
    expect(searchViewFromSegments(page, term)).toBeNull();
  });

  it('keeps shoppers out of the internal route', () => {
    expect(isInternalSearchPath('/search-view')).toBe(true);
    expect(isInternalSearchPath('/search-view/1/aXBob25l')).toBe(true);
    expect(isInternalSearchPath('/search-views')).toBe(false);
    expect(isInternalSearchPath('/sok')).toBe(false);
  });
});
