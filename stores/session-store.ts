import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { STORAGE_KEY } from '@/lib/stored-state';
import { createCheckoutDraftSlice, type CheckoutDraftSlice } from '@/stores/slices/checkout-draft-slice';
import { createDiscountSlice, type DiscountSlice } from '@/stores/slices/discount-slice';
import { createExperimentSlice, type ExperimentSlice } from '@/stores/slices/experiment-slice';
import { writesAfterHydration } from '@/stores/hydration';
import type { PersistedSession } from '@/stores/read-persisted-session';
import { storedStateReader } from '@/stores/stored-state-reader';
import { safeWebStorage } from '@/stores/web-storage';

export type SessionState = DiscountSlice & ExperimentSlice & CheckoutDraftSlice;

export const SESSION_STORE_VERSION = 1;

/**
 * The store kept in sessionStorage `td02`: discount codes, experiment variants and the checkout draft
 * live for the visit.
 * The coupon verdicts and their category lookups are not stored; they are asked for again (and cached
 * 5 minutes).
 */
export function createSessionStore() {
  const reader = storedStateReader(() => import('@/stores/read-persisted-session'));
  return createStore<SessionState>()(
    persist<SessionState, [], [], PersistedSession>(
      writesAfterHydration((...a) => ({ ...createDiscountSlice(...a), ...createExperimentSlice(...a), ...createCheckoutDraftSlice(...a) })),
      {
        name: STORAGE_KEY,
        version: SESSION_STORE_VERSION,
        storage: safeWebStorage<PersistedSession>('session', reader.load),
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
        // Nothing stored: nothing to check, and the reader never loads.
        merge: (persisted, current) => (persisted === undefined ? current : { ...current, ...reader.loaded().readPersistedSession(persisted) }),
      },
    ),
  );
}

export type SessionStore = ReturnType<typeof createSessionStore>;
