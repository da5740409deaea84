'use client';

import { useTranslations } from 'next-intl';
import { forwardRef } from 'react';
import { useShop } from '@/platform/state/shop-context';
import type { CheckoutChange } from '@/features/checkout/changes';
import { formatMoney } from '@/platform/money/money';

/** What the backend changed at the moment of ordering; nothing was charged, the shopper confirms again. */
export const ChangesAlert = forwardRef<HTMLDivElement, { changes: readonly CheckoutChange[]; total: number }>(function ChangesAlert({ changes, total }, ref) {
  const t = useTranslations('checkoutForm.changed');
  const { storefront } = useShop();
  const money = (minor: number) => formatMoney(minor, storefront);
  return (
    <div ref={ref} className="alert alert--danger checkout-changes" role="alert" tabIndex={-1}>
      <h2>{t('title')}</h2>
      <p>{t('lead')}</p>
      {changes.length > 0 && (
        <ul>
          {changes.map((change) => (
            <li key={`${change.kind}-${change.sku}`}>
              {change.kind === 'removed'
                ? t('removed', { name: change.name })
                : change.kind === 'price'
                  ? t('price', { name: change.name, from: money(change.from), to: money(change.to) })
                  : t('quantity', { name: change.name, from: change.from, to: change.to })}
            </li>
          ))}
        </ul>
      )}
      <p>
        <strong>{t('newTotal', { amount: money(total) })}</strong>
      </p>
    </div>
  );
});
