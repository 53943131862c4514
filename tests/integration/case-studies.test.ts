// Case studies (docs/product.md#case-studies) through the real app: the seeded samples on
// /case-studies, /, /services and their own pages; the list's filters and pages without
// JavaScript; the admin API's writes and refusals; scheduling by the app's clock; a renamed case
// study's 301 and a deleted one's 410; the sitemap, JSON-LD and share image. Expected texts and
// addresses are written here.
import { afterAll, describe, expect, test } from "bun:test";
import { caseStudyBody, collectionWrites } from "../support/admin-api";
import { sendJson, sessionFor, withCookie } from "../support/auth";
import { scheduledClock } from "../support/clock";
import { select } from "../support/html";
import { createTestApp } from "../support/test-app";

const HOUR = 60 * 60 * 1000;
const clock = scheduledClock(Date.UTC(2026, 10, 27, 9, 0, 0));
const t = await createTestApp({ now: clock.now, scheduler: clock.scheduler });
afterAll(() => t.close());

const asAdmin = () => withCookie(sessionFor(t.services, 1).cookie);
const writes = collectionWrites<{ id: number; slug: string; published: boolean; testimonialId: number | null }>(
  t.app,
  "/api/admin/case-studies",
  asAdmin(),
);
const html = async (path: string) => {
  const res = await t.app.request(path);
  expect({ path, status: res.status }).toEqual({ path, status: 200 });
  return res.text();
};
const cardSlugs = async (page: string) =>
  (await select(page, "[data-case-study-card]")).map((card) => card.attrs["data-case-study-card"]);

describe("the seeded samples", () => {
  test("/case-studies lists the three, newest first, with a filter form that needs no script", async () => {
    const page = await html("/case-studies");
    expect(await cardSlugs(page)).toEqual([
      "harbor-health-analytics-fractional-cpo-before-series-b",
      "prairie-freight-systems-product-operations",
      "ledgerline-discovery-coaching",
    ]);
    const [form] = await select(page, "form[data-case-study-filters]");
    expect(form?.attrs).toMatchObject({ method: "get", action: "/case-studies" });
    expect((await select(page, "select[name=industry] option")).map((o) => o.text)).toEqual([
      "All industries",
      "Fintech",
      "Healthcare analytics",
      "Logistics",
    ]);
    // No island on the page: nothing for the browser to run.
    expect(page).not.toContain("data-island");
  });

  test("a case study's page: its outcomes as figures, its facts, its linked testimonial, its JSON-LD", async () => {
    const page = await html("/case-studies/ledgerline-discovery-coaching");
    expect((await select(page, "[data-outcomes] li p:first-child")).map((p) => p.text)).toEqual(["+8 pts", "Weekly"]);
    expect((await select(page, "[data-client]"))[0]?.text).toBe("Ledgerline");
    expect((await select(page, "[data-services] a"))[0]?.attrs.href).toBe("/services#product-management");
    expect((await select(page, "[data-testimonial] figcaption p"))[0]?.text).toBe("Priya Raman");
    const [jsonLd] = (await select(page, 'script[type="application/ld+json"]')).map((s) => JSON.parse(s.text));
    expect(jsonLd).toMatchObject({
      "@type": "Article",
      headline: "Discovery habits that lifted trial-to-paid by eight points",
      url: "https://consultancy.test/case-studies/ledgerline-discovery-coaching",
      about: [{ "@type": "Service", name: "Product Management Support" }],
    });
    const [ogImage] = await select(page, 'meta[property="og:image"]');
    const shareUrl = new URL(ogImage!.attrs.content!);
    expect(shareUrl.pathname).toMatch(/^\/share\/case-study-\d+-[A-Za-z0-9_-]{16}\.png$/);
    const share = await t.app.request(shareUrl.pathname);
    expect(share.status).toBe(200);
    expect(share.headers.get("content-type")).toBe("image/png");
  });

  test("the home page features them after the services; each service tab links to its case studies", async () => {
    const home = await html("/");
    expect(home.indexOf('id="case-studies"')).toBeGreaterThan(home.indexOf('id="services"'));
    expect(await cardSlugs(home)).toHaveLength(3);

    const services = await html("/services");
    const links = await select(services, "[data-service-case-studies]");
    expect(links.map((link) => [link.attrs["data-service-case-studies"], link.attrs.href])).toEqual([
      ["fractional-cpo", "/case-studies?service=fractional-cpo"],
      ["product-management", "/case-studies?service=product-management"],
      ["product-operations", "/case-studies?service=product-operations"],
    ]);
  });

  test("the sitemap lists the list and each public case study", async () => {
    const xml = await (await t.app.request("/sitemap.xml")).text();
    expect(xml).toContain("<loc>https://consultancy.test/case-studies</loc>");
    expect(xml).toContain(
      "<loc>https://consultancy.test/case-studies/prairie-freight-systems-product-operations</loc>",
    );
  });
});

describe("the list's filters and pages", () => {
  test("by service and by industry; unknown values and pages past the end go to the canonical address", async () => {
    expect(await cardSlugs(await html("/case-studies?service=product-operations"))).toEqual([
      "prairie-freight-systems-product-operations",
    ]);
    expect(await cardSlugs(await html("/case-studies?industry=Fintech"))).toEqual(["ledgerline-discovery-coaching"]);
    const none = await html("/case-studies?service=fractional-cpo&industry=Fintech");
    expect(await cardSlugs(none)).toEqual([]);
    expect(none).toContain("No case studies found");

    for (const [asked, canonical] of [
      ["/case-studies?service=astrology", "/case-studies"],
      ["/case-studies?industry=Fintech&page=zero", "/case-studies?industry=Fintech"],
      ["/case-studies?service=product-operations&page=9", "/case-studies?service=product-operations"],
    ] as const) {
      const res = await t.app.request(asked);
      expect({ asked, status: res.status, location: res.headers.get("Location") }).toEqual({
        asked,
        status: 302,
        location: canonical,
      });
    }
  });
});

describe("the admin API", () => {
  test("creates a case study with its quote; the public pages show it at once, its HTML sanitised", async () => {
    const quote = t.services.testimonials.list().find((q) => q.name === "Marcus Delgado")!;
    const created = await writes.createOk(caseStudyBody({ testimonialId: quote.id, featured: true }));
    expect(created.testimonialId).toBe(quote.id);

    const page = await html("/case-studies/quarterly-planning-that-stuck");
    expect((await select(page, "[data-client]"))[0]?.text).toBe("Confidential client");
    expect((await select(page, "[data-testimonial] figcaption p"))[0]?.text).toBe("Marcus Delgado");
    expect(page).toContain("<strong>six weeks</strong>");
    expect(page).not.toContain("alert(1)");
    // It shares product operations with a sample: each is related to the other.
    expect(await cardSlugs(page)).toEqual(["prairie-freight-systems-product-operations"]);
    expect(await cardSlugs(await html("/case-studies?service=product-operations"))).toEqual([
      "quarterly-planning-that-stuck",
      "prairie-freight-systems-product-operations",
    ]);
    // The newest featured three are on the home page: the oldest sample gives way.
    expect(await cardSlugs(await html("/"))).toEqual([
      "quarterly-planning-that-stuck",
      "harbor-health-analytics-fractional-cpo-before-series-b",
      "prairie-freight-systems-product-operations",
    ]);
    // The quote moved: the sample it belonged to no longer shows it.
    const sample = await html("/case-studies/prairie-freight-systems-product-operations");
    expect(await select(sample, "[data-testimonial]")).toEqual([]);

    const read = await sendJson(t.app, "GET", `/api/admin/case-studies/${created.id}`, undefined, asAdmin());
    const { data } = (await read.json()) as { data: { problem: string; testimonialId: number } };
    expect(data.problem).toBe("<p>Planning took <strong>six weeks</strong> a quarter.</p>");
    expect(data.testimonialId).toBe(quote.id);
  });

  test("refuses what the form must not send, each with its field's message; a taken slug is a 409", async () => {
    const refusals = [
      [{ services: [] }, "services", "Choose at least one service"],
      [{ services: ["astrology"] }, "services", "Choose services of this site"],
      [{ outcomes: [] }, "outcomes", "Add at least one outcome"],
      [{ industry: " " }, "industry", "Industry is required"],
      [{ slug: "Not A Slug" }, "slug", "Slug must be lowercase words separated by hyphens"],
      [{ testimonialId: 999999 }, "testimonialId", "That testimonial no longer exists"],
      [{ problem: "<script>alert(1)</script>" }, "problem", "Problem is required"],
    ] as const;
    for (const [overrides, field, message] of refusals) {
      const res = await writes.create(caseStudyBody({ slug: "refused-one", ...overrides }));
      const body = (await res.json()) as { errors?: Record<string, string> };
      expect({ field, status: res.status, message: body.errors?.[field] }).toEqual({ field, status: 400, message });
    }
    const taken = await writes.create(caseStudyBody({ slug: "ledgerline-discovery-coaching" }));
    expect(taken.status).toBe(409);
    expect(t.services.caseStudies.getPublishedBySlug("refused-one")).toBeNull();
  });

  test("a draft is not public; a scheduled one appears at its moment, or at 'Publish now'", async () => {
    const draft = await writes.createOk(caseStudyBody({ slug: "a-draft-case", published: false }));
    expect((await t.app.request("/case-studies/a-draft-case")).status).toBe(404);
    expect(await cardSlugs(await html("/case-studies"))).not.toContain("a-draft-case");

    const at = new Date(clock.now() + 2 * HOUR).toISOString();
    const scheduled = await writes.createOk(caseStudyBody({ slug: "a-scheduled-case", publishedAt: at }));
    expect((await t.app.request("/case-studies/a-scheduled-case")).status).toBe(404);
    clock.advance(2 * HOUR);
    expect(await cardSlugs(await html("/case-studies"))).toContain("a-scheduled-case");

    const later = new Date(clock.now() + 5 * HOUR).toISOString();
    const other = await writes.createOk(caseStudyBody({ slug: "another-scheduled-case", publishedAt: later }));
    const now = await sendJson(t.app, "POST", `/api/admin/case-studies/${other.id}/publish-now`, undefined, asAdmin());
    expect(now.status).toBe(200);
    expect((await t.app.request("/case-studies/another-scheduled-case")).status).toBe(200);
    const again = await sendJson(t.app, "POST", `/api/admin/case-studies/${other.id}/unschedule`, undefined, asAdmin());
    expect(again.status).toBe(409);

    const list = await sendJson(t.app, "GET", "/api/admin/case-studies?status=draft", undefined, asAdmin());
    const page = (await list.json()) as { data: { slug: string; problem?: string }[]; counts: { draft: number } };
    expect(page.data.map((row) => row.slug)).toEqual(["a-draft-case"]);
    expect(page.data[0]?.problem).toBeUndefined();
    expect(page.counts.draft).toBe(1);
    expect(draft.published).toBe(false);
    expect(scheduled.published).toBe(true);
  });

  test("a renamed case study's old address answers 301; a deleted one's 410, and its quote is free again", async () => {
    const quote = t.services.testimonials.list().find((q) => q.name === "Sarah Whitfield")!;
    const created = await writes.createOk(caseStudyBody({ slug: "first-name", testimonialId: quote.id }));
    expect((await t.app.request("/case-studies/first-name")).status).toBe(200);
    expect(
      (await writes.update(created.id, caseStudyBody({ slug: "second-name", testimonialId: quote.id }))).status,
    ).toBe(200);
    const moved = await t.app.request("/case-studies/first-name");
    expect({ status: moved.status, location: moved.headers.get("Location") }).toEqual({
      status: 301,
      location: "/case-studies/second-name",
    });

    expect((await writes.remove(created.id)).status).toBe(200);
    for (const path of ["/case-studies/second-name", "/case-studies/first-name"]) {
      const gone = await t.app.request(path);
      expect({ path, status: gone.status }).toEqual({ path, status: 410 });
    }
    expect(await (await t.app.request("/case-studies/second-name")).text()).toContain(
      "This case study has been removed",
    );
    expect(t.services.testimonials.get(quote.id)?.caseStudyId).toBeNull();
    expect((await t.app.request("/case-studies/never-was")).status).toBe(404);
  });

  test("each save is kept as a revision, and an older one can be restored", async () => {
    const created = await writes.createOk(caseStudyBody({ slug: "revised-case", title: "First words" }));
    expect(
      (await writes.update(created.id, caseStudyBody({ slug: "revised-case", title: "Second words" }))).status,
    ).toBe(200);
    const path = `/api/admin/case-studies/${created.id}/revisions`;
    const list = (await (await sendJson(t.app, "GET", path, undefined, asAdmin())).json()) as { current: number };
    expect(list.current).toBe(2);
    const restored = await sendJson(t.app, "POST", `${path}/1/restore`, undefined, asAdmin());
    expect(restored.status).toBe(200);
    expect(await (await t.app.request("/case-studies/revised-case")).text()).toContain("First words");
  });

  test("an image a case study uses, as its cover or in its text, cannot be deleted from the library", async () => {
    const [cover, inText] = t.sqlite
      .query("SELECT id, url FROM media WHERE url LIKE '/uploads/seed/%' ORDER BY id LIMIT 2")
      .all() as { id: number; url: string }[];
    const problem = `<p>Before:</p><p><img src="${inText!.url}" alt="A chart"></p>`;
    await writes.createOk(caseStudyBody({ slug: "pictured-case", title: "Pictured", coverImage: cover!.url, problem }));
    for (const [image, use] of [
      [cover!, 'Case study "Pictured" (cover)'],
      [inText!, 'Case study "Pictured" (in the text)'],
    ] as const) {
      const res = await sendJson(t.app, "DELETE", `/api/admin/media/${image.id}`, undefined, asAdmin());
      expect(res.status).toBe(409);
      expect(((await res.json()) as { message: string }).message).toContain(use);
    }
  });

  test("the home page hides the section when no case study is featured", async () => {
    for (const row of t.services.caseStudies.featured(10)) {
      const whole = t.services.caseStudies.getById(row.id)!;
      const res = await writes.update(row.id, {
        ...whole,
        featured: false,
        publishedAt: whole.publishedAt?.toISOString(),
      });
      expect(res.status).toBe(200);
    }
    const home = await html("/");
    expect(home).not.toContain('id="case-studies"');
  });
});
