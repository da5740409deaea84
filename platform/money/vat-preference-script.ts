import type { Storefront } from '@/platform/storefronts/storefronts';
import { STORAGE_KEY, storedVatChoicePath } from '@/platform/state/stored-state';
import { vatAttribute } from '@/platform/money/vat-display';

/**
 * A tiny script run before first paint: it reads the stored VAT choice of this storefront's cart and
 * sets `html[data-vat]`, so an ex-VAT shopper never sees VAT-included prices flash by. Key, path and
 * values are the store's and the stylesheet's own; anything unreadable shows prices with VAT.
 */
export function vatPreferenceScript(storefront: Storefront): string | null {
  if (!storefront.allowExVAT) return null;
  const key = JSON.stringify(STORAGE_KEY);
  const path = JSON.stringify(storedVatChoicePath(storefront.code));
  const [excl, incl] = [vatAttribute(false), vatAttribute(true)].map((value) => JSON.stringify(value));
  return `try{var v=JSON.parse(localStorage.getItem(${key})||'null');${path}.forEach(function(k){v=v==null?v:v[k]});document.documentElement.dataset.vat=v===false?${excl}:${incl}}catch(e){}`;
}
