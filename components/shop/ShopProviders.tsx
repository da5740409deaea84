'use client';

import { Suspense, useState, type ReactNode } from 'react';
import { LoginQuery } from '@/components/account/LoginQuery';
import { SessionKeeper } from '@/components/account/SessionKeeper';
import { CartSync } from '@/components/cart/CartSync';
import { ErrorReporter } from '@/components/shop/ErrorReporter';
import { ShopContext, type ShopContextValue } from '@/components/shop/shop-context';
import { CodeFromLinkToast } from '@/components/shop/CodeFromLinkToast';
import { ShopDialogs } from '@/components/shop/ShopDialogs';
import { UrlActions } from '@/components/shop/UrlActions';
import { STOREFRONTS, type StorefrontCode } from '@/lib/storefronts';
import { createHydrationGate } from '@/stores/hydration';
import { createLocalStore } from '@/stores/local-store';
import { createSessionStore } from '@/stores/session-store';

/**
 * Client state for one storefront: the persisted stores and the cart's live parts. The cart panel
 * itself comes from the layout, which renders the storefront's content around it. React Query is no
 * part of it: the islands that use it bring their own provider (decision 0019).
 */
export function ShopProviders({ storefront, children }: { storefront: StorefrontCode; children: ReactNode }) {
  const [shop] = useState<ShopContextValue>(() => {
    const local = createLocalStore(storefront);
    const session = createSessionStore();
    return { storefront: STOREFRONTS[storefront], local, session, hydration: createHydrationGate(local, session) };
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
