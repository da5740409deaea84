import { createStore, type Mutate, type StoreApi } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { STORAGE_KEY } from '@/platform/state/stored-state';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import { createAuthSlice, type AuthSlice } from '@/features/account';
import { createCartSlice, type CartSlice } from '@/features/cart';
import {
  createHistorySlice,
  type HistorySlice,
  createDevicesSlice,
  type DevicesSlice,
  createPhoneModelSlice,
  type PhoneModelSlice,
  createRecommendationSlice,
  type RecommendationSlice,
} from '@/features/catalog';
import { createPurchaseSlice, type PurchaseSlice } from '@/features/checkout';
import { writesAfterHydration } from '@/platform/state/hydration';
import { LOCAL_STORE_VERSION, partializeLocal, type PersistedLocal } from '@/features/shell/store/persisted-local';
import { migrateLocal, readPersistedLocal } from '@/features/shell/store/read-persisted-local';
import { safeWebStorage } from '@/platform/state/web-storage';

export type LocalStore = Mutate<StoreApi<LocalState>, [['zustand/persist', PersistedLocal]]>;
export type LocalState = CartSlice & AuthSlice & HistorySlice & PhoneModelSlice & DevicesSlice & RecommendationSlice & PurchaseSlice;

/**
 * The store kept in localStorage `td02`. Created per page load for the storefront being shown; the
 * hydration gate reads storage into it before React renders (platform/state/hydration.ts), while
 * hooks hydrate from its empty initial state, the server's, so server and first client render agree.
 * Its writes wait for that reading (`writesAfterHydration`).
 */
export function createLocalStore(storefront: StorefrontCode): LocalStore {
  return createStore<LocalState>()(
    persist<LocalState, [], [], PersistedLocal>(
      writesAfterHydration((...a) => ({
        ...createCartSlice(...a),
        ...createAuthSlice(...a),
        ...createHistorySlice(...a),
        ...createPhoneModelSlice(...a),
        ...createDevicesSlice(...a),
        ...createRecommendationSlice(...a),
        ...createPurchaseSlice(...a),
      })),
      {
        name: STORAGE_KEY,
        version: LOCAL_STORE_VERSION,
        storage: safeWebStorage<PersistedLocal>('local'),
        skipHydration: true,
        partialize: partializeLocal,
        migrate: (persisted, version) => migrateLocal(persisted, version, storefront) as PersistedLocal,
        // Nothing stored: nothing to check.
        merge: (persisted, current) => (persisted === undefined ? current : { ...current, ...readPersistedLocal(persisted, Date.now()) }),
      },
    ),
  );
}

// Declared under another name: inside the block below, `LocalStore` would name platform's own.
type ComposedLocalStore = LocalStore;

declare module '@/platform/state/shop-context' {
  interface ShopStores {
    local: ComposedLocalStore;
  }
}
