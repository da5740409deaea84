import { create } from 'zustand';
import type { ProductListing } from '@/platform/api/types';

export type SyncStatus = 'idle' | 'syncing' | 'retrying';

/** A note the login dialog opens with: why it opened, or what just happened. */
export type LoginNotice = 'link-invalid' | 'link-unavailable' | 'password-changed';

export type LoginView = 'hidden' | 'login' | 'change-password' | 'link-confirm' | 'link-request';

/** What a requested link does: sign in, or set a new password. */
export type LinkKind = 'login' | 'reset';

/** An e-mail link's sign-in waiting for the shopper's yes: its token, and the masked address it opens. */
export interface PendingLink {
  token: string;
  email: string;
}

/** What happened to lines that came in by sku: from an add-to-cart link, or an order bought again. */
export type CartNotice = { kind: 'cart-link' | 'order-lines'; added: number; missing: number } | { kind: 'cart-link-invalid' } | null;

/** A product offered after an add, and the id of the product that was added, which an accepted offer is an accessory of. */
export interface UpsellOffer {
  product: ProductListing;
  forProductId: number;
}

/** `pending` until the browser has read the consent cookie: the page's markup holds the alert's question meanwhile. */
export type ConsentView = 'pending' | 'hidden' | 'alert' | 'settings';

/** Per-tab UI state; nothing here is stored. */
export interface UiState {
  cartOpen: boolean;
  /**
   * The login dialog (hidden, sign-in or change-password, as the shop's login modal has always had), and the
   * e-mail link's question whether to sign in as its account (decision 0026).
   */
  loginModal: LoginView;
  loginNotice: LoginNotice | null;
  /** The change_password e-mail link's token, held in memory only while the view is open. */
  passwordResetToken: string | null;
  /** The sign-in link the shopper is asked about, held in memory only while the question is open. */
  pendingLink: PendingLink | null;
  /** The kind of link the request view asks for. */
  linkRequestKind: LinkKind;
  /** The order a login redirect came from: the dialog opens on the look-up of that order. */
  loginOrderId: string | null;
  openLogin(
    view?: Exclude<LoginView, 'hidden'>,
    options?: { notice?: LoginNotice; resetToken?: string; orderId?: string | null; link?: PendingLink; requestKind?: LinkKind },
  ): void;
  closeLogin(): void;
  /** The session ended because its refresh was refused: the page says so and offers to sign in again. */
  sessionEnded: boolean;
  setSessionEnded(ended: boolean): void;
  /** The accessories panel shown instead of the cart when the added product has upselling. */
  upselling: { productId: number; name: string } | null;
  /** The single upsell offer after an add, for the product just added; closes itself (docs/product/cart.md, CART-2). */
  upsellOffer: UpsellOffer | null;
  notice: CartNotice;
  syncStatus: SyncStatus;
  /** A discount code that arrived with the landing URL, announced once. */
  codeFromLink: string | null;
  announceCodeFromLink(code: string | null): void;
  setSyncStatus(status: SyncStatus): void;
  openCart(): void;
  closeCart(): void;
  showUpselling(product: { productId: number; name: string } | null): void;
  offerUpsell(offer: UpsellOffer | null): void;
  setNotice(notice: CartNotice): void;
  /** The cookie alert: not yet decided, asking on a first visit, its settings, or out of the way. */
  consentView: ConsentView;
  showConsent(view: ConsentView): void;
  /**
   * Product pages the current deal is on by their purchase settings (docs/product/content.md, CNT-11),
   * by the slug in each page's address: a variation's slug names its product's page.
   */
  dealPages: Readonly<Record<string, string>>;
  setDealPage(pageSlug: string, dealSlug: string | null): void;
  /** The sidebar navigation (docs/product/chrome.md, CHR-6): the menu drawer of phones and narrow screens. */
  sidebarNavOpen: boolean;
  openSidebarNav(): void;
  closeSidebarNav(): void;
}

/**
 * The full-page modal (docs/product/chrome.md, CHR-7): a panel as tall as the screen is open over the page, so
 * the page behind it must hold still (decision 0012). The small centred dialogs (login, upsell
 * offer, cookie settings) leave the page visible around them and do not count.
 */
export const fullPageModalOpen = (state: UiState): boolean => state.cartOpen || state.sidebarNavOpen || state.upselling !== null;

export const useUiStore = create<UiState>()((set) => ({
  cartOpen: false,
  loginModal: 'hidden',
  loginNotice: null,
  passwordResetToken: null,
  pendingLink: null,
  linkRequestKind: 'login',
  loginOrderId: null,
  openLogin: (view = 'login', options = {}) =>
    set({
      loginModal: view,
      loginNotice: options.notice ?? null,
      passwordResetToken: options.resetToken ?? null,
      pendingLink: options.link ?? null,
      linkRequestKind: options.requestKind ?? 'login',
      loginOrderId: options.orderId ?? null,
      cartOpen: false,
      sidebarNavOpen: false,
    }),
  closeLogin: () => set({ loginModal: 'hidden', loginNotice: null, passwordResetToken: null, pendingLink: null, loginOrderId: null }),
  sessionEnded: false,
  setSessionEnded: (sessionEnded) => set({ sessionEnded }),
  upselling: null,
  upsellOffer: null,
  notice: null,
  syncStatus: 'idle',
  codeFromLink: null,
  consentView: 'pending',
  showConsent: (consentView) => set({ consentView }),
  announceCodeFromLink: (codeFromLink) => set({ codeFromLink }),
  setSyncStatus: (syncStatus) => set({ syncStatus }),
  openCart: () => set({ cartOpen: true, upselling: null, sidebarNavOpen: false }),
  closeCart: () => set({ cartOpen: false }),
  showUpselling: (upselling) => set({ upselling, cartOpen: false, sidebarNavOpen: false }),
  offerUpsell: (upsellOffer) => set({ upsellOffer }),
  setNotice: (notice) => set({ notice }),
  dealPages: {},
  setDealPage: (pageSlug, dealSlug) =>
    set(({ dealPages }) => ({
      dealPages: Object.fromEntries([...Object.entries(dealPages).filter(([slug]) => slug !== pageSlug), ...(dealSlug === null ? [] : [[pageSlug, dealSlug]])]),
    })),
  sidebarNavOpen: false,
  openSidebarNav: () => set({ sidebarNavOpen: true, cartOpen: false, upselling: null }),
  closeSidebarNav: () => set({ sidebarNavOpen: false }),
}));
