import { useTranslations } from 'next-intl';
import { pageCount } from '@/platform/routing/pagination';

/** Links to the neighbouring pages of a listing, keeping the listing's other query parameters. */
export function Pagination({ total, page, basePath, query = {} }: { total: number; page: number; basePath: string; query?: Record<string, string> }) {
  const t = useTranslations('catalog');
  const pages = pageCount(total);
  if (pages <= 1) return null;
  const hrefFor = (target: number) => {
    const params = new URLSearchParams(query);
    if (target > 1) params.set('page', String(target));
    const search = params.toString();
    return search ? `${basePath}?${search}` : basePath;
  };
  return (
    <nav className="pagination" aria-label={t('pagination')}>
      {page > 1 && (
        <a href={hrefFor(page - 1)} rel="prev">
          {t('previousPage')}
        </a>
      )}
      <span>{t('pageOf', { page, pages })}</span>
      {page < pages && (
        <a href={hrefFor(page + 1)} rel="next">
          {t('nextPage')}
        </a>
      )}
    </nav>
  );
}
