// docs/product.md#editor: the editor pages are decided by the server like /admin (401 without a
// session, 403 for a role that may not read the kind, the 404 page for an address that is neither
// "new" nor an id), never cached and never indexed, and hand the island the site's time zone and
// the role's permissions. The saves behind them: the items' PUT refuses a `baseVersion` that is
// not the latest (409, as the autosave does) and every write answers the new `version`; one
// resource is read at GET /api/admin/resources/{id}. Case studies have theirs too.
import { afterAll, describe, expect, test } from "bun:test";
import { caseStudyBody, postBody, resourceBody } from "../support/admin-api";
import { send, sendJson } from "../support/auth";
import { signedInUser } from "../support/factories";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());
const admin = await signedInUser(t.services, { role: "admin", username: "ada-admin" });
const author = await signedInUser(t.services, { role: "author", username: "aaron-author" });

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
type Written = { data: { id: number; title: string }; version: number; message: string };

describe("the editor pages", () => {
  test("a signed-in admin gets the island, private and noindex, with the zone and the role's permissions", async () => {
    const paths = ["/admin/posts/new", "/admin/posts/1", "/admin/resources/new", "/admin/resources/3"];
    for (const path of [...paths, "/admin/case-studies/new", "/admin/case-studies/2"]) {
      const page = await send(t.app, path, { headers: admin.headers });
      expect(page.status, path).toBe(200);
      expect(page.headers.get("cache-control")).toBe("private, no-store");
      const body = await page.text();
      expect(body).toContain('content="noindex');
      expect(body).toContain('data-island="AdminEditor"');
      expect(body).toContain("resources.write");
    }
  });

  test("no session is 401, a role that may not read the kind 403, an address that names nothing the 404 page", async () => {
    expect((await send(t.app, "/admin/posts/new")).status).toBe(401);
    expect((await send(t.app, "/admin/posts/7", { headers: author.headers })).status).toBe(200);
    expect((await send(t.app, "/admin/resources/new", { headers: author.headers })).status).toBe(403);
    expect((await send(t.app, "/admin/posts/not-a-number", { headers: admin.headers })).status).toBe(404);
    expect((await send(t.app, "/admin/posts/0", { headers: admin.headers })).status).toBe(404);
    expect((await send(t.app, "/admin/case-studies/new")).status).toBe(401);
    expect((await send(t.app, "/admin/case-studies/1", { headers: author.headers })).status).toBe(403);
    expect((await send(t.app, "/admin/case-studies/1.5", { headers: admin.headers })).status).toBe(404);
  });
});

describe("the saves behind them", () => {
  test("a post's create and update answer the new version; an update from an older one is refused with 409", async () => {
    const body = postBody({ slug: `versioned-${crypto.randomUUID().slice(0, 8)}`, published: false });
    const created = await json<Written>(sendJson(t.app, "POST", "/api/blog", body, admin.headers));
    expect(created.version).toBe(1);
    const path = `/api/blog/${created.data.id}`;
    const updated = await json<Written>(
      sendJson(t.app, "PUT", path, { ...body, title: "Second", baseVersion: 1 }, admin.headers),
    );
    expect(updated.version).toBe(2);
    const stale = await sendJson(t.app, "PUT", path, { ...body, title: "Over it", baseVersion: 1 }, admin.headers);
    expect(stale.status).toBe(409);
    const refusal = (await stale.json()) as { message: string; currentVersion: number; savedByName: string };
    expect(refusal.currentVersion).toBe(2);
    expect(refusal.message).toBe(
      "ada-admin saved this since you opened it. Copy what you changed, then reload to see their version.",
    );
    expect(t.services.blog.getById(created.data.id)!.title).toBe("Second");
    // Without a base version, a save is taken as before.
    expect((await sendJson(t.app, "PUT", path, { ...body, title: "Third" }, admin.headers)).status).toBe(200);
  });

  test("a resource is read whole, its writes answer the version, and a stale update is refused", async () => {
    const body = resourceBody({ slug: `versioned-resource-${crypto.randomUUID().slice(0, 8)}` });
    const created = await json<Written>(sendJson(t.app, "POST", "/api/admin/resources", body, admin.headers));
    expect(created.version).toBe(1);
    const path = `/api/admin/resources/${created.data.id}`;
    const read = await sendJson(t.app, "GET", path, undefined, admin.headers);
    expect(read.status).toBe(200);
    expect(((await read.json()) as { data: { title: string } }).data.title).toBe(body.title as string);
    expect((await sendJson(t.app, "GET", "/api/admin/resources/999999", undefined, admin.headers)).status).toBe(404);
    const updated = await json<Written>(
      sendJson(t.app, "PUT", path, { ...body, title: "Second edition", baseVersion: 1 }, admin.headers),
    );
    expect(updated.version).toBe(2);
    const stale = await sendJson(t.app, "PUT", path, { ...body, title: "Older", baseVersion: 1 }, admin.headers);
    expect(stale.status).toBe(409);
    expect(t.services.resources.getById(created.data.id)!.title).toBe("Second edition");
  });

  test("a case study's writes answer the version, and an update from an older one is refused", async () => {
    const body = caseStudyBody({ slug: `versioned-case-${crypto.randomUUID().slice(0, 8)}`, published: false });
    const created = await json<Written>(sendJson(t.app, "POST", "/api/admin/case-studies", body, admin.headers));
    expect(created.version).toBe(1);
    const path = `/api/admin/case-studies/${created.data.id}`;
    const updated = await json<Written>(
      sendJson(t.app, "PUT", path, { ...body, title: "Second telling", baseVersion: 1 }, admin.headers),
    );
    expect(updated.version).toBe(2);
    const stale = await sendJson(t.app, "PUT", path, { ...body, title: "Older", baseVersion: 1 }, admin.headers);
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { currentVersion: number }).currentVersion).toBe(2);
    expect(t.services.caseStudies.getById(created.data.id)!.title).toBe("Second telling");
  });
});
