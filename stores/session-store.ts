import { z } from 'zod';
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { isValidDiscountCode } from '@/lib/discount-code';
import { ACCESSORIES_VARIANTS } from '@/lib/experiment';
import { createDiscountSlice, type DiscountSlice } from '@/stores/slices/discount-slice';
import { createExperimentSlice, type ExperimentSlice } from '@/stores/slices/experiment-slice';
import { safeWebStorage, STORAGE_KEY } from '@/stores/web-storage';

export type SessionState = DiscountSlice & ExperimentSlice;

export const SESSION_STORE_VERSION = 1;

const persistedSessionSchema = z.object({
  codes: z.array(z.string()).catch([]).transform((codes) => codes.filter(isValidDiscountCode)),
  rejected: z.array(z.string()).catch([]).transform((codes) => codes.filter(isValidDiscountCode)),
  accessories: z.enum(ACCESSORIES_VARIANTS).nullable().catch(null),
});
type PersistedSession = z.input<typeof persistedSessionSchema>;

/**
 * The store kept in sessionStorage `td02`: discount codes and experiment variants live for the visit.
 * The coupon verdicts themselves are not stored; they are asked for again (and cached 5 minutes).
 */
export function createSessionStore() {
  return createStore<SessionState>()(
    persist<SessionState, [], [], PersistedSession>(
      (...a) => ({ ...createDiscountSlice(...a), ...createExperimentSlice(...a) }),
      {
        name: STORAGE_KEY,
        version: SESSION_STORE_VERSION,
        storage: safeWebStorage<PersistedSession>('session'),
        skipHydration: true,
        partialize: (state) => ({ codes: state.codes, rejected: state.rejected, accessories: state.accessories }),
        migrate: (persisted) => persisted as PersistedSession,
        merge: (persisted, current) => {
          const parsed = persistedSessionSchema.safeParse(persisted ?? {});
          return parsed.success ? { ...current, ...parsed.data } : current;
        },
      },
    ),
  );
}

export type SessionStore = ReturnType<typeof createSessionStore>;
