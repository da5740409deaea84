import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { STORAGE_KEY } from '@/lib/stored-state';
import type { StorefrontCode } from '@/lib/storefronts';
import { createAuthSlice, type AuthSlice } from '@/stores/slices/auth-slice';
import { createCartSlice, type CartSlice } from '@/stores/slices/cart-slice';
import { createHistorySlice, type HistorySlice } from '@/stores/slices/history-slice';
import { createPhoneModelSlice, type PhoneModelSlice } from '@/stores/slices/phone-model-slice';
import { createPurchaseSlice, type PurchaseSlice } from '@/stores/slices/purchase-slice';
import { createRecommendationSlice, type RecommendationSlice } from '@/stores/slices/recommendation-slice';
import { writesAfterHydration } from '@/stores/hydration';
import { LOCAL_STORE_VERSION, partializeLocal, type PersistedLocal } from '@/stores/persisted-local';
import { storedStateReader } from '@/stores/stored-state-reader';
import { safeWebStorage } from '@/stores/web-storage';

export type LocalState = CartSlice & AuthSlice & HistorySlice & PhoneModelSlice & RecommendationSlice & PurchaseSlice;

/**
 * The store kept in localStorage `td02`. Created per page load for the storefront being shown and
 * hydrated after mount (`skipHydration`), so server and first client render agree. Its writes wait
 * for that reading (`writesAfterHydration`).
 */
export function createLocalStore(storefront: StorefrontCode) {
  const reader = storedStateReader(() => import('@/stores/read-persisted-local'));
  return createStore<LocalState>()(
    persist<LocalState, [], [], PersistedLocal>(
      writesAfterHydration((...a) => ({
        ...createCartSlice(...a),
        ...createAuthSlice(...a),
        ...createHistorySlice(...a),
        ...createPhoneModelSlice(...a),
        ...createRecommendationSlice(...a),
        ...createPurchaseSlice(...a),
      })),
      {
        name: STORAGE_KEY,
        version: LOCAL_STORE_VERSION,
        storage: safeWebStorage<PersistedLocal>('local', reader.load),
        skipHydration: true,
        partialize: partializeLocal,
        migrate: (persisted, version) => reader.loaded().migrateLocal(persisted, version, storefront) as PersistedLocal,
        // Nothing stored: nothing to check, and the reader never loads.
        merge: (persisted, current) =>
          persisted === undefined ? current : { ...current, ...reader.loaded().readPersistedLocal(persisted, Date.now()) },
      },
    ),
  );
}

export type LocalStore = ReturnType<typeof createLocalStore>;
