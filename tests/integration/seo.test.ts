// robots.txt and sitemap.xml.
import { afterAll, expect, test } from "bun:test";
import { sql } from "drizzle-orm";
import { createTestApp, TEST_SETTINGS } from "../support/test-app";
import { contentTags } from "../../src/services/content-events";

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

test("a static page's lastmod is when the content it shows last changed, not when the server started", async () => {
  // Every date the static pages depend on, set well before this app was made.
  const at = (iso: string) => Date.parse(iso);
  t.db.run(sql`update site_settings set updated_at = ${at("2026-02-01T10:00:00Z")}`);
  t.db.run(sql`update testimonials set updated_at = ${at("2026-03-04T05:06:07Z")}`);
  for (const table of ["blog_posts", "resources", "case_studies"]) {
    t.db.run(
      sql`update ${sql.identifier(table)} set updated_at = ${at("2026-01-15T00:00:00Z")}, published_at = ${at("2026-01-10T00:00:00Z")} where published_at is not null`,
    );
  }
  // Written beside the services: announce the change as their writes do (the sitemap is cached).
  t.services.events.changed([contentTags.site]);
  const lastmodOf = (xml: string, path: string) =>
    new RegExp(`<loc>${TEST_SETTINGS.siteUrl}${path}</loc><lastmod>([^<]+)</lastmod>`).exec(xml)?.[1];
  let xml = await (await t.app.request("/sitemap.xml")).text();
  for (const path of ["/", "/about", "/terms"]) expect(lastmodOf(xml, path)).toBe("2026-03-04T05:06:07.000Z");

  // A later edit of one testimonial moves it (the settings have no row until first saved).
  t.db.run(
    sql`update testimonials set updated_at = ${at("2026-04-01T00:00:00Z")} where id = (select min(id) from testimonials)`,
  );
  t.services.events.changed([contentTags.site]);
  xml = await (await t.app.request("/sitemap.xml")).text();
  expect(lastmodOf(xml, "/")).toBe("2026-04-01T00:00:00.000Z");
});
