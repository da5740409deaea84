/**
 * The code that checks a store's stored value, fetched only when storage holds one: a first visit has
 * nothing stored and never downloads zod (decision 0021). zustand's `migrate` and `merge` are
 * synchronous, so the storage awaits `load` before it hands a stored value over, and they use `loaded`.
 */
export interface StoredStateReader<M> {
  load(): Promise<void>;
  loaded(): M;
}

export function storedStateReader<M>(importReader: () => Promise<M>): StoredStateReader<M> {
  let reader: M | null = null;
  return {
    async load() {
      reader ??= await importReader();
    },
    loaded() {
      if (reader === null) throw new Error('A stored value was read before the code that checks it had loaded.');
      return reader;
    },
  };
}
