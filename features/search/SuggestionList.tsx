'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { Price } from '@/platform/money/Price';
import { optionHref } from '@/features/search/option-href';
import { optionId } from '@/features/search/option-id';
import { activeTiers } from '@/platform/money/pricing';
import type { SuggestionGroupName, SuggestionOption, Suggestions } from '@/features/search/suggestions';
import type { Storefront } from '@/platform/storefronts/storefronts';
import type { RouteHrefs } from '@/platform/i18n/href-template';

interface SuggestionListProps {
  id: string;
  storefront: Storefront;
  hrefs: RouteHrefs;
  suggestions: Suggestions;
  activeKey: string | null;
  hidden: boolean;
  onHover: (key: string) => void;
  onChoose: () => void;
}

const HEADINGS = {
  hints: 'hintsHeading',
  categories: 'categoriesHeading',
  products: 'productsHeading',
  popular: 'popularHeading',
} as const satisfies Partial<Record<SuggestionGroupName, string>>;

/**
 * The listbox popup of the search combobox. Options are links, so a pointer (including a middle
 * click) works as on any link, while focus stays in the input and the keyboard moves
 * `aria-activedescendant`.
 */
export function SuggestionList({ id, storefront, hrefs, suggestions, activeKey, hidden, onHover, onChoose }: SuggestionListProps) {
  const t = useTranslations('search');
  return (
    <div
      role="listbox"
      id={id}
      aria-label={t('suggestionsLabel')}
      className="search-suggestions"
      hidden={hidden}
      // A press on an option must not blur the input (which closes the popup before the click lands).
      onMouseDown={(event) => event.preventDefault()}
    >
      {suggestions.groups.map((group) => {
        const headingKey = group.name === 'all' ? null : HEADINGS[group.name];
        const headingId = `${id}-${group.name}`;
        return (
          <ul
            key={group.name}
            role="group"
            aria-labelledby={headingKey ? headingId : undefined}
            aria-label={headingKey ? undefined : t('showAllLabel')}
            className={`search-suggestions__group search-suggestions__group--${group.name}`}
          >
            {headingKey && (
              <li role="presentation" id={headingId} className="search-suggestions__heading">
                {t(headingKey)}
              </li>
            )}
            {group.options.map((option) => (
              <li key={option.key} role="none">
                <Link
                  role="option"
                  id={optionId(id, option.key)}
                  aria-selected={option.key === activeKey}
                  tabIndex={-1}
                  href={optionHref(hrefs, option)}
                  prefetch={false}
                  className={`search-option search-option--${option.kind}`}
                  onMouseMove={() => onHover(option.key)}
                  onClick={onChoose}
                >
                  <OptionContent option={option} storefront={storefront} />
                </Link>
              </li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}

function OptionContent({ option, storefront }: { option: SuggestionOption; storefront: Storefront }) {
  const t = useTranslations('search');
  switch (option.kind) {
    case 'hint':
      return (
        <>
          <SearchIcon />
          <span className="search-option__name">{option.hint.url_title}</span>
        </>
      );
    case 'category':
      return (
        <>
          <FolderIcon />
          <span className="search-option__name">{option.category.name}</span>
        </>
      );
    case 'product': {
      const { product } = option;
      const first = activeTiers(product.prices)[0];
      const normal = product.prices.n[0];
      const onCampaign = product.prices.c !== undefined && first !== undefined && normal !== undefined && first.p < normal.p;
      return (
        <>
          {/* eslint-disable-next-line @next/next/no-img-element -- the backend serves pre-sized thumbnails */}
          <img src={product.thumb.url} alt="" width={48} height={48} loading="lazy" decoding="async" className="search-option__thumb" />
          <span className="search-option__name">{product.name}</span>
          {first && (
            <Price amount={first.p} vat={product.vat} storefront={storefront} className={`search-option__price${onCampaign ? ' price--campaign' : ''}`} />
          )}
        </>
      );
    }
    case 'all':
      return <span className="search-option__name">{t('showAll', { count: option.total, query: option.query })}</span>;
  }
}

function SearchIcon() {
  return (
    <svg className="search-option__icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z" />
    </svg>
  );
}

function FolderIcon() {
  return (
    <svg className="search-option__icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d="M3 5a2 2 0 0 1 2-2h4.6l2 2H19a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5zm2 0v13h14V7h-8.2l-2-2H5z" />
    </svg>
  );
}
