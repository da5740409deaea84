import { COMPANY_BUYER, STORAGE_KEY, STORED_CUSTOMER_TYPE_PATH } from '@/platform/state/stored-state';

/**
 * The value of `html[data-buyer]` by which the stylesheet shows what only a signed-in company buyer
 * sees on cached pages, one for every shopper (docs/product/account.md, ACC-17): absent for anyone else.
 */
export function buyerAttribute(companyBuyer: boolean): typeof COMPANY_BUYER | undefined {
  return companyBuyer ? COMPANY_BUYER : undefined;
}

/** Sets or clears `html[data-buyer]`; the pre-paint script sets it as this would. */
export function markBuyer(companyBuyer: boolean): void {
  const value = buyerAttribute(companyBuyer);
  if (value === undefined) delete document.documentElement.dataset.buyer;
  else document.documentElement.dataset.buyer = value;
}

/**
 * A tiny script run before first paint, in every storefront: it reads the stored user's customer
 * type and marks a company buyer, so the header's quick-order link and listings' tier prices show
 * with the page, never after it. Anything unreadable marks no one.
 */
export function buyerScript(): string {
  const key = JSON.stringify(STORAGE_KEY);
  const path = JSON.stringify(STORED_CUSTOMER_TYPE_PATH);
  const company = JSON.stringify(COMPANY_BUYER);
  return `try{var u=JSON.parse(localStorage.getItem(${key})||'null');${path}.forEach(function(k){u=u==null?u:u[k]});if(u===${company})document.documentElement.dataset.buyer=${company}}catch(e){}`;
}
