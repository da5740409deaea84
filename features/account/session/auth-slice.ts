import type { StateCreator } from 'zustand';
import type { BuyerType } from '@/platform/api/types';

/**
 * The signed-in shopper as the UI needs it. Tokens never live here: our route handlers keep them in
 * HttpOnly cookies (docs/architecture.md#client-state).
 */
export interface AuthUser {
  name: string;
  /** Set for an order-lookup session (scope my-order). */
  orderId: string | null;
  scopes: string[];
  /** Personal discount percent per discount category id. */
  discounts: Record<string, number>;
  /** Who the account buys for (docs/product/account.md, ACC-17). */
  customerType: BuyerType;
  /** When the access token runs out (epoch ms): the session is refreshed before then. */
  sessionEndsAt: number;
}

export interface AuthSlice {
  user: AuthUser | null;
  setUser(user: AuthUser | null): void;
}

export const createAuthSlice: StateCreator<AuthSlice, [], [], AuthSlice> = (set) => ({
  user: null,
  setUser: (user) => set({ user }),
});
