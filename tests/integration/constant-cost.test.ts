// Public answers whose cost stays flat as the content grows (docs/architecture.md#render-cache):
// the sitemap kept in the render cache and split into an index of parts past its limit, and the
// render cache held to a budget of bytes, least recently used evicted first. Through the real app
// on a copy of the seeded database; the sitemap's limit and the cache's budget are made small so
// that a few seeded rows reach them.
import { afterAll, describe, expect, test } from "bun:test";
import { createTestApp, TEST_SETTINGS } from "../support/test-app";
import { contentTags } from "../../src/services/content-events";

const SITE = TEST_SETTINGS.siteUrl;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

const whole = await createTestApp();
const split = await createTestApp({ sitemapMaxUrls: 5 });
afterAll(() => {
  whole.close();
  split.close();
});

describe("the sitemap", () => {
  test("past its limit it is an index of parts that together list every address once", async () => {
    const all = locs(await (await whole.app.request("/sitemap.xml")).text());
    expect(all.length).toBeGreaterThan(10);

    const index = await (await split.app.request("/sitemap.xml")).text();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const partUrls = locs(index);
    expect(partUrls).toEqual(
      Array.from({ length: Math.ceil(all.length / 5) }, (_, i) => `${SITE}/sitemaps/${i + 1}.xml`),
    );
    const listed: string[] = [];
    for (const url of partUrls) {
      const response = await split.app.request(url.slice(SITE.length));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
      const part = await response.text();
      expect(part).toContain("<urlset");
      expect(locs(part).length).toBeLessThanOrEqual(5);
      listed.push(...locs(part));
    }
    expect(listed).toEqual(all);
    expect((await split.app.request(`/sitemaps/${partUrls.length + 1}.xml`)).status).toBe(404);
  });

  test("under its limit it is one urlset, with no parts", async () => {
    expect(await (await whole.app.request("/sitemap.xml")).text()).toContain("<urlset");
    expect((await whole.app.request("/sitemaps/1.xml")).status).toBe(404);
  });

  test("it is kept in the render cache, compressed and with an ETag, until content changes", async () => {
    const first = await whole.app.request("/sitemap.xml", { headers: { "Accept-Encoding": "br" } });
    expect(first.headers.get("content-encoding")).toBe("br");
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(whole.renderCache.cached("/sitemap.xml", `${SITE}/sitemap.xml`)).toBeDefined();
    expect((await whole.app.request("/sitemap.xml", { headers: { "If-None-Match": etag! } })).status).toBe(304);
    whole.services.events.changed([contentTags.site]);
    expect(whole.renderCache.cached("/sitemap.xml", `${SITE}/sitemap.xml`)).toBeUndefined();
  });
});

describe("the render cache's budget of bytes", () => {
  const paths = ["/services", "/about", "/expertise"] as const;

  test("holds the bytes of its entries within the budget, evicting the least recently used", async () => {
    // The three pages' sizes, as the cache counts them, from an app with room for all.
    const measure = await createTestApp();
    const sizes: number[] = [];
    for (const path of paths) {
      const before = measure.pageCache.bytes;
      await (await measure.app.request(path)).arrayBuffer();
      sizes.push(measure.pageCache.bytes - before);
    }
    measure.close();
    expect(sizes.every((n) => n > 0)).toBe(true);

    // Room for all three but one byte: the third store must evict, and it evicts /about, the
    // least recently used once /services has been read again.
    const budget = sizes[0]! + sizes[1]! + sizes[2]! - 1;
    const t = await createTestApp({ renderCacheBytes: budget });
    afterAll(() => t.close());
    await (await t.app.request("/services")).arrayBuffer();
    await (await t.app.request("/about")).arrayBuffer();
    await (await t.app.request("/services")).arrayBuffer();
    await (await t.app.request("/expertise")).arrayBuffer();
    expect(t.pageCache.keys()).toEqual(["/services", "/expertise"]);
    expect(t.pageCache.bytes).toBe(sizes[0]! + sizes[2]!);
    expect(t.pageCache.bytes).toBeLessThanOrEqual(budget);
  });
});
