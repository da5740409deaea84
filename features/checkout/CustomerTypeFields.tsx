'use client';

import { useTranslations } from 'next-intl';
import { CUSTOMER_TYPES } from '@/platform/api/vocabulary';
import type { CustomerType } from '@/platform/api/types';

/** Private or company: a company gets business payment methods and its own details. */
export function CustomerTypeFields({ value, onChange }: { value: CustomerType; onChange(type: CustomerType): void }) {
  const t = useTranslations('checkoutForm.customerType');
  return (
    <fieldset className="checkout-section">
      <legend className="checkout-section__title">{t('legend')}</legend>
      <div className="choice-row">
        {CUSTOMER_TYPES.map((type) => (
          <label key={type} className="choice choice--compact">
            <input type="radio" name="customer-type" value={type} checked={value === type} onChange={() => onChange(type)} />
            <span>{t(type)}</span>
          </label>
        ))}
      </div>
      {value === 'company' && <p className="field__hint">{t('companyHint')}</p>}
    </fieldset>
  );
}
