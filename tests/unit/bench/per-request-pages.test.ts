/**
 * A first-time search is the search results of a query nobody asked before (docs/operating.md,
 * OPS-52): every request gets a query of its own, one spelling per query as the shop's search cache
 * keys it, and what was handed out is counted.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstTimePaths } from '@/bench/per-request-pages';

const pathOf = (query: string) => `/sok?q=${encodeURIComponent(query)}`;

describe('firstTimePaths', () => {
  it('hands out each query once, in order, and counts them', () => {
    const fresh = firstTimePaths(['iPhone 8 Skärm', 'Galaxy S20 Batteri'], pathOf);
    expect([fresh.next(), fresh.next()]).toEqual(['/sok?q=iphone%208%20sk%C3%A4rm', '/sok?q=galaxy%20s20%20batteri']);
    expect(fresh.asked()).toBe(2);
    expect(fresh.distinct).toBe(2);
  });

  it('counts queries that differ only in case or spaces as one, as the search cache does', () => {
    expect(firstTimePaths(['iPhone 8', 'iphone  8 ', 'IPHONE 8', '  '], pathOf).distinct).toBe(1);
  });

  it('never repeats a path before every distinct query was asked', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 40 }), (queries) => {
        fc.pre(queries.some((query) => query.trim() !== ''));
        const fresh = firstTimePaths(queries, pathOf);
        const paths = Array.from({ length: fresh.distinct }, () => fresh.next());
        expect(new Set(paths).size).toBe(fresh.distinct);
        expect(fresh.asked()).toBe(fresh.distinct);
      }),
    );
  });

  it('refuses an empty list', () => {
    expect(() => firstTimePaths([' '], pathOf)).toThrow(/no queries/);
  });
});
