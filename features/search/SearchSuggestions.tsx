'use client';

import { useEffect, type ComponentProps } from 'react';
import { SuggestionList } from '@/features/search/SuggestionList';
import { useSearchSuggestions, type SearchSuggestionsView } from '@/features/search/use-search-suggestions';
import { WithQueryClient } from '@/platform/state/query-client';

export interface SearchSuggestionsProps extends Omit<ComponentProps<typeof SuggestionList>, 'suggestions'> {
  value: string;
  open: boolean;
  /** Told of every new view, so the combobox can move through its options and announce them. */
  onView: (view: SearchSuggestionsView) => void;
}

/** The typeahead's listbox with the calls that fill it: loaded when the shopper reaches for the field. */
export function SearchSuggestions(props: SearchSuggestionsProps) {
  return (
    <WithQueryClient>
      <SuggestedOptions {...props} />
    </WithQueryClient>
  );
}

function SuggestedOptions({ value, open, onView, ...list }: SearchSuggestionsProps) {
  const view = useSearchSuggestions(value, open);
  useEffect(() => onView(view), [view, onView]);
  return <SuggestionList {...list} suggestions={view.suggestions} />;
}
