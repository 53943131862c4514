import { describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from "node:zlib";
import { cachedPageResponse, createPageCache, entryBytes } from "./page-cache";

const HOUR = 60 * 60 * 1000;

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const page =
  (html: string, status = 200) =>
  async () => ({ status, body: html });

const LONG_PAGE = `<p>${"a long page of words that compress well ".repeat(200)}</p>`;

/** What a client that accepts the encoding receives, decoded. */
async function received(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const encoding = response.headers.get("content-encoding");
  if (encoding === "gzip") return new TextDecoder().decode(gunzipSync(bytes));
  if (encoding === "br") return new TextDecoder().decode(brotliDecompressSync(bytes));
  return new TextDecoder().decode(bytes);
}

describe("page cache", () => {
  test("a stored page is served until the expiry time the caller gives", async () => {
    let clock = 1_000;
    const cache = createPageCache({ expiresAt: (now) => now + HOUR, now: () => clock });
    await cache.get("/", page("<p>first</p>"));
    clock += HOUR - 1;
    const hit = await cache.get("/", page("<p>second</p>"));
    expect(await hit!.identity.text()).toBe("<p>first</p>");
    clock += 1;
    const renewed = await cache.get("/", page("<p>second</p>"));
    expect(await renewed!.identity.text()).toBe("<p>second</p>");
  });

  test("a page that is not 200 is served but not stored", async () => {
    const cache = createPageCache({ expiresAt: (now) => now + HOUR });
    const missing = await cache.get("/blog/nope", page("<p>not found</p>", 404));
    expect(missing!.status).toBe(404);
    expect(cache.size).toBe(0);
  });

  test("concurrent misses of one key render once", async () => {
    const cache = createPageCache({ expiresAt: (now) => now + HOUR });
    let renders = 0;
    const gate = deferred<void>();
    const render = async () => {
      renders++;
      await gate.promise;
      return { status: 200, body: "<p>once</p>" };
    };
    const all = Promise.all([cache.get("/", render), cache.get("/", render), cache.get("/", render)]);
    gate.resolve();
    const [a, b, c] = await all;
    expect(renders).toBe(1);
    expect(a).toBe(b);
    expect(b).toBe(c);
  });

  test("a render that overlaps a content write is served to its requests but never stored", async () => {
    const cache = createPageCache({ expiresAt: (now) => now + HOUR });
    const gate = deferred<void>();
    const stale = cache.get("/", async () => {
      await gate.promise;
      return { status: 200, body: "<p>before the write</p>" };
    });
    cache.clear(); // the write happens while the render is under way
    gate.resolve();
    expect(await (await stale)!.identity.text()).toBe("<p>before the write</p>");
    expect(cache.size).toBe(0);
    const fresh = await cache.get("/", page("<p>after the write</p>"));
    expect(await fresh!.identity.text()).toBe("<p>after the write</p>");
  });

  test("an invalidation drops the entries with one of its tags, and a render under way stores nothing", async () => {
    const cache = createPageCache({ expiresAt: (now) => now + HOUR });
    await cache.get("/blog", async () => ({ status: 200, body: "<p>blog</p>", tags: ["list:blog"] }));
    await cache.get("/resources", async () => ({ status: 200, body: "<p>resources</p>", tags: ["list:resources"] }));
    const gate = deferred<void>();
    const rendering = cache.get("/about", async () => {
      await gate.promise;
      return { status: 200, body: "<p>about</p>", tags: ["people"] };
    });
    cache.invalidate(["list:blog", "content"]);
    gate.resolve();
    await rendering;
    expect(cache.peek("/blog")).toBeUndefined();
    expect(cache.peek("/about")).toBeUndefined();
    expect(await cache.peek("/resources")!.identity.text()).toBe("<p>resources</p>");
    expect([...cache.peek("/resources")!.tags]).toEqual(["site", "list:resources"]);
  });

  test("a request after a write does not join a render that began before it", async () => {
    const cache = createPageCache({ expiresAt: (now) => now + HOUR });
    const gate = deferred<void>();
    void cache.get("/", async () => {
      await gate.promise;
      return { status: 200, body: "<p>old</p>" };
    });
    cache.clear();
    const after = cache.get("/", page("<p>new</p>"));
    gate.resolve();
    expect(await (await after)!.identity.text()).toBe("<p>new</p>");
  });

  test("a render that may not be cached gives null to every waiter and stores nothing", async () => {
    const cache = createPageCache({ expiresAt: (now) => now + HOUR });
    const results = await Promise.all([cache.get("/admin", async () => null), cache.get("/admin", async () => null)]);
    expect(results).toEqual([null, null]);
    expect(cache.size).toBe(0);
  });

  test("the least recently used entry is evicted first when the next one would pass the byte budget", async () => {
    const measure = createPageCache({ expiresAt: (now) => now + HOUR });
    await measure.get("/a", page("a"));
    // Two entries of this size fit, a third does not.
    const cache = createPageCache({ expiresAt: (now) => now + HOUR, maxBytes: measure.bytes * 2 + 1 });
    await cache.get("/a", page("a"));
    await cache.get("/b", page("b"));
    await cache.get("/a", page("a again")); // touches /a
    await cache.get("/c", page("c")); // evicts /b
    const a = await cache.get("/a", page("a rendered anew"));
    const b = await cache.get("/b", page("b rendered anew"));
    expect(await a!.identity.text()).toBe("a");
    expect(await b!.identity.text()).toBe("b rendered anew");
    expect(cache.bytes).toBeLessThanOrEqual(measure.bytes * 2 + 1);
  });

  test("a miss compresses only in the encoding its request takes", async () => {
    const cache = createPageCache({ expiresAt: (now) => now + HOUR });
    const entry = (await cache.get("/long", page(LONG_PAGE)))!;
    const asRendered = cache.bytes;
    const response = cachedPageResponse(entry, "br", null);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(await received(response)).toBe(LONG_PAGE);
    expect(Object.keys(entry.encoded)).toEqual(["br"]);
    expect(cache.bytes).toBe(asRendered + entry.encoded.br!.size);
    expect(cache.bytes).toBe(entryBytes(entry));
  });

  test("a later request for another encoding compresses it then, and the cache counts its bytes", async () => {
    const cache = createPageCache({ expiresAt: (now) => now + HOUR });
    const entry = (await cache.get("/long", page(LONG_PAGE)))!;
    cachedPageResponse(entry, "br", null);
    const before = cache.bytes;
    const gzip = cachedPageResponse(cache.peek("/long")!, "gzip", null);
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await received(gzip)).toBe(LONG_PAGE);
    expect(entry.encoded.gzip!.size).toBeGreaterThan(0);
    expect(cache.bytes).toBe(before + entry.encoded.gzip!.size);
    expect(cache.bytes).toBe(entryBytes(entry));
    // Made once: the next gzip answer sends the same body.
    expect(await cachedPageResponse(entry, "gzip", null).arrayBuffer()).toEqual(
      await entry.encoded.gzip!.arrayBuffer(),
    );
  });

  test("identity requests and 304s compress nothing", async () => {
    const cache = createPageCache({ expiresAt: (now) => now + HOUR });
    const entry = (await cache.get("/long", page(LONG_PAGE)))!;
    const bytes = cache.bytes;
    expect(await received(cachedPageResponse(entry, "identity", null))).toBe(LONG_PAGE);
    expect(cachedPageResponse(entry, "br", entry.etag).status).toBe(304);
    expect(entry.encoded).toEqual({});
    expect(cache.bytes).toBe(bytes);
    expect(bytes).toBe(entryBytes(entry));
  });

  test("an encoding made later evicts the least recently used others when the entry outgrows the budget", async () => {
    const measure = createPageCache({ expiresAt: (now) => now + HOUR });
    await measure.get("/a", page(LONG_PAGE));
    // Two entries as rendered fit, but not once one of them also holds its brotli body.
    const cache = createPageCache({ expiresAt: (now) => now + HOUR, maxBytes: measure.bytes * 2 + 10 });
    await cache.get("/a", page(LONG_PAGE));
    const b = (await cache.get("/b", page(LONG_PAGE)))!;
    expect(cache.keys()).toEqual(["/a", "/b"]);
    cachedPageResponse(b, "br", null);
    expect(cache.keys()).toEqual(["/b"]);
    expect(cache.bytes).toBe(entryBytes(b));
  });

  test("a body made for an entry the cache no longer holds is not counted", async () => {
    const cache = createPageCache({ expiresAt: (now) => now + HOUR });
    const old = (await cache.get("/long", page(LONG_PAGE)))!;
    cache.clear();
    const fresh = (await cache.get("/long", page(LONG_PAGE)))!;
    const bytes = cache.bytes;
    expect(await received(cachedPageResponse(old, "gzip", null))).toBe(LONG_PAGE);
    expect(cache.bytes).toBe(bytes);
    expect(cache.peek("/long")).toBe(fresh);
  });

  test("an entry that grows past the whole budget is dropped, and still answers its request", async () => {
    const measure = createPageCache({ expiresAt: (now) => now + HOUR });
    await measure.get("/long", page(LONG_PAGE));
    const cache = createPageCache({ expiresAt: (now) => now + HOUR, maxBytes: measure.bytes + 10 });
    const entry = (await cache.get("/long", page(LONG_PAGE)))!;
    expect(cache.size).toBe(1);
    expect(await received(cachedPageResponse(entry, "gzip", null))).toBe(LONG_PAGE);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  test("each encoding holds the body and the ETag is its SHA-1; a list of thousands is brotli'd faster", async () => {
    const cache = createPageCache({ expiresAt: (now) => now + HOUR });
    const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
    const urls = Array.from({ length: 4_000 }, (_, i) => `<url><loc>https://example.test/blog/post-${i}</loc></url>`);
    for (const [key, body, quality] of [
      ["/page", `<p>${"a page of words ".repeat(2_000)}</p>`, 6],
      // Past 256 KB: the sitemap of a site with thousands of posts (decision 064).
      ["/sitemap.xml", `<urlset>${urls.join("\n")}</urlset>`.repeat(2), 4],
    ] as const) {
      const entry = (await cache.get(key, page(body)))!;
      const identity = await bytesOf(entry.identity);
      expect(new TextDecoder().decode(identity)).toBe(body);
      expect(entry.etag).toBe(`"${createHash("sha1").update(identity).digest("base64url")}"`);
      expect(await received(cachedPageResponse(entry, "gzip", null))).toBe(body);
      const br = new Uint8Array(await cachedPageResponse(entry, "br", null).arrayBuffer());
      expect(new TextDecoder().decode(brotliDecompressSync(br))).toBe(body);
      expect(br).toEqual(
        new Uint8Array(brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality } })),
      );
    }
  });
});
