'use client';

import { useQuery } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ChoiceOption } from '@/features/checkout/ChoiceOption';
import { useShop } from '@/platform/state/shop-context';
import { fetchServicePoints } from '@/platform/api/calls/checkout';

export const servicePointOptionId = (index: number) => `service-point-option-${index}`;

const SERVICE_POINTS_STALE_MS = 10 * 60_000;

interface ServicePointFieldsProps {
  kind: 'service-point' | 'parcel-locker';
  postalCode: string;
  chosen: string | null;
  error: string | null;
  onChoose(id: string): void;
}

/** The nearest service points or lockers; the nearest is chosen until the shopper picks another. */
export function ServicePointFields({ kind, postalCode, chosen, error, onChoose }: ServicePointFieldsProps) {
  const t = useTranslations('checkoutForm.servicePoints');
  const { storefront } = useShop();
  const format = useFormatter();
  const points = useQuery({
    queryKey: ['service-points', storefront.code, postalCode, kind],
    staleTime: SERVICE_POINTS_STALE_MS,
    retry: 1,
    queryFn: async () => {
      const result = await fetchServicePoints(storefront.code, postalCode, kind);
      if (!result.ok) throw new Error(result.error.kind);
      return result.data;
    },
  });
  const first = points.data?.[0]?.id;
  const known = points.data?.some((point) => point.id === chosen) ?? false;
  useEffect(() => {
    if (first && !known) onChoose(first);
  }, [first, known, onChoose]);

  return (
    <fieldset className="service-points" aria-describedby={error ? 'service-point-error' : undefined}>
      <legend>{t(kind === 'parcel-locker' ? 'legendLocker' : 'legend', { postalCode })}</legend>
      {error && (
        <p id="service-point-error" className="field__error">
          {error}
        </p>
      )}
      {points.isPending && (
        <p className="checkout-section__note" role="status">
          {t('loading')}
        </p>
      )}
      {points.isError && (
        <p className="alert alert--warning" role="alert">
          {t('failed')}{' '}
          <button type="button" className="link-button" onClick={() => void points.refetch()}>
            {t('retry')}
          </button>
        </p>
      )}
      {points.data && (
        <div className="choice-list choice-list--tight">
          {points.data.map((point, index) => (
            <ChoiceOption
              key={point.id}
              id={servicePointOptionId(index)}
              name="service-point"
              value={point.id}
              checked={chosen === point.id}
              onChoose={() => onChoose(point.id)}
              title={point.name}
              details={[`${point.street}, ${point.postal_code} ${point.city}`, point.opening_hours]}
              aside={
                <span className="choice__price">{format.number(point.distance_m / 1000, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 })}</span>
              }
            />
          ))}
        </div>
      )}
    </fieldset>
  );
}
