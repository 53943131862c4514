// The render cache: ETag and 304, precompressed variants, and invalidation by content writes.
import { afterAll, expect, test } from "bun:test";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());
const services = () => t.services;

test("a public page answers 304 to a matching If-None-Match", async () => {
  const first = await t.app.request("/");
  const etag = first.headers.get("etag");
  expect(etag).toMatch(/^"[\w-]+"$/);
  expect(first.headers.get("cache-control")).toContain("max-age=0,");
  const again = await t.app.request("/", { headers: { "If-None-Match": etag! } });
  expect(again.status).toBe(304);
  expect(await again.text()).toBe("");
});

test("the cached page is sent precompressed as the client accepts", async () => {
  const plain = await (await t.app.request("/", { headers: { "Accept-Encoding": "identity" } })).text();
  const br = await t.app.request("/", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
  expect(br.headers.get("content-encoding")).toBe("br");
  const gz = await t.app.request("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(gz.headers.get("content-encoding")).toBe("gzip");
  expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await gz.arrayBuffer())))).toBe(plain);
});

test("a miss compresses only in the encoding its request takes, another is made and counted at its first request", async () => {
  t.pageCache.clear();
  const br = await t.app.request("/about", { headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
  expect(br.headers.get("content-encoding")).toBe("br");
  const entry = t.pageCache.peek("/about")!;
  expect(Object.keys(entry.encoded)).toEqual(["br"]);
  const bytes = t.pageCache.bytes;
  // The early path answers this one (the entry exists), and makes the gzip body then.
  const gz = await t.app.request("/about", { headers: { "Accept-Encoding": "gzip" } });
  expect(gz.headers.get("content-encoding")).toBe("gzip");
  expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await gz.arrayBuffer())))).toBe(
    await entry.identity.text(),
  );
  expect(t.pageCache.bytes).toBe(bytes + entry.encoded.gzip!.size);

  t.pageCache.clear();
  const plain = await t.app.request("/about");
  expect(plain.headers.get("content-encoding")).toBeNull();
  expect(t.pageCache.peek("/about")!.encoded).toEqual({});
});

test("a content write through the service layer changes the page and its ETag", async () => {
  const before = await t.app.request("/");
  const etag = before.headers.get("etag")!;
  expect(await before.text()).not.toContain("Quinn Okafor");

  services().testimonials.create({
    name: "Quinn Okafor",
    position: "VP Product",
    company: "Brightline Health",
    testimonial: "Our roadmap finally tells a story the board and the teams both believe in.",
    featured: true,
  });

  const after = await t.app.request("/", { headers: { "If-None-Match": etag } });
  expect(after.status).toBe(200);
  expect(after.headers.get("etag")).not.toBe(etag);
  expect(await after.text()).toContain("Quinn Okafor");
});

test("a query of parameters the page does not read shares the path's entry and ETag", async () => {
  const plain = await t.app.request("/services");
  const tagged = await t.app.request("/services?utm_source=newsletter&utm_medium=email");
  expect(tagged.headers.get("etag")).toBe(plain.headers.get("etag"));
  expect(await tagged.text()).toBe(await plain.text());
});
