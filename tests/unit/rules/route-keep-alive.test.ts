import { describe, expect, it } from 'vitest';
import { isNeverKept, KEEP_ALIVE_MAX, turnPage, type KeptPage } from '@/platform/keep-alive/route-keep-alive';

const page = (route: string, scrollY = 100): KeptPage => ({ route, scrollY, states: { picker: route } });
const routes = (pages: readonly KeptPage[]) => pages.map((kept) => kept.route);

/** Walks `links` by links from the first, then goes back `backs` times, step by step. */
function walk(links: string[], backs: number) {
  let kept: readonly KeptPage[] = [];
  const restored: (string | null)[] = [];
  for (let at = 1; at < links.length; at += 1) kept = turnPage(kept, page(links[at - 1]!), links[at]!, false).kept;
  for (let at = links.length - 1; at > links.length - 1 - backs; at -= 1) {
    const turned = turnPage(kept, page(links[at]!), links[at - 1]!, true);
    kept = turned.kept;
    restored.push(turned.restored?.route ?? null);
  }
  return { kept, restored };
}

describe('route keep-alive (docs/product/chrome.md, CHR-15)', () => {
  it('keeps at most 2 pages, the most recently left first', () => {
    expect(KEEP_ALIVE_MAX).toBe(2);
    expect(routes(walk(['/', '/kategori/apple', '/produkt/a', '/produkt/b'], 0).kept)).toEqual(['/produkt/a', '/kategori/apple']);
  });

  it('brings back the last 2 pages step by step, and the third back starts afresh', () => {
    const { restored, kept } = walk(['/', '/kategori/apple', '/produkt/a', '/produkt/b'], 3);
    expect(restored).toEqual(['/produkt/a', '/kategori/apple', null]);
    expect(routes(kept)).toEqual(['/kategori/apple', '/produkt/a']);
  });

  it('restores the page as it was left: scroll and states', () => {
    const left = { route: '/kategori/apple?phone_model=iphone-15', scrollY: 1234, states: { 'phone-model-picker': true } };
    const there = turnPage([], left, '/produkt/a', false);
    expect(turnPage(there.kept, page('/produkt/a'), left.route, true).restored).toEqual(left);
  });

  it('never counts the page on screen: a page brought back leaves the list until it is left again', () => {
    const there = turnPage([page('/b'), page('/a')], page('/c'), '/b', true);
    expect(routes(there.kept)).toEqual(['/c', '/a']);
  });

  it('keeps the latest state of a page left twice, once', () => {
    const kept = turnPage([page('/a', 10), page('/b')], page('/a', 500), '/c', false).kept;
    expect(kept.map((kept) => [kept.route, kept.scrollY])).toEqual([
      ['/a', 500],
      ['/b', 100],
    ]);
  });

  it('starts a kept page afresh when a link leads to it, and forgets it', () => {
    const there = turnPage([page('/a')], page('/b'), '/a', false);
    expect(there.restored).toBeNull();
    expect(routes(there.kept)).toEqual(['/b']);
  });

  it('keeps pages with a query apart from the same path without it', () => {
    const kept = turnPage([page('/kategori/apple')], page('/kategori/apple?phone_model=iphone-15'), '/produkt/a', false).kept;
    expect(routes(kept)).toEqual(['/kategori/apple?phone_model=iphone-15', '/kategori/apple']);
  });

  it.each([
    '/checkout',
    '/checkout/ab12',
    '/checkout/confirmation',
    '/checkout/confirmation/1001',
    '/fi/checkout/ab12',
    '/nl/checkout/confirmation/1001',
    '/checkout?login',
  ])('never keeps checkout or confirmation: %s', (route) => {
    expect(isNeverKept(route)).toBe(true);
    const kept = turnPage([page('/a')], page(route), '/produkt/a', false).kept;
    expect(routes(kept)).toEqual(['/a']);
    expect(turnPage(kept, page('/produkt/a'), route, true).restored).toBeNull();
  });

  it.each(['/', '/checkout/failed/ab12', '/checkout/ab12/x', '/checkoutx', '/kategori/checkout', '/sv/sok?q=checkout', '/my-order/1001'])(
    'keeps other pages: %s',
    (route) => {
      expect(isNeverKept(route)).toBe(false);
    },
  );
});
