import type { StateCreator } from 'zustand';
import type { CartItem } from '@/platform/api/types';
import { addLine, removeLine, setLineQuantity } from '@/features/cart/cart-lines';
import type { OrderSessionProvider } from '@/platform/api/vocabulary';
import { clearCheckout, emptyCheckout, type CheckoutState, type OrderSession } from '@/features/cart/checkout-reset';
import type { CampaignData } from '@/features/content';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/** One storefront's cart (docs/product/cart.md, CART-9 and CART-11; docs/product/checkout.md, CHK-10); `open` lives in the UI store. */
export interface Cart extends CheckoutState {
  /**
   * The shopper's own choice of prices including VAT (private shopper) or excluding it (company);
   * null until they choose, when the buyer's default applies (`vatChoice`, docs/product/account.md, ACC-17).
   */
  vat: boolean | null;
  postalCode: string | null;
  shippingMethodCE: string | null;
  items: CartItem[];
  /** Set by the cart sync's `x-be-internal: 1`. */
  internal: boolean;
  lastAddedToCart: string | null;
  openUpselling: boolean;
  /** The shopper has made a cookie choice (the consent cookie is the record; this mirrors it). */
  consentGranted: boolean;
  /** That choice grants something beyond necessary. */
  hasGrants: boolean;
  /** Bumped by every local change, so the sync knows which answer is the newest. */
  revision: number;
  /** The revision the lines last came back from the backend at; totals show only when it is current. */
  syncedRevision: number | null;
}

export function emptyCart(): Cart {
  return {
    ...emptyCheckout(),
    vat: null,
    postalCode: null,
    shippingMethodCE: null,
    items: [],
    internal: false,
    lastAddedToCart: null,
    openUpselling: false,
    consentGranted: false,
    hasGrants: false,
    revision: 0,
    syncedRevision: null,
  };
}

export interface CartSlice {
  /** Carts are kept per storefront, so one never shows in another's currency. */
  carts: Partial<Record<StorefrontCode, Cart>>;
  addItem(storefront: StorefrontCode, item: CartItem): void;
  setQuantity(storefront: StorefrontCode, uuid: string, quantity: number): void;
  removeItem(storefront: StorefrontCode, uuid: string): void;
  /** Takes the backend's answer for the cart as it was at `revision`; older answers are ignored. */
  applySyncedItems(storefront: StorefrontCode, revision: number, items: CartItem[], internal: boolean): boolean;
  setVat(storefront: StorefrontCode, includeVat: boolean): void;
  setConsent(storefront: StorefrontCode, consent: Pick<Cart, 'consentGranted' | 'hasGrants'>): void;
  setCheckoutId(storefront: StorefrontCode, checkoutID: string | null): void;
  setCampaignData(storefront: StorefrontCode, campaignData: CampaignData): void;
  /** The shopper's delivery and payment choices in the checkout (docs/product/checkout.md, CHK-10). */
  setCheckoutChoices(storefront: StorefrontCode, choices: Partial<CheckoutChoices>): void;
  setOrderSession(storefront: StorefrontCode, provider: OrderSessionProvider, session: OrderSession): void;
  /** The order is placed: the lines leave the cart and the checkout is cleared (docs/product/cart.md, CART-12). */
  completeOrder(storefront: StorefrontCode): void;
}

export type CheckoutChoices = Pick<Cart, 'postalCode' | 'shippingProcessor' | 'shippingMethod' | 'shippingMethodCE' | 'servicePoint' | 'paymentMethod'>;

let uuidCounter = 0;
/** A new id for a line, or for one add of a bundle (features/cart/bundle.ts). */
export function makeUuid(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  uuidCounter += 1;
  return `line-${Date.now().toString(36)}-${uuidCounter}`;
}

export const createCartSlice: StateCreator<CartSlice, [], [], CartSlice> = (set, get) => {
  const cartOf = (storefront: StorefrontCode): Cart => get().carts[storefront] ?? emptyCart();
  const update = (storefront: StorefrontCode, change: (cart: Cart) => Partial<Cart>, bump = false) =>
    set((state) => {
      const cart = state.carts[storefront] ?? emptyCart();
      const next = { ...cart, ...change(cart), ...(bump ? { revision: cart.revision + 1 } : {}) };
      return { carts: { ...state.carts, [storefront]: next } };
    });

  return {
    carts: {},
    addItem: (storefront, item) => update(storefront, (cart) => ({ items: addLine(cart.items, item, makeUuid), lastAddedToCart: item.sku }), true),
    setQuantity: (storefront, uuid, quantity) => update(storefront, (cart) => ({ items: setLineQuantity(cart.items, uuid, quantity) }), true),
    removeItem: (storefront, uuid) => update(storefront, (cart) => ({ items: removeLine(cart.items, uuid) }), true),
    applySyncedItems: (storefront, revision, items, internal) => {
      if (cartOf(storefront).revision !== revision) return false;
      update(storefront, () => ({
        items: items.map((item) => (item.uuid ? item : { ...item, uuid: makeUuid() })),
        internal,
        syncedRevision: revision,
      }));
      return true;
    },
    setVat: (storefront, includeVat) => update(storefront, () => ({ vat: includeVat })),
    setConsent: (storefront, consent) => update(storefront, () => consent),
    // Provider sessions belong to one checkout: another checkout starts without them.
    setCheckoutId: (storefront, checkoutID) =>
      update(storefront, (cart) => (cart.checkoutID === checkoutID ? {} : { checkoutID, orderSessions: emptyCheckout().orderSessions })),
    setCampaignData: (storefront, campaignData) => update(storefront, () => ({ campaignData })),
    setCheckoutChoices: (storefront, choices) => update(storefront, () => choices),
    setOrderSession: (storefront, provider, session) => update(storefront, (cart) => ({ orderSessions: { ...cart.orderSessions, [provider]: session } })),
    completeOrder: (storefront) => update(storefront, (cart) => ({ ...clearCheckout(cart), items: [], lastAddedToCart: null }), true),
  };
};
