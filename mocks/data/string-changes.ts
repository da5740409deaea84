import type { StorefrontCode } from '@/platform/storefronts/storefronts';
import { BACKEND_STRINGS } from '@/mocks/data/strings';

/**
 * Translation strings that tests set over `POST /__mock/strings`, as editors would change a text in
 * the backend: per storefront, over the seeded ones. Keys are bounded by the messages a test can
 * name, and a test clears what it set.
 */
const changed = new Map<StorefrontCode, Map<string, string>>();
const MAX_CHANGED_KEYS = 200;

export function changeString(locale: StorefrontCode, key: string, value: string): boolean {
  const strings = changed.get(locale) ?? new Map<string, string>();
  if (!strings.has(key) && strings.size >= MAX_CHANGED_KEYS) return false;
  strings.set(key, value);
  changed.set(locale, strings);
  return true;
}

export function clearStringChanges(): void {
  changed.clear();
}

/** What `GET /api/strings` answers: the seeded strings with the tests' changes over them. */
export function backendStrings(locale: StorefrontCode): Record<string, string> {
  return { ...BACKEND_STRINGS[locale], ...Object.fromEntries(changed.get(locale) ?? []) };
}
