import type { StorefrontCode } from '@/platform/storefronts/storefronts';

/*
 * What the persisted stores write, as far as code that runs before them needs to know it: the
 * pre-paint VAT script reads the stored choice before any of the shop's JavaScript has loaded.
 */

/** The key both persisted stores are kept under, in localStorage and in sessionStorage. */
export const STORAGE_KEY = 'td02';

/**
 * Where a storefront's VAT choice sits in localStorage `td02`: zustand's envelope keeps the written
 * state under `state`, its `carts` hold each storefront's cart by code (features/shell/store/persisted-local.ts),
 * and a cart's `vat` is false for prices without VAT, true for prices with VAT, null for no choice.
 */
export function storedVatChoicePath(storefront: StorefrontCode): readonly string[] {
  return ['state', 'carts', storefront, 'vat'];
}

/** Where the signed-in shopper's customer type sits in localStorage `td02`: the public user's `customerType`. */
export const STORED_CUSTOMER_TYPE_PATH: readonly string[] = ['state', 'user', 'customerType'];

/** The stored customer type of a company buyer (docs/product/account.md, ACC-17). */
export const COMPANY_BUYER = 'company';
