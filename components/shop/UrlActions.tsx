'use client';

import { useEffect } from 'react';
import { sessionClient } from '@/components/account/session-client';
import { addLinesToCart } from '@/components/cart/add-lines';
import { useShop } from '@/components/shop/shop-context';
import { decodeCartLink } from '@/lib/cart-by-url';
import { campaignDataFromUrl } from '@/lib/campaign-data';
import { isCheckoutPath } from '@/lib/checkout/checkout-path';
import { discountCodeFromQuery } from '@/lib/discount-code';
import { isUnsubscribePath } from '@/lib/newsletter/unsubscribe-path';
import { useRouter } from '@/lib/i18n/navigation';
import { useUiStore } from '@/stores/ui-store';

/** Query parameter of the add-to-cart link: base64 of `sku:quantity` pairs joined by `;`. */
export const CART_LINK_PARAMETER = 'cart';

/** The e-mail links' one-time token, and the query that opens the change-password view (SPEC.md section 2). */
export const MAIL_TOKEN_PARAMETER = 'token';
export const CHANGE_PASSWORD_PARAMETER = 'change_password';

/**
 * What a landing URL asks: a discount code (`disc`), lines to add (`cart`), campaign parameters, and
 * the e-mail links' sign-in or change of password. Read once per page load on the client, so catalog
 * pages stay cached.
 */
export function UrlActions() {
  const { storefront, local, session, hydration } = useShop();
  const router = useRouter();
  const setNotice = useUiStore((state) => state.setNotice);

  useEffect(() => {
    const url = new URL(window.location.href);
    if (isUnsubscribePath(url.pathname)) return;
    const token = url.searchParams.get(MAIL_TOKEN_PARAMETER);
    const changePassword = url.searchParams.has(CHANGE_PASSWORD_PARAMETER);
    if (token === null && !changePassword) return;
    // The token is spent by its use and must not stay in the history, nor reach anyone by Referer.
    url.searchParams.delete(MAIL_TOKEN_PARAMETER);
    url.searchParams.delete(CHANGE_PASSWORD_PARAMETER);
    window.history.replaceState(window.history.state, '', url.toString());
    const signInToken = changePassword ? null : token;
    if (signInToken === null) {
      useUiStore.getState().openLogin('change-password', token ? { resetToken: token } : {});
      return;
    }
    void Promise.all([hydration.whenHydrated(), sessionClient.signInWithLink(storefront.code, signInToken)]).then(([, outcome]) => {
      if (!outcome.ok) {
        useUiStore.getState().openLogin('login', { notice: outcome.reason === 'invalid_credentials' ? 'link-invalid' : 'link-unavailable' });
        return;
      }
      local.getState().setUser(outcome.user);
      useUiStore.getState().setSessionEnded(false);
      router.replace('/my-account/orders');
    });
  }, [local, hydration, router, storefront.code]);

  useEffect(() => {
    const url = new URL(window.location.href);
    const code = discountCodeFromQuery(url.searchParams.get('disc'));
    void hydration.whenHydrated().then(() => {
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
  }, [local, session, hydration, storefront.code, setNotice]);

  return null;
}
