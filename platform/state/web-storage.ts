import type { PersistStorage, StorageValue } from 'zustand/middleware';

/**
 * Web Storage that never throws: private browsing, a full quota or a value that is not JSON leave the
 * shop working from memory. Unreadable values read as nothing and are left for the next write.
 *
 * A stored value is handed over once `beforeRead` has resolved: the code that checks it loads then
 * (platform/state/stored-state-reader.ts). Nothing is written while that read is under way, since the read
 * would overwrite the change in memory anyway and the stored cart must not be lost meanwhile. If the
 * code cannot load, nothing is read and nothing is written for the rest of the page view, so the
 * stored cart waits intact for the next one.
 */
export function safeWebStorage<S>(kind: 'local' | 'session', beforeRead: () => Promise<void>): PersistStorage<S> {
  let reading = false;
  let readOnly = false;
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
        reading = true;
        return beforeRead().then(
          () => {
            reading = false;
            return parsed as StorageValue<S>;
          },
          () => {
            reading = false;
            readOnly = true;
            return null;
          },
        );
      } catch {
        return null;
      }
    },
    setItem(name, value) {
      if (reading || readOnly) return;
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
