// docs/product.md#revisions: every save of a post or resource keeps a revision (who, when); the
// list, one revision, restore, and the editor's draft save that refuses a stale version with 409.
import { afterAll, describe, expect, test } from "bun:test";
import { postBody, resourceBody } from "../support/admin-api";
import { sendJson, sessionFor, withCookie } from "../support/auth";
import { signedInUser } from "../support/factories";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());
const asAdmin = withCookie(sessionFor(t.services, 1).cookie);
const editor = await signedInUser(t.services, { role: "editor", username: "erin-editor" });

type Listing = {
  current: number;
  revisions: { version: number; savedByName: string; reason: string; restoredFrom: number | null; savedAt: string }[];
};

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const list = (path: string) => json<Listing>(sendJson(t.app, "GET", `${path}/revisions`, undefined, asAdmin));

async function newPost(overrides: Record<string, unknown> = {}) {
  const body = postBody({ slug: `post-${crypto.randomUUID().slice(0, 8)}`, ...overrides });
  const created = await json<{ data: { id: number } }>(sendJson(t.app, "POST", "/api/blog", body, asAdmin));
  return { id: created.data.id, body };
}

describe("post revisions", () => {
  test("each save is kept with who and when, newest first; one revision carries the post as saved", async () => {
    const { id, body } = await newPost({ title: "First title", published: false });
    await sendJson(t.app, "PUT", `/api/blog/${id}`, { ...body, title: "Second title" }, asAdmin);
    await sendJson(t.app, "PUT", `/api/blog/${id}`, { ...body, title: "Third title" }, editor.headers);
    const listing = await list(`/api/admin/blog/${id}`);
    expect(listing.current).toBe(3);
    expect(listing.revisions.map((r) => [r.version, r.savedByName, r.reason])).toEqual([
      [3, "erin-editor", "save"],
      [2, "admin", "save"],
      [1, "admin", "save"],
    ]);
    expect(Number.isNaN(Date.parse(listing.revisions[0]!.savedAt))).toBe(false);
    const first = await json<{ data: { title: string } }>(
      sendJson(t.app, "GET", `/api/admin/blog/${id}/revisions/1`, undefined, asAdmin),
    );
    expect(first.data.title).toBe("First title");
    expect((await sendJson(t.app, "GET", `/api/admin/blog/${id}/revisions/9`, undefined, asAdmin)).status).toBe(404);
  });

  test("restoring a version brings its content back, keeps where the post stands, and is a revision itself", async () => {
    const { id, body } = await newPost({ title: "Original", published: true });
    await sendJson(t.app, "PUT", `/api/blog/${id}`, { ...body, title: "Rewritten" }, asAdmin);
    const restored = await sendJson(t.app, "POST", `/api/admin/blog/${id}/revisions/1/restore`, undefined, asAdmin);
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ message: "Version 1 restored", version: 3 });
    const post = t.services.blog.getById(id)!;
    expect(post.title).toBe("Original");
    expect(post.published).toBe(true);
    expect((await list(`/api/admin/blog/${id}`)).revisions[0]).toMatchObject({ reason: "restore", restoredFrom: 1 });
  });

  test("a draft save from the current version updates a draft; from an older one it is refused with 409", async () => {
    const { id, body } = await newPost({ title: "Draft", published: false });
    const saved = await sendJson(
      t.app,
      "PUT",
      `/api/admin/blog/${id}/draft`,
      { ...body, title: "Autosaved", baseVersion: 1 },
      asAdmin,
    );
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ message: "Draft saved", version: 2, applied: true });
    expect(t.services.blog.getById(id)).toMatchObject({ title: "Autosaved", published: false });

    // Someone else saved meanwhile: the editor that opened version 2 is told, and nothing is written.
    await sendJson(t.app, "PUT", `/api/blog/${id}`, { ...body, title: "Editor's", published: false }, editor.headers);
    const stale = await sendJson(
      t.app,
      "PUT",
      `/api/admin/blog/${id}/draft`,
      { ...body, title: "Lost?", baseVersion: 2 },
      asAdmin,
    );
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ currentVersion: 3, savedByName: "erin-editor" });
    expect(t.services.blog.getById(id)?.title).toBe("Editor's");
  });

  test("a draft save of a published post is kept as a revision; the public post is unchanged", async () => {
    const { id, body } = await newPost({ title: "Live", published: true });
    const saved = await sendJson(
      t.app,
      "PUT",
      `/api/admin/blog/${id}/draft`,
      { ...body, title: "Work in progress", baseVersion: 1 },
      asAdmin,
    );
    expect(await saved.json()).toMatchObject({ applied: false, version: 2 });
    expect(t.services.blog.getById(id)).toMatchObject({ title: "Live", published: true });
    const revision = await json<{ data: { title: string }; reason: string }>(
      sendJson(t.app, "GET", `/api/admin/blog/${id}/revisions/2`, undefined, asAdmin),
    );
    expect(revision).toMatchObject({ reason: "autosave", data: { title: "Work in progress" } });
  });

  test("a draft save without its base version is a 400; deleting the post drops its revisions", async () => {
    const { id, body } = await newPost({ published: false });
    const missing = await sendJson(t.app, "PUT", `/api/admin/blog/${id}/draft`, body, asAdmin);
    expect(missing.status).toBe(400);
    await sendJson(t.app, "DELETE", `/api/blog/${id}`, undefined, asAdmin);
    expect(t.services.revisions.list("post", id)).toEqual([]);
  });

  test("an Author restores and autosaves only their own drafts", async () => {
    const author = await signedInUser(t.services, { role: "author", username: "ann-author" });
    const { id, body } = await newPost({ published: false });
    const draft = { ...body, baseVersion: 1 };
    expect((await sendJson(t.app, "PUT", `/api/admin/blog/${id}/draft`, draft, author.headers)).status).toBe(403);
    const restore = `/api/admin/blog/${id}/revisions/1/restore`;
    expect((await sendJson(t.app, "POST", restore, undefined, author.headers)).status).toBe(403);

    const own = postBody({ slug: "ann-draft", published: false });
    const created = await json<{ data: { id: number } }>(sendJson(t.app, "POST", "/api/blog", own, author.headers));
    const autosave = { ...own, title: "Ann's autosave", baseVersion: 1 };
    const saved = await sendJson(t.app, "PUT", `/api/admin/blog/${created.data.id}/draft`, autosave, author.headers);
    expect(saved.status).toBe(200);
  });
});

describe("resource revisions", () => {
  test("saves are kept; a stale draft save is a 409", async () => {
    const body = resourceBody({ slug: "revision-kit", published: false });
    const created = await json<{ data: { id: number } }>(
      sendJson(t.app, "POST", "/api/admin/resources", body, asAdmin),
    );
    const id = created.data.id;
    await sendJson(t.app, "PUT", `/api/admin/resources/${id}`, { ...body, title: "Renamed kit" }, asAdmin);
    const listing = await list(`/api/admin/resources/${id}`);
    expect(listing.revisions.map((r) => r.version)).toEqual([2, 1]);
    const stale = await sendJson(
      t.app,
      "PUT",
      `/api/admin/resources/${id}/draft`,
      { ...body, baseVersion: 1 },
      asAdmin,
    );
    expect(stale.status).toBe(409);
    const fresh = await sendJson(
      t.app,
      "PUT",
      `/api/admin/resources/${id}/draft`,
      { ...body, baseVersion: 2 },
      asAdmin,
    );
    expect(fresh.status).toBe(200);
    expect(t.services.resources.getById(id)?.title).toBe(body.title);
  });
});
