'use client';

import { useEffect, useRef, useState } from 'react';
import { SEARCH_MIN_LENGTH } from '@/features/search/search-query';
import { lazyIsland, preloadOnIntent, WhenNeeded } from '@/platform/ui/lazy-island';

/**
 * The combobox's keyboard, announcements and popup load on intent, or at the latest when the field
 * is first focused (decision 0070); until then the field is the GET form's plain field. The
 * suggestions' chunk, which the combobox asks for as it opens, is fetched alongside, not after it.
 */
const searchComboboxIsland = lazyIsland(() => {
  // A failure here is no error: the combobox asks again when it opens.
  import('@/features/search/SearchSuggestions').catch(() => undefined);
  return import('@/features/search/SearchCombobox').then((m) => m.SearchCombobox);
});
const intent = preloadOnIntent(searchComboboxIsland);

interface SearchFieldProps {
  inputId: string;
  placeholder: string;
  defaultValue?: string;
}

/**
 * The search form's field. Uncontrolled, so what the shopper types before the combobox's code is
 * here stays in the field as typed, caret and all; the combobox then takes over this same element
 * (docs/product/search.md, SRCH-8). It is marked a combobox from the server on, as it becomes one
 * where it is.
 */
export function SearchField({ inputId, placeholder, defaultValue = '' }: SearchFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [needed, setNeeded] = useState(false);

  const takenOver = useRef(false);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    const input = inputRef.current;
    // A shopper who reached the field before the page hydrated missed its focus event.
    if (document.activeElement === input) setNeeded(true);
    // Enter before the combobox is here: the search waits for it, and goes to the results page in the app.
    const onSubmit = (event: SubmitEvent) => {
      if (takenOver.current) return;
      event.preventDefault();
      setNeeded(true);
      setHeld(true);
    };
    input?.form?.addEventListener('submit', onSubmit);
    return () => input?.form?.removeEventListener('submit', onSubmit);
  }, []);

  return (
    <div className="search-box">
      <input
        ref={inputRef}
        id={inputId}
        name="q"
        type="search"
        // eslint-disable-next-line jsx-a11y/role-has-required-aria-props -- the listbox comes with the combobox's code, which points aria-controls at it
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={false}
        defaultValue={defaultValue}
        onPointerEnter={intent.onPointerEnter}
        onTouchStart={intent.onTouchStart}
        onFocus={() => setNeeded(true)}
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
      <WhenNeeded needed={needed}>
        <searchComboboxIsland.Component input={inputRef} listboxId={`${inputId}-listbox`} takenOverRef={takenOver} heldSubmit={held} />
      </WhenNeeded>
    </div>
  );
}
