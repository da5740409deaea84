import type { Metadata } from 'next';
import '@/platform/ui/self-service.css';
import { getTranslations } from 'next-intl/server';
import { AccountReadFailure, PageMessages } from '@/features/account/server';
import { InfoPage } from '@/features/content';
import { SubscriptionCard } from '@/features/orders';
import { readWithToken } from '@/features/account';
import { fetchSubscriptions } from '@/platform/api/calls/orders';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { servicePageMetadata } from '@/features/seo';
import { accountAccessToken } from '@/platform/session/server-session';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/subscriptions'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'account' });
  return servicePageMetadata(t('sections.subscriptions'));
}

export default async function Page({ params }: PageProps<'/[locale]/my-account/subscriptions'>) {
  const storefront = await storefrontFromParams(params);
  const read = await readWithToken(await accountAccessToken(), (token) => fetchSubscriptions(storefront.code, token));
  if (read.kind !== 'ok') return <AccountReadFailure storefront={storefront} section="subscriptions" read={read} />;
  const [ta, t] = await Promise.all([
    getTranslations({ locale: storefront.code, namespace: 'account' }),
    getTranslations({ locale: storefront.code, namespace: 'subscriptions' }),
  ]);
  return (
    <InfoPage title={ta('sections.subscriptions')} lead={t('lead')}>
      {read.data.length === 0 ? (
        <div className="empty-state">
          <p>{t('none')}</p>
        </div>
      ) : (
        <PageMessages locale={storefront.code} page="subscriptions">
          <ul className="card-list">
            {read.data.map((subscription) => (
              <li key={subscription.id}>
                <SubscriptionCard subscription={subscription} />
              </li>
            ))}
          </ul>
        </PageMessages>
      )}
    </InfoPage>
  );
}
