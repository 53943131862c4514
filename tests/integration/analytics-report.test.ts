// The Analytics tab's report as it reads (docs/product.md#analytics), through the real app with the
// app's clock: the conversion rate is the share of visits that converted, never above 100 %, however
// many downloads and messages one visit makes; and each page is named by what it is (a post's or a
// resource's title, a fixed page's name as the navigation says it) beside its path.
import { afterAll, describe, expect, test } from "bun:test";
import { sendJson, send, sessionFor, withCookie } from "../support/auth";
import { scheduledClock } from "../support/clock";
import { createPost, createResource, createUser } from "../support/factories";
import { createTestApp } from "../support/test-app";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
// 10:00 on June 10th in the test site's zone (America/Chicago).
const clock = scheduledClock(Date.parse("2026-06-10T15:00:00Z"));
const TODAY = "2026-06-10";
const t = await createTestApp({ now: clock.now, scheduler: clock.scheduler });
afterAll(() => t.close());
const adminId = (await createUser(t.services, { role: "admin" })).id;

type Page = { path: string };
type Report = {
  totals: { visits: number; conversions: number; conversionRate: number | null };
  pages: { top: Page[]; entries: Page[] };
  conversions: Page[];
  titles: Record<string, string>;
};

const view = (path: string, ip: string) => send(t.app, path, { headers: { "User-Agent": CHROME } }, ip);
const download = (resourceId: number, ip: string) =>
  sendJson(
    t.app,
    "POST",
    `/api/resources/${resourceId}/request`,
    { name: "Jane Reader", email: "jane.reader@example.com", linkedinUrl: "https://www.linkedin.com/in/jane-reader" },
    { "User-Agent": CHROME },
    ip,
  );

async function report(): Promise<Report> {
  const res = await send(t.app, `/api/admin/analytics?from=${TODAY}&to=${TODAY}`, {
    headers: withCookie(sessionFor(t.services, adminId).cookie),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Report }).data;
}

const post = await createPost(t.services, { title: "Roadmaps Worth Reading", slug: "roadmaps-worth-reading" });
const resource = await createResource(t.services, { title: "Discovery Canvas", slug: "discovery-canvas" });

describe("the report", () => {
  test("one visit of five downloads and one without any is a conversion rate of 50 %, not 250 %", async () => {
    await view(`/blog/${post.slug}`, "198.51.100.70");
    await view(`/resources/${resource.slug}`, "198.51.100.70");
    for (let i = 0; i < 5; i++) expect((await download(resource.id, "198.51.100.70")).status).toBe(200);
    await view("/about", "198.51.100.71");
    const { totals } = await report();
    expect(totals).toMatchObject({ visits: 2, conversions: 5, conversionRate: 50 });
  });

  test("names each page it lists by its title or the navigation's name, by path", async () => {
    const { pages, conversions, titles } = await report();
    const listed = [...pages.top, ...pages.entries, ...conversions].map((row) => row.path);
    expect(new Set(listed)).toEqual(new Set([`/blog/${post.slug}`, `/resources/${resource.slug}`, "/about"]));
    expect(titles).toEqual({
      [`/blog/${post.slug}`]: "Roadmaps Worth Reading",
      [`/resources/${resource.slug}`]: "Discovery Canvas",
      "/about": "About",
    });
  });
});
