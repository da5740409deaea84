'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useShowsVat } from '@/components/cart/use-cart';
import { useShop } from '@/components/shop/shop-context';
import { vatAttribute } from '@/lib/vat-display';

/**
 * Prices including VAT (private shopper) or excluding it (company). The choice is the cart's vat flag;
 * after the pre-paint script has set `html[data-vat]` from storage, this keeps it in step with the
 * store (decision 0033).
 */
export function VatSwitch() {
  const t = useTranslations('vat');
  const { storefront, local } = useShop();
  const includeVat = useShowsVat();

  useEffect(() => {
    document.documentElement.dataset.vat = vatAttribute(includeVat);
  }, [includeVat]);

  if (!storefront.allowExVAT) return null;
  return (
    <fieldset className="vat-switch">
      <legend className="visually-hidden">{t('legend')}</legend>
      {([true, false] as const).map((option) => (
        <label key={String(option)} className="vat-switch__option">
          <input
            type="radio"
            name="vat-display"
            checked={includeVat === option}
            onChange={() => local.getState().setVat(storefront.code, option)}
          />
          <span>{option ? t('private') : t('company')}</span>
        </label>
      ))}
    </fieldset>
  );
}
