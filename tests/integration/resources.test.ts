// The resource library through the real app on a copy of the seeded database: the public API, the
// lead capture (one transaction, exact counts under concurrency, the product's validation messages with
// nothing stored), the signed download link (exact bytes, Range, HEAD, expiry on an injected clock,
// tampering), no other path to a private file, the per-address limit, the no-JavaScript form, and
// the /resources and /resources/{slug} pages. Fixtures are written through the service layer.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { eq, sql } from "drizzle-orm";
import { resourceDownloads, resources } from "../../src/db/schema";
import { keyFromPrivateFileUrl } from "../../src/storage";
import { createResource } from "../support/factories";
import { select } from "../support/html";
import { SEEDED_RESOURCE_TITLES } from "../support/seed";
import { expectRefused } from "../support/answers";
import { createTestApp, TEST_SETTINGS } from "../support/test-app";

// Later than the seeded content (published days before the test run), so all of it is public.
let clock = Date.parse("2036-11-22T15:00:00.000Z");
const t = await createTestApp({ now: () => clock, trustProxy: true });
// Every count from 1 is shown here: these tests are about counting (the threshold: proof-that-sells.test.ts).
t.services.settings.update({ downloadCountThreshold: 1 }, null);
afterAll(() => t.close());
const SITE = TEST_SETTINGS.siteUrl;
const SEED_FILES = `${import.meta.dir}/../../src/db/seed-files`;

const LEAD = { name: "Jordan Lee", email: "jordan@example.com", linkedinUrl: "https://www.linkedin.com/in/jordan-lee" };
const PRD_SHA256 = "c67471011ad4bbd545736dae6a6d7ae6bf5fd422b1037be6ab1872b473825f35";
const PRD_SIZE = 7712;
const DRAFT_FILE_BODY = "%PDF-1.4 internal pricing calculator, never public";

let ipCounter = 0;
/** A fresh client address, so tests do not share one request budget (TRUST_PROXY is on). */
const freshIp = () => `198.51.100.${++ipCounter}`;

function resourceBySlug(slug: string) {
  const row = t.db.select().from(resources).where(eq(resources.slug, slug)).get();
  if (!row) throw new Error(`no resource ${slug}`);
  return row;
}
const leadCount = (resourceId?: number) =>
  t.db
    .select({ n: sql<number>`count(*)` })
    .from(resourceDownloads)
    .where(resourceId === undefined ? undefined : eq(resourceDownloads.resourceId, resourceId))
    .get()!.n;

function requestDownload(id: number | string, body: unknown, options: { ip?: string; form?: "detail" } = {}) {
  return t.app.request(`/api/resources/${id}/request${options.form ? `?form=${options.form}` : ""}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Forwarded-For": options.ip ?? freshIp(),
      "User-Agent": "IntegrationTest/1.0",
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

type RequestAnswer = {
  success: boolean;
  downloadUrl: string;
  fileName: string;
  message: string;
  downloadCount: number;
};

async function signedLinkFor(slug: string): Promise<string> {
  const res = await requestDownload(resourceBySlug(slug).id, LEAD);
  expect(res.status).toBe(200);
  return ((await res.json()) as RequestAnswer).downloadUrl;
}

const sha256 = (bytes: ArrayBuffer | Uint8Array) => new Bun.CryptoHasher("sha256").update(bytes).digest("hex");

const cardTitles = async (html: string) => (await select(html, "[data-resource-card] h2")).map((e) => e.text);

/** The categories of the published resources, sorted: the seed's, and this file's benchmark report's. */
const CATEGORIES = ["Case Studies", "Checklists", "eBooks", "Frameworks", "Guidelines", "Templates", "Tools"];

// 401 words: "3 min read" (401 / 200 = 2.005, rounded up).
const LONG_DESCRIPTION = `${"Benchmark findings from two hundred product teams. ".repeat(57)}Enjoy reading.`;

beforeAll(async () => {
  await t.storage.put("private/fixtures/internal-pricing.pdf", DRAFT_FILE_BODY);
  createResource(t.services, {
    title: "Internal Pricing Calculator",
    slug: "internal-pricing-calculator",
    description: "A draft spreadsheet for the roadmap of our pricing, not for visitors.",
    category: "Worksheets",
    fileUrl: "/api/admin/files/fixtures/internal-pricing.pdf",
    fileName: "Internal-Pricing.pdf",
    fileSize: "1 KB",
    published: false,
  });
  createResource(t.services, {
    title: "Annual Benchmark Report",
    slug: "annual-benchmark-report",
    description: LONG_DESCRIPTION,
    category: "Case Studies",
    fileUrl: "https://files.example.org/benchmark-2026.pdf",
    fileName: "Benchmark-2026.pdf",
    publishedAt: new Date("2026-01-02T00:00:00.000Z"),
  });
});

describe("GET /api/resources", () => {
  test("published resources only, newest first, in the product's fields without the stored file address", async () => {
    const res = await t.app.request("/api/resources");
    expect(res.status).toBe(200);
    const list = (await res.json()) as Record<string, unknown>[];
    expect(list.map((r) => r.slug)).toEqual([
      "product-roadmap-template",
      "prd-guidelines",
      "product-ops-playbook",
      "discovery-toolkit",
      "pm-interview-checklist",
      "product-leadership-field-guide",
      "annual-benchmark-report",
    ]);
    expect(Object.keys(list[1]!).sort()).toEqual(
      [
        "category",
        "coverImage",
        "description",
        "downloadCount",
        "fileName",
        "fileSize",
        "fileType",
        "id",
        "metaDescription",
        "metaTitle",
        "pageCount",
        "publishedAt",
        "published",
        "shareImage",
        "slug",
        "title",
      ].sort(),
    );
    expect(list[1]).toMatchObject({
      title: "Writing Effective Product Requirements",
      category: "Guidelines",
      fileType: "PDF",
      fileName: "Meridian-PRD-Guidelines.pdf",
      fileSize: "7.5 KB",
      coverImage: "/uploads/seed/prd-guidelines.webp",
      published: true,
    });
  });

  test("q matches title and description case-insensitively; category matches exactly", async () => {
    const slugs = async (query: string) =>
      ((await (await t.app.request(`/api/resources?${query}`)).json()) as { slug: string }[]).map((r) => r.slug);
    expect(await slugs("q=ROADMAP")).toEqual(["product-roadmap-template"]);
    expect(await slugs("q=e-reader")).toEqual(["product-leadership-field-guide"]);
    expect(await slugs("category=Tools")).toEqual(["discovery-toolkit"]);
    expect(await slugs("q=checklist&category=Checklists")).toEqual(["pm-interview-checklist"]);
    expect(await slugs("q=checklist&category=Tools")).toEqual([]);
    // The draft's words find nothing.
    expect(await slugs("q=pricing")).toEqual([]);
    expect(await slugs("category=Worksheets")).toEqual([]);
  });

  test("categories: those of published resources, sorted", async () => {
    const res = await t.app.request("/api/resources/categories");
    expect(await res.json()).toEqual(CATEGORIES);
  });

  test("one resource by slug; a draft or unknown slug is 404", async () => {
    const res = await t.app.request("/api/resources/discovery-toolkit");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ slug: "discovery-toolkit", title: "Continuous Discovery Toolkit" });
    for (const slug of ["internal-pricing-calculator", "no-such-resource"]) {
      const missing = await t.app.request(`/api/resources/${slug}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ success: false, message: "Resource not found" });
    }
  });
});

describe("POST /api/resources/{id}/request", () => {
  test("a valid request stores exactly one lead and raises the count by exactly one", async () => {
    const before = resourceBySlug("prd-guidelines");
    const leadsBefore = leadCount(before.id);
    const res = await requestDownload(before.id, LEAD, { ip: "203.0.113.77" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as RequestAnswer;
    expect(body).toMatchObject({
      success: true,
      fileName: "Meridian-PRD-Guidelines.pdf",
      message: "Your download is ready.",
    });
    expect(body.downloadUrl).toMatch(
      new RegExp(`^/api/resources/${before.id}/file\\?lead=\\d+&expires=\\d+&signature=[A-Za-z0-9_-]{43}$`),
    );
    expect(leadCount(before.id)).toBe(leadsBefore + 1);
    expect(resourceBySlug("prd-guidelines").downloadCount).toBe(before.downloadCount + 1);
    expect(body.downloadCount).toBe(before.downloadCount + 1);
    const lead = t.db
      .select()
      .from(resourceDownloads)
      .where(eq(resourceDownloads.resourceId, before.id))
      .orderBy(sql`${resourceDownloads.id} desc`)
      .get()!;
    expect(lead).toMatchObject({
      name: "Jordan Lee",
      email: "jordan@example.com",
      linkedinUrl: "https://www.linkedin.com/in/jordan-lee",
      downloadedAt: new Date("2036-11-22T15:00:00.000Z"),
      ipAddress: "203.0.113.77",
      userAgent: "IntegrationTest/1.0",
    });
  });

  test("200 concurrent requests for one resource leave exactly 200 leads and a count raised by 200", async () => {
    const before = resourceBySlug("discovery-toolkit");
    const leadsBefore = leadCount(before.id);
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        requestDownload(before.id, { ...LEAD, email: `person${i}@example.com` }, { ip }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(200).fill(200));
    expect(leadCount(before.id)).toBe(leadsBefore + 200);
    expect(resourceBySlug("discovery-toolkit").downloadCount).toBe(before.downloadCount + 200);
    const counts = await Promise.all(responses.map(async (r) => ((await r.json()) as RequestAnswer).downloadCount));
    // Every request saw its own count: the 200 answers are 200 consecutive numbers.
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => before.downloadCount + 1 + i));
  });

  describe("each invalid field gets a 400 with the product's message and nothing is stored", () => {
    type Case = [string, Record<string, unknown>, "detail" | undefined, string, string];
    // The list's dialog words it without a full stop, the detail page's form with one.
    const linkedin = (name: string, linkedinUrl: string, form?: "detail"): Case => [
      name,
      { ...LEAD, linkedinUrl },
      form,
      "linkedinUrl",
      form ? "Please enter a valid LinkedIn URL." : "Please enter a valid LinkedIn URL",
    ];
    // The name and e-mail are worded the same in both forms.
    const refusedIn =
      (field: string, message: string) =>
      (name: string, body: Record<string, unknown>): Case => [name, body, undefined, field, message];
    const badName = refusedIn("name", "Name must be at least 2 characters.");
    const badEmail = refusedIn("email", "Please enter a valid email address.");
    const cases: Case[] = [
      badName("a one-letter name", { ...LEAD, name: "J" }),
      badName("a blank name", { ...LEAD, name: "   " }),
      badName("a missing name", { email: LEAD.email, linkedinUrl: LEAD.linkedinUrl }),
      badEmail("a bad e-mail", { ...LEAD, email: "jordan@" }),
      badEmail("a missing e-mail", { name: LEAD.name, linkedinUrl: LEAD.linkedinUrl }),
      linkedin("a non-LinkedIn URL (list)", "https://example.com/in/jordan"),
      linkedin("a look-alike host (list)", "https://linkedin.com.evil.example/x"),
      linkedin("linkedin.com only in the query (list)", "https://evil.example/?linkedin.com"),
      linkedin("not a URL (list)", "linkedin.com/in/jordan"),
      linkedin("a non-LinkedIn URL (detail)", "https://example.com/in/jordan", "detail"),
      linkedin("a look-alike host (detail)", "https://linkedin.com.evil.example/x", "detail"),
      linkedin("a javascript: address (detail)", "javascript:alert(1)//linkedin.com", "detail"),
    ];
    for (const [name, body, form, field, message] of cases) {
      test(name, async () => {
        const resource = resourceBySlug("product-ops-playbook");
        const leadsBefore = leadCount();
        const res = await requestDownload(resource.id, body, { form });
        expect(res.status).toBe(400);
        const answer = (await res.json()) as { success: boolean; message: string; errors: Record<string, string> };
        expect(answer.success).toBe(false);
        expect(answer.message).toBe(message);
        expect(answer.errors[field]).toBe(message);
        expect(leadCount()).toBe(leadsBefore);
        expect(resourceBySlug("product-ops-playbook").downloadCount).toBe(resource.downloadCount);
      });
    }

    test("a body that is not JSON", async () => {
      const leadsBefore = leadCount();
      const res = await requestDownload(resourceBySlug("product-ops-playbook").id, "{not json");
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, message: "The request body is not valid JSON.", errors: {} });
      expect(leadCount()).toBe(leadsBefore);
    });
  });

  test("a draft or unknown resource is 404 and stores nothing", async () => {
    const draft = resourceBySlug("internal-pricing-calculator");
    const leadsBefore = leadCount();
    for (const id of [draft.id, 999_999, "abc"]) {
      const res = await requestDownload(id, LEAD);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: "Resource not found" });
    }
    expect(leadCount()).toBe(leadsBefore);
    expect(resourceBySlug("internal-pricing-calculator").downloadCount).toBe(0);
  });

  test("a resource whose file is an outside address answers with that address and still stores the lead", async () => {
    const resource = resourceBySlug("annual-benchmark-report");
    const res = await requestDownload(resource.id, LEAD);
    expect(await res.json()).toMatchObject({
      success: true,
      downloadUrl: "https://files.example.org/benchmark-2026.pdf",
      fileName: "Benchmark-2026.pdf",
    });
    expect(leadCount(resource.id)).toBe(1);
  });

  test("one address gets at least 300 requests in 10 minutes, then 429 with Retry-After until the window ends", async () => {
    const resource = resourceBySlug("pm-interview-checklist");
    const office = freshIp();
    for (let i = 0; i < 300; i++) {
      const res = await requestDownload(resource.id, LEAD, { ip: office });
      expect(res.status).toBe(200);
    }
    const leadsBefore = leadCount(resource.id);
    const refused = await requestDownload(resource.id, LEAD, { ip: office });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("600");
    expect(await refused.json()).toEqual({
      success: false,
      message: "Too many download requests from your network. Please try again later.",
    });
    expect(leadCount(resource.id)).toBe(leadsBefore);
    // Another address is not affected.
    expect((await requestDownload(resource.id, LEAD, { ip: freshIp() })).status).toBe(200);
    const saved = clock;
    try {
      clock += 9 * 60 * 1000;
      const later = await requestDownload(resource.id, LEAD, { ip: office });
      expect(later.status).toBe(429);
      expect(later.headers.get("retry-after")).toBe("60");
      clock += 60 * 1000;
      expect((await requestDownload(resource.id, LEAD, { ip: office })).status).toBe(200);
    } finally {
      clock = saved;
    }
  });

  test("a form-encoded body is refused (the JSON API takes JSON)", async () => {
    const res = await t.app.request(`/api/resources/${resourceBySlug("prd-guidelines").id}/request`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SITE },
      body: new URLSearchParams(LEAD).toString(),
    });
    expect(res.status).toBe(415);
  });
});

describe("the signed download link", () => {
  test("downloads the exact bytes with download headers", async () => {
    const link = await signedLinkFor("prd-guidelines");
    const res = await t.app.request(link);
    expect(res.status).toBe(200);
    expect(sha256(await res.arrayBuffer())).toBe(PRD_SHA256);
    expect(sha256(await Bun.file(`${SEED_FILES}/prd-guidelines.pdf`).arrayBuffer())).toBe(PRD_SHA256);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-length")).toBe(String(PRD_SIZE));
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="Meridian-PRD-Guidelines.pdf"; filename*=UTF-8''Meridian-PRD-Guidelines.pdf`,
    );
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("cache-control")).toStartWith("private, no-store");
    expect(res.headers.get("accept-ranges")).toBe("bytes");
  });

  test("every file type gets its own content type", async () => {
    const expected: Record<string, string> = {
      "product-roadmap-template": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "product-ops-playbook": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "discovery-toolkit": "application/zip",
      "product-leadership-field-guide": "application/epub+zip",
    };
    for (const [slug, type] of Object.entries(expected)) {
      const res = await t.app.request(await signedLinkFor(slug));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
    }
    const epub = await t.app.request(await signedLinkFor("product-leadership-field-guide"));
    expect(sha256(await epub.arrayBuffer())).toBe("6f8751b10b87706eeefbc50bab4a0c6707d32a51b264e48816ac89fd22119197");
  });

  test("supports Range (206, 416) and HEAD", async () => {
    const link = await signedLinkFor("prd-guidelines");
    const whole = new Uint8Array(await Bun.file(`${SEED_FILES}/prd-guidelines.pdf`).arrayBuffer());

    const part = await t.app.request(link, { headers: { Range: "bytes=100-1123" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-1123/${PRD_SIZE}`);
    expect(part.headers.get("content-length")).toBe("1024");
    expect(sha256(await part.arrayBuffer())).toBe(sha256(whole.slice(100, 1124)));

    const tail = await t.app.request(link, { headers: { Range: "bytes=-12" } });
    expect(tail.status).toBe(206);
    expect(new Uint8Array(await tail.arrayBuffer())).toEqual(whole.slice(PRD_SIZE - 12));

    const outside = await t.app.request(link, { headers: { Range: `bytes=${PRD_SIZE}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get("content-range")).toBe(`bytes */${PRD_SIZE}`);

    const head = await t.app.request(link, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(PRD_SIZE));
    expect(head.headers.get("content-type")).toBe("application/pdf");
    expect(await head.text()).toBe("");
  });

  test("works for 15 minutes and then answers 403 with a clear message (injected clock)", async () => {
    const link = await signedLinkFor("prd-guidelines");
    const saved = clock;
    try {
      clock += 15 * 60 * 1000 - 1000;
      expect((await t.app.request(link)).status).toBe(200);
      clock += 1000;
      const expired = await t.app.request(link);
      await expectRefused(expired, 403, "This download link has expired. Please request the resource again.");
    } finally {
      clock = saved;
    }
  });

  test("any change to the link, or a guessed one, gets 403 or 404 and no bytes", async () => {
    const link = await signedLinkFor("prd-guidelines");
    const url = new URL(link, SITE);
    const id = resourceBySlug("prd-guidelines").id;
    const otherId = resourceBySlug("pm-interview-checklist").id;
    const signature = url.searchParams.get("signature")!;
    const flipped = signature.slice(0, 10) + (signature[10] === "A" ? "B" : "A") + signature.slice(11);
    const withParam = (name: string, value: string) => {
      const changed = new URL(url);
      changed.searchParams.set(name, value);
      return changed.pathname + changed.search;
    };
    const invalid = { success: false, message: "This download link is not valid. Please request the resource again." };
    const tampered = [
      withParam("signature", flipped),
      withParam("lead", String(Number(url.searchParams.get("lead")) + 1)),
      withParam("expires", String(Number(url.searchParams.get("expires")) + 86_400)),
      // The same numbers in another spelling: only the link as issued works.
      withParam("expires", `0${url.searchParams.get("expires")}`),
      withParam("expires", `+${url.searchParams.get("expires")}`),
      withParam("lead", `0${url.searchParams.get("lead")}`),
      link.replace(`/api/resources/${id}/`, `/api/resources/${otherId}/`),
      `/api/resources/${id}/file`,
      `/api/resources/${id}/file?lead=1&expires=9999999999&signature=${"A".repeat(43)}`,
      `/api/resources/prd-guidelines/file${url.search}`,
    ];
    for (const path of tampered) {
      const res = await t.app.request(path);
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual(invalid);
    }
  });

  test("a link issued before the resource was unpublished stops working (404)", async () => {
    const resource = createResource(t.services, {
      slug: "short-lived-guide",
      fileUrl: resourceBySlug("prd-guidelines").fileUrl,
    });
    const link = await signedLinkFor("short-lived-guide");
    expect((await t.app.request(link)).status).toBe(200);
    await t.services.resources.update(resource.id, {
      ...resource,
      category: "Guidelines",
      fileType: "PDF",
      published: false,
    });
    const res = await t.app.request(link);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: "Resource not found" });
    // Deleting it must not delete the file another resource still uses.
    await t.services.resources.delete(resource.id);
    expect(await t.storage.get(keyFromPrivateFileUrl(resourceBySlug("prd-guidelines").fileUrl)!)).not.toBeNull();
  });
});

describe("no path but the signed link serves a private file", () => {
  test("the stored file's key, under every spelling of a public or admin path", async () => {
    const key = keyFromPrivateFileUrl(resourceBySlug("prd-guidelines").fileUrl)!;
    expect(key).toMatch(/^private\/seed\/[a-z0-9]+\.pdf$/);
    const rest = key.slice("private/".length);
    const encoded = encodeURIComponent(`../${key}`);
    const paths = [
      `/uploads/${rest}`,
      `/uploads/${key}`,
      `/uploads/${encoded}`,
      `/uploads/..%2F${key.replace("/", "%2F")}`,
      `/uploads/%2e%2e/${key}`,
      `/${key}`,
      `/${rest}`,
      `/api/admin/files/${rest}`,
      `/api/resources/${resourceBySlug("prd-guidelines").id}/file`,
      `/assets/../uploads/${key}`,
      `/resources/prd-guidelines/download`,
      `/api/images/proxy?url=${encodeURIComponent(`${SITE}/api/admin/files/${rest}`)}`,
    ];
    for (const path of paths) {
      const res = await t.app.request(path);
      expect(res.status, path).not.toBe(200);
      expect(res.status, path).not.toBe(206);
      expect(sha256(await res.arrayBuffer())).not.toBe(PRD_SHA256);
    }
  });

  test("a draft's file is served to nobody", async () => {
    for (const path of ["/uploads/fixtures/internal-pricing.pdf", "/api/admin/files/fixtures/internal-pricing.pdf"]) {
      const res = await t.app.request(path);
      expect(res.status, path).not.toBe(200);
      expect(await res.text()).not.toContain("never public");
    }
  });

  test("the public JSON never names the stored file", async () => {
    const text = await (await t.app.request("/api/resources")).text();
    expect(text).not.toContain("/api/admin/files/");
    expect(text).not.toContain("private/");
  });
});

describe("the detail page's form without JavaScript", () => {
  const post = (slug: string, fields: Record<string, string>, origin: string = SITE) =>
    t.app.request(`/resources/${slug}/download`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: origin,
        "X-Forwarded-For": freshIp(),
      },
      body: new URLSearchParams(fields).toString(),
    });

  test("a valid form stores the lead and answers with the file", async () => {
    const before = resourceBySlug("prd-guidelines");
    const res = await post("prd-guidelines", LEAD);
    expect(res.status).toBe(303);
    const location = res.headers.get("location")!;
    expect(location).toMatch(new RegExp(`^/api/resources/${before.id}/file\\?lead=\\d+&expires=\\d+&signature=`));
    expect(resourceBySlug("prd-guidelines").downloadCount).toBe(before.downloadCount + 1);
    const file = await t.app.request(location);
    expect(sha256(await file.arrayBuffer())).toBe(PRD_SHA256);
    expect(file.headers.get("content-disposition")).toStartWith("attachment;");
  });

  test("an invalid form renders the page again with the detail page's messages and the values sent", async () => {
    const leadsBefore = leadCount();
    const res = await post("prd-guidelines", {
      name: "J",
      email: "jordan@example.com",
      linkedinUrl: "https://linkedin.com.evil.example/x",
    });
    expect(res.status).toBe(400);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect((await select(html, "#download-name-error")).map((e) => e.text)).toEqual([
      "Name must be at least 2 characters.",
    ]);
    expect((await select(html, "#download-linkedinUrl-error")).map((e) => e.text)).toEqual([
      "Please enter a valid LinkedIn URL.",
    ]);
    expect(await select(html, "#download-email-error")).toEqual([]);
    const inputs = await select(html, "form[action='/resources/prd-guidelines/download'] input");
    expect(inputs.map((i) => [i.attrs.name, i.attrs.value ?? ""])).toEqual([
      ["name", "J"],
      ["email", "jordan@example.com"],
      ["linkedinUrl", "https://linkedin.com.evil.example/x"],
    ]);
    expect(leadCount()).toBe(leadsBefore);
  });

  test("a post from another site is refused and stores nothing", async () => {
    const leadsBefore = leadCount();
    const res = await post("prd-guidelines", LEAD, "https://evil.example");
    expect(res.status).toBe(403);
    expect(leadCount()).toBe(leadsBefore);
  });

  test("a draft's form post is the 404 page", async () => {
    const res = await post("internal-pricing-calculator", LEAD);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("Resource not found");
  });
});

describe("/resources", () => {
  test("lists the published resources' cards with the product's parts", async () => {
    const res = await t.app.request("/resources");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect((await select(html, "h1")).map((e) => e.text)).toEqual(["Resources"]);
    expect(await cardTitles(html)).toEqual([...SEEDED_RESOURCE_TITLES, "Annual Benchmark Report"]);
    const search = await select(html, "input[type=search]");
    expect(search[0]?.attrs.placeholder).toBe("Search resources...");
    const options = await select(html, "select[name=category] option");
    expect(options.map((o) => o.text)).toEqual(["All Categories", ...CATEGORIES]);
    const card = "[data-resource-card='prd-guidelines']";
    expect((await select(html, `${card} [data-resource-category]`))[0]?.text).toBe("Guidelines");
    expect((await select(html, `${card} [data-resource-file-type]`))[0]?.text).toBe("File type: PDF");
    // A PDF shows its pages, counted when the sample was stored, rather than its size.
    expect((await select(html, `${card} [data-resource-size]`))[0]?.text).toBe("2\u00a0pages");
    expect((await select(html, `${card} h2 a`))[0]?.attrs.href).toBe("/resources/prd-guidelines");
    expect((await select(html, `${card} [data-download-button]`))[0]?.text).toBe(
      "Download Resource: Writing Effective Product Requirements",
    );
    // No size: 'N/A'.
    expect((await select(html, "[data-resource-card='annual-benchmark-report'] [data-resource-size]"))[0]?.text).toBe(
      "N/A",
    );
    expect(html).not.toContain("Internal Pricing Calculator");
  });

  test("search and category work from the address, without JavaScript", async () => {
    const titles = async (query: string) => cardTitles(await (await t.app.request(`/resources?${query}`)).text());
    expect(await titles("q=roadmap")).toEqual(["Outcome-Based Product Roadmap Template"]);
    expect(await titles("category=eBooks")).toEqual(["The Product Leadership Field Guide"]);
    expect(await titles("q=guide&category=Guidelines")).toEqual(["Writing Effective Product Requirements"]);
    const empty = await (await t.app.request("/resources?q=quantum")).text();
    expect(await cardTitles(empty)).toEqual([]);
    expect((await select(empty, "h2")).map((e) => e.text)).toContain("No resources found");
    // The chosen category stays chosen in the form.
    const filtered = await (await t.app.request("/resources?category=Tools")).text();
    expect((await select(filtered, "select[name=category] option[selected]")).map((o) => o.text)).toEqual(["Tools"]);
  });

  test("the count shown rises after a download", async () => {
    const count = async () =>
      (
        await select(
          await (await t.app.request("/resources")).text(),
          "[data-resource-card='product-ops-playbook'] [data-resource-downloads]",
        )
      )[0]?.text;
    t.db.update(resources).set({ downloadCount: 41 }).where(eq(resources.slug, "product-ops-playbook")).run();
    t.pageCache.clear();
    expect(await count()).toBe("41 downloads");
    await requestDownload(resourceBySlug("product-ops-playbook").id, LEAD);
    expect(await count()).toBe("42 downloads");
  });
});

describe("/resources/{slug}", () => {
  test("shows the product's parts of the detail page", async () => {
    t.db.update(resources).set({ downloadCount: 1 }).where(eq(resources.slug, "prd-guidelines")).run();
    t.pageCache.clear();
    const res = await t.app.request("/resources/prd-guidelines");
    expect(res.status).toBe(200);
    const html = await res.text();
    const text = (selector: string) => select(html, selector).then((found) => found.map((e) => e.text));
    expect(await text("h1")).toEqual(["Writing Effective Product Requirements"]);
    expect(await text("header [data-resource-category]")).toEqual(["Guidelines"]);
    expect(await text("header [data-resource-file-type]")).toEqual(["PDF"]);
    expect(await text("[data-resource-publisher]")).toEqual(["Published by Meridian Product Partners"]);
    // Two pages at 250 words, read at 200 words a minute.
    expect(await text("[data-resource-read-time]")).toEqual(["3 min read"]);
    expect(await text("main h2")).toEqual(["About This Resource", "Download Resource", "File Details"]);
    expect(await text("[data-file-details] dt")).toEqual(["Format", "Pages", "Size", "Downloads", "Category"]);
    expect(await text("[data-resource-downloads]")).toEqual(["1 download"]);
    expect(await text("[data-file-details] dd")).toEqual(["PDF", "2", "7.5 KB", "1", "Guidelines"]);
    expect(await text("[data-download-card] > p")).toEqual([
      "Access to this PDF resource requires your contact information. Complete a short form to start your download.",
    ]);
    expect((await select(html, "[data-resource-cover] img"))[0]?.attrs.src).toBe("/uploads/seed/prd-guidelines.webp");
    expect((await select(html, "main a[href='/resources']"))[0]?.text).toBe("Back to Resources");
    // The dialog's button, and the form that stands in for it without JavaScript.
    expect((await select(html, "[data-island='DownloadDialog'] button"))[0]?.text).toBe("Download Resource");
    expect((await select(html, "form[action='/resources/prd-guidelines/download']")).length).toBe(1);
  });

  test("read time is the description's words / 200, rounded up; no cover shows 'No Cover Image'", async () => {
    const html = await (await t.app.request("/resources/annual-benchmark-report")).text();
    expect((await select(html, "[data-resource-read-time]"))[0]?.text).toBe("3 min read");
    expect((await select(html, "[data-resource-cover='none']"))[0]?.text).toBe("No Cover Image");
    expect((await select(html, "[data-file-details] dd"))[1]?.text).toBe("N/A");
  });

  test("JSON-LD DigitalDocument and Open Graph with the cover", async () => {
    const html = await (await t.app.request("/resources/prd-guidelines")).text();
    const ld = (await select(html, "script[type='application/ld+json']")).map((s) => JSON.parse(s.text));
    expect(ld).toEqual([
      expect.objectContaining({
        "@type": "DigitalDocument",
        name: "Writing Effective Product Requirements",
        url: `${SITE}/resources/prd-guidelines`,
        encodingFormat: "application/pdf",
        genre: "Guidelines",
        image: [expect.stringMatching(/^https:\/\/consultancy\.test\/share\/resource-\d+-[\w-]{16}\.png$/)],
      }),
    ]);
    const og = Object.fromEntries(
      (await select(html, "meta[property^='og:']")).map((m) => [m.attrs.property, m.attrs.content ?? ""]),
    );
    expect(og["og:image"]).toMatch(/^https:\/\/consultancy\.test\/share\/resource-\d+-[\w-]{16}\.png$/);
    expect(og["og:title"]).toBe("Writing Effective Product Requirements | Meridian Product Partners");
    expect(og["og:url"]).toBe(`${SITE}/resources/prd-guidelines`);
  });

  test("a draft or unknown slug is 'Resource not found' with 'Back to Resources', status 404", async () => {
    for (const slug of ["internal-pricing-calculator", "no-such-resource"]) {
      const res = await t.app.request(`/resources/${slug}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect((await select(html, "h1")).map((e) => e.text)).toEqual(["Resource not found"]);
      expect((await select(html, "main a[href='/resources']"))[0]?.text).toBe("Back to Resources");
      expect(html).not.toContain("Internal Pricing Calculator");
    }
  });
});

test("the sitemap lists /resources and every published resource, never a draft", async () => {
  const xml = await (await t.app.request("/sitemap.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!).filter((l) => l.includes("/resources"));
  expect(locs).toEqual([
    `${SITE}/resources`,
    `${SITE}/resources/product-roadmap-template`,
    `${SITE}/resources/prd-guidelines`,
    `${SITE}/resources/product-ops-playbook`,
    `${SITE}/resources/discovery-toolkit`,
    `${SITE}/resources/pm-interview-checklist`,
    `${SITE}/resources/product-leadership-field-guide`,
    `${SITE}/resources/annual-benchmark-report`,
  ]);
});

describe("/resources in pages, as /blog (docs/product.md#resources-paging)", () => {
  let paged: Awaited<ReturnType<typeof createTestApp>>;
  afterAll(() => paged.close());
  const added = 15;

  beforeAll(async () => {
    paged = await createTestApp({ now: () => clock });
    for (let i = 1; i <= added; i++) {
      const n = String(i).padStart(2, "0");
      createResource(paged.services, {
        title: `Paging Resource ${n}`,
        slug: `paging-resource-${n}`,
        category: "Worksheets",
      });
    }
  });

  test("12 a page; page 2 has the rest, no card twice, with rel links and its own canonical address", async () => {
    const all = [...SEEDED_RESOURCE_TITLES, ...Array.from({ length: added }, (_, i) => `Paging Resource ${i + 1}`)];
    expect(all.length).toBeGreaterThan(12);
    expect(all.length).toBeLessThanOrEqual(24);

    const first = await (await paged.app.request("/resources")).text();
    const second = await paged.app.request("/resources?page=2");
    expect(second.status).toBe(200);
    const secondHtml = await second.text();
    const [one, two] = [await cardTitles(first), await cardTitles(secondHtml)];
    expect(one).toHaveLength(12);
    expect(two).toHaveLength(all.length - 12);
    expect(new Set([...one, ...two]).size).toBe(all.length);

    const links = await select(first, 'nav[aria-label="Pagination"] a');
    expect(links.map((l) => [l.text.trim(), l.attrs.href, l.attrs.rel ?? null])).toEqual([
      ["1", "/resources", null],
      ["2", "/resources?page=2", "next"],
      ["Next→", "/resources?page=2", "next"],
    ]);
    const prev = (await select(secondHtml, 'nav[aria-label="Pagination"] a[rel="prev"]')).map((l) => l.attrs.href);
    expect(prev).toEqual(["/resources", "/resources"]);
    expect(secondHtml).toContain(`<link rel="canonical" href="${SITE}/resources?page=2"/>`);
    expect((await select(secondHtml, "title"))[0]?.text).toContain("(Page 2) |");
  });

  test("the API pages the same way and counts every match in X-Total-Count", async () => {
    const page = async (n: number) => {
      const res = await paged.app.request(`/api/resources?category=Worksheets&limit=12&page=${n}`);
      expect(res.headers.get("X-Total-Count")).toBe(String(added));
      return ((await res.json()) as { slug: string }[]).map((r) => r.slug);
    };
    const [one, two] = [await page(1), await page(2)];
    expect(one).toHaveLength(12);
    expect(two).toHaveLength(added - 12);
    expect(new Set([...one, ...two]).size).toBe(added);
    expect(await page(3)).toEqual([]);
  });

  test("page links keep the search and the category, which work without JavaScript", async () => {
    const html = await (await paged.app.request("/resources?q=paging&category=Worksheets")).text();
    expect(await cardTitles(html)).toHaveLength(12);
    const next = (await select(html, 'nav[aria-label="Pagination"] a[rel="next"]'))[0];
    expect(next?.attrs.href).toBe("/resources?q=paging&category=Worksheets&page=2");
    const last = await (await paged.app.request("/resources?q=paging&category=Worksheets&page=2")).text();
    expect(await cardTitles(last)).toHaveLength(added - 12);
  });

  test("a page past the last one redirects to the last; one that is not a number to the first", async () => {
    const past = await paged.app.request("/resources?page=7&category=Worksheets");
    expect(past.status).toBe(302);
    expect(past.headers.get("location")).toBe("/resources?category=Worksheets&page=2");
    const none = await paged.app.request("/resources?q=zzz&page=2");
    expect(none.headers.get("location")).toBe("/resources?q=zzz");
    for (const bad of ["0", "-1", "abc", "1.5"]) {
      const res = await paged.app.request(`/resources?page=${bad}`);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/resources");
    }
  });
});
