import { createStore, type Mutate, type StoreApi } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { STORAGE_KEY } from '@/platform/state/stored-state';
import { createCheckoutDraftSlice, type CheckoutDraftSlice } from '@/features/checkout';
import { createDiscountSlice, type DiscountSlice } from '@/features/cart';
import { createExperimentSlice, type ExperimentSlice } from '@/features/catalog';
import { writesAfterHydration } from '@/platform/state/hydration';
import { readPersistedSession } from '@/features/shell/store/read-persisted-session';
import { safeWebStorage } from '@/platform/state/web-storage';

export type SessionStore = Mutate<StoreApi<SessionState>, [['zustand/persist', PersistedSession]]>;
export type SessionState = DiscountSlice & ExperimentSlice & CheckoutDraftSlice;
/** What sessionStorage `td02` holds; read back by features/shell/store/read-persisted-session.ts. */
export type PersistedSession = Pick<SessionState, 'codes' | 'rejected' | 'accessories' | 'checkoutForm' | 'termsAccepted' | 'placeKey' | 'pendingOrderId'>;

export const SESSION_STORE_VERSION = 1;

/**
 * The store kept in sessionStorage `td02`: discount codes, experiment variants and the checkout draft
 * live for the visit.
 * The coupon verdicts and their category lookups are not stored; they are asked for again (and cached
 * 5 minutes).
 */
export function createSessionStore(): SessionStore {
  return createStore<SessionState>()(
    persist<SessionState, [], [], PersistedSession>(
      writesAfterHydration((...a) => ({ ...createDiscountSlice(...a), ...createExperimentSlice(...a), ...createCheckoutDraftSlice(...a) })),
      {
        name: STORAGE_KEY,
        version: SESSION_STORE_VERSION,
        storage: safeWebStorage<PersistedSession>('session'),
        skipHydration: true,
        partialize: (state) => ({
          codes: state.codes,
          rejected: state.rejected,
          accessories: state.accessories,
          checkoutForm: state.checkoutForm,
          termsAccepted: state.termsAccepted,
          placeKey: state.placeKey,
          pendingOrderId: state.pendingOrderId,
        }),
        migrate: (persisted) => persisted as PersistedSession,
        // Nothing stored: nothing to check.
        merge: (persisted, current) => (persisted === undefined ? current : { ...current, ...readPersistedSession(persisted) }),
      },
    ),
  );
}

// Declared under another name: inside the block below, `SessionStore` would name platform's own.
type ComposedSessionStore = SessionStore;

declare module '@/platform/state/shop-context' {
  interface ShopStores {
    session: ComposedSessionStore;
  }
}
