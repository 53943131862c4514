// The admin's resource API through the real app on a copy of the seeded database: the
// list with drafts, create/update/delete with the product's messages, 409 and 404, publishedAt set on
// first publication, the public API and the /resources page following each write at once (the
// content event clears the render cache), deletion removing the stored file and cover, the
// download history, both CSV exports (RFC 4180, formula injection neutralised), the admin's file
// routes, and the audit trail. Expected texts are written here, not imported.
import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { resources } from "../../src/db/schema";
import { collectionWrites, resourceBody } from "../support/admin-api";
import { expectWritten, fieldRefusal } from "../support/answers";
import { send, sendJson, sessionFor, withCookie } from "../support/auth";
import { createTestApp } from "../support/test-app";
import type { AdminResource } from "../../src/islands/admin/shared/data/api-types";

const t = await createTestApp({ trustProxy: true });
afterAll(() => t.close());

const asAdmin = withCookie(sessionFor(t.services, 1).cookie);

const writes = collectionWrites<AdminResource>(t.app, "/api/admin/resources", asAdmin);
const { create, update, remove } = writes;
const get = (path: string) => send(t.app, path, { headers: asAdmin });

const createOk = (overrides: Record<string, unknown> = {}) => writes.createOk(resourceBody(overrides));

async function publicSlugs(): Promise<string[]> {
  return ((await (await send(t.app, "/api/resources")).json()) as { slug: string }[]).map((r) => r.slug);
}

const pageHtml = async (path: string) => (await send(t.app, path)).text();

function requestDownload(id: number, lead: { name: string; email: string; linkedinUrl: string }) {
  return send(t.app, `/api/resources/${id}/request`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": "192.0.2.77", "User-Agent": "LeadBrowser/2.0" },
    body: JSON.stringify(lead),
  });
}

describe("GET /api/admin/resources", () => {
  test("every resource with the admin's fields, drafts included, newest first, never cached", async () => {
    const fields = { title: "Draft Pricing Sheet", slug: "draft-pricing-sheet", published: false };
    const draft = await createOk(fields);
    const res = await get("/api/admin/resources");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const list = (await res.json()) as AdminResource[];
    const seeded = t.sqlite.query<{ n: number }, []>("SELECT count(*) AS n FROM resources").get()!.n;
    expect(list).toHaveLength(seeded);
    // The record as it was sent, an empty cover stored as none.
    expect(list[0]).toEqual({
      ...resourceBody(fields),
      id: draft.id,
      pageCount: null,
      coverImage: null,
      metaTitle: null,
      metaDescription: null,
      shareImage: null,
      downloadCount: 0,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: expect.any(String),
    });
    // A seeded resource's file is stored here, at the admin's private address.
    expect(list.some((r) => r.fileUrl.startsWith("/api/admin/files/seed/"))).toBe(true);
    await remove(draft.id);
  });
});

describe("POST /api/admin/resources", () => {
  test("creates: 201 with the resource, publishedAt set by the server, public at once, audited", async () => {
    await pageHtml("/resources"); // warm the render cache, so a stale entry would be what answers
    expect(await pageHtml("/resources")).not.toContain("Discovery Interview Kit");

    const before = Date.now();
    const body = await expectWritten<{ resource: AdminResource }>(
      create(resourceBody()),
      201,
      "Resource created successfully",
    );
    expect(body.resource.slug).toBe("discovery-interview-kit");
    expect(body.resource.published).toBe(true);
    expect(Date.parse(body.resource.publishedAt!)).toBeGreaterThanOrEqual(before - 1000);

    expect(await publicSlugs()).toContain("discovery-interview-kit");
    expect(await pageHtml("/resources")).toContain("Discovery Interview Kit");
    expect((await send(t.app, "/resources/discovery-interview-kit")).status).toBe(200);

    const activity = (await (await get("/api/admin/activity?limit=5")).json()) as {
      action: string;
      summary: string;
      target: string | null;
      username: string | null;
    }[];
    expect(activity[0]).toMatchObject({
      action: "POST /api/admin/resources",
      summary: "Created resource",
      target: String(body.resource.id),
      username: "admin",
    });
    await remove(body.resource.id);
  });

  test("a draft stays out of the public API and pages", async () => {
    const draft = await createOk({ title: "Hidden Draft", slug: "hidden-draft", published: false });
    expect(draft.publishedAt).toBeNull();
    expect(await publicSlugs()).not.toContain("hidden-draft");
    expect(await pageHtml("/resources")).not.toContain("Hidden Draft");
    expect((await send(t.app, "/resources/hidden-draft")).status).toBe(404);
    await remove(draft.id);
  });

  test("an empty body: 400 with each required field's product message", async () => {
    const res = await create({});
    expect(res.status).toBe(400);
    const body = (await res.json()) as { success: boolean; message: string; errors: Record<string, string> };
    expect(body.success).toBe(false);
    // Each field's own message is the schema's test; here, that every required field is named.
    expect(Object.keys(body.errors).sort()).toEqual([
      "category",
      "description",
      "fileName",
      "fileType",
      "fileUrl",
      "slug",
      "title",
    ]);
    expect(body.message).toBe("Title is required");
  });

  test("a category or file type outside the product's lists, a bad file URL or cover: 400", async () => {
    const res = await create(resourceBody({ category: "Recipes", fileType: "EXE", coverImage: "javascript:alert(1)" }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
      category: "Category is required",
      fileType: "File type is required",
      coverImage: "Please enter a valid image URL",
    });
    for (const fileUrl of ["not a url", "//evil.example/x.pdf", "javascript:alert(1)", "/about"]) {
      const bad = await create(resourceBody({ fileUrl }));
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({
        fileUrl: "Please enter a valid file URL",
      });
    }
  });

  test("a slug another resource has: 409 with a clear message; nothing stored", async () => {
    const count = () => t.sqlite.query<{ n: number }, []>("SELECT count(*) AS n FROM resources").get()!.n;
    const before = count();
    const res = await create(resourceBody({ slug: "prd-guidelines" }));
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual(fieldRefusal("slug", "A resource with this slug already exists"));
    expect(count()).toBe(before);
  });

  test("a body that is not JSON: 415", async () => {
    expect((await writes.createNotJson()).status).toBe(415);
  });
});

describe("this site's own absolute addresses", () => {
  test("a pasted https://<site>/… file or cover is stored as a path: the file is gated and the cover served", async () => {
    const seeded = (await (await get("/api/admin/resources")).json()) as AdminResource[];
    const withFile = seeded.find(
      (r) => r.fileUrl.startsWith("/api/admin/files/") && r.coverImage?.startsWith("/uploads/"),
    )!;
    const res = await create(
      resourceBody({
        slug: "own-site-addresses",
        fileUrl: `https://consultancy.test${withFile.fileUrl}`,
        coverImage: `https://consultancy.test${withFile.coverImage}`,
      }),
    );
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: AdminResource };
    expect({ fileUrl: data.fileUrl, coverImage: data.coverImage }).toEqual({
      fileUrl: withFile.fileUrl,
      coverImage: withFile.coverImage,
    });

    // A visitor's request gets a signed link to the stored file, not the admin's address.
    const request = await sendJson(t.app, "POST", `/api/resources/${data.id}/request`, {
      name: "Own Site",
      email: "own.site@example.com",
      linkedinUrl: "https://www.linkedin.com/in/own-site",
    });
    const { downloadUrl } = (await request.json()) as { downloadUrl: string };
    expect(downloadUrl).toStartWith(`/api/resources/${data.id}/file?lead=`);
    expect((await send(t.app, downloadUrl)).status).toBe(200);
    // The cover is this site's file, so the page shows it directly, not through the image proxy.
    const page = await pageHtml("/resources/own-site-addresses");
    expect(page).toContain(`src="${withFile.coverImage}"`);
    expect(page).not.toContain("/api/images/proxy");
  });
});

describe("PUT /api/admin/resources/:id", () => {
  test("updates the fields, keeps publishedAt once set, and the public page follows", async () => {
    const made = await createOk({ title: "Roadmap Canvas", slug: "roadmap-canvas", published: false });
    await pageHtml("/resources");

    const published = await update(made.id, resourceBody({ title: "Roadmap Canvas", slug: "roadmap-canvas" }));
    expect(published.status).toBe(200);
    const first = (await published.json()) as { success: boolean; message: string; resource: AdminResource };
    expect(first.message).toBe("Resource updated successfully");
    expect(first.resource.publishedAt).not.toBeNull();
    expect(await pageHtml("/resources")).toContain("Roadmap Canvas");

    const renamed = await update(
      made.id,
      resourceBody({ title: "Roadmap Canvas, Second Edition", slug: "roadmap-canvas", category: "Tools" }),
    );
    const second = (await renamed.json()) as { resource: AdminResource };
    expect(second.resource).toMatchObject({ id: made.id, title: "Roadmap Canvas, Second Edition", category: "Tools" });
    expect(second.resource.publishedAt).toBe(first.resource.publishedAt);
    expect(await pageHtml("/resources")).toContain("Roadmap Canvas, Second Edition");

    const dated = await update(
      made.id,
      resourceBody({ slug: "roadmap-canvas", publishedAt: "2026-01-02T03:04:05.000Z" }),
    );
    expect(((await dated.json()) as { resource: AdminResource }).resource.publishedAt).toBe("2026-01-02T03:04:05.000Z");
    await remove(made.id);
  });

  test("an unknown id is a 404; an id that is no number a 400; another's slug a 409", async () => {
    const res = await update(999_999, resourceBody());
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: "Resource not found" });
    expect((await update("abc", resourceBody())).status).toBe(400);
    const made = await createOk({ slug: "slug-clash-check" });
    const clash = await update(made.id, resourceBody({ slug: "prd-guidelines" }));
    expect(clash.status).toBe(409);
    await remove(made.id);
  });
});

describe("DELETE /api/admin/resources/:id", () => {
  test("deletes the resource, its stored file and its cover; the public page follows; a second time 404", async () => {
    await t.storage.put("private/resources/delete-me.pdf", "%PDF-1.4 delete me");
    await t.storage.put("public/covers/delete-me.png", new Uint8Array([0x89, 0x50, 0x4e, 0x47]));
    const made = await createOk({
      title: "Short-Lived Checklist",
      slug: "short-lived-checklist",
      fileUrl: "/api/admin/files/resources/delete-me.pdf",
      coverImage: "/uploads/covers/delete-me.png",
    });
    expect(await pageHtml("/resources")).toContain("Short-Lived Checklist");

    const res = await remove(made.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Resource deleted successfully", data: null });
    expect(await t.storage.get("private/resources/delete-me.pdf")).toBeNull();
    expect(await t.storage.get("public/covers/delete-me.png")).toBeNull();
    expect(await pageHtml("/resources")).not.toContain("Short-Lived Checklist");
    expect(await publicSlugs()).not.toContain("short-lived-checklist");

    const again = await remove(made.id);
    expect(again.status).toBe(404);
  });
});

describe("download history and CSV exports", () => {
  test("the leads of a resource, newest first, with address and browser", async () => {
    const made = await createOk({ title: "Lead Magnet", slug: "lead-magnet" });
    const first = { name: "Ada Lovelace", email: "ada@example.com", linkedinUrl: "https://www.linkedin.com/in/ada" };
    const second = { name: "Grace Hopper", email: "grace@example.com", linkedinUrl: "https://linkedin.com/in/grace" };
    expect((await requestDownload(made.id, first)).status).toBe(200);
    expect((await requestDownload(made.id, second)).status).toBe(200);

    const res = await get(`/api/admin/resources/${made.id}/downloads`);
    expect(res.status).toBe(200);
    const leads = (await res.json()) as Record<string, unknown>[];
    expect(leads.map((lead) => lead.name)).toEqual(["Grace Hopper", "Ada Lovelace"]);
    expect(leads[0]).toEqual({
      id: expect.any(Number),
      name: "Grace Hopper",
      email: "grace@example.com",
      linkedinUrl: "https://linkedin.com/in/grace",
      createdAt: expect.stringMatching(/Z$/),
      downloadedAt: leads[0]!.createdAt,
      ipAddress: "192.0.2.77",
      userAgent: "LeadBrowser/2.0",
    });
    expect((await get("/api/admin/resources/999999/downloads")).status).toBe(404);
    await remove(made.id);
  });

  test("the CSV of a resource's leads: RFC 4180 quoting, formula injection neutralised, never cached", async () => {
    const made = await createOk({ title: "Formula Bait", slug: "formula-bait" });
    const lead = {
      name: '=HYPERLINK("http://x")',
      email: "bait@example.com",
      linkedinUrl: "https://www.linkedin.com/in/bait",
    };
    expect((await requestDownload(made.id, lead)).status).toBe(200);

    const res = await get(`/api/admin/resources/${made.id}/downloads.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toStartWith('attachment; filename="formula-bait-downloads.csv"');
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const csv = await res.text();
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe('"Name","Email","LinkedIn URL","Downloaded At","IP Address","User Agent"');
    expect(lines[1]).toStartWith(
      '"\'=HYPERLINK(""http://x"")","bait@example.com","https://www.linkedin.com/in/bait","20',
    );
    expect(lines[1]).toEndWith('"192.0.2.77","LeadBrowser/2.0"');
    expect(lines.at(-1)).toBe("");
    expect(csv).not.toContain('"=HYPERLINK');

    const all = await get("/api/admin/leads.csv");
    expect(all.status).toBe(200);
    expect(all.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(all.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"/);
    expect(all.headers.get("cache-control")).toBe("private, no-store");
    const allLines = (await all.text()).replace(/^\uFEFF/, "").split("\r\n");
    expect(allLines[0]).toBe(
      '"Resource","Resource Slug","Name","Email","LinkedIn URL","Downloaded At","IP Address","User Agent"',
    );
    expect(allLines[1]).toStartWith('"Formula Bait","formula-bait","\'=HYPERLINK(""http://x"")","bait@example.com"');
    await remove(made.id);
  });
});

describe("the admin's file routes", () => {
  test("a stored file: attachment under its name, nosniff, never cached; by id and by its own address", async () => {
    const seeded = t.db.select().from(resources).where(eq(resources.slug, "prd-guidelines")).get()!;
    const byId = await get(`/api/admin/resources/${seeded.id}/file`);
    expect(byId.status).toBe(200);
    expect(byId.headers.get("content-disposition")).toContain(`filename="${seeded.fileName}"`);
    expect(byId.headers.get("x-content-type-options")).toBe("nosniff");
    expect(byId.headers.get("cache-control")).toStartWith("private, no-store");
    const bytes = new Uint8Array(await byId.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");

    const byAddress = await get(seeded.fileUrl);
    expect(byAddress.status).toBe(200);
    expect(byAddress.headers.get("content-disposition")).toContain(`filename="${seeded.fileName}"`);
    expect((await byAddress.arrayBuffer()).byteLength).toBe(bytes.byteLength);
  });

  test("an outside address or a missing file: 404 JSON", async () => {
    const outside = await createOk({ slug: "outside-file" });
    const res = await get(`/api/admin/resources/${outside.id}/file`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: "This resource's file is not stored on this site." });
    expect((await get("/api/admin/resources/999999/file")).status).toBe(404);
    expect((await get("/api/admin/files/resources/nothing-here.pdf")).status).toBe(404);
    expect((await get("/api/admin/files/..%2F..%2Fsite.db")).status).toBe(404);
    await remove(outside.id);
  });
});
