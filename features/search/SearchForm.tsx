import { useLocale, useTranslations } from 'next-intl';
import { SearchField } from '@/features/search/SearchField';
import { getPathname } from '@/platform/i18n/navigation';

interface SearchFormProps {
  /** Unique per page: the header's form and the one on the results page can both be there. */
  id?: string;
  defaultValue?: string;
  /** Name of the search landmark; a second form on a page needs a different one. */
  label?: string;
}

/**
 * A plain GET form to the results page, so search works before (and without) JavaScript; its
 * field becomes a typeahead combobox when the shopper reaches for it.
 */
export function SearchForm({ id = 'site-search', defaultValue = '', label }: SearchFormProps) {
  const t = useTranslations('search');
  const locale = useLocale();
  const action = getPathname({ locale, href: '/search' });
  return (
    <form role="search" action={action} method="get" className="search-form" aria-label={label ?? t('label')}>
      <label htmlFor={id} className="visually-hidden">
        {t('label')}
      </label>
      <SearchField inputId={id} placeholder={t('placeholder')} defaultValue={defaultValue} />
      <button type="submit">{t('submit')}</button>
    </form>
  );
}
