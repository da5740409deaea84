'use client';

import { isServer, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * The shop's one React Query client (decision 0019). Only code that loads lazily imports this
 * module, so React Query stays out of the first load: each island that asks the backend through it
 * wraps itself in `WithQueryClient`, and they all share one cache.
 */
let browserClient: QueryClient | undefined;

function createShopQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
}

export function shopQueryClient(): QueryClient {
  // A client shared on the server would hand one shopper's answers to the next.
  if (isServer) return createShopQueryClient();
  return (browserClient ??= createShopQueryClient());
}

export function WithQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(shopQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
