import type { Storefront } from '@/lib/storefronts';

/**
 * A tiny script run before first paint: it reads the stored VAT choice of this storefront's cart and
 * sets `html[data-vat]`, so an ex-VAT shopper never sees VAT-included prices flash by.
 */
export function vatPreferenceScript(storefront: Storefront): string | null {
  if (!storefront.allowExVAT) return null;
  const code = JSON.stringify(storefront.code);
  return `try{var s=JSON.parse(localStorage.getItem('td02')||'null');var c=s&&s.state&&s.state.carts&&s.state.carts[${code}];document.documentElement.dataset.vat=c&&c.vat===false?'excl':'incl'}catch(e){}`;
}
