import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * Web Storage that never throws: private browsing, a full quota or a value that is not JSON leave the
 * shop working from memory. Unreadable values read as nothing and are left for the next write.
 *
 * A stored value is handed over at once, not as a promise: the stores check it with plain code
 * (platform/state/stored-value.ts), so zustand reads it in the same call and the state is in memory
 * before React first renders (decision 0055).
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
        return typeof parsed === 'object' && parsed !== null && 'state' in parsed ? (parsed as StorageValue<S>) : null;
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
