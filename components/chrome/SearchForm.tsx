import { useTranslations } from 'next-intl';
import { getPathname } from '@/lib/i18n/navigation';
import { useLocale } from 'next-intl';
import { SEARCH_MIN_LENGTH } from '@/lib/search-query';

/** Plain GET form to the results page: search works before (and without) any JavaScript. */
export function SearchForm({ defaultValue = '' }: { defaultValue?: string }) {
  const t = useTranslations('search');
  const locale = useLocale();
  const action = getPathname({ locale, href: '/search' });
  return (
    <form role="search" action={action} method="get" className="search-form">
      <label htmlFor="site-search" className="visually-hidden">
        {t('label')}
      </label>
      <input
        id="site-search"
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={t('placeholder')}
        minLength={SEARCH_MIN_LENGTH}
        required
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit">{t('submit')}</button>
    </form>
  );
}
