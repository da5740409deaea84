'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useShowsVat } from '@/features/cart/use-cart';
import { useShop } from '@/platform/state/shop-context';
import { showsVat, vatAttribute, vatChoice } from '@/platform/money/vat-display';
import { isCompanyBuyer } from '@/platform/session/public-user';
import { emptyCart } from '@/features/cart/cart-slice';

/**
 * Prices including VAT (private shopper) or excluding it (company). The choice is the cart's vat flag;
 * after the pre-paint script has set `html[data-vat]` from storage, this keeps it in step with the
 * store (decision 0033).
 */
export function VatSwitch() {
  const t = useTranslations('vat');
  const { storefront, local } = useShop();
  const includeVat = useShowsVat();

  // Changes of the store write the attribute, not the first render: until the stored state is read the
  // store holds an empty cart, whose default would undo what the pre-paint script showed.
  useEffect(
    () =>
      local.subscribe((state) => {
        const choice = vatChoice((state.carts[storefront.code] ?? emptyCart()).vat, isCompanyBuyer(state.user));
        document.documentElement.dataset.vat = vatAttribute(showsVat(choice, storefront));
      }),
    [local, storefront],
  );

  if (!storefront.allowExVAT) return null;
  return (
    <fieldset className="vat-switch">
      <legend className="visually-hidden">{t('legend')}</legend>
      {([true, false] as const).map((option) => (
        <label key={String(option)} className="vat-switch__option">
          <input type="radio" name="vat-display" checked={includeVat === option} onChange={() => local.getState().setVat(storefront.code, option)} />
          <span>{option ? t('private') : t('company')}</span>
        </label>
      ))}
    </fieldset>
  );
}
