// The resource service on a real, migrated SQLite file and real local storage, without sample
// content: public reads see published resources only, search and category match as docs/product.md says, a
// download request stores exactly one lead and one count in one transaction, and the admin writes
// keep their rules, announce every change and delete the files they leave unaddressed.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { migratedDb } from "../../tests/support/memory-db";
import { tempFolders } from "../../tests/support/temp-folders";
import type { Db } from "../db/client";
import { blogPosts, resourceDownloads, resources } from "../db/schema";
import type { ResourceData } from "../shared/schemas";
import { createLocalStorage, type FileStorage } from "../storage";
import { createContentEvents } from "./content-events";
import { createDownloadLinks } from "./download-links";
import { createResourceService, type ResourceService } from "./resources";

const newFolder = tempFolders("resource-service-");
let dir: string;
let db: Db;
let storage: FileStorage;
let close: () => void;
let service: ResourceService;
let changes: number;
let now: number;

const LEAD = { name: "Jordan Lee", email: "jordan@example.com", linkedinUrl: "https://www.linkedin.com/in/jordan-lee" };
const CONTEXT = { ip: "203.0.113.9", userAgent: "TestBrowser/1.0" };

beforeEach(() => {
  dir = newFolder();
  const opened = migratedDb(join(dir, "site.db"));
  db = opened.db;
  close = () => opened.sqlite.close();
  storage = createLocalStorage(join(dir, "uploads"));
  const events = createContentEvents();
  changes = 0;
  events.onChange(() => changes++);
  now = Date.parse("2026-03-04T15:00:00.000Z");
  const links = createDownloadLinks(new Uint8Array(32).fill(7), () => now);
  service = createResourceService({ db, storage, events, links, now: () => now });
});

afterEach(() => close());

function input(overrides: Partial<ResourceData> & { title: string; slug: string }): ResourceData {
  return {
    description: `About ${overrides.title}.`,
    category: "Templates",
    fileUrl: "/api/admin/files/uploads/file.pdf",
    fileName: "file.pdf",
    fileSize: "1 KB",
    fileType: "PDF",
    pageCount: null,
    coverImage: null,
    published: true,
    publishedAt: null,
    metaTitle: null,
    metaDescription: null,
    shareImage: null,
    ...overrides,
  };
}

const slugs = (rows: { slug: string }[]) => rows.map((r) => r.slug);

describe("public reads", () => {
  beforeEach(() => {
    service.create(input({ title: "Roadmap Canvas", slug: "roadmap-canvas", publishedAt: new Date("2026-03-01") }));
    service.create(
      input({
        title: "Discovery Interview Guide",
        slug: "discovery-interview-guide",
        description: "Questions that uncover the ROADMAP risks early.",
        category: "Guidelines",
        publishedAt: new Date("2026-03-03"),
      }),
    );
    service.create(
      input({ title: "Pricing Model Draft", slug: "pricing-model-draft", category: "Worksheets", published: false }),
    );
    service.create(
      input({
        title: "eBook on Hiring",
        slug: "ebook-on-hiring",
        category: "eBooks",
        publishedAt: new Date("2026-02-01"),
      }),
    );
  });

  test("the list holds published resources only, newest first", () => {
    expect(slugs(service.listPublished().resources)).toEqual([
      "discovery-interview-guide",
      "roadmap-canvas",
      "ebook-on-hiring",
    ]);
  });

  test("search matches title or description, case-insensitively; category matches exactly", () => {
    expect(slugs(service.listPublished({ q: "roadmap" }).resources)).toEqual([
      "discovery-interview-guide",
      "roadmap-canvas",
    ]);
    expect(slugs(service.listPublished({ q: "CANVAS" }).resources)).toEqual(["roadmap-canvas"]);
    expect(slugs(service.listPublished({ q: "roadmap", category: "Templates" }).resources)).toEqual(["roadmap-canvas"]);
    expect(slugs(service.listPublished({ category: "templates" }).resources)).toEqual([]);
    // A draft is found by nothing.
    expect(slugs(service.listPublished({ q: "pricing" }).resources)).toEqual([]);
    // LIKE's wildcards are literal characters.
    expect(slugs(service.listPublished({ q: "%" }).resources)).toEqual([]);
    expect(slugs(service.listPublished({ q: "_" }).resources)).toEqual([]);
  });

  test("categories of published resources, sorted without regard to case", () => {
    expect(service.categories()).toEqual(["eBooks", "Guidelines", "Templates"]);
  });

  test("a draft cannot be read by slug or id", () => {
    expect(service.getPublishedBySlug("pricing-model-draft")).toBeNull();
    const draft = db
      .select()
      .from(resources)
      .all()
      .find((r) => r.slug === "pricing-model-draft")!;
    expect(service.getPublishedById(draft.id)).toBeNull();
    expect(service.getPublishedBySlug("roadmap-canvas")?.title).toBe("Roadmap Canvas");
  });
});

describe("requestDownload", () => {
  test("stores one lead with its context and raises the count by one, in one transaction", () => {
    const resource = service.create(input({ title: "Roadmap Canvas", slug: "roadmap-canvas" }));
    changes = 0;
    const ticket = service.requestDownload(resource.id, LEAD, CONTEXT)!;
    expect(ticket.downloadCount).toBe(1);
    expect(ticket.fileName).toBe("file.pdf");
    expect(ticket.downloadUrl).toStartWith(`/api/resources/${resource.id}/file?lead=${ticket.leadId}&expires=`);
    expect(db.select().from(resourceDownloads).all()).toEqual([
      {
        id: ticket.leadId,
        resourceId: resource.id,
        name: "Jordan Lee",
        email: "jordan@example.com",
        linkedinUrl: "https://www.linkedin.com/in/jordan-lee",
        downloadedAt: new Date("2026-03-04T15:00:00.000Z"),
        ipAddress: "203.0.113.9",
        userAgent: "TestBrowser/1.0",
        privacyVersion: expect.stringMatching(/^[0-9a-f]{12}$/),
      },
    ]);
    expect(service.getById(resource.id)?.downloadCount).toBe(1);
    // The count is on public pages: their cache must be cleared.
    expect(changes).toBe(1);
  });

  test("a draft or unknown resource stores nothing", () => {
    const draft = service.create(input({ title: "Draft", slug: "draft", published: false }));
    expect(service.requestDownload(draft.id, LEAD, CONTEXT)).toBeNull();
    expect(service.requestDownload(9999, LEAD, CONTEXT)).toBeNull();
    expect(db.select().from(resourceDownloads).all()).toEqual([]);
    expect(service.getById(draft.id)?.downloadCount).toBe(0);
  });

  test("if raising the count fails, the lead is not stored either", () => {
    const resource = service.create(input({ title: "Roadmap Canvas", slug: "roadmap-canvas" }));
    // The lead is inserted first; making the count's UPDATE fail shows the insert is rolled back.
    db.$client.exec("CREATE TRIGGER refuse_count BEFORE UPDATE ON resources BEGIN SELECT RAISE(ABORT, 'refused'); END");
    expect(() => service.requestDownload(resource.id, LEAD, CONTEXT)).toThrow("refused");
    db.$client.exec("DROP TRIGGER refuse_count");
    expect(db.select().from(resourceDownloads).all()).toEqual([]);
    expect(service.getById(resource.id)?.downloadCount).toBe(0);
  });

  test("a resource with an outside file answers with that address", () => {
    const resource = service.create(
      input({ title: "Benchmark", slug: "benchmark", fileUrl: "https://files.example.org/benchmark.pdf" }),
    );
    expect(service.requestDownload(resource.id, LEAD, CONTEXT)?.downloadUrl).toBe(
      "https://files.example.org/benchmark.pdf",
    );
  });

  test("a long user agent is cut to 512 characters", () => {
    const resource = service.create(input({ title: "Roadmap Canvas", slug: "roadmap-canvas" }));
    service.requestDownload(resource.id, LEAD, { ip: null, userAgent: "x".repeat(2000) });
    expect(db.select().from(resourceDownloads).get()?.userAgent).toHaveLength(512);
  });
});

describe("openDownload", () => {
  async function stored() {
    await storage.put("private/uploads/guide.pdf", "%PDF-1.4 guide");
    return service.create(
      input({ title: "Guide", slug: "guide", fileUrl: "/api/admin/files/uploads/guide.pdf", fileName: "Guide.pdf" }),
    );
  }
  const partsOf = (link: string) => {
    const url = new URL(link, "https://site.test");
    return {
      resourceId: url.pathname.split("/")[3]!,
      lead: url.searchParams.get("lead") ?? undefined,
      expires: url.searchParams.get("expires") ?? undefined,
      signature: url.searchParams.get("signature") ?? undefined,
    };
  };

  test("a signed link opens the stored file under the resource's name and type", async () => {
    const resource = await stored();
    const ticket = service.requestDownload(resource.id, LEAD, CONTEXT)!;
    const opened = await service.openDownload(partsOf(ticket.downloadUrl));
    if (!opened.ok) throw new Error(opened.message);
    expect(await opened.download.file.text()).toBe("%PDF-1.4 guide");
    expect(opened.download.fileName).toBe("Guide.pdf");
    expect(opened.download.contentType).toBe("application/pdf");
  });

  test("unpublishing the resource or deleting its file closes links already given", async () => {
    const resource = await stored();
    const parts = partsOf(service.requestDownload(resource.id, LEAD, CONTEXT)!.downloadUrl);
    await storage.delete("private/uploads/guide.pdf");
    expect(await service.openDownload(parts)).toEqual({
      ok: false,
      status: 404,
      message: "The file of this resource is not available. Please contact us.",
    });
    await service.update(
      resource.id,
      input({ title: "Guide", slug: "guide", published: false, fileUrl: resource.fileUrl }),
    );
    expect(await service.openDownload(parts)).toEqual({ ok: false, status: 404, message: "Resource not found" });
  });
});

describe("admin writes", () => {
  test("create, update and delete each announce the change", async () => {
    const created = service.create(input({ title: "Canvas", slug: "canvas" }));
    expect(changes).toBe(1);
    await service.update(created.id, input({ title: "Canvas v2", slug: "canvas" }));
    expect(changes).toBe(2);
    expect(await service.delete(created.id)).toBe(true);
    expect(changes).toBe(3);
    expect(await service.delete(created.id)).toBe(false);
    expect(changes).toBe(3);
  });

  test("publishedAt: the given date, else now when created published, kept through updates", async () => {
    const given = service.create(input({ title: "A", slug: "a", publishedAt: new Date("2025-12-24T00:00:00Z") }));
    expect(given.publishedAt).toEqual(new Date("2025-12-24T00:00:00Z"));
    const draft = service.create(input({ title: "B", slug: "b", published: false }));
    expect(draft.publishedAt).toBeNull();
    now += 60_000;
    const published = await service.update(draft.id, input({ title: "B", slug: "b", published: true }));
    expect(published?.publishedAt).toEqual(new Date("2026-03-04T15:01:00.000Z"));
    now += 60_000;
    const again = await service.update(draft.id, input({ title: "B", slug: "b", published: true }));
    expect(again?.publishedAt).toEqual(new Date("2026-03-04T15:01:00.000Z"));
  });

  test("a slug in use is refused with the field named", async () => {
    service.create(input({ title: "A", slug: "shared" }));
    const other = service.create(input({ title: "B", slug: "other" }));
    expect(() => service.create(input({ title: "C", slug: "shared" }))).toThrow(
      "A resource with this slug already exists",
    );
    await expect(service.update(other.id, input({ title: "B", slug: "shared" }))).rejects.toMatchObject({
      field: "slug",
      reason: "conflict",
    });
  });

  test("an update never writes the download count", async () => {
    const resource = service.create(input({ title: "A", slug: "a" }));
    service.requestDownload(resource.id, LEAD, CONTEXT);
    service.requestDownload(resource.id, LEAD, CONTEXT);
    const updated = await service.update(resource.id, input({ title: "A2", slug: "a" }));
    expect(updated?.downloadCount).toBe(2);
    expect(service.downloadsOf(resource.id)).toHaveLength(2);
  });

  test("delete removes the row, its leads and its stored file and cover", async () => {
    await storage.put("private/uploads/a.pdf", "file a");
    await storage.put("public/covers/a.png", "cover a");
    const resource = service.create(
      input({ title: "A", slug: "a", fileUrl: "/api/admin/files/uploads/a.pdf", coverImage: "/uploads/covers/a.png" }),
    );
    service.requestDownload(resource.id, LEAD, CONTEXT);
    expect(await service.delete(resource.id)).toBe(true);
    expect(service.getById(resource.id)).toBeNull();
    expect(db.select().from(resourceDownloads).all()).toEqual([]);
    expect(await storage.get("private/uploads/a.pdf")).toBeNull();
    expect(await storage.get("public/covers/a.png")).toBeNull();
  });

  test("files another row still addresses are kept", async () => {
    await storage.put("private/uploads/shared.pdf", "shared file");
    await storage.put("public/covers/shared.png", "shared cover");
    const fields = { fileUrl: "/api/admin/files/uploads/shared.pdf", coverImage: "/uploads/covers/shared.png" };
    const first = service.create(input({ title: "A", slug: "a", ...fields }));
    service.create(input({ title: "B", slug: "b", fileUrl: fields.fileUrl }));
    db.insert(blogPosts)
      .values({
        title: "Post",
        slug: "post",
        author: "A",
        excerpt: "E",
        content: "<p>C</p>",
        category: "X",
        coverImage: fields.coverImage,
      })
      .run();
    await service.delete(first.id);
    expect(await storage.get("private/uploads/shared.pdf")).not.toBeNull();
    expect(await storage.get("public/covers/shared.png")).not.toBeNull();
  });

  test("an update that replaces the file and cover deletes the old ones", async () => {
    await storage.put("private/uploads/old.pdf", "old");
    await storage.put("private/uploads/new.pdf", "new");
    await storage.put("public/covers/old.png", "old cover");
    const resource = service.create(
      input({
        title: "A",
        slug: "a",
        fileUrl: "/api/admin/files/uploads/old.pdf",
        coverImage: "/uploads/covers/old.png",
      }),
    );
    await service.update(resource.id, input({ title: "A", slug: "a", fileUrl: "/api/admin/files/uploads/new.pdf" }));
    expect(await storage.get("private/uploads/old.pdf")).toBeNull();
    expect(await storage.get("public/covers/old.png")).toBeNull();
    expect(await storage.get("private/uploads/new.pdf")).not.toBeNull();
  });

  test("addresses a caller could abuse are refused before anything is written", () => {
    expect(() => service.create(input({ title: "A", slug: "Not A Slug" }))).toThrow(
      "Slug must be lowercase words separated by hyphens",
    );
    expect(() => service.create(input({ title: "A", slug: "a", fileUrl: "javascript:alert(1)" }))).toThrow(
      "Please enter a valid file URL",
    );
    expect(() => service.create(input({ title: "A", slug: "a", coverImage: "//evil.example/x.png" }))).toThrow(
      "Please enter a valid image URL",
    );
    expect(db.select().from(resources).all()).toEqual([]);
    expect(changes).toBe(0);
  });
});
