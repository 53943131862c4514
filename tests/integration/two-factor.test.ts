// Two-factor sign-in through the real app (docs/architecture.md#two-factor): enrolling TOTP with a
// code computed here from the secret, the two-step sign-in (no session before the code, a code
// refused the second time, the half-done sign-in ended after 5 minutes), recovery codes that work
// once, throttled codes, the policy for admins, no way around it with a pending cookie or an old
// bearer token, the plain form posts, and the audit trail of every enrolment, removal and use.
import { afterAll, beforeEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { CLIENT_IP, reauthenticate, SAME_ORIGIN, send, sendJson, withBearer, withCookie } from "../support/auth";
import { REAUTHENTICATION_MS } from "../../src/services/auth";
import { scheduledClock } from "../support/clock";
import { ADMIN_ENDPOINTS } from "../support/admin-endpoints";
import { createUser } from "../support/factories";
import { createTestApp } from "../support/test-app";

setDefaultTimeout(30_000);
const clock = scheduledClock(Date.UTC(2026, 10, 24, 9, 0, 0));
const t = await createTestApp({ now: clock.now, scheduler: clock.scheduler });
afterAll(() => t.close());

// Each test from its own address, so one test's failures never throttle another's.
let ipCounter = 0;
let ip = CLIENT_IP;
beforeEach(() => {
  ipCounter += 1;
  ip = `192.0.2.${ipCounter}`;
  // Each test in its own 30-second step, so a code one test used is not one another test needs.
  clock.advance(90_000);
});

/** The code an authenticator app shows now for `secret`, `stepsAhead` steps of 30 s later. */
function codeFor(secret: string, stepsAhead = 0): string {
  const step = Math.floor(clock.now() / 1000 / 30) + stepsAhead;
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(step), 6);
}

const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .find((pair) => pair.startsWith(`__Host-${name}=`) && pair.length > `__Host-${name}=`.length);

async function login(username: string, password: string, headers: Record<string, string> = {}) {
  const res = await sendJson(t.app, "POST", "/api/auth/login", { username, password }, headers, ip);
  return { res, body: (await res.json()) as Record<string, unknown> };
}

/** The sign-in's second step (a code or a recovery code), from this test's address. */
const secondStep = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  sendJson(t.app, "POST", "/api/auth/login/totp", body, headers, ip);

/** A new account signed in (no second factor yet), with its session's headers. */
async function accountWithSession(role: "user" | "admin" = "admin") {
  const user = await createUser(t.services, { role });
  const { res, body } = await login(user.username, user.password);
  expect(res.status).toBe(200);
  return { user, token: String(body.token), headers: withBearer(String(body.token)) };
}

/** An account with TOTP on: its secret and recovery codes. */
async function enrolledAccount(role: "user" | "admin" = "admin") {
  const account = await accountWithSession(role);
  const start = await sendJson(t.app, "POST", "/api/account/totp", undefined, account.headers, ip);
  const secret = ((await start.json()) as { data: { secret: string } }).data.secret;
  const confirm = await sendJson(
    t.app,
    "POST",
    "/api/account/totp/confirm",
    { code: codeFor(secret) },
    account.headers,
    ip,
  );
  const recoveryCodes = ((await confirm.json()) as { data: { recoveryCodes: string[] } }).data.recoveryCodes;
  clock.advance(30_000);
  return { ...account, secret, recoveryCodes };
}

const auditActions = (userId: number) =>
  t.services.audit
    .list({ limit: 100 })
    .filter((entry) => entry.targetId === String(userId))
    .map((entry) => entry.action);

describe("enrolling TOTP", () => {
  test("a secret, its otpauth address and a QR code; in force only once a code from it is entered", async () => {
    const { user, headers } = await accountWithSession();
    const start = await sendJson(t.app, "POST", "/api/account/totp", undefined, headers, ip);
    expect(start.status).toBe(200);
    const { data } = (await start.json()) as { data: { secret: string; otpauthUrl: string; qrCode: string } };
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.otpauthUrl).toBe(
      `otpauth://totp/Meridian%20Product%20Partners:${user.username}?issuer=Meridian%20Product%20Partners&algorithm=SHA1&secret=${data.secret}&period=30&digits=6`,
    );
    expect(data.qrCode.startsWith("data:image/svg+xml;base64,")).toBe(true);
    expect(atob(data.qrCode.slice("data:image/svg+xml;base64,".length))).toContain("<svg");

    // Not yet in force: signing in still takes the password alone.
    expect((await login(user.username, user.password)).body.twoFactorRequired).toBeUndefined();

    const wrong = await sendJson(t.app, "POST", "/api/account/totp/confirm", { code: "000000" }, headers, ip);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      success: false,
      message: "That code is not right. Check your app's clock and try the newest code.",
      errors: { code: "That code is not right. Check your app's clock and try the newest code." },
    });
    const notDigits = await sendJson(t.app, "POST", "/api/account/totp/confirm", { code: "abc" }, headers, ip);
    expect(notDigits.status).toBe(400);
    expect(((await notDigits.json()) as { errors: unknown }).errors).toEqual({
      code: "Please enter the 6-digit code from your authenticator app.",
    });

    const confirm = await sendJson(
      t.app,
      "POST",
      "/api/account/totp/confirm",
      { code: codeFor(data.secret) },
      headers,
      ip,
    );
    expect(confirm.status).toBe(200);
    const { recoveryCodes } = ((await confirm.json()) as { data: { recoveryCodes: string[] } }).data;
    expect(recoveryCodes).toHaveLength(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(new Set(recoveryCodes).size).toBe(10);
    // Stored hashed: no code appears in the table.
    const stored = t.sqlite.query("select code_hash from recovery_codes where user_id = ?").all(user.id) as {
      code_hash: string;
    }[];
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(recoveryCodes.map((c) => c.replace("-", ""))).not.toContain(row.code_hash);

    // The key is stored sealed, never as the app shows it.
    const row = t.sqlite.query("select secret from totp_credentials where user_id = ?").get(user.id) as {
      secret: string;
    };
    expect(row.secret.startsWith("v1:")).toBe(true);
    expect(row.secret).not.toContain(data.secret);
    // The session it was enrolled from goes on; a second start is refused while it is on.
    const again = await sendJson(t.app, "POST", "/api/account/totp", undefined, headers, ip);
    expect(again.status).toBe(409);
    expect(auditActions(user.id)).toContain("totp_enrolled");
  });

  test("enrolling ends the account's other sessions, begun on the password alone", async () => {
    const { user, headers } = await accountWithSession();
    const other = await login(user.username, user.password);
    const otherHeaders = withBearer(String(other.body.token));
    expect((await send(t.app, "/api/account", { headers: otherHeaders }, ip)).status).toBe(200);
    const start = await sendJson(t.app, "POST", "/api/account/totp", undefined, headers, ip);
    const secret = ((await start.json()) as { data: { secret: string } }).data.secret;
    await sendJson(t.app, "POST", "/api/account/totp/confirm", { code: codeFor(secret) }, headers, ip);
    expect((await send(t.app, "/api/account", { headers: otherHeaders }, ip)).status).toBe(401);
    expect((await send(t.app, "/api/account", { headers }, ip)).status).toBe(200);
  });
});

describe("signing in with TOTP", () => {
  test("the password alone makes no session; the code makes one; the same code is refused the second time", async () => {
    const { user, secret } = await enrolledAccount();
    const first = await login(user.username, user.password);
    expect(first.res.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, twoFactorRequired: true, methods: ["totp", "recovery"] });
    expect(first.body.token).toBeUndefined();
    expect(first.body.pendingToken).toMatch(/^[a-z2-7]{32}$/);
    expect(cookieOf(first.res, "session")).toBeUndefined();
    expect(cookieOf(first.res, "pending_sign_in")).toBeDefined();

    const pendingToken = String(first.body.pendingToken);
    const without = await secondStep({ pendingToken });
    expect(without.status).toBe(400);
    const wrong = await secondStep({ pendingToken, code: "123456" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ success: false, message: "Invalid code. Please try again." });

    const code = codeFor(secret);
    const right = await secondStep({ pendingToken, code });
    expect(right.status).toBe(200);
    const signedIn = (await right.json()) as { token: string; user: { username: string } };
    expect(signedIn.user.username).toBe(user.username);
    expect((await send(t.app, "/api/account", { headers: withBearer(signedIn.token) }, ip)).status).toBe(200);

    // The pending sign-in is spent; a new one with the same code is refused.
    const spent = await secondStep({ pendingToken, code });
    expect(spent.status).toBe(401);
    const second = await login(user.username, user.password);
    const reused = await secondStep({ pendingToken: second.body.pendingToken, code });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ success: false, message: "Invalid code. Please try again." });
    // The next code is taken.
    clock.advance(30_000);
    const next = await secondStep({ pendingToken: second.body.pendingToken, code: codeFor(secret) });
    expect(next.status).toBe(200);
  });

  test("a browser's second step rides its pending cookie, and gets no token", async () => {
    const { user, secret } = await enrolledAccount();
    const browser = { "Sec-Fetch-Site": "same-origin" };
    const first = await login(user.username, user.password, browser);
    expect(first.body.pendingToken).toBeUndefined();
    const pending = cookieOf(first.res, "pending_sign_in")!;
    expect(first.res.headers.getSetCookie().find((line) => line.startsWith("__Host-pending_sign_in="))).toContain(
      "HttpOnly",
    );
    // Another browser (no cookie) cannot finish it.
    const elsewhere = await secondStep({ code: codeFor(secret) }, browser);
    expect(elsewhere.status).toBe(401);
    expect(await elsewhere.json()).toEqual({
      success: false,
      message: "Your sign-in has expired. Please enter your username and password again.",
      expired: true,
    });
    const done = await secondStep({ code: codeFor(secret) }, { ...browser, Cookie: pending });
    expect(done.status).toBe(200);
    expect(((await done.json()) as { token?: string }).token).toBeUndefined();
    expect(cookieOf(done, "session")).toBeDefined();
  });

  test("the half-done sign-in ends after 5 minutes", async () => {
    const { user, secret } = await enrolledAccount();
    const first = await login(user.username, user.password);
    clock.advance(5 * 60 * 1000);
    const late = await secondStep({ pendingToken: first.body.pendingToken, code: codeFor(secret) });
    expect(late.status).toBe(401);
    expect(await late.json()).toEqual({
      success: false,
      message: "Your sign-in has expired. Please enter your username and password again.",
      expired: true,
    });
    // Just inside the 5 minutes it is still taken.
    const again = await login(user.username, user.password);
    clock.advance(5 * 60 * 1000 - 1000);
    const inTime = await secondStep({ pendingToken: again.body.pendingToken, code: codeFor(secret) });
    expect(inTime.status).toBe(200);
  });

  test("a recovery code signs in once, and its use is audited", async () => {
    const { user, recoveryCodes } = await enrolledAccount();
    const code = recoveryCodes[3]!;
    const first = await login(user.username, user.password);
    const used = await secondStep({ pendingToken: first.body.pendingToken, recoveryCode: code.toUpperCase() });
    expect(used.status).toBe(200);
    const account = await send(
      t.app,
      "/api/account",
      { headers: withBearer(((await used.json()) as { token: string }).token) },
      ip,
    );
    expect(((await account.json()) as { data: { totp: unknown } }).data.totp).toEqual({
      enabled: true,
      recoveryCodesLeft: 9,
    });

    const second = await login(user.username, user.password);
    const reused = await secondStep({ pendingToken: second.body.pendingToken, recoveryCode: code });
    expect(reused.status).toBe(401);
    expect(await reused.json()).toEqual({ success: false, message: "Invalid recovery code." });
    const entry = t.services.audit.list({ limit: 50 }).find((e) => e.action === "recovery_code_used");
    expect(entry).toMatchObject({ actorUsername: user.username, targetId: String(user.id), detail: "9 left" });
  });

  test("codes are throttled like passwords: after 5 wrong ones even the right one waits", async () => {
    const { user, secret } = await enrolledAccount();
    const first = await login(user.username, user.password);
    const pendingToken = first.body.pendingToken;
    for (let i = 0; i < 5; i++) {
      const wrong = await secondStep({ pendingToken, code: "000001" });
      expect(wrong.status).toBe(401);
    }
    const right = await secondStep({ pendingToken, code: codeFor(secret) });
    expect(right.status).toBe(429);
    expect(right.headers.get("Retry-After")).toBe("60");
    expect(await right.json()).toEqual({
      success: false,
      message: "Too many failed sign-in attempts. Please try again in 1 minute.",
    });
    // From another address too: the count is the account's.
    const elsewhere = await sendJson(
      t.app,
      "POST",
      "/api/auth/login/totp",
      { pendingToken, code: codeFor(secret) },
      {},
      "192.0.2.250",
    );
    expect(elsewhere.status).toBe(429);
  });
});

describe("a pending (half-signed-in) caller", () => {
  test("every admin API refuses it, by cookie and by its token as a bearer", async () => {
    const { user } = await enrolledAccount("admin");
    const browser = await login(user.username, user.password, { "Sec-Fetch-Site": "same-origin" });
    const pendingCookie = cookieOf(browser.res, "pending_sign_in")!;
    const script = await login(user.username, user.password);
    const pendingToken = String(script.body.pendingToken);
    for (const [method, path] of ADMIN_ENDPOINTS) {
      for (const headers of [withCookie(pendingCookie, { Origin: SAME_ORIGIN }), withBearer(pendingToken)]) {
        const res = await send(t.app, path, {
          method,
          headers: { ...headers, "Content-Type": "application/json" },
          body: method === "GET" ? undefined : "{}",
        });
        expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 401`);
      }
    }
    const check = await send(t.app, "/api/auth/check", { headers: withCookie(pendingCookie) }, ip);
    expect(await check.json()).toEqual({ authenticated: false, isAdmin: false, permissions: [], user: null });
    expect((await send(t.app, "/api/account", { headers: withBearer(pendingToken) }, ip)).status).toBe(401);
    const page = await send(t.app, "/admin", { headers: withCookie(pendingCookie) }, ip);
    expect(page.status).toBe(401);
  });

  test("a token from before the account had a second factor opens nothing afterwards", async () => {
    const account = await accountWithSession("admin");
    const oldToken = account.token;
    // A session made straight from the service, on the password alone, as a script kept it.
    const kept = t.services.sessions.create(account.user.id);
    const start = await sendJson(t.app, "POST", "/api/account/totp", undefined, account.headers, ip);
    const secret = ((await start.json()) as { data: { secret: string } }).data.secret;
    await sendJson(t.app, "POST", "/api/account/totp/confirm", { code: codeFor(secret) }, account.headers, ip);
    expect((await send(t.app, "/api/users", { headers: withBearer(oldToken) }, ip)).status).toBe(200);
    expect((await send(t.app, "/api/users", { headers: withBearer(kept.token) }, ip)).status).toBe(401);
  });
});

describe("the policy: two-factor required for admins", () => {
  test("an admin without a second factor may only set one up; with one, everything", async () => {
    const admin = await accountWithSession("admin");
    t.services.settings.update({ requireTwoFactorForAdmins: true }, null);
    try {
      const refused = await send(t.app, "/api/users", { headers: admin.headers }, ip);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        success: false,
        message: "Two-factor sign-in is required for admins. Set it up on your account page first.",
        twoFactorSetupRequired: true,
      });
      const account = await send(t.app, "/api/account", { headers: admin.headers }, ip);
      expect(((await account.json()) as { data: { twoFactorRequired: boolean } }).data.twoFactorRequired).toBe(true);
      const start = await sendJson(t.app, "POST", "/api/account/totp", undefined, admin.headers, ip);
      const secret = ((await start.json()) as { data: { secret: string } }).data.secret;
      const confirm = await sendJson(
        t.app,
        "POST",
        "/api/account/totp/confirm",
        { code: codeFor(secret) },
        admin.headers,
        ip,
      );
      expect(confirm.status).toBe(200);
      expect((await send(t.app, "/api/users", { headers: admin.headers }, ip)).status).toBe(200);
    } finally {
      t.services.settings.update({ requireTwoFactorForAdmins: false }, null);
    }
  });
});

describe("the account page's own reads and writes", () => {
  const CHROME_ON_LINUX =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

  test("sessions: device, address and last use; any other one can be signed out", async () => {
    const user = await createUser(t.services, { role: "user" });
    const here = await login(user.username, user.password, { "User-Agent": CHROME_ON_LINUX });
    const hereHeaders = withBearer(String(here.body.token));
    clock.advance(60_000);
    const elsewhere = await sendJson(
      t.app,
      "POST",
      "/api/auth/login",
      { username: user.username, password: user.password },
      { "User-Agent": "curl/8.5.0" },
      "198.51.100.200",
    );
    const elsewhereToken = String(((await elsewhere.json()) as { token: string }).token);

    const listed = await send(t.app, "/api/account/sessions", { headers: hereHeaders }, ip);
    expect(listed.status).toBe(200);
    const { data } = (await listed.json()) as { data: Record<string, unknown>[] };
    // Most recently used first: this very read used the current one.
    expect(data).toEqual([
      {
        handle: expect.stringMatching(/^[0-9a-f]{24}$/),
        device: "Chrome on Linux",
        userAgent: CHROME_ON_LINUX,
        ip,
        createdAt: new Date(clock.now() - 60_000).toISOString(),
        lastSeenAt: new Date(clock.now()).toISOString(),
        current: true,
      },
      {
        handle: expect.stringMatching(/^[0-9a-f]{24}$/),
        device: "curl/8.5.0",
        userAgent: "curl/8.5.0",
        ip: "198.51.100.200",
        createdAt: new Date(clock.now()).toISOString(),
        lastSeenAt: new Date(clock.now()).toISOString(),
        current: false,
      },
    ]);
    // No session id or token in the answer.
    expect(JSON.stringify(data)).not.toContain(elsewhereToken);

    const ended = await sendJson(
      t.app,
      "DELETE",
      `/api/account/sessions/${data[1]!.handle}`,
      undefined,
      hereHeaders,
      ip,
    );
    expect(ended.status).toBe(200);
    expect((await send(t.app, "/api/account", { headers: withBearer(elsewhereToken) }, ip)).status).toBe(401);
    const again = await sendJson(
      t.app,
      "DELETE",
      `/api/account/sessions/${data[1]!.handle}`,
      undefined,
      hereHeaders,
      ip,
    );
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ success: false, message: "That session has already ended." });
    expect(auditActions(user.id)).toContain("session_ended");
  });

  test("changing the password needs the current one and ends every other session", async () => {
    const user = await createUser(t.services, { role: "user" });
    const here = withBearer(String((await login(user.username, user.password)).body.token));
    const other = withBearer(String((await login(user.username, user.password)).body.token));
    const put = (body: unknown) => sendJson(t.app, "PUT", "/api/account/password", body, here, ip);

    const short = await put({ currentPassword: user.password, newPassword: "short" });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { errors: unknown }).errors).toEqual({
      newPassword: "Password must be at least 8 characters.",
    });
    const mismatch = await put({
      currentPassword: user.password,
      newPassword: "a-new-password",
      confirmPassword: "other",
    });
    expect(((await mismatch.json()) as { errors: unknown }).errors).toEqual({
      confirmPassword: "The new passwords do not match.",
    });
    const wrong = await put({ currentPassword: "not-the-password", newPassword: "a-new-password" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ success: false, message: "Your current password is not correct." });

    const changed = await put({
      currentPassword: user.password,
      newPassword: "a-new-password",
      confirmPassword: "a-new-password",
    });
    expect(changed.status).toBe(200);
    expect((await send(t.app, "/api/account", { headers: here }, ip)).status).toBe(200);
    expect((await send(t.app, "/api/account", { headers: other }, ip)).status).toBe(401);
    expect((await login(user.username, "a-new-password")).res.status).toBe(200);
    expect(auditActions(user.id)).toEqual(expect.arrayContaining(["password_changed", "password_check_failed"]));
  });

  test("without a session every account route answers 401", async () => {
    for (const [method, path] of [
      ["GET", "/api/account"],
      ["GET", "/api/account/sessions"],
      ["PUT", "/api/account/password"],
      ["POST", "/api/account/totp"],
      ["POST", "/api/account/passkeys/options"],
    ] as const) {
      const res = await sendJson(t.app, method, path, method === "GET" ? undefined : {}, {}, ip);
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 401`);
    }
  });

  test("/admin: a 'user' account gets the guard's text with My Account beneath; a held-back admin, My Account alone", async () => {
    const user = await createUser(t.services, { role: "user" });
    const userToken = String((await login(user.username, user.password)).body.token);
    const page = await send(t.app, "/admin", { headers: withCookie(`__Host-session=${userToken}`) }, ip);
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(html).toContain("Your account doesn&#x27;t have administrator permissions.");
    expect(html).toContain("&quot;tabs&quot;:[&quot;account&quot;]");

    const admin = await createUser(t.services, { role: "admin" });
    const adminToken = String((await login(admin.username, admin.password)).body.token);
    t.services.settings.update({ requireTwoFactorForAdmins: true }, null);
    try {
      const held = await send(t.app, "/admin", { headers: withCookie(`__Host-session=${adminToken}`) }, ip);
      expect(held.status).toBe(200);
      expect(await held.text()).toContain("&quot;tabs&quot;:[&quot;account&quot;]");
    } finally {
      t.services.settings.update({ requireTwoFactorForAdmins: false }, null);
    }
    const free = await send(t.app, "/admin", { headers: withCookie(`__Host-session=${adminToken}`) }, ip);
    expect(await free.text()).toContain("&quot;tabs&quot;:[&quot;home&quot;,&quot;blog&quot;,");
  });
});

describe("removing TOTP, recovery codes, the audit trail", () => {
  test("removal needs a recent sign-in or re-authentication; afterwards the password alone signs in again", async () => {
    const { user, headers } = await enrolledAccount();
    const signedIn = await login(user.username, user.password);
    expect(signedIn.body.twoFactorRequired).toBe(true);
    clock.advance(REAUTHENTICATION_MS);
    const stale = await sendJson(t.app, "DELETE", "/api/account/totp", undefined, headers, ip);
    expect(stale.status).toBe(403);
    await reauthenticate(t.app, headers, { password: user.password }, ip);
    const removed = await sendJson(t.app, "DELETE", "/api/account/totp", undefined, headers, ip);
    expect(removed.status).toBe(200);
    expect((await login(user.username, user.password)).body.twoFactorRequired).toBeUndefined();
    expect(auditActions(user.id)).toEqual(expect.arrayContaining(["totp_enrolled", "totp_removed"]));
    // The Activity tab says it in words.
    const activity = await send(t.app, "/api/admin/activity?limit=100", { headers }, ip);
    const sentences = ((await activity.json()) as { sentence: string; actorUsername: string }[])
      .filter((entry) => entry.actorUsername === user.username)
      .map((entry) => entry.sentence);
    expect(sentences).toEqual(
      expect.arrayContaining([
        `${user.username} turned on two-factor sign-in with an authenticator app`,
        `${user.username} turned off two-factor sign-in with an authenticator app`,
      ]),
    );
  });

  test("new recovery codes replace the old ones", async () => {
    const { user, headers, recoveryCodes } = await enrolledAccount();
    const renewed = await sendJson(t.app, "POST", "/api/account/recovery-codes", undefined, headers, ip);
    expect(renewed.status).toBe(200);
    const fresh = ((await renewed.json()) as { data: { recoveryCodes: string[] } }).data.recoveryCodes;
    expect(fresh).toHaveLength(10);
    const first = await login(user.username, user.password);
    const old = await secondStep({ pendingToken: first.body.pendingToken, recoveryCode: recoveryCodes[0] });
    expect(old.status).toBe(401);
    const now = await secondStep({ pendingToken: first.body.pendingToken, recoveryCode: fresh[0] });
    expect(now.status).toBe(200);
    expect(auditActions(user.id)).toContain("recovery_codes_renewed");
  });
});

describe("without JavaScript: the login page's form posts", () => {
  const form = (fields: Record<string, string>, cookie?: string) => ({
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: SAME_ORIGIN,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });

  test("the password, then the code page, then /admin", async () => {
    const { user, secret } = await enrolledAccount();
    const first = await send(t.app, "/login", form({ username: user.username, password: user.password }), ip);
    expect(first.status).toBe(200);
    const html = await first.text();
    expect(html).toContain('action="/login/code"');
    expect(html).toContain('autoComplete="one-time-code"');
    expect(cookieOf(first, "session")).toBeUndefined();
    const pending = cookieOf(first, "pending_sign_in")!;

    const wrong = await send(t.app, "/login/code", form({ code: "111111" }, pending), ip);
    expect(wrong.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain("Invalid code. Please try again.");
    expect(wrongHtml).toContain('action="/login/code"');

    const right = await send(t.app, "/login/code", form({ code: codeFor(secret) }, pending), ip);
    expect(right.status).toBe(303);
    expect(right.headers.get("Location")).toBe("/admin");
    const session = cookieOf(right, "session")!;
    expect((await send(t.app, "/admin", { headers: withCookie(session) }, ip)).status).toBe(200);
  });

  test("a recovery code in the same field, and an ended sign-in back to the password", async () => {
    const { user, recoveryCodes } = await enrolledAccount();
    const first = await send(t.app, "/login", form({ username: user.username, password: user.password }), ip);
    const pending = cookieOf(first, "pending_sign_in")!;
    clock.advance(5 * 60 * 1000);
    const late = await send(t.app, "/login/code", form({ code: recoveryCodes[0]! }, pending), ip);
    expect(late.status).toBe(401);
    const lateHtml = await late.text();
    expect(lateHtml).toContain("Your sign-in has expired. Please enter your username and password again.");
    expect(lateHtml).toContain('action="/login"');

    const again = await send(t.app, "/login", form({ username: user.username, password: user.password }), ip);
    const used = await send(
      t.app,
      "/login/code",
      form({ code: recoveryCodes[0]! }, cookieOf(again, "pending_sign_in")),
      ip,
    );
    expect(used.status).toBe(303);
  });
});
