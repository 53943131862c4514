// The render cache's storage (docs/architecture.md#render-cache): entries kept in least-recently-used
// order within a budget of bytes, not a count. Pages differ in size a hundredfold (a post of 1,400
// words against a short landing page) and each is kept in as many encodings as were asked for, so a
// count either wastes memory on small pages or thrashes on many large ones; bytes are what a small
// server runs out of. Each value's size is given by the caller (all its variants counted), and a
// value that grows in place (an encoding made at its first request) is counted anew by `resized`.
//
// A Map keeps insertion order, so re-inserting a key on every read keeps the least recently used
// first, and eviction takes from the front until the new value fits.

export type ByteLru<V> = ReturnType<typeof createByteLru<V>>;

export function createByteLru<V>(options: { maxBytes: number; sizeOf: (value: V) => number }) {
  const entries = new Map<string, { value: V; bytes: number }>();
  let bytes = 0;

  function remove(key: string) {
    const found = entries.get(key);
    if (!found) return;
    entries.delete(key);
    bytes -= found.bytes;
  }

  /** Evicts the least recently used values but `keep` until the bytes held are within the budget. */
  function evictToBudget(keep?: string) {
    for (const [oldest, entry] of entries) {
      if (bytes <= options.maxBytes) break;
      if (oldest === keep) continue;
      entries.delete(oldest);
      bytes -= entry.bytes;
    }
  }

  return {
    /** The value, made the most recently used. */
    get(key: string): V | undefined {
      const found = entries.get(key);
      if (!found) return undefined;
      entries.delete(key);
      entries.set(key, found);
      return found.value;
    },

    /**
     * Stores the value as the most recently used, evicting the least recently used until it fits.
     * A value larger than the whole budget is not stored (it would empty the cache for one page).
     */
    set(key: string, value: V): boolean {
      remove(key);
      const size = options.sizeOf(value);
      if (size > options.maxBytes) return false;
      entries.set(key, { value, bytes: size });
      bytes += size;
      evictToBudget(key);
      return true;
    },

    /**
     * Counts a stored value's size again after it grew in place, evicting the least recently used
     * others until it fits; a value now larger than the whole budget is dropped. Does nothing when
     * the key no longer holds this value (evicted or replaced since it was read).
     */
    resized(key: string, value: V) {
      const found = entries.get(key);
      if (found?.value !== value) return;
      const size = options.sizeOf(value);
      bytes += size - found.bytes;
      found.bytes = size;
      if (size > options.maxBytes) remove(key);
      else evictToBudget(key);
    },

    delete: remove,

    clear() {
      entries.clear();
      bytes = 0;
    },

    /** Drops every value `matches` picks, without changing the others' order of use. */
    deleteWhere(matches: (value: V, key: string) => boolean) {
      for (const [key, entry] of [...entries]) if (matches(entry.value, key)) remove(key);
    },

    /** The keys from least to most recently used. */
    keys(): string[] {
      return [...entries.keys()];
    },

    get size() {
      return entries.size;
    },

    /** The bytes held, as sizeOf counted them. */
    get bytes() {
      return bytes;
    },
  };
}
