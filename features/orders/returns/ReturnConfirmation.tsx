'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import type { OrderReturn } from '@/platform/api/types';
import { Link } from '@/platform/i18n/navigation';
import { formatMoney } from '@/platform/money/money';
import { STOREFRONTS, type StorefrontCode } from '@/platform/storefronts/storefronts';

/** The started return: its number first, then what the customer does next and what comes back. */
export function ReturnConfirmation({ orderReturn, via }: { orderReturn: OrderReturn; via: 'account' | 'my-order' }) {
  const t = useTranslations('returns');
  const storefront = STOREFRONTS[useLocale() as StorefrontCode];
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="return-confirmation" aria-labelledby="return-confirmation-title">
      <h2 id="return-confirmation-title" ref={headingRef} tabIndex={-1}>
        {t('started.title')}
      </h2>
      <p className="return-confirmation__number">
        {t('started.number')} <strong>{orderReturn.id}</strong>
      </p>
      <ul className="return-confirmation__lines">
        {orderReturn.lines.map((line) => (
          <li key={line.sku}>{t('started.line', { quantity: line.quantity, name: line.name })}</li>
        ))}
      </ul>
      <h3>{t('started.next')}</h3>
      <ol className="next-steps">
        <li>{t('started.pack')}</li>
        <li>{t('started.label')}</li>
        <li>{t('started.send')}</li>
        <li>{orderReturn.refund === null ? t('started.refundLater') : t('started.refund', { amount: formatMoney(orderReturn.refund, storefront) })}</li>
      </ol>
      {via === 'account' && (
        <Link className="button" href="/my-account/returns">
          {t('started.toReturns')}
        </Link>
      )}
    </section>
  );
}
