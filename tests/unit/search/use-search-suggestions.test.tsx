// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchSuggestions } from '@/features/search/use-search-suggestions';
import { ShopContext, type ShopContextValue } from '@/platform/state/shop-context';
import * as calls from '@/platform/api/calls/search';
import type { ApiResult } from '@/platform/api/result';
import type { ProductListing, ProductSearch, SearchHint } from '@/platform/api/types';
import { SEARCH_DEBOUNCE_MS } from '@/features/search/search-query';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';
import { hint, listing } from './fixtures';

vi.mock('@/platform/api/calls/search', () => ({
  searchProducts: vi.fn(),
  fetchSearchHints: vi.fn(),
  fetchPopularProducts: vi.fn(),
}));

const searchProducts = vi.mocked(calls.searchProducts);
const fetchSearchHints = vi.mocked(calls.fetchSearchHints);
const fetchPopularProducts = vi.mocked(calls.fetchPopularProducts);

type Found = ProductSearch & { total: number };
const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, data, headers: new Headers() });
const failed: ApiResult<never> = { ok: false, error: { kind: 'http', status: 500 } };
const found = (...products: ProductListing[]): ApiResult<Found> => ok({ products, categories: [], phone_model: null, total: products.length });
/** Moves the fake clock on; promises and the query cache's zero-delay timers run on the way. */
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function render(initial: string, open = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const shop = { storefront: STOREFRONTS.sv } as ShopContextValue;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <ShopContext.Provider value={shop}>{children}</ShopContext.Provider>
    </QueryClientProvider>
  );
  return renderHook(({ value, isOpen }) => useSearchSuggestions(value, isOpen), { wrapper, initialProps: { value: initial, isOpen: open } });
}

const productKeys = (view: ReturnType<typeof useSearchSuggestions>) =>
  view.suggestions.options.filter((option) => option.kind === 'product').map((option) => option.key);

beforeEach(() => {
  vi.useFakeTimers();
  searchProducts.mockReset().mockResolvedValue(found(listing(1)));
  fetchSearchHints.mockReset().mockResolvedValue(ok<SearchHint[]>([]));
  fetchPopularProducts.mockReset().mockResolvedValue(ok({ products: [listing(90), listing(91), listing(92)], categories: [], phone_model: null }));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useSearchSuggestions', () => {
  it('under 2 trimmed characters shows the popular products and never searches', async () => {
    const { result, rerender } = render('');
    await advance(0);
    expect(productKeys(result.current)).toEqual(['product-90', 'product-91', 'product-92']);
    expect(result.current.mode).toBe('popular');
    expect(result.current.suggestions.groups.map((group) => group.name)).toEqual(['popular']);

    rerender({ value: ' a ', isOpen: true });
    await advance(SEARCH_DEBOUNCE_MS * 2);
    expect(result.current.mode).toBe('popular');
    expect(searchProducts).not.toHaveBeenCalled();
    expect(fetchSearchHints).not.toHaveBeenCalled();
  });

  it('asks for the popular products only while open', async () => {
    render('', false);
    await advance(SEARCH_DEBOUNCE_MS * 2);
    expect(fetchPopularProducts).not.toHaveBeenCalled();
  });

  it('searches once, 250 ms after the last keystroke, for the trimmed term', async () => {
    const { result, rerender } = render('');
    rerender({ value: 'ip', isOpen: true });
    await advance(100);
    rerender({ value: ' iph ', isOpen: true });
    await advance(SEARCH_DEBOUNCE_MS - 1);
    expect(searchProducts).not.toHaveBeenCalled();
    await advance(1);
    expect(searchProducts).toHaveBeenCalledTimes(1);
    expect(searchProducts).toHaveBeenCalledWith('sv', expect.objectContaining({ query: 'iph' }));
    expect(fetchSearchHints).toHaveBeenCalledWith('sv', 'iph');
    await advance(0);
    expect(result.current.answeredQuery).toBe('iph');
    expect(result.current.mode).toBe('search');
    expect(productKeys(result.current)).toEqual(['product-1']);
    await advance(SEARCH_DEBOUNCE_MS * 4);
    expect(searchProducts).toHaveBeenCalledTimes(1);
  });

  it('a late answer for an older term never replaces the answer for the newer one', async () => {
    const pending = { ab: deferred<ApiResult<Found>>(), abc: deferred<ApiResult<Found>>() };
    searchProducts.mockImplementation((_storefront, q) => pending[q.query as keyof typeof pending].promise);
    const { result, rerender } = render('ab');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(searchProducts).toHaveBeenCalledWith('sv', expect.objectContaining({ query: 'ab' }));
    rerender({ value: 'abc', isOpen: true });
    await advance(SEARCH_DEBOUNCE_MS);
    expect(searchProducts).toHaveBeenCalledWith('sv', expect.objectContaining({ query: 'abc' }));

    pending.abc.resolve(found(listing(3)));
    await advance(0);
    expect(result.current.answeredQuery).toBe('abc');
    pending.ab.resolve(found(listing(2)));
    await advance(0);
    expect(result.current.answeredQuery).toBe('abc');
    expect(productKeys(result.current)).toEqual(['product-3']);
  });

  it('an older answer arriving first is replaced by the newer one, and not the other way round', async () => {
    const pending = { ab: deferred<ApiResult<Found>>(), abc: deferred<ApiResult<Found>>() };
    searchProducts.mockImplementation((_storefront, q) => pending[q.query as keyof typeof pending].promise);
    const { result, rerender } = render('ab');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(searchProducts).toHaveBeenCalledTimes(1);
    rerender({ value: 'abc', isOpen: true });
    await advance(SEARCH_DEBOUNCE_MS);
    expect(searchProducts).toHaveBeenCalledTimes(2);
    pending.ab.resolve(found(listing(2)));
    await advance(0);
    expect(result.current.answeredQuery).not.toBe('abc');
    pending.abc.resolve(found(listing(3)));
    await advance(0);
    expect(result.current.answeredQuery).toBe('abc');
    expect(productKeys(result.current)).toEqual(['product-3']);
  });

  it('a failed product search is swallowed: the hints still show', async () => {
    searchProducts.mockResolvedValue(failed);
    fetchSearchHints.mockResolvedValue(ok([hint(1, '/kategori/reservdelar/apple/iphone-13', 'Skärmar till iPhone 13')]));
    const { result } = render('iphone 13');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(result.current.answeredQuery).toBe('iphone 13');
    expect(result.current.suggestions.options.map((option) => option.key)).toEqual(['hint-1']);
  });

  it('a failed hint call is swallowed: the products still show', async () => {
    fetchSearchHints.mockResolvedValue(failed);
    const { result } = render('iphone 13');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(result.current.answeredQuery).toBe('iphone 13');
    expect(productKeys(result.current)).toEqual(['product-1']);
  });

  it('when every call fails there is simply nothing to show', async () => {
    searchProducts.mockResolvedValue(failed);
    fetchSearchHints.mockResolvedValue(failed);
    const { result } = render('iphone 13');
    await advance(SEARCH_DEBOUNCE_MS);
    expect(searchProducts).toHaveBeenCalled();
    expect(result.current).toEqual({ mode: 'search', suggestions: { groups: [], options: [] }, answeredQuery: null });
  });

  it('a failed popular call shows nothing, and is asked again next time', async () => {
    fetchPopularProducts.mockResolvedValue(failed);
    const { result, rerender } = render('');
    await advance(0);
    expect(fetchPopularProducts).toHaveBeenCalledTimes(1);
    expect(result.current.suggestions.options).toEqual([]);
    fetchPopularProducts.mockResolvedValue(ok({ products: [listing(90)], categories: [], phone_model: null }));
    rerender({ value: '', isOpen: false });
    rerender({ value: '', isOpen: true });
    await advance(0);
    expect(productKeys(result.current)).toEqual(['product-90']);
  });
});
