'use client';

import { useEffect } from 'react';
import { addLinesToCart } from '@/components/cart/add-lines';
import { useShop } from '@/components/shop/shop-context';
import { decodeCartLink } from '@/lib/cart-by-url';
import { campaignDataFromUrl } from '@/lib/campaign-data';
import { isCheckoutPath } from '@/lib/checkout/checkout-path';
import { discountCodeFromQuery } from '@/lib/discount-code';
import { useUiStore } from '@/stores/ui-store';

/** Query parameter of the add-to-cart link: base64 of `sku:quantity` pairs joined by `;`. */
export const CART_LINK_PARAMETER = 'cart';

/**
 * What a landing URL asks of the cart: a discount code (`disc`), lines to add (`cart`) and campaign
 * parameters. Read once per page load on the client, so catalog pages stay cached.
 */
export function UrlActions() {
  const { storefront, local, session } = useShop();
  const setNotice = useUiStore((state) => state.setNotice);

  useEffect(() => {
    const url = new URL(window.location.href);
    const code = discountCodeFromQuery(url.searchParams.get('disc'));
    // SPEC.md section 2: a `login` query opens the login dialog (login redirects go to /?login).
    if (url.searchParams.has('login')) useUiStore.getState().openLogin();
    void Promise.all([local.persist.rehydrate(), session.persist.rehydrate()]).then(() => {
      if (code) {
        session.getState().addCode(code);
        useUiStore.getState().announceCodeFromLink(code);
      }

      const campaign = campaignDataFromUrl(url, document.referrer);
      if (campaign) local.getState().setCampaignData(storefront.code, campaign);

      const link = url.searchParams.get(CART_LINK_PARAMETER);
      if (link === null) return;
      const decoded = decodeCartLink(link);
      if (!decoded.ok) {
        setNotice({ kind: 'cart-link-invalid' });
        useUiStore.getState().openCart();
        return;
      }
      url.searchParams.delete(CART_LINK_PARAMETER);
      window.history.replaceState(window.history.state, '', url.toString());
      void addLinesToCart(local, storefront.code, decoded.lines).then((arrived) => {
        setNotice({ kind: 'cart-link', ...arrived });
        if (!isCheckoutPath(window.location.pathname)) useUiStore.getState().openCart();
      });
    });
  }, [local, session, storefront.code, setNotice]);

  return null;
}
