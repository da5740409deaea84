/**
 * A Map that forgets its oldest entries past a limit: the mock keeps checkouts and placed orders in
 * memory, and a long Playwright run must not grow them without end.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    super.set(key, value);
    for (const oldest of this.keys()) {
      if (this.size <= this.limit) break;
      this.delete(oldest);
    }
    return this;
  }
}
