// The render cache's storage (docs/architecture.md#render-cache): entries kept in least-recently-used
// order within a budget of bytes, not a count. Pages differ in size a hundredfold (a post of 1,400
// words against a short landing page) and each is kept three times (identity, gzip, brotli), so a
// count either wastes memory on small pages or thrashes on many large ones; bytes are what a small
// server runs out of. Each value's size is given by the caller (all its variants counted).
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
      for (const [oldest, entry] of entries) {
        if (bytes + size <= options.maxBytes) break;
        entries.delete(oldest);
        bytes -= entry.bytes;
      }
      entries.set(key, { value, bytes: size });
      bytes += size;
      return true;
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
