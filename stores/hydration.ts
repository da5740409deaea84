/** What the gate needs of a persisted store: zustand's `persist.rehydrate`. */
interface Rehydratable {
  persist: { rehydrate: () => Promise<void> | void };
}

export interface HydrationGate {
  /** Resolves once both stores hold what the browser stored; the first call starts the reading. */
  whenHydrated(): Promise<void>;
}

/**
 * The one place the persisted stores (localStorage and sessionStorage `td02`) are read after mount.
 * Islands hydrate in any order; whichever asks first starts the reading, and every later one, even
 * after it finished, waits on the same promise, so storage is read and migrated once per page load.
 */
export function createHydrationGate(local: Rehydratable, session: Rehydratable): HydrationGate {
  let hydrated: Promise<void> | null = null;
  return {
    whenHydrated() {
      hydrated ??= Promise.all([local.persist.rehydrate(), session.persist.rehydrate()]).then(() => undefined);
      return hydrated;
    },
  };
}

/**
 * Reads localStorage again after hydration, for the session refresh only: another tab of the shop
 * may have refreshed the tokens and stored the new end meanwhile.
 */
export async function rereadLocal(local: Rehydratable): Promise<void> {
  await local.persist.rehydrate();
}
