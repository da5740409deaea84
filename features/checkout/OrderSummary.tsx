'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CouponForm, intervalWords } from '@/features/cart';
import { SummaryTotals } from '@/features/checkout/SummaryTotals';
import { useShop } from '@/platform/state/shop-context';
import type { Checkout } from '@/platform/api/types';
import { formatMoney } from '@/platform/money/money';
import { displayPrice } from '@/platform/money/vat-display';

interface OrderSummaryProps {
  checkout: Checkout | null;
  includeVat: boolean;
  updating: boolean;
  /** The terms and the button that places the order. */
  children: ReactNode;
}

/** The order as the backend will charge it: lines with tiers and notices, codes, shipping, VAT, total. */
export function OrderSummary({ checkout, includeVat, updating, children }: OrderSummaryProps) {
  const t = useTranslations('checkoutForm.summary');
  const tCart = useTranslations('cart');
  const { storefront } = useShop();
  const money = (minor: number) => formatMoney(minor, storefront);
  const vatPercent = checkout?.items[0]?.vat ?? checkout?.shipping_methods[0]?.vat ?? 0;
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t('title')}</h2>
      {!includeVat && <p className="field__hint">{t('pricesExclVat')}</p>}
      {checkout && (
        <ul className="summary-lines" aria-label={t('lines')}>
          {checkout.items.map((line) => {
            const unit = displayPrice(line.price, line.vat, includeVat, storefront);
            const tierReached = line.pricing.length > 1 && line.price < (line.pricing[0]?.p ?? line.price);
            return (
              <li key={line.uuid ?? line.sku} className="summary-line" data-sku={line.sku}>
                {line.thumb ? (
                  /* eslint-disable-next-line @next/next/no-img-element -- the backend serves pre-sized thumbnails */
                  <img src={line.thumb.url} alt="" width={48} height={48} className="summary-line__thumb" />
                ) : (
                  <span className="summary-line__thumb" aria-hidden="true" />
                )}
                <div className="summary-line__body">
                  <p className="summary-line__name">{line.name}</p>
                  {line.subscription_interval && (
                    <p className="summary-line__meta">
                      {tCart('subscription', { interval: intervalWords(line.subscription_interval.name, (interval) => tCart(`intervals.${interval}`)) })}
                    </p>
                  )}
                  <p className="summary-line__meta">
                    {t('quantity', { quantity: line.quantity, price: money(unit) })}
                    {tierReached && <span className="summary-line__tier"> · {t('tierPrice')}</span>}
                  </p>
                  {line.adjusted_quantity != null && (
                    <p className="alert alert--danger" role="alert">
                      {t('adjustedQuantity', { quantity: line.adjusted_quantity })}
                    </p>
                  )}
                  {line.cart_notice && <p className="alert alert--warning">{line.cart_notice}</p>}
                </div>
                <p className="summary-line__price">{line.price === 0 && line.added_by_coupon ? t('free') : money(unit * line.quantity)}</p>
              </li>
            );
          })}
        </ul>
      )}
      <CouponForm />
      {checkout && (
        <dl className={`summary-totals${updating ? ' summary-totals--updating' : ''}`} aria-busy={updating}>
          <SummaryTotals
            totals={checkout.totals}
            vatPercent={vatPercent}
            includeVat={includeVat}
            hasShippingMethod={checkout.shipping_method !== null}
            codes={checkout.coupons.map((coupon) => coupon.code)}
            testIdPrefix="checkout"
            label={(key) => t(key)}
            money={money}
          />
        </dl>
      )}
      {updating && (
        <p className="checkout-section__note" role="status">
          {t('updating')}
        </p>
      )}
      {children}
    </aside>
  );
}
