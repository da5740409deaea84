import type { Metadata } from 'next';
import '@/features/checkout/checkout.css';
import { getTranslations } from 'next-intl/server';
import { InfoPage } from '@/features/content';
import { customerServiceSegments } from '@/platform/storefronts/customer-service';
import { failureFromReason } from '@/features/checkout/place-outcome';
import { Link } from '@/platform/i18n/navigation';
import type { Storefront } from '@/platform/storefronts/storefronts';
import { servicePageMetadata } from '@/features/seo';

export async function failedMetadata(storefront: Storefront): Promise<Metadata> {
  const t = await getTranslations({ locale: storefront.code, namespace: 'checkout' });
  return servicePageMetadata(t('failed.title'));
}

/**
 * A payment that did not go through: what happened in the shopper's words, the reassurance that the
 * cart is whole, and the way back to the same checkout with everything still filled in.
 */
export async function FailedRoute({ storefront, checkoutId, reason }: { storefront: Storefront; checkoutId: string | null; reason: string | undefined }) {
  const t = await getTranslations({ locale: storefront.code, namespace: 'checkout.failed' });
  const failure = failureFromReason(reason) ?? 'unknown';
  return (
    <InfoPage title={t(`${failure}.title`)} lead={t(`${failure}.lead`)}>
      <p>{t('cartKept')}</p>
      <p className="confirmation__actions">
        <Link href={checkoutId ? { pathname: '/checkout/[id]', params: { id: checkoutId } } : '/checkout'} className="button">
          {t('action')}
        </Link>
        <Link href={{ pathname: '/[...slug]', params: { slug: customerServiceSegments(storefront.code) } }} className="button button--secondary">
          {t('help')}
        </Link>
      </p>
    </InfoPage>
  );
}
