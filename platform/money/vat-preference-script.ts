import type { Storefront } from '@/platform/storefronts/storefronts';
import { COMPANY_BUYER, STORAGE_KEY, STORED_CUSTOMER_TYPE_PATH, storedVatChoicePath } from '@/platform/state/stored-state';
import { vatAttribute } from '@/platform/money/vat-display';

/**
 * A tiny script run before first paint: it reads the stored VAT choice of this storefront's cart and
 * sets `html[data-vat]`, so an ex-VAT shopper never sees VAT-included prices flash by. No choice
 * stored is a signed-in company buyer's default, prices without VAT (`vatChoice`). Key, paths and
 * values are the store's and the stylesheet's own; anything unreadable shows prices with VAT.
 */
export function vatPreferenceScript(storefront: Storefront): string | null {
  if (!storefront.allowExVAT) return null;
  const key = JSON.stringify(STORAGE_KEY);
  const path = JSON.stringify(storedVatChoicePath(storefront.code));
  const typePath = JSON.stringify(STORED_CUSTOMER_TYPE_PATH);
  const [excl, incl] = [vatAttribute(false), vatAttribute(true)].map((value) => JSON.stringify(value));
  return (
    `try{var s=JSON.parse(localStorage.getItem(${key})||'null'),at=function(p){var v=s;p.forEach(function(k){v=v==null?v:v[k]});return v},` +
    `v=at(${path});if(v==null)v=at(${typePath})!==${JSON.stringify(COMPANY_BUYER)};document.documentElement.dataset.vat=v===false?${excl}:${incl}}catch(e){}`
  );
}
