// The render cache of docs/architecture.md: public pages depend only on database content, so their HTML is
// rendered once per key and kept in memory with an ETag, as it was rendered and compressed in each
// encoding asked for so far (docs/architecture.md#render-cache).
// A content write drops the entries built from what it changed (services emit the change with its
// tags; an entry keeps the tags it was built from, docs/architecture.md#content-tags). Entries also expire at a time the caller
// gives (the next midnight in the site's zone), because a few texts depend on the date.
//
// Two races are closed here rather than in callers: a render that started before a content write
// must not store its (stale) HTML afterwards, so every clear() starts a new generation and a render
// stores only into the generation it started in; and concurrent misses of one key share one render.
//
// An entry also holds the complete headers of each answer it can give (one per encoding, and the
// 304), made once with the entry: a cached page carries no nonce, so nothing in them depends on the
// request, and sending one (cachedPageResponse) does no header work at all.
//
// Its compressed bodies are made when first asked for, not with the entry (decision 073): a miss
// compresses only in the encoding its own request takes, and a later request for another encoding
// compresses it then and keeps it in the entry, which the byte budget counts anew. Browsers all
// take brotli, so making gzip on every miss cost each one time before its first byte (4 ms of the
// 616 KB sitemap's) and the cache memory (a sixth of a page's entry), for a copy most entries
// never send.
//
// The public JSON reads of the API depend only on content too, and are kept here the same way
// (src/server/render-cache.ts): an entry names its content type and may carry headers of its own
// (the API's X-Total-Count), so one cache, one invalidation and one early path serve both.
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import type { HeaderPairs } from "../middleware/security-headers";
import { encodeBody } from "../../http/compression";
import { type Encoding, ifNoneMatchHits } from "../../http/negotiation";
import { createByteLru } from "./byte-lru";
import { answerTags } from "../../services/content-events";
import { PUBLIC_CACHE_CONTROL, tagHeaders } from "../../http/cache-headers";

export type CachedPage = {
  status: number;
  etag: string;
  // Blobs, not byte arrays: a Response takes a Blob's bytes by reference, while a Uint8Array
  // body is copied on every response (the largest cost of a cached answer when it was one).
  identity: Blob;
  /**
   * The compressed bodies made so far (bodyIn): each at the first answer in its encoding. The only
   * part of an entry that changes after it is made.
   */
  encoded: { gzip?: Blob; br?: Blob };
  expires: number;
  /** What the answer was built from: a change to any of them drops the entry. */
  tags: ReadonlySet<string>;
  /** Each answer's complete headers. Only ever copied into a Response, never changed. */
  headers: Record<Encoding | "notModified", Headers>;
  /** Set by the cache that stores the entry: counts a body made later against its budget. */
  grown?: () => void;
};

const HTML_CONTENT_TYPE = "text/html; charset=utf-8";

/** What a render gives the cache: the answer's body, and what its headers say beyond the cache's own. */
export type RenderedAnswer = {
  status: number;
  body: string;
  /** text/html unless given. */
  contentType?: string;
  /** This entry's own headers, on each of its answers (the 304 too), in place of the cache's of the same name. */
  headers?: HeaderPairs;
  /** The content it was built from (src/services/content-events.ts); `content` when none are named. */
  tags?: readonly string[];
};

/**
 * The default budget of the cache's bytes (RENDER_CACHE_MB): room for about 2,400 long posts as
 * rendered and in brotli (2,000 where gzip is asked for too), a fifth of a 1 GB server's memory
 * (docs/architecture.md#render-cache).
 */
export const DEFAULT_RENDER_CACHE_BYTES = 192 * 1024 * 1024;
/** What an entry costs beside its bodies: the key, four header sets, the object itself. */
const ENTRY_OVERHEAD_BYTES = 2048;

/** The memory a cached answer holds: the bodies it has made so far and the fixed cost of the rest. */
export function entryBytes(entry: CachedPage): number {
  const { gzip, br } = entry.encoded;
  return entry.identity.size + (gzip?.size ?? 0) + (br?.size ?? 0) + ENTRY_OVERHEAD_BYTES;
}

type PageCacheOptions = {
  /** The budget of the entries' bytes (entryBytes), least recently used evicted first. */
  maxBytes?: number;
  /** When an entry rendered at `now` stops being valid (ms since the epoch). */
  expiresAt: (now: number) => number;
  now?: () => number;
  /** Headers every answer carries besides the page's own (the security headers). */
  headers?: HeaderPairs;
};

export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const extraHeaders = options.headers ?? [];
  const entries = createByteLru<CachedPage>({
    maxBytes: options.maxBytes ?? DEFAULT_RENDER_CACHE_BYTES,
    sizeOf: entryBytes,
  });
  const inFlight = new Map<string, Promise<CachedPage | null>>();
  let generation = 0;

  function lookup(key: string): CachedPage | undefined {
    // A read makes the entry the most recently used (./byte-lru.ts).
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  function store(key: string, entry: CachedPage) {
    // Only successful pages are kept: a 404 per random URL would grow without bound.
    if (entry.status !== 200) return;
    entries.set(key, entry);
    entry.grown = () => entries.resized(key, entry);
  }

  return {
    /**
     * The cached page, else the outcome of one render shared by every concurrent request for the
     * key. `render` answers null when what it found may not be cached (a private page, a
     * redirect); that is never stored, and every waiter gets null. A new entry holds no compressed
     * body yet: the first answer from it (cachedPageResponse) makes the one its request takes.
     */
    get(key: string, render: () => Promise<RenderedAnswer | null>): CachedPage | Promise<CachedPage | null> {
      const hit = lookup(key);
      if (hit) return hit;
      const pending = inFlight.get(key);
      if (pending) return pending;
      const startedIn = generation;
      const rendering = render()
        .then((answer) => {
          if (!answer) return null;
          const entry = entryOf(answer, options.expiresAt(now()), extraHeaders);
          if (startedIn === generation) store(key, entry);
          return entry;
        })
        .finally(() => {
          if (inFlight.get(key) === rendering) inFlight.delete(key);
        });
      inFlight.set(key, rendering);
      return rendering;
    },

    /** The stored page for the key, if any; never renders (the fast path's look-up). */
    peek(key: string): CachedPage | undefined {
      return lookup(key);
    },

    clear() {
      generation++;
      entries.clear();
      // Requests arriving after the write must not join a render that began before it.
      inFlight.clear();
    },

    /**
     * Drops the entries built from any of these tags. A render under way may have read the old
     * content, whatever its key: it stores nothing, and later requests do not join it.
     */
    invalidate(tags: readonly string[]) {
      generation++;
      inFlight.clear();
      entries.deleteWhere((entry) => tags.some((tag) => entry.tags.has(tag)));
    },

    get size() {
      return entries.size;
    },

    /** The bytes the entries hold (entryBytes), within the budget. */
    get bytes() {
      return entries.bytes;
    },

    /** The keys from least to most recently used: the order of eviction. */
    keys(): string[] {
      return entries.keys();
    },
  };
}

function entryOf(answer: RenderedAnswer, expires: number, cacheHeaders: HeaderPairs): CachedPage {
  const bytes = new TextEncoder().encode(answer.body);
  // Bun's native SHA-1: the same digest as a JavaScript one, at a twentieth of the time.
  const etag = `"${encodeBase64urlNoPadding(new Bun.CryptoHasher("sha1").update(bytes).digest())}"`;
  // A 304 keeps what RFC 9110 §15.4.5 asks of it (Cache-Control, ETag, Vary), as Hono's etag
  // middleware does, and the security headers every response has.
  const tags = answerTags(answer.tags);
  const validators: HeaderPairs = [
    ["Cache-Control", PUBLIC_CACHE_CONTROL],
    ["ETag", etag],
    ["Vary", "Accept-Encoding"],
    ...tagHeaders(tags),
  ];
  const own = answer.headers ?? [];
  const ownNames = new Set(own.map(([name]) => name.toLowerCase()));
  const extra = [...cacheHeaders.filter(([name]) => !ownNames.has(name.toLowerCase())), ...own];
  const headersFor = (encoding: Encoding) =>
    headersOf([
      ["Content-Type", answer.contentType ?? HTML_CONTENT_TYPE],
      ...validators,
      ...(encoding === "identity" ? [] : ([["Content-Encoding", encoding]] as const)),
      ...extra,
    ]);
  return {
    status: answer.status,
    etag,
    identity: new Blob([bytes]),
    encoded: {},
    expires,
    tags: new Set(tags),
    headers: {
      identity: headersFor("identity"),
      gzip: headersFor("gzip"),
      br: headersFor("br"),
      notModified: headersOf([...validators, ...extra]),
    },
  };
}

function headersOf(pairs: HeaderPairs): Headers {
  const headers = new Headers();
  for (const [name, value] of pairs) headers.append(name, value);
  return headers;
}

/**
 * The answer to a GET of a cached page in the given encoding: 304 when the request's If-None-Match
 * names its ETag (only for a successful page, as Hono's etag middleware does), else the page.
 */
export function cachedPageResponse(
  entry: CachedPage,
  encoding: Encoding,
  ifNoneMatch: string | null | undefined,
): Response {
  if (ifNoneMatch && entry.status >= 200 && entry.status < 300 && ifNoneMatchHits(ifNoneMatch, entry.etag)) {
    return new Response(null, { status: 304, headers: entry.headers.notModified });
  }
  return new Response(bodyIn(entry, encoding), { status: entry.status, headers: entry.headers[encoding] });
}

/** The entry's body in the encoding, compressed and kept in the entry at the first request for it. */
function bodyIn(entry: CachedPage, encoding: Encoding): Blob {
  if (encoding === "identity") return entry.identity;
  const made = entry.encoded[encoding];
  if (made) return made;
  const body = new Blob([encodeBody(bytesOf(entry.identity), encoding)]);
  entry.encoded[encoding] = body;
  entry.grown?.();
  return body;
}

/**
 * A Blob's bytes, read synchronously: a Blob made from bytes in memory settles `bytes()` before
 * returning it (Bun.peek reads it then), so the entry keeps one copy of its body, the Blob every
 * identity answer shares, rather than a byte array beside it.
 */
function bytesOf(blob: Blob) {
  const bytes = Bun.peek(blob.bytes());
  if (bytes instanceof Promise) throw new Error("a cached body's bytes were not in memory");
  return bytes;
}
