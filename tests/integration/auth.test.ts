// Accounts and sessions through the real app: sign-in, the session cookie and bearer
// token, what is stored, expiry, sign-out, throttling, the one admin guard on every admin endpoint
// of docs/product.md#api, CSRF and content types, the audit trail, and that no password, hash, token or
// session id leaks into an answer or a log line. Expected texts are written here, not imported.
import { ACTIONS } from "../../src/services/access-policy";
import { afterAll, beforeEach, describe, expect, setDefaultTimeout, spyOn, test } from "bun:test";
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import {
  CLIENT_IP,
  HOUR,
  MINUTE,
  SAME_ORIGIN,
  send,
  sendJson,
  sessionFor,
  signIn,
  testClock,
  withBearer,
  withCookie,
} from "../support/auth";
import { ADMIN_ENDPOINTS } from "../support/admin-endpoints";
import { expectFieldsRefused, expectRefused } from "../support/answers";
import { createUser } from "../support/factories";
import { createTestApp, TEST_ADMIN } from "../support/test-app";

const clock = testClock();
const logLines: string[] = [];
// Signing in verifies an argon2id hash (on purpose slow); a test that signs in a dozen times needs
// more than the default 5 s when the whole suite runs at once.
setDefaultTimeout(30_000);
const t = await createTestApp({ now: clock.now, log: (line) => logLines.push(line) });
afterAll(() => t.close());

// Each test signs in from its own address, so one test's failures never throttle another's.
let ipCounter = 0;
let ip = CLIENT_IP;
beforeEach(() => {
  ipCounter += 1;
  ip = `198.51.100.${ipCounter}`;
});

const hashOf = (token: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
const sessionRows = () =>
  t.sqlite
    .query<{ id: string; user_id: number; last_seen_at: number; expires_at: number }, []>("SELECT * FROM sessions")
    .all();
const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  sendJson(t.app, "POST", "/api/auth/login", { username, password }, headers, ip);
/** A POST of `body` as `contentType` from this site's own page, unless `headers` say otherwise. */
const postAs = (path: string, contentType: string, body?: string, headers: Record<string, string> = {}) =>
  send(
    t.app,
    path,
    { method: "POST", headers: { "Content-Type": contentType, Origin: SAME_ORIGIN, ...headers }, body },
    ip,
  );
/** A form post as a browser without JavaScript sends it. */
const postForm = (path: string, fields?: Record<string, string> | string, headers: Record<string, string> = {}) =>
  postAs(
    path,
    "application/x-www-form-urlencoded",
    typeof fields === "object" ? new URLSearchParams(fields).toString() : fields,
    headers,
  );
const check = (headers: Record<string, string>) => send(t.app, "/api/auth/check", { headers }, ip);

// Accounts the tests sign in with, created through the service layer.
const plainUser = await createUser(t.services, { username: "plain-user" });
const formerAdmin = await createUser(t.services, { username: "former-admin", role: "admin" });

const adminUser = {
  id: 1,
  username: "admin",
  firstName: null,
  lastName: null,
  email: null,
  role: "admin",
  isActive: true,
};

describe("POST /api/auth/login", () => {
  test("the right password signs in: session cookie, the user without secrets, and a token for scripts", async () => {
    const res = await login("admin", "correct-horse-battery");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body.success).toBe(true);
    expect(body.message).toBe("Login successful");
    expect(body.user).toEqual(adminUser);
    expect(String(body.token)).toMatch(/^[a-z2-7]{32}$/);
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toStartWith(`__Host-session=${body.token}; Path=/; Expires=`);
    expect(cookie).toContain("; HttpOnly");
    expect(cookie).toContain("; Secure");
    expect(cookie).toContain("; SameSite=Lax");
    expect(cookie).not.toContain("Domain=");
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  test("a browser's sign-in gets the cookie only: no token in the body for page scripts to read", async () => {
    const res = await login("admin", "correct-horse-battery", { "Sec-Fetch-Site": "same-origin" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({ success: true, message: "Login successful", user: adminUser, data: { user: adminUser } });
    expect(res.headers.get("set-cookie")).toMatch(/^__Host-session=[a-z2-7]{32}; /);
  });

  test("the cookie has no __Host- prefix and no Secure flag when the site is served over http", async () => {
    const plain = await createTestApp({ settings: { siteUrl: "http://localhost:3000" } });
    try {
      const res = await plain.app.request(
        "/api/auth/login",
        {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: "http://localhost:3000" },
          body: JSON.stringify(TEST_ADMIN),
        },
        { requestIP: () => ({ address: "192.0.2.1", family: "IPv4", port: 1 }) },
      );
      expect(res.status).toBe(200);
      const cookie = res.headers.get("set-cookie")!;
      expect(cookie).toMatch(/^session=[a-z2-7]{32}; Path=\/; Expires=[^;]+; HttpOnly; SameSite=Lax$/);
    } finally {
      plain.close();
    }
  });

  test("the session row holds the token's SHA-256, never the token", async () => {
    const { token } = await signIn(t.app, TEST_ADMIN, ip);
    const rows = sessionRows();
    expect(rows.map((r) => r.id)).toContain(hashOf(token));
    const dump = JSON.stringify(t.sqlite.query("SELECT * FROM sessions").all());
    expect(dump).not.toContain(token);
    for (const row of rows) expect(row.id).toMatch(/^[0-9a-f]{64}$/);
  });

  test("every sign-in starts a new session; signing in again with a cookie replaces that session", async () => {
    const first = await signIn(t.app, TEST_ADMIN, ip);
    const second = await signIn(t.app, TEST_ADMIN, ip);
    expect(second.token).not.toBe(first.token);
    const ids = sessionRows().map((r) => r.id);
    expect(ids).toContain(hashOf(first.token));
    expect(ids).toContain(hashOf(second.token));

    const again = await login("admin", "correct-horse-battery", withCookie(first.cookie));
    expect(again.status).toBe(200);
    const third = ((await again.json()) as { token: string }).token;
    expect(third).not.toBe(first.token);
    expect(sessionRows().map((r) => r.id)).not.toContain(hashOf(first.token));
    expect((await (await check(withCookie(first.cookie))).json()).authenticated).toBe(false);
  });

  test("usernames match whatever their case; passwords do not", async () => {
    expect((await login("ADMIN", "correct-horse-battery")).status).toBe(200);
    expect((await login("admin", "CORRECT-HORSE-BATTERY")).status).toBe(401);
  });

  test("an unknown user and a wrong password get the same answer", async () => {
    const unknown = await login("nobody-here", "correct-horse-battery");
    const wrong = await login("admin", "wrong-password");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const expected = { success: false, message: "Invalid username or password." };
    expect(await unknown.json()).toEqual(expected);
    expect(await wrong.json()).toEqual(expected);
    expect(unknown.headers.get("set-cookie")).toBeNull();
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  test("an unknown user costs what a wrong password costs: one argon2id verification with the same parameters", async () => {
    // Checked by what runs, not by wall time, which a busy machine makes meaningless.
    const storedHash = t.sqlite
      .query<{ password_hash: string }, [string]>("SELECT password_hash FROM users WHERE username = ?")
      .get(TEST_ADMIN.username)!.password_hash;
    const costOf = (hash: string) => hash.split("$").slice(1, 4).join("$"); // argon2id$v=19$m=…,t=…,p=…
    const verify = spyOn(Bun.password, "verify");
    try {
      await login(TEST_ADMIN.username, "not-the-password");
      expect(verify).toHaveBeenCalledTimes(1);
      expect(verify.mock.calls[0]![1]).toBe(storedHash);
      verify.mockClear();
      await login("nobody-by-this-name", "not-the-password");
      expect(verify).toHaveBeenCalledTimes(1);
      const [password, dummyHash] = verify.mock.calls[0]!;
      expect(password).toBe("not-the-password");
      expect(dummyHash).not.toBe(storedHash);
      expect(costOf(String(dummyHash))).toBe(costOf(storedHash));
      expect(costOf(storedHash)).toMatch(/^argon2id\$v=19\$m=\d+,t=\d+,p=\d+$/);
    } finally {
      verify.mockRestore();
    }
  });

  test("an inactive user cannot sign in, with the same message", async () => {
    const inactive = await createUser(t.services, { role: "admin", isActive: false });
    const res = await login(inactive.username, inactive.password);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, message: "Invalid username or password." });
  });

  test("username and password are required, with the form's messages", async () => {
    await expectFieldsRefused(login("", ""), { username: "Username is required", password: "Password is required" });
  });
});

describe("GET /api/auth/check", () => {
  test("without a session: not authenticated, not admin, no user", async () => {
    const res = await check({});
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ authenticated: false, isAdmin: false, permissions: [], user: null });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  test("with the admin's cookie or bearer token: authenticated admin, the user without password or hash", async () => {
    const { cookie, token } = await signIn(t.app, TEST_ADMIN, ip);
    for (const headers of [withCookie(cookie), withBearer(token)]) {
      const res = await check(headers);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({
        authenticated: true,
        isAdmin: true,
        permissions: [...ACTIONS],
        user: adminUser,
      });
      expect(text).not.toContain("password");
      expect(text).not.toContain("$argon2");
    }
  });

  test("a 'user' role is authenticated but not admin", async () => {
    await createUser(t.services, { username: "reader", password: "reader-password" });
    const { cookie } = await signIn(t.app, { username: "reader", password: "reader-password" }, ip);
    const body = (await (await check(withCookie(cookie))).json()) as {
      authenticated: boolean;
      isAdmin: boolean;
      user: { username: string; role: string };
    };
    expect(body.authenticated).toBe(true);
    expect(body.isAdmin).toBe(false);
    expect(body.user.username).toBe("reader");
    expect(body.user.role).toBe("user");
  });

  test("an Authorization header is judged alone: a junk one is not rescued by a valid cookie", async () => {
    const { cookie } = await signIn(t.app, TEST_ADMIN, ip);
    const res = await check({ ...withCookie(cookie), Authorization: "Bearer not-a-real-token" });
    expect(await res.json()).toEqual({ authenticated: false, isAdmin: false, permissions: [], user: null });
  });
});

describe("POST /api/auth/logout", () => {
  test("deletes the session and clears the cookie; the old cookie and token then count for nothing", async () => {
    const { cookie, token } = await signIn(t.app, TEST_ADMIN, ip);
    const res = await sendJson(t.app, "POST", "/api/auth/logout", undefined, withCookie(cookie), ip);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Logged out", data: null });
    expect(res.headers.get("set-cookie")).toMatch(
      /^__Host-session=; Max-Age=0; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(sessionRows().map((r) => r.id)).not.toContain(hashOf(token));
    expect(await (await check(withCookie(cookie))).json()).toEqual({
      authenticated: false,
      isAdmin: false,
      permissions: [],
      user: null,
    });
    expect((await send(t.app, "/api/users", { headers: withBearer(token) }, ip)).status).toBe(401);
  });

  test("a bearer client signs out its own session", async () => {
    const { token } = await signIn(t.app, TEST_ADMIN, ip);
    const res = await send(t.app, "/api/auth/logout", { method: "POST", headers: withBearer(token) }, ip);
    expect(res.status).toBe(200);
    expect((await check(withBearer(token))).status).toBe(200);
    expect((await (await check(withBearer(token))).json()).authenticated).toBe(false);
  });

  test("signing out without a session still answers success and clears the cookie", async () => {
    const res = await sendJson(t.app, "POST", "/api/auth/logout", undefined, {}, ip);
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toStartWith("__Host-session=; Max-Age=0;");
  });
});

describe("session lifetime", () => {
  test("use slides the idle expiry, written at most once a minute", async () => {
    const { token } = await signIn(t.app, TEST_ADMIN, ip);
    const row = () => sessionRows().find((r) => r.id === hashOf(token))!;
    const started = row().last_seen_at;
    clock.advance(30 * 1000);
    await check(withBearer(token));
    expect(row().last_seen_at).toBe(started);
    clock.advance(31 * 1000);
    await check(withBearer(token));
    expect(row().last_seen_at).toBe(started + 61 * 1000);
  });

  test("12 hours without use end the session, and its row is deleted", async () => {
    const { token } = await signIn(t.app, TEST_ADMIN, ip);
    clock.advance(11 * HOUR + 59 * MINUTE);
    expect((await (await check(withBearer(token))).json()).authenticated).toBe(true);
    clock.advance(12 * HOUR);
    expect(await (await check(withBearer(token))).json()).toEqual({
      authenticated: false,
      isAdmin: false,
      permissions: [],
      user: null,
    });
    expect(sessionRows().map((r) => r.id)).not.toContain(hashOf(token));
  });

  test("7 days after sign-in the session ends however often it is used", async () => {
    const { token } = await signIn(t.app, TEST_ADMIN, ip);
    for (let hours = 0; hours < 7 * 24 - 10; hours += 10) {
      clock.advance(10 * HOUR);
      expect((await (await check(withBearer(token))).json()).authenticated).toBe(true);
    }
    clock.advance(11 * HOUR);
    expect((await (await check(withBearer(token))).json()).authenticated).toBe(false);
  });

  test("ended sessions' rows are purged at the next sign-in", async () => {
    const idle = await signIn(t.app, TEST_ADMIN, ip);
    clock.advance(13 * HOUR);
    expect(sessionRows().map((r) => r.id)).toContain(hashOf(idle.token));
    await signIn(t.app, TEST_ADMIN, ip);
    expect(sessionRows().map((r) => r.id)).not.toContain(hashOf(idle.token));
    const now = clock.now();
    for (const row of sessionRows()) {
      expect(row.expires_at).toBeGreaterThan(now);
      expect(row.last_seen_at).toBeGreaterThan(now - 12 * HOUR);
    }
  });
});

describe("sign-in throttling", () => {
  test("after 5 failures from one address a username waits a minute (429, Retry-After), even with the right password", async () => {
    for (let i = 1; i <= 5; i++) expect((await login("admin", `guess-${i}`)).status).toBe(401);
    const refused = await login("admin", "correct-horse-battery");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(await refused.json()).toEqual({
      success: false,
      message: "Too many failed sign-in attempts. Please try again in 1 minute.",
    });
    expect(refused.headers.get("set-cookie")).toBeNull();

    clock.advance(30 * 1000);
    const later = await login("admin", "correct-horse-battery");
    expect(later.status).toBe(429);
    expect(later.headers.get("retry-after")).toBe("30");

    clock.advance(31 * 1000);
    expect((await login("admin", "correct-horse-battery")).status).toBe(200);
  });

  // Each verified attempt leaves a login or login_failed row, each refused one a login_throttled row.
  const verifiedFrom = (address: string) =>
    t.sqlite
      .query<{ n: number }, [string]>(
        "SELECT count(*) AS n FROM audit_log WHERE ip = ? AND action IN ('login', 'login_failed')",
      )
      .get(address)!.n;

  test("60 concurrent sign-ins for one username: at most 5 are verified, and a right password last is refused", async () => {
    const burst = Array.from({ length: 60 }, (_, i) =>
      login("admin", i === 59 ? "correct-horse-battery" : `burst-guess-${i}`),
    );
    const statuses = (await Promise.all(burst)).map((res) => res.status);
    expect(verifiedFrom(ip)).toBeLessThanOrEqual(5);
    expect(statuses).not.toContain(200);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(55);
  });

  test("60 concurrent sign-ins for many usernames from one address: at most 20 are verified", async () => {
    const statuses = (
      await Promise.all(Array.from({ length: 60 }, (_, i) => login(`concurrent-${i}`, "password-guess")))
    ).map((res) => res.status);
    expect(verifiedFrom(ip)).toBeLessThanOrEqual(20);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
  });

  test("a right password gives back the count its attempt took, so 19 failures and a success leave room", async () => {
    for (let i = 1; i <= 19; i++) expect((await login(`spray-${i}`, "password-guess")).status).toBe(401);
    expect((await login("admin", "correct-horse-battery")).status).toBe(200);
    expect((await login("someone-else", "password-guess")).status).toBe(401);
    expect((await login("admin", "correct-horse-battery")).status).toBe(429);
  });

  test("each failure after the wait doubles it", async () => {
    for (let i = 1; i <= 5; i++) await login("admin", `guess-${i}`);
    clock.advance(61 * 1000);
    expect((await login("admin", "guess-6")).status).toBe(401);
    const second = await login("admin", "correct-horse-battery");
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toBe("120");
    expect(((await second.json()) as { message: string }).message).toBe(
      "Too many failed sign-in attempts. Please try again in 2 minutes.",
    );
    clock.advance(121 * 1000);
    await login("admin", "guess-7");
    expect((await login("admin", "correct-horse-battery")).headers.get("retry-after")).toBe("240");
    clock.advance(241 * 1000);
  });

  test("the wait is per address: the same username from another address is not held up", async () => {
    const busy = ip;
    for (let i = 1; i <= 5; i++) await login("admin", `guess-${i}`);
    expect((await login("admin", "correct-horse-battery")).status).toBe(429);
    ip = "198.51.100.250";
    expect((await login("admin", "correct-horse-battery")).status).toBe(200);
    ip = busy;
  });

  test("unknown usernames are throttled the same way, so a 429 does not reveal which exist", async () => {
    for (let i = 1; i <= 5; i++) await login("nobody-at-all", `guess-${i}`);
    const res = await login("nobody-at-all", "anything");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("60");
  });

  test("20 failures from one address, whatever the usernames, hold every sign-in from it", async () => {
    for (let i = 1; i <= 20; i++) expect((await login(`spray-${i}`, "password-guess")).status).toBe(401);
    const res = await login("admin", "correct-horse-battery");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("60");
  });

  test("the login page's form post is throttled with the API, and says so on the page", async () => {
    for (let i = 1; i <= 5; i++) await login("admin", `guess-${i}`);
    const res = await postForm("/login", { username: "admin", password: "correct-horse-battery" });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("60");
    expect(res.headers.get("set-cookie")).toBeNull();
    expect(await res.text()).toContain("Too many failed sign-in attempts. Please try again in 1 minute.");
  });

  test("X-Forwarded-For is ignored unless TRUST_PROXY is on", async () => {
    for (let i = 1; i <= 5; i++) {
      await login("admin", `guess-${i}`, { "X-Forwarded-For": `192.0.2.${i}` });
    }
    expect((await login("admin", "correct-horse-battery", { "X-Forwarded-For": "192.0.2.99" })).status).toBe(429);

    const proxied = await createTestApp({ trustProxy: true, now: clock.now });
    try {
      const viaProxy = (client: string, password: string) =>
        sendJson(
          proxied.app,
          "POST",
          "/api/auth/login",
          { username: "admin", password },
          { "X-Forwarded-For": `10.9.9.9, ${client}` },
          "127.0.0.1",
        );
      for (let i = 1; i <= 5; i++) await viaProxy("192.0.2.50", `guess-${i}`);
      expect((await viaProxy("192.0.2.50", "correct-horse-battery")).status).toBe(429);
      expect((await viaProxy("192.0.2.51", "correct-horse-battery")).status).toBe(200);
      const entries = proxied.services.audit.list({ limit: 1 });
      expect(entries[0]!.ip).toBe("192.0.2.51");
    } finally {
      proxied.close();
    }
  });
});

const AUTHENTICATION_REQUIRED = { success: false, message: "Authentication required. Please sign in." };
const ADMIN_REQUIRED = { success: false, message: "Administrator access required." };

function adminCall(method: string, path: string, headers: Record<string, string> = {}) {
  const write = method !== "GET";
  return send(
    t.app,
    path,
    {
      method,
      headers: { ...(write ? { "Content-Type": "application/json", Origin: SAME_ORIGIN } : {}), ...headers },
      body:
        write && method !== "DELETE"
          ? JSON.stringify({ username: "someone", password: "password-123", role: "admin" })
          : undefined,
    },
    ip,
  );
}

describe("the admin guard", () => {
  const userCountBefore = () => t.sqlite.query<{ n: number }, []>("SELECT count(*) AS n FROM users").get()!.n;

  describe.each(ADMIN_ENDPOINTS)("%s %s", (method, path) => {
    test("401 without a session", async () => {
      const res = await adminCall(method, path);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual(AUTHENTICATION_REQUIRED);
    });

    test("401 with ?admin_access=true", async () => {
      const res = await adminCall(method, `${path}?admin_access=true`);
      expect(res.status).toBe(401);
    });

    test("401 with admin headers", async () => {
      const res = await adminCall(method, `${path}?admin_access=true`, {
        "X-Admin-Access": "true",
        "admin-access": "true",
        "X-Admin": "true",
        "X-User-Role": "admin",
        "X-Is-Admin": "1",
      });
      expect(res.status).toBe(401);
    });

    test("401 with made-up tokens in the bearer header and the cookie", async () => {
      for (const headers of [
        withBearer("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"),
        withBearer("admin-token-12345"),
        { Authorization: "Bearer " },
        { Authorization: "Basic YWRtaW46Y29ycmVjdC1ob3JzZS1iYXR0ZXJ5" },
        withCookie("__Host-session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"),
        withCookie("session=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa; authenticated=true; isAdmin=true"),
      ]) {
        expect((await adminCall(method, path, headers)).status).toBe(401);
      }
    });

    test("401 with an expired session and with a logged-out one", async () => {
      const expired = sessionFor(t.services, 1);
      t.sqlite.query("UPDATE sessions SET expires_at = ? WHERE id = ?").run(clock.now() - 1, hashOf(expired.token));
      expect((await adminCall(method, path, withCookie(expired.cookie))).status).toBe(401);

      const idle = sessionFor(t.services, 1);
      t.sqlite
        .query("UPDATE sessions SET last_seen_at = ? WHERE id = ?")
        .run(clock.now() - 12 * HOUR, hashOf(idle.token));
      expect((await adminCall(method, path, withBearer(idle.token))).status).toBe(401);

      const gone = sessionFor(t.services, 1);
      await sendJson(t.app, "POST", "/api/auth/logout", undefined, withCookie(gone.cookie), ip);
      expect((await adminCall(method, path, withCookie(gone.cookie))).status).toBe(401);
      expect((await adminCall(method, path, withBearer(gone.token))).status).toBe(401);
    });

    test("403 for a 'user' role and for a deactivated admin's surviving session", async () => {
      const user = sessionFor(t.services, plainUser.id);
      const res = await adminCall(method, path, withCookie(user.cookie));
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(ADMIN_REQUIRED);
      expect((await adminCall(method, `${path}?admin_access=true`, withBearer(user.token))).status).toBe(403);

      // Deactivated behind the application's back, so the session outlived it (the users API
      // would have ended it): the guard still refuses.
      const former = sessionFor(t.services, formerAdmin.id);
      t.sqlite.query("UPDATE users SET is_active = 0 WHERE username = 'former-admin'").run();
      try {
        expect((await adminCall(method, path, withCookie(former.cookie))).status).toBe(403);
      } finally {
        t.sqlite.query("UPDATE users SET is_active = 1 WHERE username = 'former-admin'").run();
      }
    });

    test("an active admin's session passes the guard", async () => {
      const { cookie, token } = sessionFor(t.services, 1);
      for (const headers of [withCookie(cookie), withBearer(token)]) {
        const res = await adminCall(method, path.replace("/api/users/1", "/api/users/999999"), headers);
        expect([401, 403]).not.toContain(res.status);
      }
    });
  });

  test("no refused request changed anything", async () => {
    const before = userCountBefore();
    await adminCall("POST", "/api/users?admin_access=true", { "X-Admin-Access": "true" });
    await adminCall("DELETE", "/api/users/1?admin_access=true", withBearer("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"));
    expect(userCountBefore()).toBe(before);
    expect(t.services.users.get(1)?.username).toBe("admin");
  });

  test("public reads stay public, and admin_access=true adds nothing to them", async () => {
    for (const path of ["/api/testimonials/featured", "/api/blog"]) {
      const plain = await send(t.app, path, {}, ip);
      const flagged = await send(t.app, `${path}?admin_access=true`, { headers: { "X-Admin-Access": "true" } }, ip);
      expect(plain.status).toBe(200);
      expect(flagged.status).toBe(200);
      expect(await flagged.text()).toBe(await plain.text());
    }
  });
});

describe("cross-origin writes and content types", () => {
  test("a cookie-authenticated write from another origin is refused with 403, JSON or form", async () => {
    const { cookie } = await signIn(t.app, TEST_ADMIN, ip);
    const body = JSON.stringify({ username: "csrf-victim", password: "password-123", role: "admin" });
    for (const contentType of ["application/json", "application/x-www-form-urlencoded", "text/plain"]) {
      const res = await send(
        t.app,
        "/api/users",
        {
          method: "POST",
          headers: { ...withCookie(cookie), "Content-Type": contentType, Origin: "https://evil.example" },
          body,
        },
        ip,
      );
      expect(res.status).toBe(403);
    }
    const crossSite = await send(
      t.app,
      "/api/users",
      {
        method: "POST",
        headers: { ...withCookie(cookie), "Content-Type": "text/plain", "Sec-Fetch-Site": "cross-site" },
        body,
      },
      ip,
    );
    expect(crossSite.status).toBe(403);
    expect(t.services.users.findForSignIn("csrf-victim")).toBeNull();
  });

  test("a junk Authorization header (which skips the CSRF check) does not let a cross-origin request use the cookie", async () => {
    const { cookie } = await signIn(t.app, TEST_ADMIN, ip);
    const res = await send(
      t.app,
      "/api/users",
      {
        method: "POST",
        headers: {
          ...withCookie(cookie),
          Authorization: "Basic junk",
          "Content-Type": "application/json",
          Origin: "https://evil.example",
        },
        body: JSON.stringify({ username: "csrf-victim-2", password: "password-123", role: "admin" }),
      },
      ip,
    );
    expect(res.status).toBe(401);
    expect(t.services.users.findForSignIn("csrf-victim-2")).toBeNull();
  });

  test("the /login form post from another origin is refused", async () => {
    const res = await postForm("/login", "username=admin&password=correct-horse-battery", {
      Origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  test("JSON routes refuse other content types with 415", async () => {
    const { cookie } = await signIn(t.app, TEST_ADMIN, ip);
    const asForm = await postForm("/api/users", "username=form-user&password=password-123&role=admin", {
      ...withCookie(cookie),
    });
    await expectRefused(asForm, 415, "Unsupported content type: send the request body as application/json.");
    const loginAsText = await postAs("/api/auth/login", "text/plain", JSON.stringify(TEST_ADMIN));
    expect(loginAsText.status).toBe(415);
    const withCharset = await postAs("/api/auth/login", "application/json; charset=utf-8", JSON.stringify(TEST_ADMIN));
    expect(withCharset.status).toBe(200);
  });
});

describe("the login and admin pages", () => {
  test("/login without a session shows the form, privately, never cached", async () => {
    const res = await send(t.app, "/login", {}, ip);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain("Admin Login");
    expect(html).toContain('name="username"');
    // React writes the attribute as autoComplete; HTML attribute names are case-insensitive.
    expect(html).toContain('autoComplete="username"');
    expect(html).toContain('autoComplete="current-password"');
    const form = /<form[^>]*>/.exec(html)?.[0] ?? "";
    expect(form).toContain('action="/login"');
    expect(form).toContain('method="post"');
  });

  test("a signed-in admin who opens /login goes to /admin", async () => {
    const { cookie } = await signIn(t.app, TEST_ADMIN, ip);
    const res = await send(t.app, "/login", { headers: withCookie(cookie) }, ip);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin");
  });

  test("/admin without a session: the guard, 401, never cached", async () => {
    const res = await send(t.app, "/admin", {}, ip);
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain("Admin Access Required");
    expect(html).toContain("Sign in to access the admin area.");
    expect(html).toContain('href="/login"');
    expect(html).toContain("Go to Login");
    expect(html).not.toContain("Admin Dashboard</h1>");
    expect(html).not.toContain("Checking authentication...");
  });

  test("/admin with admin_access=true or admin headers is still the guard", async () => {
    const res = await send(
      t.app,
      "/admin?admin_access=true",
      { headers: { "X-Admin-Access": "true", Cookie: "isAdmin=true" } },
      ip,
    );
    expect(res.status).toBe(401);
    expect(await res.text()).toContain("Sign in to access the admin area.");
  });

  test("/admin for a 'user' role: the no-permission text, 403", async () => {
    const { cookie } = await signIn(t.app, { username: plainUser.username, password: plainUser.password }, ip);
    const res = await send(t.app, "/admin", { headers: withCookie(cookie) }, ip);
    expect(res.status).toBe(403);
    const html = await res.text();
    expect(html).toContain("Admin Access Required");
    expect(html).toContain("Your account doesn&#x27;t have administrator permissions.");
  });

  test("/admin for an admin: the dashboard with a Logout button, never cached", async () => {
    const { cookie } = await signIn(t.app, TEST_ADMIN, ip);
    const res = await send(t.app, "/admin", { headers: withCookie(cookie) }, ip);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const html = await res.text();
    expect(html).toContain("Admin Dashboard");
    expect(html).toContain("Logout");
    expect(html).not.toContain("Admin Access Required");
  });

  test("the same URL serves each visitor their own /admin (nothing cached across sessions)", async () => {
    const admin = await signIn(t.app, TEST_ADMIN, ip);
    expect((await send(t.app, "/admin", { headers: withCookie(admin.cookie) }, ip)).status).toBe(200);
    expect((await send(t.app, "/admin", {}, ip)).status).toBe(401);
    expect((await send(t.app, "/admin", { headers: withCookie(admin.cookie) }, ip)).status).toBe(200);
  });

  test("the no-JavaScript form post signs in with a 303 to /admin and a session cookie", async () => {
    const res = await postForm("/login", TEST_ADMIN);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin");
    const cookie = res.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^__Host-session=[a-z2-7]{32}; Path=\/; Expires=[^;]+; HttpOnly; Secure; SameSite=Lax$/);
    const admin = await send(t.app, "/admin", { headers: withCookie(cookie.split(";")[0]!) }, ip);
    expect(admin.status).toBe(200);
  });

  test("a failed form post renders /login again with the message and the username, never the password", async () => {
    const res = await postForm("/login", { username: "admin", password: "my-wrong-secret" });
    expect(res.status).toBe(401);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("set-cookie")).toBeNull();
    const html = await res.text();
    expect(html).toContain("Invalid username or password.");
    expect(html).toContain('value="admin"');
    expect(html).not.toContain("my-wrong-secret");
  });

  test("the dashboard's no-JavaScript Logout posts to /logout: session ended, cookie cleared, back to /", async () => {
    const { cookie, token } = await signIn(t.app, TEST_ADMIN, ip);
    const res = await postForm("/logout", undefined, withCookie(cookie));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/");
    expect(res.headers.get("set-cookie")).toStartWith("__Host-session=; Max-Age=0;");
    expect(sessionRows().map((r) => r.id)).not.toContain(hashOf(token));
  });
});

describe("the audit trail", () => {
  test("sign-ins (both outcomes), sign-outs and admin writes: who, what, which id, when, from where", async () => {
    const at = clock.now();
    const failed = await login("admin", "not-it");
    expect(failed.status).toBe(401);
    await login("no-such-person", "typed-in-the-wrong-field");
    const { cookie } = await signIn(t.app, TEST_ADMIN, ip);
    const created = await sendJson(
      t.app,
      "POST",
      "/api/users",
      { username: "audited-user", password: "audited-password", role: "user" },
      withCookie(cookie),
      ip,
    );
    const { user } = (await created.json()) as { user: { id: number } };
    await sendJson(t.app, "DELETE", `/api/users/${user.id}`, undefined, withCookie(cookie), ip);
    await sendJson(t.app, "POST", "/api/auth/logout", undefined, withCookie(cookie), ip);

    const entries = t.services.audit
      .list({ limit: 6 })
      .reverse()
      .map((e) => ({
        actor: e.actorUsername,
        action: e.action,
        target: e.targetId,
        ip: e.ip,
        at: e.at.getTime(),
        detail: e.detail,
      }));
    expect(entries).toEqual([
      { actor: "admin", action: "login_failed", target: "1", ip, at, detail: "wrong password" },
      { actor: null, action: "login_failed", target: null, ip, at, detail: "no such username" },
      { actor: "admin", action: "login", target: "1", ip, at, detail: null },
      { actor: "admin", action: "POST /api/users", target: String(user.id), ip, at, detail: null },
      { actor: "admin", action: `DELETE /api/users/${user.id}`, target: String(user.id), ip, at, detail: null },
      { actor: "admin", action: "logout", target: "1", ip, at, detail: null },
    ]);
    const dump = JSON.stringify(t.sqlite.query("SELECT * FROM audit_log").all());
    expect(dump).not.toContain("typed-in-the-wrong-field");
    expect(dump).not.toContain("no-such-person");
    expect(dump).not.toContain("not-it");
  });

  test("refused and failed admin writes are not recorded as done", async () => {
    const before = t.services.audit.list({ limit: 1 })[0]?.id ?? 0;
    await adminCall("POST", "/api/users");
    const { cookie } = await signIn(t.app, TEST_ADMIN, ip);
    await sendJson(t.app, "POST", "/api/users", { username: "x" }, withCookie(cookie), ip);
    const after = t.services.audit.list({ limit: 10 }).filter((e) => e.id > before);
    expect(after.map((e) => e.action)).toEqual(["login"]);
  });
});

describe("secrets stay secret", () => {
  test("no answer or log line holds a password, a hash, a token or a session id", async () => {
    logLines.length = 0;
    const printed: string[] = [];
    const originals = { log: console.log, error: console.error, warn: console.warn };
    for (const name of ["log", "error", "warn"] as const) {
      console[name] = (...args: unknown[]) => printed.push(args.map(String).join(" "));
    }
    const bodies: string[] = [];
    const keep = async (res: Response) => {
      bodies.push(await res.clone().text());
      bodies.push(JSON.stringify([...res.headers].filter(([name]) => name !== "set-cookie")));
      return res;
    };
    try {
      await keep(await login("admin", "a-wrong-password-123"));
      await keep(await login("unknown-person", "another-secret-456"));
      const browser = await keep(await login("admin", "correct-horse-battery", { "Sec-Fetch-Site": "same-origin" }));
      const cookie = browser.headers.get("set-cookie")!.split(";")[0]!;
      const token = cookie.split("=")[1]!;
      await keep(await check(withCookie(cookie)));
      await keep(await send(t.app, "/api/users", { headers: withCookie(cookie) }, ip));
      const created = await keep(
        await sendJson(
          t.app,
          "POST",
          "/api/users",
          { username: "secret-keeper", password: "new-user-secret-789", role: "user" },
          withCookie(cookie),
          ip,
        ),
      );
      const { user } = (await created.json()) as { user: { id: number } };
      await keep(
        await sendJson(
          t.app,
          "PUT",
          `/api/users/${user.id}`,
          { username: "secret-keeper", password: "changed-secret-000", role: "user" },
          withCookie(cookie),
          ip,
        ),
      );
      await keep(await send(t.app, "/admin", { headers: withCookie(cookie) }, ip));
      await keep(await sendJson(t.app, "POST", "/api/auth/logout", undefined, withCookie(cookie), ip));

      const hashes = t.sqlite
        .query<{ password_hash: string }, []>("SELECT password_hash FROM users")
        .all()
        .map((r) => r.password_hash);
      const secrets = [
        "correct-horse-battery",
        "a-wrong-password-123",
        "another-secret-456",
        "new-user-secret-789",
        "changed-secret-000",
        token,
        hashOf(token),
        "$argon2",
        ...hashes,
      ];
      const seen = [...bodies, ...logLines, ...printed];
      expect(logLines.length).toBeGreaterThan(5);
      for (const secret of secrets) {
        for (const text of seen) expect(text).not.toContain(secret);
      }
      for (const body of bodies) {
        expect(body).not.toContain('"password"');
        expect(body).not.toContain("passwordHash");
      }
    } finally {
      Object.assign(console, originals);
    }
  });
});
