/**
 * Values kept by key that are all forgotten once `max` are kept: the keys are addresses that
 * change with each deploy, or made up by a client, and memory stays bounded either way.
 */
export interface BoundedCache<V> {
  /** The value kept for `key`, made by `make` (and kept) when there is none. */
  get(key: string, make: () => V): V;
  forget(key: string): void;
}

export function boundedCache<V>(max: number): BoundedCache<V> {
  const kept = new Map<string, V>();
  return {
    get(key, make) {
      if (kept.has(key)) return kept.get(key) as V;
      if (kept.size >= max) kept.clear();
      const value = make();
      kept.set(key, value);
      return value;
    },
    forget: (key) => void kept.delete(key),
  };
}
