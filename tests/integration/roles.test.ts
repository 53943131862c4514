// docs/product.md#roles and docs/architecture.md#access-policy: every admin route × each role,
// allowed or 403 as the table below documents. The routes are read from the app itself, so a new
// admin route that names no action, or that this table does not list, fails here.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { actionOf } from "../../src/http/route-action";
import { ACTIONS } from "../../src/services/access-policy";
import { ADMIN_REQUIRED, isAdminRequest } from "../../src/server/middleware/admin-guard";
import type { Role } from "../../src/shared/roles";
import { postBody } from "../support/admin-api";
import { select } from "../support/html";
import { sendJson, withCookie, sessionFor } from "../support/auth";
import { signedInUser } from "../support/factories";
import { createTestApp } from "../support/test-app";

type Staff = Exclude<Role, "user">;

/** The documented table: the least role that may use each admin route (each role may all its lower ones may). */
const LEAST_ROLE: Record<string, Staff> = {
  // Every role reads its Home tab; what it holds differs by role (tests/integration/admin-overview.test.ts).
  "GET /api/admin/overview": "author",
  "GET /api/admin/blog": "author",
  "GET /api/admin/blog/:id": "author",
  "POST /api/blog": "author",
  "PUT /api/blog/:id": "author",
  "DELETE /api/blog/:id": "author",
  "GET /api/admin/blog/:id/revisions": "author",
  "GET /api/admin/blog/:id/revisions/:version": "author",
  "POST /api/admin/blog/:id/revisions/:version/restore": "author",
  "PUT /api/admin/blog/:id/draft": "author",
  "GET /api/admin/people": "author",
  "POST /api/admin/upload/image": "author",
  "GET /api/admin/media": "author",
  "POST /api/admin/media/:id/variants": "author",

  "POST /api/admin/blog/:id/preview-link": "editor",
  "DELETE /api/admin/blog/:id/preview-link": "editor",
  "POST /api/admin/blog/:id/publish-now": "editor",
  "POST /api/admin/blog/:id/unschedule": "editor",
  "GET /api/testimonials": "editor",
  "POST /api/testimonials": "editor",
  "PUT /api/testimonials/:id": "editor",
  "DELETE /api/testimonials/:id": "editor",
  "GET /api/admin/testimonials": "editor",
  "GET /api/admin/resources": "editor",
  "GET /api/admin/resources/:id": "editor",
  "POST /api/admin/resources": "editor",
  "PUT /api/admin/resources/:id": "editor",
  "DELETE /api/admin/resources/:id": "editor",
  "POST /api/admin/resources/:id/publish-now": "editor",
  "POST /api/admin/resources/:id/unschedule": "editor",
  "GET /api/admin/resources/:id/file": "editor",
  "GET /api/admin/resources/:id/revisions": "editor",
  "GET /api/admin/resources/:id/revisions/:version": "editor",
  "POST /api/admin/resources/:id/revisions/:version/restore": "editor",
  "PUT /api/admin/resources/:id/draft": "editor",
  "GET /api/admin/case-studies": "editor",
  "GET /api/admin/case-studies/:id": "editor",
  "POST /api/admin/case-studies": "editor",
  "PUT /api/admin/case-studies/:id": "editor",
  "DELETE /api/admin/case-studies/:id": "editor",
  "POST /api/admin/case-studies/:id/publish-now": "editor",
  "POST /api/admin/case-studies/:id/unschedule": "editor",
  "GET /api/admin/case-studies/:id/revisions": "editor",
  "GET /api/admin/case-studies/:id/revisions/:version": "editor",
  "POST /api/admin/case-studies/:id/revisions/:version/restore": "editor",
  "PUT /api/admin/case-studies/:id/draft": "editor",
  "POST /api/admin/upload/resource": "editor",
  "GET /api/admin/files/*": "editor",
  "PUT /api/admin/media/:id": "editor",
  "DELETE /api/admin/media/:id": "editor",
  "POST /api/admin/media/bulk-delete": "editor",
  "GET /api/admin/resources/:id/downloads": "editor",
  "GET /api/admin/resources/:id/downloads.csv": "editor",
  "GET /api/admin/leads": "editor",
  "GET /api/admin/leads/people.csv": "editor",
  "GET /api/admin/leads/:email": "editor",
  "GET /api/admin/leads.csv": "editor",
  "GET /api/admin/messages": "editor",
  "GET /api/admin/messages/unread-count": "editor",
  "GET /api/admin/analytics": "editor",
  "GET /api/admin/analytics/export.csv": "editor",
  "GET /api/admin/pages": "editor",
  "GET /api/admin/pages/make-it-yours": "editor",
  // Unpublished, then republished: the sample content ends as it was.
  "POST /api/admin/pages/samples/unpublish": "editor",
  "POST /api/admin/pages/samples/republish": "editor",
  "GET /api/admin/pages/:page": "editor",
  "PUT /api/admin/pages/:page/draft": "editor",
  "POST /api/admin/pages/:page/publish": "editor",
  "POST /api/admin/pages/:page/preview": "editor",
  "GET /api/admin/pages/:page/history": "editor",
  "GET /api/admin/pages/:page/versions/:version": "editor",
  "POST /api/admin/pages/:page/restore": "editor",
  "POST /api/admin/pages/:page/reset": "editor",
  "GET /api/admin/bookings": "editor",
  "GET /api/admin/bookings/types": "editor",
  "GET /api/admin/bookings/availability": "editor",
  "GET /api/admin/bookings/calendar": "editor",

  "PUT /api/admin/leads/:email/status": "admin",
  "POST /api/admin/leads/:email/notes": "admin",
  "DELETE /api/admin/leads/:email/notes/:id": "admin",
  "DELETE /api/admin/leads/:email": "admin",
  "PATCH /api/admin/messages/:id": "admin",
  "DELETE /api/admin/messages/:id": "admin",
  "GET /api/users": "admin",
  "POST /api/users": "admin",
  "PUT /api/users/:id": "admin",
  "DELETE /api/users/:id": "admin",
  "DELETE /api/users/:id/two-factor": "admin",
  "GET /api/admin/invitations": "admin",
  "POST /api/admin/invitations": "admin",
  "DELETE /api/admin/invitations/:id": "admin",
  "GET /api/admin/activity": "admin",
  "GET /api/admin/activity/actors": "admin",
  "GET /api/admin/settings": "admin",
  "PUT /api/admin/settings": "admin",
  "GET /api/admin/notifications": "admin",
  "GET /api/admin/backups": "admin",
  "POST /api/admin/backups": "admin",
  "PUT /api/admin/backups/schedule": "admin",
  "GET /api/admin/backups/:location/:name": "admin",
  "DELETE /api/admin/backups/:location/:name": "admin",
  "GET /api/admin/status": "admin",
  "GET /api/admin/webhooks": "admin",
  "POST /api/admin/webhooks": "admin",
  "DELETE /api/admin/webhooks/:id": "admin",
  "POST /api/admin/webhooks/:id/test": "admin",
  "GET /api/admin/cdn": "admin",
  "PUT /api/admin/cdn": "admin",
  "DELETE /api/admin/cdn": "admin",
  "POST /api/admin/bookings/:id/cancel": "admin",
  "POST /api/admin/bookings/:id/no-show": "admin",
  "POST /api/admin/bookings/types": "admin",
  "PUT /api/admin/bookings/types/:id": "admin",
  "DELETE /api/admin/bookings/types/:id": "admin",
  "PUT /api/admin/bookings/availability": "admin",
  "PUT /api/admin/bookings/calendar": "admin",
  "DELETE /api/admin/bookings/calendar": "admin",
  "POST /api/admin/bookings/calendar/test": "admin",
  "GET /api/admin/bookings/feed": "admin",
  "POST /api/admin/bookings/feed/rotate": "admin",
};

const RANK: Record<Role, number> = { user: 0, author: 1, editor: 2, admin: 3 };

/** A route's address with its parameters filled by values that name nothing, so no allowed call changes anything. */
const addressOf = (path: string) =>
  path
    .replace(":email", "nobody%40example.test")
    .replace(":location", "local")
    .replace(":name", "missing.tar")
    .replace(":version", "1")
    .replace(/:id/g, "999999")
    .replace("*", "missing.pdf");

/** Every route the admin guard stands in front of, "METHOD /path", with the action its handlers name. */
function guardedRoutes(routes: { method: string; path: string; handler: unknown }[]) {
  const found = new Map<string, string | undefined>();
  for (const route of routes) {
    if (route.method === "ALL" || !isAdminRequest(route.method, addressOf(route.path))) continue;
    const key = `${route.method} ${route.path}`;
    found.set(key, found.get(key) ?? actionOf(route.handler));
  }
  return found;
}

let t: Awaited<ReturnType<typeof createTestApp>>;
const cookies = {} as Record<Role, string>;
const ids = {} as Record<Role, number>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ["user", "author", "editor"] as const) {
    const { user, headers } = await signedInUser(t.services, { role, username: `${role}-account` });
    cookies[role] = headers.Cookie;
    ids[role] = user.id;
  }
  cookies.admin = sessionFor(t.services, 1).cookie;
  ids.admin = 1;
});
afterAll(() => t.close());

const as = (role: Role) => withCookie(cookies[role]);

describe("every admin route × each role", () => {
  test("every route behind the admin guard names an action, and the table lists it", () => {
    const routes = guardedRoutes(t.app.routes);
    expect(routes.size).toBeGreaterThan(60);
    const unnamed = [...routes].filter(([, action]) => !action).map(([route]) => route);
    expect(unnamed).toEqual([]);
    expect([...routes.keys()].filter((route) => !(route in LEAST_ROLE))).toEqual([]);
    expect(Object.keys(LEAST_ROLE).filter((route) => !routes.has(route))).toEqual([]);
    for (const action of routes.values()) expect(ACTIONS).toContain(action as (typeof ACTIONS)[number]);
  });

  const roles: Role[] = ["user", "author", "editor", "admin"];
  test.each(Object.entries(LEAST_ROLE))("%s: allowed from %s up, 403 below", async (route, least) => {
    const [method, path] = route.split(" ") as [string, string];
    // An invalid backup request (a backup is not made); other routes ignore the unknown key.
    const body = method === "GET" || method === "DELETE" ? undefined : { includeSecret: "no" };
    for (const role of roles) {
      const res = await sendJson(t.app, method, addressOf(path), body, as(role));
      const answer = res.headers.get("content-type")?.includes("json") ? await res.json() : null;
      if (RANK[role] >= RANK[least]) {
        expect({ role, status: res.status }).not.toEqual({ role, status: 403 });
        expect(res.status).not.toBe(401);
      } else {
        expect({ role, status: res.status }).toEqual({ role, status: 403 });
        const message = role === "user" ? ADMIN_REQUIRED : "Your role does not allow this.";
        expect(answer).toMatchObject({ success: false, message });
      }
    }
  });
});

describe("an Author's own drafts", () => {
  const draft = (overrides: Record<string, unknown> = {}) =>
    postBody({ published: false, slug: `draft-${crypto.randomUUID().slice(0, 8)}`, ...overrides });

  test("writes a draft, never publishes, and changes only their own drafts", async () => {
    const created = await sendJson(t.app, "POST", "/api/blog", draft(), as("author"));
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    expect(t.services.blog.getById(id)?.ownerId).toBe(ids.author);

    const publishing = await sendJson(t.app, "POST", "/api/blog", draft({ published: true }), as("author"));
    expect(publishing.status).toBe(403);
    expect(await publishing.json()).toMatchObject({ message: expect.stringContaining("drafts only") });

    const edited = await sendJson(t.app, "PUT", `/api/blog/${id}`, draft({ title: "Edited draft" }), as("author"));
    expect(edited.status).toBe(200);
    const published = await sendJson(t.app, "PUT", `/api/blog/${id}`, draft({ published: true }), as("author"));
    expect(published.status).toBe(403);
    expect(t.services.blog.getById(id)?.published).toBe(false);

    // An editor publishes it; from then on it is no longer the author's to change.
    expect((await sendJson(t.app, "PUT", `/api/blog/${id}`, draft({ published: true }), as("editor"))).status).toBe(
      200,
    );
    expect((await sendJson(t.app, "PUT", `/api/blog/${id}`, draft(), as("author"))).status).toBe(403);
    expect((await sendJson(t.app, "DELETE", `/api/blog/${id}`, undefined, as("author"))).status).toBe(403);
    expect(t.services.blog.getById(id)?.published).toBe(true);
  });

  test("someone else's post is refused; their own draft may be deleted", async () => {
    const other = t.services.blog.listAll().find((post) => post.ownerId !== ids.author)!;
    expect((await sendJson(t.app, "PUT", `/api/blog/${other.id}`, draft(), as("author"))).status).toBe(403);
    expect((await sendJson(t.app, "DELETE", `/api/blog/${other.id}`, undefined, as("author"))).status).toBe(403);
    expect(t.services.blog.getById(other.id)).not.toBeNull();
    // The editor's read of one post: an Author's own alone, as their list.
    expect((await sendJson(t.app, "GET", `/api/admin/blog/${other.id}`, undefined, as("author"))).status).toBe(404);
    expect((await sendJson(t.app, "GET", `/api/admin/blog/${other.id}`, undefined, as("editor"))).status).toBe(200);

    const created = await sendJson(t.app, "POST", "/api/blog", draft(), as("author"));
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    expect((await sendJson(t.app, "GET", `/api/admin/blog/${id}`, undefined, as("author"))).status).toBe(200);
    expect((await sendJson(t.app, "DELETE", `/api/blog/${id}`, undefined, as("author"))).status).toBe(200);
    expect(t.services.blog.getById(id)).toBeNull();
  });

  test("the post lists show an Author their own posts only; an Editor every post", async () => {
    await sendJson(t.app, "POST", "/api/blog", draft(), as("author"));
    const all = t.services.blog.listAll();
    for (const address of ["/api/admin/blog", "/api/blog?admin_access=true"]) {
      const own = (await (await sendJson(t.app, "GET", address, undefined, as("author"))).json()) as {
        id: number;
      }[];
      expect(own.length).toBeGreaterThan(0);
      expect(own.map((post) => post.id).sort()).toEqual(
        all
          .filter((post) => post.ownerId === ids.author)
          .map((post) => post.id)
          .sort(),
      );
      const every = (await (await sendJson(t.app, "GET", address, undefined, as("editor"))).json()) as unknown[];
      expect(every.length).toBe(all.length);
    }
    const paged = (await (await sendJson(t.app, "GET", "/api/admin/blog?page=1", undefined, as("author"))).json()) as {
      total: number;
    };
    expect(paged.total).toBe(all.filter((post) => post.ownerId === ids.author).length);
  });
});

describe("what each role is told", () => {
  test("/api/auth/check names the role's permissions; a 'user' account has none", async () => {
    const check = async (role: Role) =>
      (await (await sendJson(t.app, "GET", "/api/auth/check", undefined, as(role))).json()) as {
        isAdmin: boolean;
        permissions: string[];
      };
    const editor = await check("editor");
    expect(editor.isAdmin).toBe(true);
    expect(editor.permissions).toContain("posts.publish");
    expect(editor.permissions).toContain("leads.read");
    expect(editor.permissions).not.toContain("leads.manage");
    expect(editor.permissions).not.toContain("users.manage");
    const author = await check("author");
    expect(author.permissions).toContain("posts.write");
    expect(author.permissions).not.toContain("posts.publish");
    expect(await check("user")).toMatchObject({ isAdmin: false, permissions: [] });
  });

  test("an Editor opens the dashboard; a 'user' account still gets the guard", async () => {
    expect((await sendJson(t.app, "GET", "/admin", undefined, as("editor"))).status).toBe(200);
    expect((await sendJson(t.app, "GET", "/admin", undefined, as("user"))).status).toBe(403);
  });

  test("/admin hands the dashboard only the tabs the role may use, and the role's permissions", async () => {
    const propsOf = async (role: Role) => {
      const html = await (await sendJson(t.app, "GET", "/admin", undefined, as(role))).text();
      const [island] = await select(html, '[data-island="AdminDashboard"]');
      return JSON.parse(island?.attrs["data-props"] ?? "{}") as {
        tabs: string[];
        permissions: string[];
        initialTab: string;
      };
    };
    const author = await propsOf("author");
    expect(author.tabs).toEqual(["home", "blog", "media", "account"]);
    expect(author.initialTab).toBe("home");
    expect(author.permissions).not.toContain("posts.publish");
    const editor = await propsOf("editor");
    expect(editor.tabs).toContain("leads");
    for (const tab of ["users", "settings", "activity"]) expect(editor.tabs).not.toContain(tab);
    expect((await propsOf("admin")).tabs[0]).toBe("home");
  });
});
