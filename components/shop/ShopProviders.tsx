'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
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
 * Client state for one storefront: the persisted stores, React Query, and the cart's live parts. The
 * cart panel itself comes from the layout, which renders the storefront's content around it.
 */
export function ShopProviders({ storefront, children }: { storefront: StorefrontCode; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  const [shop] = useState<ShopContextValue>(() => {
    const local = createLocalStore(storefront);
    const session = createSessionStore();
    return { storefront: STOREFRONTS[storefront], local, session, hydration: createHydrationGate(local, session) };
  });
  return (
    <QueryClientProvider client={queryClient}>
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
    </QueryClientProvider>
  );
}
