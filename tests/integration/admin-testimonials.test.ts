// The admin's testimonials API through the real app: GET /api/testimonials and
// /api/admin/testimonials (admin-only: every testimonial), POST /api/testimonials, PUT and DELETE
// /api/testimonials/{id}, and the public GET /api/testimonials/featured with its limit. Writes are
// audited and clear the render cache, so the home page shows a new featured testimonial at once.
// Expected texts are written here, not imported.
import { afterAll, describe, expect, test } from "bun:test";
import { send, sessionFor, withCookie } from "../support/auth";
import { collectionWrites } from "../support/admin-api";
import { expectFieldsRefused, expectWritten } from "../support/answers";
import { signedInUser } from "../support/factories";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

const asAdmin: Record<string, string> = withCookie(sessionFor(t.services, 1).cookie);
const asReader = (await signedInUser(t.services)).headers;

type ApiTestimonial = {
  id: number;
  name: string;
  position: string | null;
  company: string | null;
  testimonial: string;
  featured: boolean;
  avatar: string | null;
};

const body = (overrides: Record<string, unknown> = {}) => ({
  name: "Morgan Client",
  position: "VP Product",
  company: "Northwind Labs",
  testimonial: "They turned our roadmap into a plan the whole company could follow.",
  featured: false,
  avatar: "",
  ...overrides,
});

const writes = collectionWrites<ApiTestimonial>(t.app, "/api/testimonials", asAdmin);
const { create, update, remove } = writes;
const createOk = (overrides: Record<string, unknown>) => writes.createOk(body(overrides));

const adminList = async () =>
  (await (await send(t.app, "/api/admin/testimonials", { headers: asAdmin })).json()) as ApiTestimonial[];
const featured = async (query = "") =>
  (await (await send(t.app, `/api/testimonials/featured${query}`)).json()) as ApiTestimonial[];
const home = async () => (await send(t.app, "/")).text();
const auditActions = () =>
  t.sqlite.query<{ action: string; target_id: string | null }, []>("SELECT action, target_id FROM audit_log").all();

describe("who may read the full list and write", () => {
  test.each(["/api/testimonials", "/api/admin/testimonials"])(
    "GET %s: 401, 403, then every testimonial",
    async (path) => {
      const anonymous = await send(t.app, path);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ success: false, message: "Authentication required. Please sign in." });
      expect((await send(t.app, `${path}?admin_access=true`, { headers: { "X-Admin-Access": "true" } })).status).toBe(
        401,
      );
      const reader = await send(t.app, path, { headers: asReader });
      expect(reader.status).toBe(403);
      expect(await reader.json()).toEqual({ success: false, message: "Administrator access required." });

      const hidden = await createOk({ name: `Not Featured ${path.length}`, featured: false });
      const res = await send(t.app, path, { headers: asAdmin });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const list = (await res.json()) as ApiTestimonial[];
      expect(list.map((item) => item.id)).toContain(hidden.id);
      expect(Object.keys(list[0]!).sort()).toEqual([
        "avatar",
        "company",
        "featured",
        "id",
        "linkedinUrl",
        "name",
        "position",
        "testimonial",
      ]);
    },
  );

  test("writes: 401 without a session and 403 for a 'user' role, nothing changed", async () => {
    const before = await adminList();
    for (const [write, expected] of [
      [() => create(body(), {}), 401],
      [() => create(body(), asReader), 403],
      [() => update(1, body(), {}), 401],
      [() => update(1, body(), asReader), 403],
      [() => remove(1, {}), 401],
      [() => remove(1, asReader), 403],
    ] as const) {
      expect((await write()).status).toBe(expected);
    }
    expect(await adminList()).toEqual(before);
  });
});

describe("POST /api/testimonials", () => {
  test("creates one: 201, blanks stored as null, audited with its id", async () => {
    const json = await expectWritten<{ data: ApiTestimonial }>(
      create(body({ name: "Casey Created", position: "", company: "  ", avatar: "" })),
      201,
      "Testimonial created successfully",
    );
    expect(json.data).toMatchObject({
      name: "Casey Created",
      position: null,
      company: null,
      avatar: null,
      featured: false,
    });
    expect(auditActions()).toContainEqual({ action: "POST /api/testimonials", target_id: String(json.data.id) });
  });

  test("Name and Testimonial are required, with the product's messages", async () => {
    await expectFieldsRefused(create({}), { name: "Name is required", testimonial: "Testimonial is required" });
    const blank = await create(body({ name: "  ", testimonial: "" }));
    expect(((await blank.json()) as { errors: Record<string, string> }).errors).toEqual({
      name: "Name is required",
      testimonial: "Testimonial is required",
    });
  });

  test("an avatar must be an http(s) URL or a site path", async () => {
    const res = await create(body({ avatar: "javascript:alert(1)" }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
      avatar: "Please enter a valid image URL",
    });
  });
});

describe("PUT and DELETE /api/testimonials/:id", () => {
  test("an update replaces the fields; unknown ids are 404s; bad ids 400s", async () => {
    const item = await createOk({ name: "Pat Before" });
    const res = await update(
      item.id,
      body({ name: "Pat After", position: null, featured: true, avatar: "/uploads/pat.png" }),
    );
    expect(res.status).toBe(200);
    const json = (await res.json()) as { message: string; data: ApiTestimonial };
    expect(json.message).toBe("Testimonial updated successfully");
    expect(json.data).toMatchObject({
      id: item.id,
      name: "Pat After",
      position: null,
      featured: true,
      avatar: "/uploads/pat.png",
    });
    expect(auditActions()).toContainEqual({ action: `PUT /api/testimonials/${item.id}`, target_id: String(item.id) });

    const missing = await update(999_999, body());
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: "Testimonial not found" });
    expect((await update("x", body())).status).toBe(400);
    expect((await update(item.id, body({ testimonial: "" }))).status).toBe(400);
  });

  test("delete: once, then 404", async () => {
    const item = await createOk({ name: "Dana Deleted" });
    const res = await remove(item.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Testimonial deleted successfully", data: null });
    expect((await adminList()).map((x) => x.id)).not.toContain(item.id);
    const again = await remove(item.id);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ success: false, message: "Testimonial not found" });
  });
});

describe("the public featured list", () => {
  test("3 by default, `limit` from 1 to 12, featured only", async () => {
    await createOk({ name: "Featured Extra One", featured: true });
    await createOk({ name: "Featured Extra Two", featured: true });
    await createOk({ name: "Never Featured", featured: false });
    const list = await featured();
    expect(list).toHaveLength(3);
    expect(list.every((item) => item.featured)).toBe(true);
    expect(await featured("?limit=1")).toHaveLength(1);
    const many = await featured("?limit=12");
    expect(many.length).toBeGreaterThan(3);
    expect(many.map((item) => item.name)).not.toContain("Never Featured");
    for (const limit of ["0", "13", "two"]) {
      const res = await send(t.app, `/api/testimonials/featured?limit=${limit}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors.limit).toBe(
        "The limit must be a whole number from 1 to 12.",
      );
    }
  });
});

describe("writes clear the render cache: the home page follows at once", () => {
  test("create featured → shown; unfeature → gone; feature again → shown; delete → gone", async () => {
    expect(await home()).not.toContain("Quinn Homepage");
    const item = await createOk({
      name: "Quinn Homepage",
      testimonial: "A testimonial the home page must show right away.",
      featured: true,
    });
    expect(await home()).toContain("A testimonial the home page must show right away.");

    await update(item.id, body({ name: "Quinn Homepage", featured: false }));
    expect(await home()).not.toContain("Quinn Homepage");
    await update(item.id, body({ name: "Quinn Homepage", featured: true }));
    expect(await home()).toContain("Quinn Homepage");
    await remove(item.id);
    expect(await home()).not.toContain("Quinn Homepage");
  });
});
