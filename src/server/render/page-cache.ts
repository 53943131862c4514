// The render cache of DESIGN.md: public pages depend only on database content, so their HTML is
// rendered once per URL and kept in memory with precompressed gzip and brotli variants and an ETag.
// Any content write clears it (services emit the change); entries also expire after an hour,
// because a few texts depend on the date (the footer year, the privacy policy's "Last Updated").
import { brotliCompressSync, constants as zlib } from "node:zlib";
import { preferredEncoding } from "../assets";

export type CachedPage = {
  status: number;
  etag: string;
  html: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
  expires: number;
};

export type PageCache = ReturnType<typeof createPageCache>;

export function createPageCache(options: { maxEntries?: number; ttlMs?: number; now?: () => number } = {}) {
  const maxEntries = options.maxEntries ?? 500;
  const ttlMs = options.ttlMs ?? 60 * 60 * 1000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedPage>();

  return {
    get(key: string): CachedPage | undefined {
      const entry = entries.get(key);
      if (entry && entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },

    /** Stores a fully rendered page. Only successful pages are cached (a 404 per random URL would grow without bound). */
    set(key: string, status: number, html: string): CachedPage {
      const bytes = new TextEncoder().encode(html);
      const entry: CachedPage = {
        status,
        etag: `"${new Bun.CryptoHasher("sha1").update(bytes).digest("base64url")}"`,
        html: bytes,
        gzip: Bun.gzipSync(bytes, { level: 6 }),
        br: new Uint8Array(brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } })),
        expires: now() + ttlMs,
      };
      if (status !== 200) return entry;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
      return entry;
    },

    clear() {
      entries.clear();
    },

    get size() {
      return entries.size;
    },
  };
}

/** The response for a cached page: 304 when the ETag matches, else the best encoding accepted. */
export function cachedResponse(entry: CachedPage, request: { ifNoneMatch?: string; acceptEncoding?: string }): Response {
  const headers = new Headers({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "public, max-age=0, must-revalidate",
    ETag: entry.etag,
    Vary: "Accept-Encoding",
  });
  if (request.ifNoneMatch === entry.etag) return new Response(null, { status: 304, headers });
  const encoding = preferredEncoding(request.acceptEncoding);
  if (encoding) headers.set("Content-Encoding", encoding);
  const body = encoding === "br" ? entry.br : encoding === "gzip" ? entry.gzip : entry.html;
  return new Response(body, { status: entry.status, headers });
}
