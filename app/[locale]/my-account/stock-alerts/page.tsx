import type { Metadata } from 'next';
import '@/platform/ui/self-service.css';
import { getTranslations } from 'next-intl/server';
import { AccountReadFailure, PageMessages } from '@/features/account/server';
import { InfoPage } from '@/features/content';
import { readWithToken } from '@/features/account';
import { AlertCard } from '@/features/stock-alerts';
import { fetchStockAlerts } from '@/platform/api/calls/stock-alerts';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { servicePageMetadata } from '@/features/seo';
import { accountAccessToken } from '@/platform/session/server-session';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: PageProps<'/[locale]/my-account/stock-alerts'>): Promise<Metadata> {
  const storefront = await storefrontFromParams(params);
  const t = await getTranslations({ locale: storefront.code, namespace: 'account' });
  return servicePageMetadata(t('sections.stockAlerts'));
}

/** The buyer's live back-in-stock alerts, each with a button to let it go (docs/product/stock-alerts.md, STK-7). */
export default async function Page({ params }: PageProps<'/[locale]/my-account/stock-alerts'>) {
  const storefront = await storefrontFromParams(params);
  const read = await readWithToken(await accountAccessToken(), (token) => fetchStockAlerts(storefront.code, token));
  if (read.kind !== 'ok') return <AccountReadFailure storefront={storefront} section="stockAlerts" read={read} />;
  const [ta, t] = await Promise.all([
    getTranslations({ locale: storefront.code, namespace: 'account' }),
    getTranslations({ locale: storefront.code, namespace: 'stockAlerts' }),
  ]);
  return (
    <InfoPage title={ta('sections.stockAlerts')} lead={t('account.lead')}>
      {read.data.length === 0 ? (
        <div className="empty-state">
          <p>{t('account.none')}</p>
        </div>
      ) : (
        <PageMessages locale={storefront.code} page="stockAlerts">
          <ul className="card-list">
            {read.data.map((alert) => (
              <li key={alert.id}>
                <AlertCard alert={alert} />
              </li>
            ))}
          </ul>
        </PageMessages>
      )}
    </InfoPage>
  );
}
