import type { StateCreator, StoreApi } from 'zustand';

/** What the stores' hydration needs of a persisted store: zustand's `persist` handle. */
interface Rehydratable {
  persist: { rehydrate: () => Promise<void> | void; hasHydrated: () => boolean };
}

export interface HydrationGate {
  /**
   * Resolves once both stores hold what the browser stored: for code that reads stored state (the
   * cart to sync, the history to show). Writes need not wait; the stores hold them back themselves.
   */
  whenHydrated(): Promise<void>;
}

/** The read of each store under way or done; a later read (`rereadLocal`) replaces it. */
const reads = new WeakMap<Rehydratable, Promise<void>>();

/** Reads a store's stored value once per page load, whoever asks first: the gate or a write. */
function readStored(store: Rehydratable): Promise<void> {
  let read = reads.get(store);
  if (!read) {
    read = Promise.resolve(store.persist.rehydrate());
    reads.set(store, read);
  }
  return read;
}

/**
 * The one place the persisted stores (localStorage and sessionStorage `td02`) are read. Storage
 * answers at once and is checked without zod, so reading as the gate is made puts the stored state
 * in memory before React renders anything (decision 0055): no island waits for it, and components
 * that show it re-render straight after hydration instead of after a chunk has loaded. Islands that
 * read stored state in effects still wait on `whenHydrated`, which has then settled.
 */
export function createHydrationGate(local: Rehydratable, session: Rehydratable): HydrationGate {
  const read = Promise.all([readStored(local), readStored(session)]).then(() => undefined);
  return { whenHydrated: () => read };
}

/**
 * Reads localStorage again after hydration, for the session refresh only: another tab of the shop
 * may have refreshed the tokens and stored the new end meanwhile. Writes made meanwhile wait for it.
 */
export async function rereadLocal(local: Rehydratable): Promise<void> {
  const read = Promise.resolve(local.persist.rehydrate());
  reads.set(local, read);
  await read;
}

type PersistedCreator<T> = StateCreator<T, [['zustand/persist', unknown]], []>;
type Update<T> = Parameters<StoreApi<T>['setState']>[0];

/**
 * Every write to a persisted store waits until its stored value has been read. A write before that
 * would be taken over by the stored value when it arrives, or, if no read had started, would store
 * the empty state over the shopper's cart. Held-back writes start the read and are applied after it,
 * in order, on top of what was stored.
 */
export function writesAfterHydration<T>(creator: PersistedCreator<T>): PersistedCreator<T> {
  return (set, get, api) => {
    let waiting: Update<T>[] | null = null;
    const write = (update: Update<T>) => {
      if (waiting === null && api.persist.hasHydrated()) {
        set(update);
        return;
      }
      if (waiting === null) {
        const queued: Update<T>[] = [];
        waiting = queued;
        void (reads.get(api) ?? readStored(api)).then(() => {
          waiting = null;
          for (const held of queued) set(held);
        });
      }
      waiting.push(update);
    };
    return creator(write, get, api);
  };
}
