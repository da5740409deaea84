'use client';

import { addBusinessDays } from 'date-fns';
import { useFormatter, useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { ServicePointFields } from '@/components/checkout/ServicePointFields';
import { useShop } from '@/components/shop/shop-context';
import type { ShippingMethod } from '@/lib/api/types';
import { formatMoney, netFromGross } from '@/lib/money';

const subscribe = () => () => undefined;

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
  // Dates are the browser's own today: the page is never cached, but the server's clock is not the shopper's.
  const today = useSyncExternalStore(subscribe, () => new Date().toDateString(), () => null);
  const chosenMethod = methods?.find((method) => method.id === chosen) ?? null;

  const estimate = (method: ShippingMethod) => {
    const days = method.delivery_days.min === method.delivery_days.max ? `${method.delivery_days.min}` : `${method.delivery_days.min}–${method.delivery_days.max}`;
    if (today === null) return t('businessDays', { days, count: method.delivery_days.max });
    const now = new Date(today);
    const range = format.dateTimeRange(addBusinessDays(now, method.delivery_days.min), addBusinessDays(now, method.delivery_days.max), { weekday: 'short', day: 'numeric', month: 'short' });
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
            <label key={method.id} className="choice">
              <input
                id={shippingOptionId(index)}
                type="radio"
                name="shipping-method"
                value={method.id}
                checked={chosen === method.id}
                onChange={() => onChoose(method)}
              />
              <span className="choice__body">
                <span className="choice__title">
                  {t(`kind.${method.kind}`)} <span className="choice__carrier">{method.carrier}</span>
                </span>
                <span className="choice__meta">{estimate(method)}</span>
              </span>
              <span className="choice__price">{price(method)}</span>
            </label>
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
