import type { Metadata } from 'next';
import '@/features/checkout/checkout.css';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { CheckoutPage } from '@/features/checkout/CheckoutPage';
import { pageMessages } from '@/platform/i18n/client-messages';
import type { Storefront } from '@/platform/storefronts/storefronts';
import { servicePageMetadata } from '@/features/seo';
import { checkoutPrefillOf, type CheckoutPrefill } from '@/features/checkout/prefill';
import { fetchProfile } from '@/platform/api/calls/auth';
import { accountAccessToken } from '@/platform/session/server-session';

export async function checkoutMetadata(storefront: Storefront): Promise<Metadata> {
  const t = await getTranslations({ locale: storefront.code, namespace: 'checkout' });
  return servicePageMetadata(t('checkout.title'));
}

/**
 * A signed-in company buyer's prefill (docs/product/checkout.md, CHK-20). Any failure to read the
 * profile is no prefill: the checkout never waits on the account to take an order.
 */
async function prefillOf(storefront: Storefront): Promise<CheckoutPrefill | null> {
  const token = await accountAccessToken();
  if (!token) return null;
  const profile = await fetchProfile(storefront.code, token);
  return profile.ok ? checkoutPrefillOf(profile.data) : null;
}

/**
 * `/checkout` and `/checkout/{id}`: rendered per request and never cached (docs/architecture.md#per-visitor-pages). The
 * form lives in the browser, where the cart is; only this page sends the form's texts.
 */
export async function CheckoutRoute({ storefront, checkoutId, returning }: { storefront: Storefront; checkoutId: string | null; returning: boolean }) {
  const [t, messages, prefill] = await Promise.all([
    getTranslations({ locale: storefront.code, namespace: 'checkout' }),
    getMessages({ locale: storefront.code }),
    prefillOf(storefront),
  ]);
  return (
    <section className="checkout-page">
      <h1>{t('checkout.title')}</h1>
      <NextIntlClientProvider messages={pageMessages(messages, 'checkout')}>
        <CheckoutPage checkoutId={checkoutId} returning={returning} prefill={prefill} />
      </NextIntlClientProvider>
    </section>
  );
}
