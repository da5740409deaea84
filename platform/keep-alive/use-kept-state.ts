'use client';

import { useEffect, useLayoutEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { currentRoute, pageMemory } from '@/platform/keep-alive/keep-alive-store';

/**
 * `useState` for a state of the page a shopper expects back when back or forward returns to it
 * (route keep-alive, docs/product/chrome.md, CHR-15): a kept page starts from what it showed when left, any other
 * visit from `initial`. `key` names the state on its page; values stay in this tab's memory.
 */
export function useKeptState<T>(key: string, initial: T): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(initial);
  // The address bar names the rendered page only once it is committed, so the page is known in a
  // layout effect and not while rendering: the kept value is put back there, before the page is painted.
  useLayoutEffect(() => {
    const restored = pageMemory.restoring(currentRoute(), key);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one re-render before paint, on a restored page only
    if (restored !== undefined) setValue(restored as T);
  }, [key]);
  useEffect(() => {
    pageMemory.noteState(currentRoute(), key, value);
  }, [key, value]);
  return [value, setValue];
}
