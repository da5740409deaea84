'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useCart } from '@/components/cart/use-cart';
import { useShop } from '@/components/shop/shop-context';

/**
 * Prices including VAT (private shopper) or excluding it (company). The choice is the cart's vat flag;
 * `html[data-vat]` shows the matching amount everywhere, which a pre-paint script also sets on load.
 */
export function VatSwitch() {
  const t = useTranslations('vat');
  const { storefront, local } = useShop();
  const includeVat = useCart().vat;

  useEffect(() => {
    document.documentElement.dataset.vat = includeVat ? 'incl' : 'excl';
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
