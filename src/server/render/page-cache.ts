// The render cache of DESIGN.md: public pages depend only on database content, so their HTML is
// rendered once per key and kept in memory with precompressed gzip and brotli variants and an ETag.
// Any content write clears it (services emit the change). Entries also expire at a time the caller
// gives (the next midnight in the site's zone), because a few texts depend on the date.
//
// Two races are closed here rather than in callers: a render that started before a content write
// must not store its (stale) HTML afterwards, so every clear() starts a new generation and a render
// stores only into the generation it started in; and concurrent misses of one key share one render.
import { brotliCompressSync, constants as zlib } from "node:zlib";

export type CachedPage = {
  status: number;
  etag: string;
  html: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  expires: number;
};

export type PageCache = ReturnType<typeof createPageCache>;

export type PageCacheOptions = {
  maxEntries?: number;
  /** When an entry rendered at `now` stops being valid (ms since the epoch). */
  expiresAt: (now: number) => number;
  now?: () => number;
};

export function createPageCache(options: PageCacheOptions) {
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedPage>();
  const inFlight = new Map<string, Promise<CachedPage | null>>();
  let generation = 0;

  function lookup(key: string): CachedPage | undefined {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now()) {
      entries.delete(key);
      return undefined;
    }
    // Re-inserting keeps the Map in least-recently-used order for eviction.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  function store(key: string, entry: CachedPage) {
    // Only successful pages are kept: a 404 per random URL would grow without bound.
    if (entry.status !== 200) return;
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(key, entry);
  }

  return {
    /**
     * The cached page, else the outcome of one render shared by every concurrent request for the
     * key. `render` answers null when what it found may not be cached (a private page, a
     * redirect); that is never stored, and every waiter gets null.
     */
    get(
      key: string,
      render: () => Promise<{ status: number; html: string } | null>,
    ): CachedPage | Promise<CachedPage | null> {
      const hit = lookup(key);
      if (hit) return hit;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const rendering = render()
        .then((page) => {
          if (!page) return null;
          const entry = compressPage(page.status, page.html, options.expiresAt(now()));
          if (startedIn === generation) store(key, entry);
          return entry;
        })
        .finally(() => {
          if (inFlight.get(key) === rendering) inFlight.delete(key);
        });
      inFlight.set(key, rendering);
      return rendering;
    },

    clear() {
      generation++;
      entries.clear();
      // Requests arriving after the write must not join a render that began before it.
      inFlight.clear();
    },

    get size() {
      return entries.size;
    },
  };
}

function compressPage(status: number, html: string, expires: number): CachedPage {
  const bytes = new TextEncoder().encode(html);
  return {
    status,
    etag: `"${new Bun.CryptoHasher("sha1").update(bytes).digest("base64url")}"`,
    html: bytes,
    gzip: Bun.gzipSync(bytes, { level: 6 }),
    br: new Uint8Array(brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } })),
    expires,
  };
}
