'use client';

import { useTranslations } from 'next-intl';
import { ChoiceOption } from '@/features/checkout/ChoiceOption';
import { useChoiceAfterPaint } from '@/features/checkout/use-choice-after-paint';
import type { CustomerType, PaymentMethod } from '@/platform/api/types';

export const paymentOptionId = (index: number) => `payment-option-${index}`;

interface PaymentFieldsProps {
  methods: readonly PaymentMethod[] | null;
  chosen: string | null;
  customerType: CustomerType;
  error: string | null;
  onChoose(method: PaymentMethod): void;
}

/** Card or wallet, invoice and pay later; a company sees the business variants the backend offers. */
export function PaymentFields({ methods, chosen, customerType, error, onChoose }: PaymentFieldsProps) {
  const t = useTranslations('checkoutForm.payment');
  const tIcons = useTranslations('checkoutForm.brands');
  const { shown, choose } = useChoiceAfterPaint(chosen, onChoose);
  return (
    <fieldset className="checkout-section" aria-describedby={error ? 'payment-error' : undefined}>
      <legend className="checkout-section__title">{t('legend')}</legend>
      {error && (
        <p id="payment-error" className="field__error">
          {error}
        </p>
      )}
      {methods === null ? (
        <p className="checkout-section__note" role="status">
          {t('loading')}
        </p>
      ) : (
        <div className="choice-list">
          {methods.map((method, index) => (
            <ChoiceOption
              key={method.id}
              id={paymentOptionId(index)}
              name="payment-method"
              value={method.id}
              checked={shown === method.id}
              onChoose={() => choose(method)}
              title={t(`${customerType}.${method.kind}.title`)}
              details={[t(`${customerType}.${method.kind}.hint`)]}
              aside={
                <span className="choice__brands">
                  {method.brands.map((brand) => (
                    /* eslint-disable-next-line @next/next/no-img-element -- small static badges */
                    <img key={brand} src={`/icons/${brand}.svg`} alt={tIcons.has(brand) ? tIcons(brand) : brand} width={36} height={24} />
                  ))}
                </span>
              }
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
