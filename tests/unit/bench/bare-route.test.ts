import { describe, expect, it } from 'vitest';
import { BARE_PATH, bareRoutePathname } from '@/features/bench/bare-route';
import { STOREFRONT_CODES } from '@/platform/storefronts/storefronts';

describe('the bare route of the bench', () => {
  it.each(STOREFRONT_CODES)('%s: the storefront path goes to its own root layout, per storefront', (code) => {
    expect(bareRoutePathname(code, BARE_PATH)).toBe(`/bench-bare/${code}`);
  });

  it.each(['/', '/bench-floor', '/bench-bare/', '/bench-bare/sv', '/bench-barely', '/BENCH-BARE'])('%s is no bare route', (pathname) => {
    expect(bareRoutePathname('sv', pathname)).toBeNull();
  });
});
