// Counting visits on the server (docs/product.md#analytics): the real app on its own database and
// the app's clock (tests/support/clock.ts), requests as browsers send them from chosen addresses.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { scheduledClock } from "../support/clock";
import { HOUR, MINUTE, SAME_ORIGIN, send, sendJson, sessionFor, withCookie } from "../support/auth";
import { sendContact, viewContactPage } from "../support/contact";
import { createPost, createResource, createUser, signedInUser } from "../support/factories";
import { createTestApp } from "../support/test-app";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

// 10:00 on June 10th in the test site's zone (America/Chicago, UTC-5 in June).
const START = Date.parse("2026-06-10T15:00:00Z");
const TODAY = "2026-06-10";

type Report = {
  totals: Record<string, number | null>;
  series: Array<{ day: string; visitors: number; pageViews: number; conversions: number }>;
  pages: {
    top: Array<{ path: string; views: number }>;
    entries: Array<{ path: string; visits: number; conversions: number }>;
  };
  sources: Array<{ referrer: string; visits: number; conversions: number }>;
  campaigns: Array<{ source: string; medium: string; campaign: string; visits: number; conversions: number }>;
  conversions: Array<{ path: string; downloads: number; messages: number; total: number }>;
  funnels: Array<{ resourceId: number; slug: string; detailViews: number; dialogOpens: number; downloads: number }>;
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let clock: ReturnType<typeof scheduledClock>;
let adminId: number;

beforeEach(async () => {
  clock = scheduledClock(START);
  t = await createTestApp({ now: clock.now, scheduler: clock.scheduler });
  adminId = (await createUser(t.services, { role: "admin" })).id;
});

/** A signed-in admin's headers, with a session made now (the tests move the clock past a session's life). */
const admin = () => withCookie(sessionFor(t.services, adminId).cookie);
afterEach(() => t.close());

/** A page view as a browser at `ip` asks for it. */
function view(path: string, ip: string, headers: Record<string, string> = {}, userAgent = CHROME) {
  return send(t.app, path, { headers: { "User-Agent": userAgent, ...headers } }, ip);
}

async function report(from = TODAY, to = TODAY): Promise<Report> {
  const res = await send(t.app, `/api/admin/analytics?from=${from}&to=${to}`, { headers: admin() });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Report }).data;
}

function requestDownload(resourceId: number, ip: string, userAgent = CHROME) {
  return sendJson(
    t.app,
    "POST",
    `/api/resources/${resourceId}/request`,
    { name: "Jane Reader", email: "jane.reader@example.com", linkedinUrl: "https://www.linkedin.com/in/jane-reader" },
    { "User-Agent": userAgent },
    ip,
  );
}

function openDialog(resourceId: number, ip: string, userAgent = CHROME) {
  return send(
    t.app,
    `/api/resources/${resourceId}/dialog`,
    { method: "POST", headers: { Origin: SAME_ORIGIN, "User-Agent": userAgent } },
    ip,
  );
}

describe("counting page views", () => {
  test("a page rendered by the chain and then answered from the cache counts twice, for one visitor and one visit", async () => {
    const first = await view("/services", "198.51.100.1");
    const second = await view("/services", "198.51.100.1");
    expect([first.status, second.status]).toEqual([200, 200]);
    // The second answer came from the render cache's early path.
    expect(t.renderCache.cached("/services", "https://consultancy.test/services")).toBeDefined();
    const data = await report();
    expect(data.totals).toEqual({
      visitors: 1,
      visits: 1,
      pageViews: 2,
      conversions: 0,
      downloads: 0,
      messages: 0,
      bookings: 0,
      conversionRate: 0,
    });
    expect(data.pages.top).toEqual([{ path: "/services", views: 2 }]);
    expect(data.series).toEqual([{ day: TODAY, visitors: 1, pageViews: 2, conversions: 0 }]);
  });

  test("two browsers at one address are two visitors; a 304 is a view; HEAD, API reads, 404s and redirects are not", async () => {
    await view("/about", "198.51.100.2");
    const etag = (await view("/about", "198.51.100.2")).headers.get("etag")!;
    expect((await view("/about", "198.51.100.2", { "If-None-Match": etag })).status).toBe(304);
    await view("/about", "198.51.100.2", {}, IPHONE);
    await send(t.app, "/about", { method: "HEAD", headers: { "User-Agent": CHROME } }, "198.51.100.2");
    await view("/api/blog", "198.51.100.2");
    await view("/api/blog", "198.51.100.2");
    expect((await view("/no-such-page", "198.51.100.2")).status).toBe(404);
    expect((await view("/about/", "198.51.100.2")).status).toBe(301);
    const data = await report();
    expect(data.totals.visitors).toBe(2);
    expect(data.pages.top).toEqual([{ path: "/about", views: 4 }]);
  });

  test("the referrer's host and the UTM tags of the visit's first page are its source, for every page it views", async () => {
    await view("/blog?utm_source=Newsletter&utm_medium=email&utm_campaign=spring-26", "198.51.100.3", {
      Referer: "https://news.example.com/issue/12?x=1",
    });
    await view("/about", "198.51.100.3", { Referer: "https://consultancy.test/blog" });
    // Another visitor comes from the site's own address (a bookmark of an inner link): no source.
    await view("/about", "198.51.100.4", { Referer: "https://consultancy.test/blog" });
    const data = await report();
    expect(data.sources).toEqual([
      { referrer: "", visits: 1, conversions: 0 },
      { referrer: "news.example.com", visits: 1, conversions: 0 },
    ]);
    expect(data.campaigns).toEqual([
      { source: "newsletter", medium: "email", campaign: "spring-26", visits: 1, conversions: 0 },
    ]);
    expect(data.pages.entries).toEqual([
      { path: "/about", visits: 1, conversions: 0 },
      { path: "/blog", visits: 1, conversions: 0 },
    ]);
  });

  test("DNT: 1, Sec-GPC: 1, bots, scripts without a browser's user agent and signed-in admins are not counted", async () => {
    for (let i = 0; i < 2; i++) {
      await view("/services", "198.51.100.5", { DNT: "1" });
      await view("/services", "198.51.100.6", { "Sec-GPC": "1" });
      await view("/services", "198.51.100.7", {}, GOOGLEBOT);
      await view("/services", "198.51.100.8", {}, "curl/8.5.0");
      await send(t.app, "/services", {}, "198.51.100.9");
      await view("/services", "198.51.100.10", admin());
      await view("/services", "198.51.100.11", (await signedInUser(t.services, { role: "admin" })).headers);
    }
    expect((await report()).totals.pageViews).toBe(0);
    // A signed-in reader who is not an admin is a visitor like any other.
    await view("/services", "198.51.100.12", (await signedInUser(t.services, { role: "user" })).headers);
    expect((await report()).totals.pageViews).toBe(1);
  });

  test("a cookie that only looks like a session is validated by the chain and counted as the anonymous visit it is", async () => {
    await view("/services", "198.51.100.13", { Cookie: "__Host-session=forged-token" });
    expect((await report()).totals.pageViews).toBe(1);
  });

  test("no answer to a visitor sets a cookie", async () => {
    const resource = await createResource(t.services);
    for (const path of ["/", "/", "/blog", `/resources/${resource.slug}`, "/contact", "/privacy-policy"]) {
      const res = await view(path, "198.51.100.14");
      expect({ path, setCookie: res.headers.get("set-cookie") }).toEqual({ path, setCookie: null });
    }
    const dialog = await openDialog(resource.id, "198.51.100.14");
    expect([dialog.status, dialog.headers.get("set-cookie")]).toEqual([204, null]);
    const download = await requestDownload(resource.id, "198.51.100.14");
    expect([download.status, download.headers.get("set-cookie")]).toEqual([200, null]);
  });

  test("counts are written in batches: nothing is in the database until the timer, then one row per kind", async () => {
    await view("/services", "198.51.100.15");
    await view("/services", "198.51.100.15");
    const stored = () => t.sqlite.query("select metric, path, count from analytics_daily order by metric").all();
    expect(stored()).toEqual([]);
    clock.advance(10_000);
    expect(stored()).toEqual([
      { metric: "view", path: "/services", count: 2 },
      { metric: "visit", path: "/services", count: 1 },
      { metric: "visitor", path: "", count: 1 },
    ]);
  });
});

describe("visits and the day", () => {
  test("half an hour without a page view ends a visit; the next page starts another with its own source", async () => {
    await view("/services", "198.51.100.20", { Referer: "https://www.linkedin.com/feed" });
    clock.advance(31 * MINUTE);
    await view("/about", "198.51.100.20", { Referer: "https://duckduckgo.com/" });
    const data = await report();
    expect(data.totals).toMatchObject({ visitors: 1, visits: 2, pageViews: 2 });
    expect(data.sources).toEqual([
      { referrer: "duckduckgo.com", visits: 1, conversions: 0 },
      { referrer: "www.linkedin.com", visits: 1, conversions: 0 },
    ]);
  });

  test("at the site's midnight the salt and every visit are forgotten: the same browser is a new visitor the next day", async () => {
    await view("/services", "198.51.100.21");
    expect(t.services.analytics.visitsInMemory()).toBe(1);
    // 23:30 in Chicago, then 00:30 the next day.
    clock.advance(13 * HOUR + 30 * MINUTE);
    await view("/services", "198.51.100.21");
    clock.advance(HOUR);
    // The midnight timer forgot the day's visits, without waiting for a request.
    expect(t.services.analytics.visitsInMemory()).toBe(0);
    await view("/about", "198.51.100.21");
    const data = await report("2026-06-10", "2026-06-11");
    expect(data.series).toEqual([
      { day: "2026-06-10", visitors: 1, pageViews: 2, conversions: 0 },
      { day: "2026-06-11", visitors: 1, pageViews: 1, conversions: 0 },
    ]);
    // Three visits: the evening's came 13 hours after the morning's.
    expect(data.totals).toMatchObject({ visitors: 2, visits: 3, pageViews: 3 });
    expect(data.pages.entries).toEqual([
      { path: "/services", visits: 2, conversions: 0 },
      { path: "/about", visits: 1, conversions: 0 },
    ]);
  });

  test("a day of visits leaves no address, user agent or identifier in any table: only the day's aggregates", async () => {
    const post = await createPost(t.services);
    const resource = await createResource(t.services);
    // Two visitors: a desktop browser at an IPv4 address, a phone at an IPv6 one.
    const visitors = [
      { ip: "198.51.100.31", userAgent: CHROME },
      { ip: "2001:db8::31", userAgent: IPHONE },
    ];
    for (const { ip, userAgent } of visitors) {
      await view(
        `/blog/${post.slug}?utm_source=partner&utm_campaign=june`,
        ip,
        { Referer: "https://partner.example.org/links" },
        userAgent,
      );
      await view(`/resources/${resource.slug}`, ip, {}, userAgent);
      await openDialog(resource.id, ip, userAgent);
    }
    clock.advance(15 * HOUR);
    // Every table, every row, every value.
    const tables = t.sqlite
      .query("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'")
      .all() as Array<{ name: string }>;
    const everything = JSON.stringify(tables.map(({ name }) => t.sqlite.query(`select * from "${name}"`).all()));
    for (const secret of ["198.51.100.31", "2001:db8", CHROME, IPHONE, "iPhone", "AppleWebKit", "Chrome/"]) {
      expect({ secret, found: everything.includes(secret) }).toEqual({ secret, found: false });
    }
    const rows = t.sqlite
      .query(
        "select day, metric, path, content, item, referrer, source, medium, campaign, device, count from analytics_daily order by metric, device, path",
      )
      .all();
    const from = { referrer: "partner.example.org", source: "partner", medium: "", campaign: "june" };
    const item = String(resource.id);
    const none = { content: "", item: "" };
    const blog = `/blog/${post.slug}`;
    const page = `/resources/${resource.slug}`;
    const noSource = { referrer: "", source: "", medium: "", campaign: "" };
    expect(rows).toEqual([
      { day: TODAY, metric: "dialog", path: blog, content: page, item, ...from, device: "desktop", count: 1 },
      { day: TODAY, metric: "dialog", path: blog, content: page, item, ...from, device: "mobile", count: 1 },
      { day: TODAY, metric: "view", path: blog, ...none, ...from, device: "desktop", count: 1 },
      { day: TODAY, metric: "view", path: page, ...none, ...from, device: "desktop", count: 1 },
      { day: TODAY, metric: "view", path: blog, ...none, ...from, device: "mobile", count: 1 },
      { day: TODAY, metric: "view", path: page, ...none, ...from, device: "mobile", count: 1 },
      { day: TODAY, metric: "visit", path: blog, ...none, ...from, device: "desktop", count: 1 },
      { day: TODAY, metric: "visit", path: blog, ...none, ...from, device: "mobile", count: 1 },
      { day: TODAY, metric: "visitor", path: "", ...none, ...noSource, device: "desktop", count: 1 },
      { day: TODAY, metric: "visitor", path: "", ...none, ...noSource, device: "mobile", count: 1 },
    ]);
  });
});

describe("conversions", () => {
  test("a download is attributed to the visit's entry page, its source and the last article or resource viewed", async () => {
    const post = await createPost(t.services);
    const resource = await createResource(t.services);
    const ip = "198.51.100.40";
    await view(`/blog/${post.slug}?utm_source=linkedin&utm_medium=social&utm_campaign=launch`, ip);
    await view(`/resources/${resource.slug}`, ip);
    await view("/about", ip);
    expect((await openDialog(resource.id, ip)).status).toBe(204);
    expect((await openDialog(resource.id, ip)).status).toBe(204);
    expect((await requestDownload(resource.id, ip)).status).toBe(200);
    const data = await report();
    expect(data.totals).toEqual({
      visitors: 1,
      visits: 1,
      pageViews: 3,
      conversions: 1,
      downloads: 1,
      messages: 0,
      bookings: 0,
      conversionRate: 100,
    });
    expect(data.conversions).toEqual([{ path: `/resources/${resource.slug}`, downloads: 1, messages: 0, total: 1 }]);
    expect(data.pages.entries).toEqual([{ path: `/blog/${post.slug}`, visits: 1, conversions: 1 }]);
    expect(data.campaigns).toEqual([
      { source: "linkedin", medium: "social", campaign: "launch", visits: 1, conversions: 1 },
    ]);
    // The dialog opened twice in one visit counts once.
    expect(data.funnels.find((f) => f.resourceId === resource.id)).toMatchObject({
      slug: resource.slug,
      detailViews: 1,
      dialogOpens: 1,
      downloads: 1,
    });
  });

  test("an accepted contact message is a conversion of the article read before it; spam, DNT and admins are not", async () => {
    const post = await createPost(t.services);
    const ip = "198.51.100.41";
    await view(`/blog/${post.slug}`, ip, { Referer: "https://www.google.com/" });
    const { stamp } = await viewContactPage(t.app, ip);
    clock.advance(10_000);
    const message = {
      name: "Jane Reader",
      email: "jane.reader@example.com",
      company: "Acme Corp",
      service: "fractional-cpo",
      message: "We would like to talk about a discovery sprint.",
    };
    const sent = (extra: Record<string, string>, headers: Record<string, string> = {}) =>
      t.app.request(
        "/api/contact",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: SAME_ORIGIN, "User-Agent": CHROME, ...headers },
          body: JSON.stringify({ ...message, formStamp: stamp, ...extra }),
        },
        { requestIP: () => ({ address: ip }) },
      );
    expect((await sent({})).status).toBe(200);
    expect((await sent({ website: "https://spam.example" })).status).toBe(200);
    expect((await sent({}, { DNT: "1" })).status).toBe(200);
    expect((await sent({}, admin())).status).toBe(200);
    // A script without a browser's user agent.
    expect((await sendContact(t.app, message, { ip, stamp })).status).toBe(200);
    const data = await report();
    expect(data.totals).toMatchObject({ conversions: 1, messages: 1, downloads: 0 });
    expect(data.conversions).toEqual([{ path: `/blog/${post.slug}`, downloads: 0, messages: 1, total: 1 }]);
    expect(data.sources).toEqual([{ referrer: "www.google.com", visits: 1, conversions: 1 }]);
  });

  test("a download after the visit ended is counted without a page to attribute it to", async () => {
    const resource = await createResource(t.services);
    await view(`/resources/${resource.slug}`, "198.51.100.42");
    clock.advance(45 * MINUTE);
    await requestDownload(resource.id, "198.51.100.42");
    // An admin's download is not counted at all.
    await sendJson(
      t.app,
      "POST",
      `/api/resources/${resource.id}/request`,
      { name: "Own Admin", email: "admin@consultancy.test", linkedinUrl: "https://www.linkedin.com/in/own-admin" },
      { "User-Agent": CHROME, ...admin() },
      "198.51.100.42",
    );
    const data = await report();
    expect(data.totals).toMatchObject({ conversions: 1, downloads: 1 });
    expect(data.conversions).toEqual([]);
    expect(data.pages.entries).toEqual([{ path: `/resources/${resource.slug}`, visits: 1, conversions: 0 }]);
    expect(data.funnels.find((f) => f.resourceId === resource.id)).toMatchObject({ detailViews: 1, downloads: 1 });
  });
});

describe("the privacy policy", () => {
  test("its Cookies and Tracking section says what is counted, what is kept and that DNT and GPC are honoured", async () => {
    const html = await (await view("/privacy-policy", "198.51.100.60")).text();
    const section = html.slice(html.indexOf('id="cookies-and-tracking"'), html.indexOf('id="your-rights"'));
    for (const said of [
      "Visit statistics (no cookie, no script)",
      "the website you came from (its name only)",
      "utm_source, utm_medium, utm_campaign",
      "changes every midnight and kept only in the server&#x27;s memory until then; they are never written down",
      "What is stored is only daily totals",
      "no record of a single visit is ever stored",
      "Do Not Track or Global Privacy Control, you are not counted at all",
    ]) {
      expect({ said, found: section.includes(said) }).toEqual({ said, found: true });
    }
  });
});

describe("GET /api/admin/analytics", () => {
  test("is for admins only", async () => {
    expect((await send(t.app, "/api/admin/analytics")).status).toBe(401);
    const reader = await signedInUser(t.services, { role: "user" });
    expect((await send(t.app, "/api/admin/analytics", { headers: reader.headers })).status).toBe(403);
  });

  test("refuses a date that is not one, a start after the end and a period over 400 days, per field", async () => {
    const ask = async (query: string) => {
      const res = await send(t.app, `/api/admin/analytics?${query}`, { headers: admin() });
      return { status: res.status, body: await res.json() };
    };
    expect(await ask("from=2026-02-30")).toEqual({
      status: 400,
      body: {
        success: false,
        message: "Give the date as YYYY-MM-DD.",
        errors: { from: "Give the date as YYYY-MM-DD." },
      },
    });
    expect(await ask("from=2026-06-10&to=2026-06-01")).toEqual({
      status: 400,
      body: {
        success: false,
        message: "The start date must not be after the end date.",
        errors: { from: "The start date must not be after the end date." },
      },
    });
    expect(await ask("from=2025-01-01&to=2026-06-01")).toEqual({
      status: 400,
      body: {
        success: false,
        message: "The period may be at most 400 days.",
        errors: { from: "The period may be at most 400 days." },
      },
    });
  });

  test("without dates, the period is the last 30 days up to today, every day in the series", async () => {
    await view("/services", "198.51.100.50");
    const res = await send(t.app, "/api/admin/analytics", { headers: admin() });
    const { data } = (await res.json()) as { data: Report & { from: string; to: string } };
    expect([data.from, data.to, data.series.length]).toEqual(["2026-05-12", TODAY, 30]);
    expect(data.series.at(-1)).toEqual({ day: TODAY, visitors: 1, pageViews: 1, conversions: 0 });
    expect(data.series[0]).toEqual({ day: "2026-05-12", visitors: 0, pageViews: 0, conversions: 0 });
  });

  test("the CSV export holds every aggregate row of the period", async () => {
    await view("/services?utm_source=newsletter", "198.51.100.51");
    const res = await send(t.app, `/api/admin/analytics/export.csv?from=${TODAY}&to=${TODAY}`, { headers: admin() });
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain(`analytics-${TODAY}-to-${TODAY}.csv`);
    expect((await res.text()).split("\r\n")).toEqual([
      '"Day","Metric","Page","Last Article or Resource","Resource Id","Referrer","UTM Source","UTM Medium","UTM Campaign","Device","Count"',
      `"${TODAY}","view","/services","","","","newsletter","","","desktop","1"`,
      `"${TODAY}","visit","/services","","","","newsletter","","","desktop","1"`,
      `"${TODAY}","visitor","","","","","","","","desktop","1"`,
      "",
    ]);
  });
});
