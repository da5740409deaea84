'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useReducer, useState, type RefObject } from 'react';
import { announceRouteChange } from '@/platform/keep-alive/route-change';
import { optionHref, resultsHref } from '@/features/search/option-href';
import { optionId } from '@/features/search/option-id';
import type { SearchSuggestionsView } from '@/features/search/use-search-suggestions';
import { lazyIsland, WhenNeeded } from '@/platform/ui/lazy-island';
import { useShop } from '@/platform/state/shop-context';
import { activeIndex, comboboxReducer, initialComboboxState } from '@/features/search/combobox';
import { searchableQuery } from '@/features/search/search-query';

/** The suggestion list and its calls: the shopper reached for the field, so they load as this mounts (decision 0019). */
const searchSuggestionsIsland = lazyIsland(() => import('@/features/search/SearchSuggestions').then((m) => m.SearchSuggestions));

/**
 * What the box shows before the suggestions' code is here: nothing. Written out rather than taken from
 * features/search/suggestions, whose grouping rules load with the suggestions.
 */
const NO_VIEW: SearchSuggestionsView = { mode: 'popular', suggestions: { groups: [], options: [] }, answeredQuery: null };

interface SearchComboboxProps {
  /** The search form's field, rendered by `SearchField`: this takes it over where it is. */
  input: RefObject<HTMLInputElement | null>;
  listboxId: string;
  /** Set while this handles the form's submit; until then `SearchField` holds a submit back. */
  takenOverRef: RefObject<boolean>;
  /** The shopper submitted before this was here: it submits again once it handles the submit. */
  heldSubmit: boolean;
}

/** Sets an attribute, or removes it for undefined. */
function setAttribute(element: HTMLElement, name: string, value: string | undefined) {
  if (value === undefined) element.removeAttribute(name);
  else if (element.getAttribute(name) !== value) element.setAttribute(name, value);
}

/**
 * The search field as a WAI-ARIA 1.2 combobox with a listbox of hints, categories and products
 * (popular products under 2 characters). It loads after the field is on screen and maybe already
 * typed into (decision 0070), so it never renders the field: it listens to it and sets its states,
 * and the value and caret stay the shopper's.
 */
export function SearchCombobox({ input: inputRef, listboxId, takenOverRef, heldSubmit }: SearchComboboxProps) {
  const t = useTranslations('search');
  const { storefront, hrefs } = useShop();
  const router = useRouter();
  const [state, dispatch] = useReducer(comboboxReducer, '', initialComboboxState);
  const [view, setView] = useState<SearchSuggestionsView | null>(null);
  const { mode, suggestions, answeredQuery } = view ?? NO_VIEW;

  const keys = suggestions.options.map((option) => option.key);
  const index = activeIndex(state, keys);
  const active = index >= 0 ? suggestions.options[index] : undefined;
  const activeId = active ? optionId(listboxId, active.key) : undefined;
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
    [inputRef, router],
  );

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.isComposing) return;
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
          if (!shown && inputRef.current) inputRef.current.value = '';
          dispatch({ type: 'escape', shown });
        }
        break;
      default:
        break;
    }
  });

  // Listening from the commit on, and catching up with what happened before it: a shopper who
  // focused and typed while the code was on its way gets the suggestions for all of it.
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const onInput = () => dispatch({ type: 'input', value: input.value });
    const onFocus = () => dispatch({ type: 'focus' });
    const onBlur = () => dispatch({ type: 'close' });
    const onKey = (event: KeyboardEvent) => onKeyDown(event);
    input.addEventListener('input', onInput);
    input.addEventListener('focus', onFocus);
    input.addEventListener('click', onFocus);
    input.addEventListener('blur', onBlur);
    input.addEventListener('keydown', onKey);
    dispatch(input.value ? { type: 'input', value: input.value } : { type: 'focus' });
    if (document.activeElement !== input) dispatch({ type: 'close' });
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('click', onFocus);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('keydown', onKey);
    };
  }, [inputRef]);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    setAttribute(input, 'aria-expanded', String(expanded));
    setAttribute(input, 'aria-controls', view ? listboxId : undefined);
    setAttribute(input, 'aria-activedescendant', activeId);
  }, [inputRef, expanded, view, listboxId, activeId]);

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
    takenOverRef.current = true;
    return () => {
      takenOverRef.current = false;
      form.removeEventListener('submit', onSubmit);
    };
  }, [inputRef, takenOverRef, go, hrefs]);

  useEffect(() => {
    if (heldSubmit) inputRef.current?.form?.requestSubmit();
  }, [inputRef, heldSubmit]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  let announcement = '';
  if (state.open && mode === 'popular' && keys.length > 0) announcement = t('popularCount', { count: keys.length });
  else if (state.open && mode === 'search' && answeredQuery !== null) {
    announcement = noMatches ? t('noSuggestions', { query: answeredQuery }) : t('suggestionCount', { count: keys.length });
  }

  return (
    <>
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
    </>
  );
}
