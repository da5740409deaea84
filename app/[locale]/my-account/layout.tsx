import { getTranslations } from 'next-intl/server';
import { AccountNav, type AccountNavTarget } from '@/features/account';
import { AccountSession } from '@/features/account';
import { storefrontFromParams } from '@/platform/i18n/storefront-param';
import { accountAccessToken } from '@/platform/session/server-session';

const SECTIONS: readonly (readonly [AccountNavTarget, 'overview' | 'orders' | 'returns' | 'subscriptions' | 'stockAlerts' | 'profile' | 'quickOrder'])[] = [
  ['/my-account/overview', 'overview'],
  ['/my-account/orders', 'orders'],
  ['/my-account/returns', 'returns'],
  ['/my-account/subscriptions', 'subscriptions'],
  ['/my-account/stock-alerts', 'stockAlerts'],
  ['/my-account/profile', 'profile'],
  ['/quick-order', 'quickOrder'],
];

/** The account area: its sections and the way out beside the page, once the visitor has an account session. */
export default async function AccountLayout({ children, params }: LayoutProps<'/[locale]/my-account'>) {
  const storefront = await storefrontFromParams(params);
  const [t, token] = await Promise.all([getTranslations({ locale: storefront.code, namespace: 'account' }), accountAccessToken()]);
  if (!token) return children;
  return (
    <div className="account-layout">
      <div className="account-layout__aside">
        <AccountNav label={t('navLabel')} items={SECTIONS.map(([href, section]) => ({ href, label: t(`sections.${section}`) }))} />
        <AccountSession />
      </div>
      <div className="account-layout__main">{children}</div>
    </div>
  );
}
