import type { PersistStorage, StorageValue } from 'zustand/middleware';

/** The persisted key of every store (SPEC.md section 4, Persistence). */
export const STORAGE_KEY = 'td02';

/**
 * Web Storage that never throws: private browsing, a full quota or a value that is not JSON leave the
 * shop working from memory. Unreadable values read as nothing and are left for the next write.
 */
export function safeWebStorage<S>(kind: 'local' | 'session'): PersistStorage<S> {
  const area = (): Storage | null => {
    try {
      return kind === 'local' ? window.localStorage : window.sessionStorage;
    } catch {
      return null;
    }
  };
  return {
    getItem(name) {
      try {
        const raw = area()?.getItem(name);
        if (!raw) return null;
        const parsed: unknown = JSON.parse(raw);
        if (typeof parsed !== 'object' || parsed === null || !('state' in parsed)) return null;
        return parsed as StorageValue<S>;
      } catch {
        return null;
      }
    },
    setItem(name, value) {
      try {
        area()?.setItem(name, JSON.stringify(value));
      } catch {
        // Quota exceeded or storage disabled: the state lives on in memory for this visit.
      }
    },
    removeItem(name) {
      try {
        area()?.removeItem(name);
      } catch {
        // Nothing to clean up where storage is unavailable.
      }
    },
  };
}
