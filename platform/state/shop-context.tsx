'use client';

import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { Storefront } from '@/platform/storefronts/storefronts';
import type { RouteHrefs } from '@/platform/i18n/href-template';
import type { HydrationGate } from '@/platform/state/hydration';

/**
 * The shop's two stores, by name. Platform knows no feature, and the stores are composed from the
 * features' slices, so the shell, which composes them, declares them here (`declare module` in
 * features/shell/store/local-store.ts and session-store.ts), the way next-intl's `AppConfig` is
 * declared. Every feature then reads the stores typed through this module and none imports the shell.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by declaration merging
export interface ShopStores {}

/** The store kept in localStorage `td02`: cart, sign-in, history, phone model, recommendations, purchase. */
export type LocalStore = ShopStores['local'];
/** The store kept in sessionStorage: discount codes, experiments, the checkout draft. */
export type SessionStore = ShopStores['session'];
export type LocalState = ReturnType<LocalStore['getState']>;
export type SessionState = ReturnType<SessionStore['getState']>;

export interface ShopContextValue {
  storefront: Storefront;
  /** The storefront's route templates, made on the server: client links need no route table (decision 0066). */
  hrefs: RouteHrefs;
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
