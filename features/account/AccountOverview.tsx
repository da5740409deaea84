import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { isKnownDiscountCategory, latestOrders, personalDiscounts } from '@/features/account/overview';
import type { AccountRead } from '@/features/account/account-read';
import type { OrderSummary, Profile } from '@/platform/api/types';
import { Link } from '@/platform/i18n/navigation';
import type { Storefront } from '@/platform/storefronts/storefronts';

const SHORTCUTS = [
  ['orders', '/my-account/orders'],
  ['returns', '/my-account/returns'],
  ['subscriptions', '/my-account/subscriptions'],
  ['quickOrder', '/quick-order'],
  ['profile', '/my-account/profile'],
  ['trackOrder', '/track-order'],
] as const;

/**
 * The account's front page: who is signed in, the latest orders, personal discounts and the ways on.
 * The orders feature draws the order list (`orderList`), because orders build on the account, not
 * the other way round (decision 0031).
 */
export async function AccountOverview({
  storefront,
  profile,
  orders,
  orderList,
}: {
  storefront: Storefront;
  profile: Profile;
  orders: Exclude<AccountRead<{ orders: OrderSummary[] }>, { kind: 'signed-out' }>;
  orderList: (latest: OrderSummary[]) => ReactNode;
}) {
  const t = await getTranslations({ locale: storefront.code, namespace: 'accountOverview' });
  const percent = new Intl.NumberFormat(storefront.iso, { style: 'percent', maximumFractionDigits: 1 });
  const discounts = personalDiscounts(profile.discounts);
  const latest = orders.kind === 'ok' ? latestOrders(orders.data.orders) : [];

  return (
    <section className="account-overview">
      <h1>{t('greeting', { name: profile.name })}</h1>
      <p className="lead">{t('lead')}</p>

      <section className="account-card" aria-labelledby="overview-orders">
        <h2 id="overview-orders">{t('latestOrders')}</h2>
        {orders.kind !== 'ok' ? (
          <p className="alert alert--warning" role="alert">
            {t('ordersUnavailable')}
          </p>
        ) : latest.length === 0 ? (
          <p>{t('noOrders')}</p>
        ) : (
          orderList(latest)
        )}
        <p>
          <Link href="/my-account/orders">{t('allOrders')}</Link>
        </p>
      </section>

      <section className="account-card" aria-labelledby="overview-discounts">
        <h2 id="overview-discounts">{t('discounts')}</h2>
        {discounts.length === 0 ? (
          <p>{t('noDiscounts')}</p>
        ) : (
          <>
            <p>{t('discountsLead')}</p>
            <ul className="discount-list">
              {discounts.map(({ category, percent: value }) => (
                <li key={category}>
                  <span>{isKnownDiscountCategory(category) ? t(`discountCategory.${category}`) : t('discountCategory.other', { id: category })}</span>
                  <strong>{percent.format(value / 100)}</strong>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <section aria-labelledby="overview-shortcuts">
        <h2 id="overview-shortcuts">{t('shortcuts')}</h2>
        <ul className="shortcut-grid">
          {SHORTCUTS.map(([key, href]) => (
            <li key={key}>
              <Link href={href} className="shortcut-card">
                <strong>{t(`shortcut.${key}.title`)}</strong>
                <span>{t(`shortcut.${key}.hint`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
