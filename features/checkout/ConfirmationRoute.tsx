import type { Metadata } from 'next';
import '@/features/checkout/checkout.css';
import { getTranslations } from 'next-intl/server';
import { cookies, headers } from 'next/headers';
import { InfoPage } from '@/features/content';
import { ConfirmationActions } from '@/features/checkout/ConfirmationActions';
import { OrderConfirmation } from '@/features/checkout/OrderConfirmation';
import { fetchReceipt } from '@/platform/api/calls/checkout';
import { purchaseFromReceipt } from '@/features/checkout/purchase';
import { readReceiptCookie, receiptCookieName } from '@/platform/session/receipt-cookie';
import type { Storefront } from '@/platform/storefronts/storefronts';
import { servicePageMetadata } from '@/features/seo';

export async function confirmationMetadata(storefront: Storefront): Promise<Metadata> {
  const t = await getTranslations({ locale: storefront.code, namespace: 'checkout' });
  return servicePageMetadata(t('confirmation.title'));
}

/**
 * The order confirmation, rendered per request from the backend with the receipt cookie that placing
 * the order set; never cached. Without that cookie (another browser, an old link) it names the order
 * and where to follow it, and shows nothing of its contents.
 */
export async function ConfirmationRoute({ storefront, orderId }: { storefront: Storefront; orderId: string | null }) {
  const t = await getTranslations({ locale: storefront.code, namespace: 'checkout.confirmation' });
  const receiptCookie = readReceiptCookie((await cookies()).get(receiptCookieName(await headers()))?.value);
  const receipt = orderId && receiptCookie?.orderId === orderId ? await fetchReceipt(storefront.code, orderId, receiptCookie.token) : null;
  if (receipt?.ok) {
    return <OrderConfirmation receipt={receipt.data} purchase={await purchaseFromReceipt(receipt.data)} storefront={storefront} />;
  }
  return (
    <InfoPage title={t('title')} lead={orderId ? t('leadWithoutDetails', { id: orderId }) : t('leadNoOrder')}>
      <ConfirmationActions orderId={orderId} track={t('track')} shopOn={t('continue')} />
    </InfoPage>
  );
}
