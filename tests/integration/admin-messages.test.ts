// The admin's contact messages and activity through the real app: the Messages tab's
// list (newest first, `handled`, the service's label as the subject), marking handled and back, the
// count of messages still waiting (spam left out), deletion, 404s; and the activity list of the
// audit trail (sign-ins, failures, admin writes, newest first, readable names). Messages are
// written straight into the table, as the contact form stores them. Texts are written here.
import { afterAll, describe, expect, test } from "bun:test";
import { contactMessages } from "../../src/db/schema";
import { send, sendJson, sessionFor, withCookie } from "../support/auth";
import { expectWritten } from "../support/answers";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

const asAdmin = withCookie(sessionFor(t.services, 1).cookie);
const get = (path: string) => send(t.app, path, { headers: asAdmin });
const patch = (id: number | string, body: unknown) =>
  sendJson(t.app, "PATCH", `/api/admin/messages/${id}`, body, asAdmin);
const remove = (id: number | string) => sendJson(t.app, "DELETE", `/api/admin/messages/${id}`, undefined, asAdmin);

function store(values: { name: string; createdAt: string; spam?: boolean; company?: string | null }) {
  return t.db
    .insert(contactMessages)
    .values({
      name: values.name,
      email: `${values.name.split(" ")[0]!.toLowerCase()}@example.com`,
      company: values.company ?? null,
      service: "product-operations",
      message: `Hello from ${values.name}, about our product operations.`,
      spam: values.spam ?? false,
      createdAt: new Date(values.createdAt),
    })
    .returning()
    .get();
}

const older = store({ name: "Olivia Older", createdAt: "2026-11-01T10:00:00.000Z", company: "Acme" });
const newer = store({ name: "Nora Newer", createdAt: "2026-11-20T10:00:00.000Z" });
const robot = store({ name: "Robot Spam", createdAt: "2026-11-10T10:00:00.000Z", spam: true });

const unreadCount = async () =>
  ((await (await get("/api/admin/messages/unread-count")).json()) as { count: number }).count;

describe("GET /api/admin/messages", () => {
  test("newest first, with handled, the service's label as subject, spam flagged; the waiting count in a header", async () => {
    const res = await get("/api/admin/messages");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-unread-count")).toBe("2");
    const list = (await res.json()) as Record<string, unknown>[];
    expect(list.map((m) => m.name)).toEqual(["Nora Newer", "Robot Spam", "Olivia Older"]);
    expect(list[2]).toEqual({
      id: older.id,
      name: "Olivia Older",
      email: "olivia@example.com",
      phone: null,
      company: "Acme",
      subject: "Product Operations",
      service: "product-operations",
      message: "Hello from Olivia Older, about our product operations.",
      createdAt: "2026-11-01T10:00:00.000Z",
      handled: false,
      spam: false,
      unverified: false,
      delivery: null,
    });
    expect(list[1]!.spam).toBe(true);
  });

  test("a limit outside 1–500 is a 400", async () => {
    expect((await get("/api/admin/messages?limit=0")).status).toBe(400);
    expect((await get("/api/admin/messages?limit=501")).status).toBe(400);
    expect(((await (await get("/api/admin/messages?limit=1")).json()) as unknown[]).length).toBe(1);
  });
});

describe("PATCH /api/admin/messages/:id", () => {
  test("marks handled and back; the waiting count follows; audited", async () => {
    expect(await unreadCount()).toBe(2);
    const body = await expectWritten<{ contactMessage: Record<string, unknown> }>(
      patch(newer.id, { handled: true }),
      200,
      "Message marked as handled",
    );
    expect(body.contactMessage).toMatchObject({ id: newer.id, name: "Nora Newer", handled: true });
    expect(await unreadCount()).toBe(1);

    const back = await patch(newer.id, { handled: false });
    expect(((await back.json()) as { message: string }).message).toBe("Message marked as not handled");
    expect(await unreadCount()).toBe(2);

    const activity = (await (await get("/api/admin/activity?limit=1")).json()) as Record<string, unknown>[];
    expect(activity[0]).toMatchObject({
      action: `PATCH /api/admin/messages/${newer.id}`,
      summary: "Updated contact message",
      target: String(newer.id),
      ok: true,
    });
  });

  test("a body without a boolean handled is a 400; an unknown id a 404", async () => {
    const bad = await patch(newer.id, { handled: "yes" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({
      handled: "handled must be true or false.",
    });
    const missing = await patch(999_999, { handled: true });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: "Message not found" });
  });
});

describe("DELETE /api/admin/messages/:id", () => {
  test("deletes once; the second time is a 404", async () => {
    const res = await remove(robot.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Message deleted successfully", data: null });
    expect((await remove(robot.id)).status).toBe(404);
    const names = ((await (await get("/api/admin/messages")).json()) as { name: string }[]).map((m) => m.name);
    expect(names).toEqual(["Nora Newer", "Olivia Older"]);
  });
});

describe("GET /api/admin/activity", () => {
  test("sign-ins, failures and writes, newest first, with readable names", async () => {
    const bad = await sendJson(t.app, "POST", "/api/auth/login", { username: "admin", password: "wrong-password" });
    expect(bad.status).toBe(401);
    const good = await sendJson(t.app, "POST", "/api/auth/login", {
      username: "admin",
      password: "correct-horse-battery",
    });
    expect(good.status).toBe(200);

    const res = await get("/api/admin/activity?limit=2");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const [signIn, failed] = (await res.json()) as Record<string, unknown>[];
    expect(signIn).toMatchObject({
      action: "login",
      summary: "Signed in",
      username: "admin",
      ip: "203.0.113.10",
      ok: true,
      outcome: "success",
    });
    expect(failed).toMatchObject({
      action: "login_failed",
      summary: "Sign-in failed",
      username: "admin",
      ok: false,
      outcome: "failure",
      detail: "wrong password",
    });
    expect(Date.parse(String(signIn!.at))).toBeGreaterThanOrEqual(Date.parse(String(failed!.at)));
    expect((signIn!.id as number) > (failed!.id as number)).toBe(true);
  });

  test("a limit outside 1–500 is a 400", async () => {
    expect((await get("/api/admin/activity?limit=0")).status).toBe(400);
    expect((await get("/api/admin/activity?limit=1000")).status).toBe(400);
  });
});
