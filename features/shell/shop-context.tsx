'use client';

import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { Storefront } from '@/platform/storefronts/storefronts';
import type { HydrationGate } from '@/platform/state/hydration';
import type { LocalState, LocalStore } from '@/features/shell/store/local-store';
import type { SessionState, SessionStore } from '@/features/shell/store/session-store';

export interface ShopContextValue {
  storefront: Storefront;
  local: LocalStore;
  session: SessionStore;
  hydration: HydrationGate;
}

export const ShopContext = createContext<ShopContextValue | null>(null);

export function useShop(): ShopContextValue {
  const value = useContext(ShopContext);
  if (!value) throw new Error('useShop must be used inside <ShopProviders>.');
  return value;
}

export function useLocalStore<T>(selector: (state: LocalState) => T): T {
  return useStore(useShop().local, selector);
}

export function useSessionStore<T>(selector: (state: SessionState) => T): T {
  return useStore(useShop().session, selector);
}
