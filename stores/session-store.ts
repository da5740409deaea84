import * as z from 'zod/mini';
import { createStore } from 'zustand/vanilla';
import { persist } from 'zustand/middleware';
import { CUSTOMER_TYPES } from '@/lib/api/schemas';
import { isValidDiscountCode } from '@/lib/discount-code';
import { ACCESSORIES_VARIANTS } from '@/lib/experiment';
import { createCheckoutDraftSlice, type CheckoutDraftSlice } from '@/stores/slices/checkout-draft-slice';
import { createDiscountSlice, type DiscountSlice } from '@/stores/slices/discount-slice';
import { createExperimentSlice, type ExperimentSlice } from '@/stores/slices/experiment-slice';
import { safeWebStorage, STORAGE_KEY } from '@/stores/web-storage';

export type SessionState = DiscountSlice & ExperimentSlice & CheckoutDraftSlice;

export const SESSION_STORE_VERSION = 1;

const text = z.string().check(z.maxLength(300));
const checkoutFormSchema = z.object({
  customerType: z.enum(CUSTOMER_TYPES),
  email: text,
  mobile: text,
  name: text,
  street: text,
  postalCode: text,
  city: text,
  companyName: text,
  organisationNumber: text,
  vatNumber: text,
  reference: text,
});

const persistedSessionSchema = z.object({
  codes: z.pipe(z.catch(z.array(z.string()), []), z.transform((codes) => codes.filter(isValidDiscountCode))),
  rejected: z.pipe(z.catch(z.array(z.string()), []), z.transform((codes) => codes.filter(isValidDiscountCode))),
  accessories: z.catch(z.nullable(z.enum(ACCESSORIES_VARIANTS)), null),
  checkoutForm: z.catch(z.nullable(checkoutFormSchema), null),
  termsAccepted: z.catch(z.boolean(), false),
  placeKey: z.catch(z.nullable(z.string().check(z.maxLength(100))), null),
  pendingOrderId: z.catch(z.nullable(z.string().check(z.maxLength(100))), null),
});
type PersistedSession = z.input<typeof persistedSessionSchema>;

/**
 * The store kept in sessionStorage `td02`: discount codes, experiment variants and the checkout draft
 * live for the visit.
 * The coupon verdicts and their category lookups are not stored; they are asked for again (and cached
 * 5 minutes).
 */
export function createSessionStore() {
  return createStore<SessionState>()(
    persist<SessionState, [], [], PersistedSession>(
      (...a) => ({ ...createDiscountSlice(...a), ...createExperimentSlice(...a), ...createCheckoutDraftSlice(...a) }),
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
        merge: (persisted, current) => {
          const parsed = persistedSessionSchema.safeParse(persisted ?? {});
          return parsed.success ? { ...current, ...parsed.data } : current;
        },
      },
    ),
  );
}

export type SessionStore = ReturnType<typeof createSessionStore>;
