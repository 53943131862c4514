// robots.txt and sitemap.xml.
import { afterAll, expect, test } from "bun:test";
import { createTestApp, TEST_SETTINGS } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

test("robots.txt points to the sitemap and keeps crawlers out of admin, login and the API", async () => {
  const res = await t.app.request("/robots.txt");
  const text = await res.text();
  expect(text).toContain(`Sitemap: ${TEST_SETTINGS.siteUrl}/sitemap.xml`);
  for (const path of ["/admin", "/login", "/api/"]) expect(text).toContain(`Disallow: ${path}`);
});

test("sitemap.xml lists every public page with a lastmod", async () => {
  const res = await t.app.request("/sitemap.xml");
  expect(res.headers.get("content-type")).toContain("application/xml");
  const xml = await res.text();
  for (const path of ["/", "/services", "/expertise", "/about", "/contact", "/privacy-policy", "/terms"]) {
    expect(xml).toContain(`<loc>${TEST_SETTINGS.siteUrl}${path}</loc>`);
  }
  for (const path of ["/admin", "/login", "/no-such-page"])
    expect(xml).not.toContain(`${TEST_SETTINGS.siteUrl}${path}<`);
  const lastmods = [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]!);
  expect(lastmods.length).toBe([...xml.matchAll(/<url>/g)].length);
  for (const date of lastmods) expect(Number.isNaN(Date.parse(date))).toBe(false);
});

test.each(["/login", "/admin", "/admin/anything", "/api/nothing"])("%s is marked noindex", async (path) => {
  const res = await t.app.request(path);
  expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
});

test("public pages are indexable", async () => {
  const res = await t.app.request("/");
  expect(res.headers.get("x-robots-tag")).toBeNull();
  expect(await res.text()).not.toContain('name="robots"');
});
