import { describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from "node:zlib";
import { createPageCache, entryBytes } from "./page-cache";

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

  test("an entry counts its three encodings against the budget", async () => {
    const cache = createPageCache({ expiresAt: (now) => now + HOUR });
    const html = `<p>${"a long page of words that compress well ".repeat(200)}</p>`;
    const entry = await cache.get("/long", page(html));
    expect(cache.bytes).toBe(entryBytes(entry!));
    expect(cache.bytes).toBeGreaterThan(entry!.identity.size + entry!.gzip.size + entry!.br.size - 1);
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
      expect(new TextDecoder().decode(gunzipSync(await bytesOf(entry.gzip)))).toBe(body);
      const br = await bytesOf(entry.br);
      expect(new TextDecoder().decode(brotliDecompressSync(br))).toBe(body);
      expect(br).toEqual(
        new Uint8Array(brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality } })),
      );
    }
  });
});
