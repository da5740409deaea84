// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PurchaseRecorder } from '@/features/checkout/PurchaseRecorder';
import type { PurchaseTracking } from '@/features/checkout/purchase';
import { ShopContext } from '@/platform/state/shop-context';
import { createLocalStore } from '@/features/shell/store/local-store';
import { createSessionStore } from '@/features/shell/store/session-store';
import { createHydrationGate } from '@/platform/state/hydration';
import { STOREFRONTS } from '@/platform/storefronts/storefronts';
import { routeHrefs } from '@/platform/i18n/route-hrefs';

const PURCHASE: PurchaseTracking = {
  items: [{ sku: 'TDS11', quantity: 1, price: 129900 }],
  orderID: 'TD-1001',
  totalAmount: 129900,
  totalVAT: 25980,
  netAmount: 103920,
  hashedEmail: 'ab'.repeat(32),
  coupons: [],
};

/** What the page sent to the shop's own endpoints: path and JSON body. */
let sent: { path: string; body: unknown }[];

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/checkout/confirmation/TD-1001');
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      sent.push({ path: new URL(url, window.location.origin).pathname, body: JSON.parse(String(init?.body)) as unknown });
      return new Response('{"ok":true}', { status: 202, headers: { 'x-shop-checked-as': 'errorReportAcceptedSchema' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function recordPurchase(breakRecord: boolean) {
  const local = createLocalStore('sv');
  const session = createSessionStore();
  if (breakRecord) {
    local.setState({
      completeOrder: () => {
        throw new Error('storage is full');
      },
    });
  }
  const shop = { storefront: STOREFRONTS.sv, hrefs: routeHrefs('sv'), local, session, hydration: createHydrationGate(local, session) };
  render(
    <ShopContext.Provider value={shop}>
      <PurchaseRecorder purchase={PURCHASE} />
    </ShopContext.Provider>,
  );
  return local;
}

describe('a failed purchase record (docs/product/checkout.md, CHK-12; docs/product/errors.md, ERR-10)', () => {
  it('is posted to the error endpoint with the order id, level and address', async () => {
    recordPurchase(true);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.path).toBe('/captuerr');
    expect(sent[0]?.body).toMatchObject({
      error: expect.stringContaining('purchase tracking failed for TD-1001: Error: storage is full') as unknown,
      level: 'error',
      url: '/checkout/confirmation/TD-1001',
      userAgent: navigator.userAgent,
    });
  });

  it('a record that works posts nothing', async () => {
    const local = recordPurchase(false);
    await waitFor(() => expect(local.getState().purchase?.orderID).toBe('TD-1001'));
    expect(sent).toEqual([]);
  });
});
