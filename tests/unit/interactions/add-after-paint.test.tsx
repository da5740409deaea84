// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAddToCart } from '@/features/cart/use-add-to-cart';
import { createLocalStore } from '@/features/shell/store/local-store';
import { createSessionStore } from '@/features/shell/store/session-store';
import { createHydrationGate } from '@/platform/state/hydration';
import { ShopContext, type ShopContextValue } from '@/platform/state/shop-context';
import { routeHrefs } from '@/platform/i18n/route-hrefs';
import { useUiStore } from '@/platform/state/ui-store';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';
import { line } from '../stores/sample-line';

vi.mock('@/platform/api/calls/search', () => ({
  fetchHasUpselling: () => Promise.resolve({ ok: true, data: false }),
  fetchUpsellCandidates: () => Promise.resolve({ ok: false, error: { kind: 'network' } }),
}));

function newShop(): ShopContextValue {
  const local = createLocalStore('sv');
  const session = createSessionStore();
  return { storefront: STOREFRONTS.sv, hrefs: routeHrefs('sv'), local, session, hydration: createHydrationGate(local, session) };
}

beforeEach(() => {
  localStorage.clear();
  useUiStore.setState({ cartOpen: false });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
});
afterEach(() => vi.useRealTimers());

describe('adding to the cart answers the tap first (docs/operating.md, OPS-73)', () => {
  it('puts the line in and opens the cart panel only once the frame after the tap has painted', async () => {
    const shop = newShop();
    const wrapper = ({ children }: { children: ReactNode }) => <ShopContext.Provider value={shop}>{children}</ShopContext.Provider>;
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    let added: Promise<void> = Promise.resolve();
    await act(async () => {
      added = result.current({ item: line(), hasUpselling: false });
      await Promise.resolve();
    });
    expect(shop.local.getState().carts.sv?.items ?? []).toEqual([]);
    expect(useUiStore.getState().cartOpen).toBe(false);

    await act(async () => {
      vi.advanceTimersToNextFrame();
      await vi.runOnlyPendingTimersAsync();
      await added;
    });
    expect(shop.local.getState().carts.sv?.items.map((item) => item.sku)).toEqual([line().sku]);
    expect(useUiStore.getState().cartOpen).toBe(true);
  });
});
