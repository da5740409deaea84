import { create } from 'zustand';
import type { ProductListing } from '@/lib/api/types';

export type SyncStatus = 'idle' | 'syncing' | 'retrying';

/** What happened to lines that came in by sku: from an add-to-cart link, or an order bought again. */
export type CartNotice = { kind: 'cart-link' | 'order-lines'; added: number; missing: number } | { kind: 'cart-link-invalid' } | null;

/** Per-tab UI state; nothing here is stored. */
export interface UiState {
  cartOpen: boolean;
  /** The login dialog (SPEC.md section 4, Login modal: hidden, login, change-password). */
  loginModal: 'hidden' | 'login' | 'change-password';
  openLogin(view?: 'login' | 'change-password'): void;
  closeLogin(): void;
  /** The accessories panel shown instead of the cart when the added product has upselling. */
  upselling: { productId: number; name: string } | null;
  /** The single upsell offer after an add; closes itself (SPEC.md section 4). */
  upsellOffer: ProductListing | null;
  notice: CartNotice;
  syncStatus: SyncStatus;
  /** A discount code that arrived with the landing URL, announced once. */
  codeFromLink: string | null;
  announceCodeFromLink(code: string | null): void;
  setSyncStatus(status: SyncStatus): void;
  openCart(): void;
  closeCart(): void;
  showUpselling(product: { productId: number; name: string } | null): void;
  offerUpsell(product: ProductListing | null): void;
  setNotice(notice: CartNotice): void;
}

export const useUiStore = create<UiState>()((set) => ({
  cartOpen: false,
  loginModal: 'hidden',
  openLogin: (view = 'login') => set({ loginModal: view, cartOpen: false }),
  closeLogin: () => set({ loginModal: 'hidden' }),
  upselling: null,
  upsellOffer: null,
  notice: null,
  syncStatus: 'idle',
  codeFromLink: null,
  announceCodeFromLink: (codeFromLink) => set({ codeFromLink }),
  setSyncStatus: (syncStatus) => set({ syncStatus }),
  openCart: () => set({ cartOpen: true, upselling: null }),
  closeCart: () => set({ cartOpen: false }),
  showUpselling: (upselling) => set({ upselling, cartOpen: false }),
  offerUpsell: (upsellOffer) => set({ upsellOffer }),
  setNotice: (notice) => set({ notice }),
}));
