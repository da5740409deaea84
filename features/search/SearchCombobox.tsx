'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { announceRouteChange } from '@/platform/keep-alive/route-change';
import { optionHref, resultsHref } from '@/features/search/option-href';
import { optionId } from '@/features/search/option-id';
import type { SearchSuggestionsView } from '@/features/search/use-search-suggestions';
import { lazyIsland, preloadOnIntent, WhenNeeded } from '@/platform/ui/lazy-island';
import { useShop } from '@/platform/state/shop-context';
import { activeIndex, comboboxReducer, initialComboboxState } from '@/features/search/combobox';
import { SEARCH_MIN_LENGTH, searchableQuery } from '@/features/search/search-query';

/** The suggestion list and its calls load on intent, or at the latest when the box first opens (decision 0019). */
const searchSuggestionsIsland = lazyIsland(() => import('@/features/search/SearchSuggestions').then((m) => m.SearchSuggestions));
const intent = preloadOnIntent(searchSuggestionsIsland);

/**
 * What the box shows before the suggestions' code is here: nothing. Written out rather than taken from
 * features/search/suggestions, whose grouping rules load with the suggestions.
 */
const NO_VIEW: SearchSuggestionsView = { mode: 'popular', suggestions: { groups: [], options: [] }, answeredQuery: null };

interface SearchComboboxProps {
  inputId: string;
  placeholder: string;
  defaultValue?: string;
}

/**
 * The client island of the search form: the input as a WAI-ARIA 1.2 combobox with a listbox of
 * hints, categories and products (popular products under 2 characters). Server-rendered, it is a
 * plain `name="q"` field of the GET form around it, so search works before and without JavaScript.
 */
export function SearchCombobox({ inputId, placeholder, defaultValue = '' }: SearchComboboxProps) {
  const t = useTranslations('search');
  const { storefront, hrefs } = useShop();
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, dispatch] = useReducer(comboboxReducer, defaultValue, initialComboboxState);
  const [view, setView] = useState<SearchSuggestionsView | null>(null);
  const { mode, suggestions, answeredQuery } = view ?? NO_VIEW;

  const listboxId = `${inputId}-listbox`;
  const keys = suggestions.options.map((option) => option.key);
  const index = activeIndex(state, keys);
  const active = index >= 0 ? suggestions.options[index] : undefined;
  const noMatches = mode === 'search' && answeredQuery !== null && keys.length === 0;
  const expanded = state.open && keys.length > 0;
  const shown = expanded || (state.open && noMatches);

  const go = useCallback(
    (href: string) => {
      dispatch({ type: 'close' });
      inputRef.current?.blur();
      announceRouteChange(href);
      router.push(href);
    },
    [router],
  );

  // With JavaScript, the form's submit (Enter, or the button) goes to the results page in the app;
  // a query under 2 trimmed characters goes nowhere (docs/product/search.md, SRCH-1).
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const query = searchableQuery(inputRef.current?.value);
      if (query) go(resultsHref(hrefs, query));
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [go, hrefs]);

  // A shopper who reached the box before the page hydrated missed its focus and input events: the
  // box catches up with what is on screen, so the suggestions open all the same.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || document.activeElement !== input) return;
    dispatch(input.value ? { type: 'input', value: input.value } : { type: 'focus' });
  }, []);

  useEffect(() => {
    if (active) document.getElementById(optionId(listboxId, active.key))?.scrollIntoView({ block: 'nearest' });
  }, [active, listboxId]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) dispatch({ type: 'focus' });
        else dispatch({ type: 'move', delta: event.key === 'ArrowDown' ? 1 : -1, keys });
        break;
      case 'Enter':
        // A highlighted option opens; otherwise the form submits to the results page.
        if (active) {
          event.preventDefault();
          go(optionHref(hrefs, active));
        }
        break;
      case 'Escape':
        if (shown || state.value !== '') {
          event.preventDefault();
          dispatch({ type: 'escape', shown });
        }
        break;
      default:
        break;
    }
  }

  let announcement = '';
  if (state.open && mode === 'popular' && keys.length > 0) announcement = t('popularCount', { count: keys.length });
  else if (state.open && mode === 'search' && answeredQuery !== null) {
    announcement = noMatches ? t('noSuggestions', { query: answeredQuery }) : t('suggestionCount', { count: keys.length });
  }

  return (
    <div className="search-box">
      <input
        ref={inputRef}
        id={inputId}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={view ? listboxId : undefined}
        aria-activedescendant={active ? optionId(listboxId, active.key) : undefined}
        value={state.value}
        onChange={(event) => dispatch({ type: 'input', value: event.target.value })}
        onPointerEnter={intent.onPointerEnter}
        onTouchStart={intent.onTouchStart}
        onFocus={() => {
          intent.onFocus();
          dispatch({ type: 'focus' });
        }}
        onClick={() => dispatch({ type: 'focus' })}
        onBlur={() => dispatch({ type: 'close' })}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        minLength={SEARCH_MIN_LENGTH}
        maxLength={100}
        required
        autoComplete="off"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
      />
      <div className="search-popup" hidden={!shown}>
        <WhenNeeded needed={state.open}>
          <searchSuggestionsIsland.Component
            id={listboxId}
            storefront={storefront}
            hrefs={hrefs}
            value={state.value}
            open={state.open}
            onView={setView}
            activeKey={active?.key ?? null}
            hidden={!expanded}
            onHover={(key) => dispatch({ type: 'hover', key })}
            onChoose={() => dispatch({ type: 'close' })}
          />
        </WhenNeeded>
        {noMatches && <p className="search-popup__empty">{t('noSuggestions', { query: answeredQuery })}</p>}
      </div>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
    </div>
  );
}
