import { useTranslations } from 'next-intl';
import NextLink from 'next/link';
import type { CategoryRef, SearchHint } from '@/platform/api/types';
import { ServerLink as Link } from '@/platform/i18n/ServerLink';
import { isStorefrontPath } from '@/features/search/suggestions';

interface SearchChipsProps {
  hints: SearchHint[];
  categories: CategoryRef[];
}

/** Above the results: the curated hints and the categories of the matches, as chips. */
export function SearchChips({ hints, categories }: SearchChipsProps) {
  const t = useTranslations('search');
  const safeHints = hints.filter((hint) => isStorefrontPath(hint.url));
  if (safeHints.length === 0 && categories.length === 0) return null;
  return (
    <nav className="search-chips" aria-label={t('matchingCategories')}>
      <ul>
        {safeHints.map((hint) => (
          <li key={`hint-${hint.id}`}>
            <NextLink href={hint.url} className="search-chip search-chip--hint">
              {hint.url_title}
            </NextLink>
          </li>
        ))}
        {categories.map((category) => (
          <li key={`category-${category.id}`}>
            <Link href={{ pathname: '/category/[...path]', params: { path: category.uri.split('/') } }} className="search-chip">
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
