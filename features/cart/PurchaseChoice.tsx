'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { AddToCartButton } from '@/features/cart/AddToCartButton';
import { withSubscription } from '@/features/cart/subscription';
import type { CartItem, SubscriptionInterval } from '@/platform/api/types';

interface PurchaseChoiceProps {
  item: CartItem;
  /** What the product offers, shortest first (`offeredIntervals`); at least one. */
  intervals: readonly SubscriptionInterval[];
  hasUpselling?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * Buy once or subscribe (docs/product/orders.md, ORD-8): the choice goes with the line into the
 * cart. Buying once is chosen until the shopper picks an interval, so the cached page is the same
 * for everyone and a shopper who only adds gets what they always got.
 */
export function PurchaseChoice({ item, intervals, hasUpselling, disabled, className }: PurchaseChoiceProps) {
  const t = useTranslations('cart');
  const name = useId();
  const [interval, setChosen] = useState<SubscriptionInterval | null>(null);
  const options: readonly (SubscriptionInterval | null)[] = [null, ...intervals];
  return (
    <div className="purchase-choice">
      <fieldset className="purchase-choice__options">
        <legend>{t('purchase.legend')}</legend>
        {options.map((option) => (
          <label key={option ?? 'once'} className="purchase-choice__option">
            <input type="radio" name={name} value={option ?? 'once'} checked={interval === option} onChange={() => setChosen(option)} />
            {option === null ? t('purchase.once') : t('purchase.subscribe', { interval: t(`intervals.${option}`) })}
          </label>
        ))}
        <p className="field__hint">{t('purchase.hint')}</p>
      </fieldset>
      <AddToCartButton item={withSubscription(item, interval)} hasUpselling={hasUpselling} disabled={disabled} className={className} />
    </div>
  );
}
