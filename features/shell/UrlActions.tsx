'use client';

import { useEffect } from 'react';
import { CART_LINK_PARAMETER, CHANGE_PASSWORD_PARAMETER, MAIL_TOKEN_PARAMETER } from '@/platform/routing/landing-parameters';
import { useShop } from '@/platform/state/shop-context';
import { campaignDataFromUrl } from '@/features/content';
import { discountCodeFromQuery } from '@/features/cart';
import { isUnsubscribePath } from '@/features/newsletter';
import { setLandingCampaign } from '@/features/tracking';
import { useUiStore } from '@/platform/state/ui-store';

/**
 * What a landing URL asks: a discount code (`disc`), lines to add (`cart`), campaign parameters, and
 * the e-mail links' sign-in or change of password. Read once per page load on the client, so catalog
 * pages stay cached.
 */
export function UrlActions() {
  const { storefront, local, session, hydration } = useShop();

  useEffect(() => {
    const url = new URL(window.location.href);
    if (isUnsubscribePath(url.pathname)) return;
    const token = url.searchParams.get(MAIL_TOKEN_PARAMETER);
    const changePassword = url.searchParams.has(CHANGE_PASSWORD_PARAMETER);
    if (token === null && !changePassword) return;
    // The token signs in once confirmed, and must not stay in the history, nor reach anyone by Referer.
    url.searchParams.delete(MAIL_TOKEN_PARAMETER);
    url.searchParams.delete(CHANGE_PASSWORD_PARAMETER);
    window.history.replaceState(window.history.state, '', url.toString());
    const signInToken = changePassword ? null : token;
    if (signInToken === null) {
      useUiStore.getState().openLogin('change-password', token ? { resetToken: token } : {});
      return;
    }
    // Few landings carry a sign-in link: the session client loads with one.
    void import('@/features/account/session/mail-sign-in').then(
      ({ askMailSignIn }) => askMailSignIn(signInToken, { storefront: storefront.code, hydration }),
      () => useUiStore.getState().openLogin('login', { notice: 'link-unavailable' }),
    );
  }, [hydration, storefront.code]);

  useEffect(() => {
    const url = new URL(window.location.href);
    const code = discountCodeFromQuery(url.searchParams.get('disc'));
    void hydration.whenHydrated().then(() => {
      if (code) {
        session.getState().addCode(code);
        useUiStore.getState().announceCodeFromLink(code);
      }

      const campaign = campaignDataFromUrl(url, document.referrer);
      if (campaign) {
        local.getState().setCampaignData(storefront.code, campaign);
        setLandingCampaign(campaign);
      }

      const link = url.searchParams.get(CART_LINK_PARAMETER);
      if (link === null) return;
      // Most landings carry no cart link: its decoding and the adding load with one.
      void import('@/features/cart/cart-link').then(({ followCartLink }) => followCartLink(link, url, local, storefront.code));
    });
  }, [local, session, hydration, storefront.code]);

  return null;
}
