'use client';

import { Suspense, useState, type ReactNode } from 'react';
import { LoginQuery, SessionKeeper } from '@/features/account';
import { CartSync } from '@/features/cart';
import { ErrorReporter } from '@/features/shell/ErrorReporter';
import { ShopContext, type ShopContextValue } from '@/platform/state/shop-context';
import { CodeFromLinkToast } from '@/features/shell/CodeFromLinkToast';
import { ShopDialogs } from '@/features/shell/ShopDialogs';
import { UrlActions } from '@/features/shell/UrlActions';
import { STOREFRONTS, type StorefrontCode } from '@/platform/storefronts/storefronts';
import type { RouteHrefs } from '@/platform/i18n/href-template';
import { createHydrationGate } from '@/platform/state/hydration';
import { createLocalStore } from '@/features/shell/store/local-store';
import { createSessionStore } from '@/features/shell/store/session-store';

/**
 * Client state for one storefront: the persisted stores and the cart's live parts. The cart panel
 * itself comes from the layout, which renders the storefront's content around it. React Query is no
 * part of it: the islands that use it bring their own provider (decision 0019).
 */
export function ShopProviders({ storefront, hrefs, children }: { storefront: StorefrontCode; hrefs: RouteHrefs; children: ReactNode }) {
  const [shop] = useState<ShopContextValue>(() => {
    const local = createLocalStore(storefront);
    const session = createSessionStore();
    return { storefront: STOREFRONTS[storefront], hrefs, local, session, hydration: createHydrationGate(local, session) };
  });
  return (
    <ShopContext.Provider value={shop}>
      {children}
      <CartSync />
      <UrlActions />
      {/* Cached pages are the same for every query: the query is read in the browser only. */}
      <Suspense fallback={null}>
        <LoginQuery />
      </Suspense>
      <CodeFromLinkToast />
      <ShopDialogs />
      <SessionKeeper />
      <ErrorReporter />
    </ShopContext.Provider>
  );
}
