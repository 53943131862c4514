// /api/users through the real app, signed in as the seeded admin: docs/product.md#entities and §5's fields, rules
// and messages, the account rules that keep the site administrable (no self-delete, -demote or
// -deactivate; the last active admin stays), and sessions ending when a password changes or an
// account is deactivated or deleted. Expected texts are written here, not imported.
import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { sendJson, send, sessionFor, signIn, withCookie } from "../support/auth";
import { expectFieldsRefused, expectWritten } from "../support/answers";
import { createUser } from "../support/factories";
import { createTestApp } from "../support/test-app";

// Signing in verifies an argon2id hash (on purpose slow); a test that signs in a dozen times needs
// more than the default 5 s when the whole suite runs at once.
setDefaultTimeout(30_000);
const t = await createTestApp();
afterAll(() => t.close());

const ADMIN_ID = 1;
const admin = sessionFor(t.services, ADMIN_ID);
const asAdmin = withCookie(admin.cookie);

const list = async () =>
  (await send(t.app, "/api/users", { headers: asAdmin })).json() as Promise<Record<string, unknown>[]>;
const create = (body: Record<string, unknown>) => sendJson(t.app, "POST", "/api/users", body, asAdmin);
const update = (id: number | string, body: Record<string, unknown>) =>
  sendJson(t.app, "PUT", `/api/users/${id}`, body, asAdmin);
const remove = (id: number | string) => sendJson(t.app, "DELETE", `/api/users/${id}`, undefined, asAdmin);
const isSignedIn = async (cookie: string) =>
  ((await (await send(t.app, "/api/auth/check", { headers: withCookie(cookie) })).json()) as { authenticated: boolean })
    .authenticated;
const storedHash = (id: number) =>
  t.sqlite.query<{ password_hash: string }, [number]>("SELECT password_hash FROM users WHERE id = ?").get(id)!
    .password_hash;

async function createOk(body: Record<string, unknown>) {
  const res = await create(body);
  const json = (await res.json()) as { user: { id: number } };
  if (res.status !== 201) throw new Error(JSON.stringify(json));
  return json.user;
}

describe("GET /api/users", () => {
  test("lists the accounts with the product's fields and never a password or hash", async () => {
    const res = await send(t.app, "/api/users", { headers: asAdmin });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    expect(text).not.toContain("password");
    expect(text).not.toContain("$argon2");
    const users = JSON.parse(text) as Record<string, unknown>[];
    const seeded = users.find((u) => u.username === "admin")!;
    expect(Object.keys(seeded).sort()).toEqual(
      [
        "avatarUrl",
        "bio",
        "createdAt",
        "displayName",
        "email",
        "firstName",
        "id",
        "isActive",
        "jobTitle",
        "lastName",
        "lastSignInAt",
        "linkedinUrl",
        "role",
        "roleLabel",
        "status",
        "updatedAt",
        "username",
      ].sort(),
    );
    expect(seeded).toMatchObject({
      id: 1,
      role: "admin",
      isActive: true,
      firstName: null,
      lastName: null,
      email: null,
    });
    expect(String(seeded.createdAt)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});

describe("POST /api/users", () => {
  test("creates a user: 201, blank names and e-mail stored as null, active by default, argon2id hash", async () => {
    const body = await expectWritten<{ user: Record<string, unknown> }>(
      create({
        username: "jsmith",
        password: "jsmith-password",
        firstName: "",
        lastName: " ",
        email: "",
        role: "user",
      }),
      201,
      "User created successfully",
    );
    expect(body.user).toMatchObject({
      username: "jsmith",
      firstName: null,
      lastName: null,
      email: null,
      role: "user",
      isActive: true,
    });
    expect(JSON.stringify(body)).not.toContain("jsmith-password");
    expect(storedHash(body.user.id as number)).toStartWith("$argon2id$");
    // The new account signs in with its password.
    const signedIn = await signIn(t.app, { username: "jsmith", password: "jsmith-password" }, "192.0.2.20");
    expect(signedIn.body.success).toBe(true);
  });

  test("keeps names, e-mail, role and isActive as given", async () => {
    const user = await createOk({
      username: "editor-two",
      password: "editor-two-password",
      firstName: "Jane",
      lastName: "Smith",
      email: "jane@company.com",
      role: "admin",
      isActive: false,
    });
    expect(user).toMatchObject({
      username: "editor-two",
      firstName: "Jane",
      lastName: "Smith",
      email: "jane@company.com",
      role: "admin",
      isActive: false,
    });
  });

  test("the product's messages for each invalid field", async () => {
    await expectFieldsRefused(create({ username: "js", password: "1234567", email: "jane@", role: "owner" }), {
      username: "Username must be at least 3 characters.",
      password: "Password must be at least 8 characters.",
      email: "Please enter a valid email address.",
      role: "Please select a role.",
    });
  });

  test("a password is required when creating", async () => {
    for (const password of [undefined, ""]) {
      const res = await create({ username: "no-password", password, role: "user" });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
        password: "Password must be at least 8 characters.",
      });
    }
  });

  test("usernames are unique whatever their case: 409", async () => {
    for (const username of ["admin", "ADMIN", "Admin"]) {
      const res = await create({ username, password: "another-password", role: "user" });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ success: false, message: "That username is already taken." });
    }
  });
});

describe("PUT /api/users/{id}", () => {
  test("a blank password keeps the current one; the other fields change", async () => {
    const user = await createOk({ username: "keeper", password: "keeper-password", role: "user" });
    const hash = storedHash(user.id);
    const res = await update(user.id, {
      username: "keeper",
      password: "",
      firstName: "Kee",
      lastName: "Per",
      email: "keeper@company.com",
      role: "user",
      isActive: true,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; user: Record<string, unknown> };
    expect(body.message).toBe("User updated successfully");
    expect(body.user).toMatchObject({ firstName: "Kee", lastName: "Per", email: "keeper@company.com" });
    expect(storedHash(user.id)).toBe(hash);
  });

  test("a new password replaces the hash and ends every session of that user", async () => {
    const user = await createOk({ username: "changer", password: "changer-password", role: "admin" });
    const first = sessionFor(t.services, user.id);
    const second = sessionFor(t.services, user.id);
    expect(await isSignedIn(first.cookie)).toBe(true);
    const res = await update(user.id, { username: "changer", password: "changer-new-password", role: "admin" });
    expect(res.status).toBe(200);
    expect(await isSignedIn(first.cookie)).toBe(false);
    expect(await isSignedIn(second.cookie)).toBe(false);
    expect(t.services.sessions.countForUser(user.id)).toBe(0);
    // The admin who made the change is still signed in.
    expect(await isSignedIn(admin.cookie)).toBe(true);
    expect(await Bun.password.verify("changer-new-password", storedHash(user.id))).toBe(true);
  });

  test("deactivating a user ends their sessions and stops their sign-in; their old session gets 401", async () => {
    const user = await createOk({ username: "leaver", password: "leaver-password", role: "admin" });
    const session = sessionFor(t.services, user.id);
    const res = await update(user.id, { username: "leaver", role: "admin", isActive: false });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { isActive: boolean } }).user.isActive).toBe(false);
    expect(t.services.sessions.countForUser(user.id)).toBe(0);
    expect((await send(t.app, "/api/users", { headers: withCookie(session.cookie) })).status).toBe(401);
    const login = await sendJson(t.app, "POST", "/api/auth/login", { username: "leaver", password: "leaver-password" });
    expect(login.status).toBe(401);
  });

  test("an admin cannot demote or deactivate themselves: 409", async () => {
    const demote = await update(ADMIN_ID, { username: "admin", role: "user", isActive: true });
    expect(demote.status).toBe(409);
    expect(await demote.json()).toEqual({ success: false, message: "You cannot remove your own administrator role." });
    const deactivate = await update(ADMIN_ID, { username: "admin", role: "admin", isActive: false });
    expect(deactivate.status).toBe(409);
    expect(await deactivate.json()).toEqual({ success: false, message: "You cannot deactivate your own account." });
    expect(t.services.users.get(ADMIN_ID)).toMatchObject({ role: "admin", isActive: true });
  });

  test("another admin can be demoted while an active admin remains", async () => {
    const other = await createOk({ username: "demotable", password: "demotable-password", role: "admin" });
    const res = await update(other.id, { username: "demotable", role: "user" });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { role: string } }).user.role).toBe("user");
  });

  test("renaming to a taken username (any case) is 409; keeping one's own is fine", async () => {
    const user = await createOk({ username: "renamer", password: "renamer-password", role: "user" });
    const clash = await update(user.id, { username: "ADMIN", role: "user" });
    expect(clash.status).toBe(409);
    expect(await clash.json()).toEqual({ success: false, message: "That username is already taken." });
    expect((await update(user.id, { username: "RENAMER", role: "user" })).status).toBe(200);
  });

  test("an unknown id is 404; an id that is not a number is 400", async () => {
    const missing = await update(999999, { username: "ghost", role: "user" });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ success: false, message: "User not found." });
    const bad = await update("abc", { username: "ghost", role: "user" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({ id: "Invalid user id." });
  });

  test("the same validation as on create, except that the password may be blank", async () => {
    const res = await update(ADMIN_ID, { username: "ad", password: "short", email: "x", role: "" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
      username: "Username must be at least 3 characters.",
      password: "Password must be at least 8 characters.",
      email: "Please enter a valid email address.",
      role: "Please select a role.",
    });
  });
});

describe("DELETE /api/users/{id}", () => {
  test("deletes the user and ends their sessions", async () => {
    const user = await createOk({ username: "goner", password: "goner-password", role: "user" });
    const session = sessionFor(t.services, user.id);
    const res = await remove(user.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "User deleted successfully", data: null });
    expect((await list()).map((u) => u.username)).not.toContain("goner");
    expect(await isSignedIn(session.cookie)).toBe(false);
    expect(t.services.sessions.countForUser(user.id)).toBe(0);
  });

  test("an admin cannot delete themselves: 409", async () => {
    const res = await remove(ADMIN_ID);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ success: false, message: "You cannot delete your own account." });
    expect(t.services.users.get(ADMIN_ID)?.username).toBe("admin");
  });

  test("an unknown id is 404", async () => {
    const res = await remove(999999);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: "User not found." });
  });
});

describe("the last active admin", () => {
  // Through the API an admin can only reach the last admin by acting on themselves (refused above);
  // the operator's tools act as nobody, which is where the rule itself must hold.
  test("cannot be deleted, demoted or deactivated, whoever asks", async () => {
    const fresh = await createTestApp();
    try {
      const users = fresh.services.users;
      const adminAs = (change: { role: "user" | "admin"; isActive: boolean }) =>
        users.update(ADMIN_ID, { username: "admin", firstName: null, lastName: null, email: null, ...change }, null);
      for (const change of [
        { role: "user", isActive: true },
        { role: "admin", isActive: false },
      ] as const) {
        expect(await adminAs(change)).toEqual({
          ok: false,
          status: 409,
          message: "The last active administrator cannot be demoted or deactivated.",
        });
      }
      expect(users.delete(ADMIN_ID, null)).toEqual({
        ok: false,
        status: 409,
        message: "The last active administrator cannot be deleted.",
      });
      // An inactive admin does not count: the rule still holds with one in the table.
      await createUser(fresh.services, { username: "dormant", role: "admin", isActive: false });
      expect(users.delete(ADMIN_ID, null).ok).toBe(false);
      expect(users.get(ADMIN_ID)).toMatchObject({ role: "admin", isActive: true });

      // With a second active admin, either may go.
      const second = await createUser(fresh.services, { username: "second", role: "admin" });
      expect(users.delete(ADMIN_ID, null).ok).toBe(true);
      // ...and now "second" is the last one.
      expect(users.delete(second.id, null)).toEqual({
        ok: false,
        status: 409,
        message: "The last active administrator cannot be deleted.",
      });
    } finally {
      fresh.close();
    }
  });

  test("two admins removing each other at once leave one of them", async () => {
    const fresh = await createTestApp();
    try {
      const secondId = (await createUser(fresh.services, { username: "second", role: "admin" })).id;
      const one = sessionFor(fresh.services, ADMIN_ID);
      const two = sessionFor(fresh.services, secondId);
      const demote = (cookie: string, id: number, username: string) =>
        sendJson(
          fresh.app,
          "PUT",
          `/api/users/${id}`,
          { username, role: "user", password: "a-new-password" },
          withCookie(cookie),
        );
      const [a, b] = await Promise.all([demote(one.cookie, secondId, "second"), demote(two.cookie, ADMIN_ID, "admin")]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const admins = fresh.services.users.list().filter((u) => u.role === "admin" && u.isActive);
      expect(admins).toHaveLength(1);
    } finally {
      fresh.close();
    }
  });
});
