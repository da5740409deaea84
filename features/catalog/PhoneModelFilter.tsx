import NextLink from 'next/link';
import { useTranslations } from 'next-intl';
import { ForgetPhoneModelLink } from '@/features/catalog/ForgetPhoneModelLink';
import { SaveDeviceButton } from '@/features/catalog/devices/SaveDeviceButton';
import { KeptDetails } from '@/platform/keep-alive/KeptDetails';
import { phoneModelHref } from '@/features/catalog/listing/listing-view';

export interface PhoneModel {
  slug: string;
  name: string;
}

/**
 * Narrows a category listing to one phone model with `phone_model` links; the chosen model is
 * marked and can be cleared, which also forgets it as the shopper's model (PhoneModelMemory).
 * The chosen model can be kept among the shopper's devices (DEV-1). The open list comes back with
 * its page on back and forward (route keep-alive). Pagination keeps the query, so every filtered URL
 * pages on. Model
 * links are not prefetched: opening the list of a big category would otherwise render a hundred
 * views at once on a cold cache.
 */
export function PhoneModelFilter({ models, current, basePath }: { models: PhoneModel[]; current?: string; basePath: string }) {
  const t = useTranslations('filters');
  const selected = models.find((model) => model.slug === current);
  if (models.length <= 1 && !selected) return null;
  return (
    <nav className="model-filter" aria-label={t('phoneModel')}>
      <KeptDetails keepKey="phone-model-picker" className="model-filter__picker">
        <summary className="model-filter__summary">
          <span className="model-filter__label">{t('phoneModel')}:</span>{' '}
          <span className="model-filter__value">{selected ? selected.name : t('allModels')}</span>
          <span className="model-filter__count">{t('modelCount', { count: models.length })}</span>
        </summary>
        <ul className="model-filter__list">
          <li>
            <ForgetPhoneModelLink href={phoneModelHref(basePath, null)} current={!selected}>
              {t('allModels')}
            </ForgetPhoneModelLink>
          </li>
          {models.map((model) => (
            <li key={model.slug}>
              <NextLink href={phoneModelHref(basePath, model.slug)} aria-current={model.slug === selected?.slug ? 'true' : undefined} prefetch={false}>
                {model.name}
              </NextLink>
            </li>
          ))}
        </ul>
      </KeptDetails>
      {selected && (
        <p className="model-filter__active">
          <span className="model-filter__chip">{selected.name}</span>
          <ForgetPhoneModelLink href={phoneModelHref(basePath, null)} className="model-filter__clear">
            {t('clear')}
          </ForgetPhoneModelLink>
          <SaveDeviceButton model={selected} />
        </p>
      )}
    </nav>
  );
}
