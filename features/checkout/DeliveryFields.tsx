'use client';

import { useFormatter, useTranslations } from 'next-intl';
import { ChoiceOption } from '@/features/checkout/ChoiceOption';
import { ServicePointFields } from '@/features/checkout/ServicePointFields';
import { useChoiceAfterPaint } from '@/features/checkout/use-choice-after-paint';
import { useShop } from '@/platform/state/shop-context';
import { useBrowserMinute } from '@/platform/ui/use-browser-minute';
import type { ShippingMethod } from '@/platform/api/types';
import { businessDayWindow } from '@/platform/delivery/delivery';
import { formatMoney, netFromGross } from '@/platform/money/money';

export const shippingOptionId = (index: number) => `shipping-option-${index}`;

interface DeliveryFieldsProps {
  methods: readonly ShippingMethod[] | null;
  chosen: string | null;
  postalCode: string | null;
  servicePoint: string | null;
  freeFrom: number | null;
  includeVat: boolean;
  error: string | null;
  servicePointError: string | null;
  onChoose(method: ShippingMethod): void;
  onChooseServicePoint(id: string): void;
}

/** The methods the shipping processor offers for the postal code, each with price and estimate. */
export function DeliveryFields(props: DeliveryFieldsProps) {
  const { methods, chosen, postalCode, freeFrom, includeVat, error, onChoose } = props;
  const t = useTranslations('checkoutForm.delivery');
  const format = useFormatter();
  const { storefront } = useShop();
  const now = useBrowserMinute();
  const chosenMethod = methods?.find((method) => method.id === chosen) ?? null;
  const { shown, choose } = useChoiceAfterPaint(chosen, onChoose);

  const estimate = (method: ShippingMethod) => {
    const days =
      method.delivery_days.min === method.delivery_days.max ? `${method.delivery_days.min}` : `${method.delivery_days.min}–${method.delivery_days.max}`;
    if (now === null) return t('businessDays', { days, count: method.delivery_days.max });
    const { from, to } = businessDayWindow(now, [method.delivery_days.min, method.delivery_days.max]);
    const range = format.dateTimeRange(from, to, { weekday: 'short', day: 'numeric', month: 'short' });
    return t('estimate', { days, count: method.delivery_days.max, range });
  };
  const price = (method: ShippingMethod) => {
    if (method.price === 0) return t('free');
    const shown = includeVat ? method.price : netFromGross(method.price, method.vat);
    return formatMoney(shown, storefront);
  };

  return (
    <fieldset className="checkout-section" aria-describedby={error ? 'shipping-error' : undefined}>
      <legend className="checkout-section__title">{t('legend')}</legend>
      {freeFrom !== null && <p className="field__hint">{t('freeFrom', { amount: formatMoney(freeFrom, storefront) })}</p>}
      {error && (
        <p id="shipping-error" className="field__error">
          {error}
        </p>
      )}
      {postalCode === null ? (
        <p className="checkout-section__note">{t('needPostalCode')}</p>
      ) : methods === null ? (
        <p className="checkout-section__note" role="status">
          {t('loading')}
        </p>
      ) : methods.length === 0 ? (
        <p className="alert alert--warning">{t('none')}</p>
      ) : (
        <div className="choice-list">
          {methods.map((method, index) => (
            <ChoiceOption
              key={method.id}
              id={shippingOptionId(index)}
              name="shipping-method"
              value={method.id}
              checked={shown === method.id}
              onChoose={() => choose(method)}
              title={
                <>
                  {t(`kind.${method.kind}`)} <span className="choice__carrier">{method.carrier}</span>
                </>
              }
              details={[estimate(method)]}
              aside={<span className="choice__price">{price(method)}</span>}
            />
          ))}
        </div>
      )}
      {chosenMethod && postalCode && chosenMethod.kind !== 'home' && (
        <ServicePointFields
          kind={chosenMethod.kind}
          postalCode={postalCode}
          chosen={props.servicePoint}
          error={props.servicePointError}
          onChoose={props.onChooseServicePoint}
        />
      )}
    </fieldset>
  );
}
