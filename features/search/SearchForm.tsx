import { useLocale, useTranslations } from 'next-intl';
import { SearchCombobox } from '@/features/search/SearchCombobox';
import { routeHrefs } from '@/platform/i18n/route-hrefs';
import type { StorefrontCode } from '@/platform/storefronts/storefronts';

interface SearchFormProps {
  /** Unique per page: the header's form and the one on the results page can both be there. */
  id?: string;
  defaultValue?: string;
  /** Name of the search landmark; a second form on a page needs a different one. */
  label?: string;
}

/**
 * A plain GET form to the results page, so search works before (and without) JavaScript; the
 * client island inside turns the field into a typeahead combobox.
 */
export function SearchForm({ id = 'site-search', defaultValue = '', label }: SearchFormProps) {
  const t = useTranslations('search');
  const hrefs = routeHrefs(useLocale() as StorefrontCode);
  return (
    <form role="search" action={hrefs.search} method="get" className="search-form" aria-label={label ?? t('label')}>
      <label htmlFor={id} className="visually-hidden">
        {t('label')}
      </label>
      <SearchCombobox inputId={id} placeholder={t('placeholder')} defaultValue={defaultValue} hrefs={hrefs} />
      <button type="submit">{t('submit')}</button>
    </form>
  );
}
