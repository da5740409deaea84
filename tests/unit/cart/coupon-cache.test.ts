// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCartSync, type CartSyncJob } from '@/features/cart/sync/cart-sync';
import { createLocalStore } from '@/features/shell/store/local-store';
import { createSessionStore } from '@/features/shell/store/session-store';
import { shopQueryClient } from '@/platform/state/query-client';
import { line } from '../stores/sample-line';

const calls = vi.hoisted(() => ({ syncCoupons: 0, quantity: 1 }));

// The backend as the browser reaches it: the cart answer echoes the lines, and each coupon check is counted.
vi.mock('@/platform/api/calls/cart', async () => {
  const { couponSchema: coupons } = await import('@/platform/api/schemas');
  const { line: sample } = await import('../stores/sample-line');
  const synced = async () => ({ ok: true, data: { items: [sample({ quantity: calls.quantity })], internal: false }, headers: new Headers() });
  return {
    syncCart: synced,
    syncCartOnLoad: synced,
    syncCoupons: async (_storefront: string, codes: string[]) => {
      calls.syncCoupons += 1;
      return { ok: true, data: codes.map((code) => coupons.parse({ code, applied: true, percentage_discount: 10 })), headers: new Headers() };
    },
  };
});

const CHANGE: CartSyncJob = { onLoad: false, freshCoupons: false };

async function shopWithCode() {
  const local = createLocalStore('sv');
  const session = createSessionStore();
  await Promise.all([local.persist.rehydrate(), session.persist.rehydrate()]);
  local.getState().addItem('sv', line());
  session.getState().addCode('SOMMAR10');
  return { storefront: 'sv' as const, local, session };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  calls.syncCoupons = 0;
  calls.quantity = 1;
  // The browser's one query client outlives a test: each starts with nothing cached.
  shopQueryClient().clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the coupon check is kept 5 minutes (docs/product/cart.md, CART-14)', () => {
  it('asks the backend once for the same cart and codes within 5 minutes, and again after', async () => {
    const stores = await shopWithCode();
    await runCartSync(stores, CHANGE);
    expect(calls.syncCoupons).toBe(1);
    vi.advanceTimersByTime(299_999);
    await runCartSync(stores, CHANGE);
    await runCartSync(stores, { onLoad: true, freshCoupons: false });
    expect(calls.syncCoupons).toBe(1);
    vi.advanceTimersByTime(2);
    await runCartSync(stores, CHANGE);
    expect(calls.syncCoupons).toBe(2);
    expect(stores.session.getState().codes).toEqual(['SOMMAR10']);
  });

  it('asks again at once when the cache is to be ignored: a code was just added', async () => {
    const stores = await shopWithCode();
    await runCartSync(stores, CHANGE);
    await runCartSync(stores, { onLoad: false, freshCoupons: true });
    expect(calls.syncCoupons).toBe(2);
  });

  it('asks again when the cart changed', async () => {
    const stores = await shopWithCode();
    await runCartSync(stores, CHANGE);
    calls.quantity = 2;
    await runCartSync(stores, CHANGE);
    expect(calls.syncCoupons).toBe(2);
  });
});
