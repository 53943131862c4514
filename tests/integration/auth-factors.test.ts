// Accounts and sign-in hardened (docs/architecture.md#reauthentication, #two-factor, #admin-guard),
// through the real app: the two-factor policy held on every admin call, changes to how an account
// signs in only after a recent proof of who is there, a passkey alone only with user verification,
// half-done sign-ins ended by a new password, and a bounded number of passkey challenges.
import { afterAll, beforeEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { ADMIN_ENDPOINTS } from "../support/admin-endpoints";
import { CLIENT_IP, reauthenticate, send, sendJson, withBearer } from "../support/auth";
import { softwareAuthenticator } from "../support/authenticator";
import { scheduledClock } from "../support/clock";
import { createPost, createUser } from "../support/factories";
import { createTestApp } from "../support/test-app";

setDefaultTimeout(30_000);
const clock = scheduledClock(Date.UTC(2026, 10, 26, 9, 0, 0));
const t = await createTestApp({ now: clock.now, scheduler: clock.scheduler });
afterAll(() => t.close());

const SITE = { rpId: "consultancy.test", origin: "https://consultancy.test" };
const MINUTE = 60_000;

let ipCounter = 0;
let ip = CLIENT_IP;
beforeEach(() => {
  ipCounter += 1;
  ip = `198.51.100.${ipCounter}`;
  clock.advance(90_000);
});

type Json = Record<string, unknown>;
const body = async (res: Response) => (await res.json()) as Json;
const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  sendJson(t.app, "POST", path, payload, headers, ip);

async function signedIn(role: "user" | "admin" = "admin") {
  const user = await createUser(t.services, { role });
  const res = await post("/api/auth/login", { username: user.username, password: user.password });
  expect(res.status).toBe(200);
  return { user, headers: withBearer(String((await body(res)).token)) };
}

const codeFor = (secret: string) =>
  generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(clock.now() / 1000 / 30)), 6);

async function registerPasskey(headers: Record<string, string>) {
  const authenticator = await softwareAuthenticator(SITE);
  const options = (await body(await post("/api/account/passkeys/options", {}, headers))).data as { challenge: string };
  const res = await post("/api/account/passkeys", authenticator.register(options.challenge, "Laptop"), headers);
  expect(res.status).toBe(201);
  return authenticator;
}

async function passkeyChallenge(payload: Json = {}, headers: Record<string, string> = {}) {
  return (await body(await post("/api/auth/passkey/options", payload, headers))).data as {
    challenge: string;
    userVerification: string;
  };
}

describe("the two-factor policy holds on every admin call (38.2)", () => {
  test("a held-back admin gets 403 everywhere, no drafts from admin_access=true, and /api/auth/check says why", async () => {
    const admin = await signedIn("admin");
    createPost(t.services, { slug: "quiet-draft-for-the-policy", published: false });
    const drafts = async () => {
      const res = await send(t.app, "/api/blog?admin_access=true&limit=50", { headers: admin.headers }, ip);
      return ((await res.json()) as { slug: string }[]).map((post) => post.slug);
    };
    expect(await drafts()).toContain("quiet-draft-for-the-policy");
    t.services.settings.update({ requireTwoFactorForAdmins: true }, null);
    try {
      for (const [method, path] of ADMIN_ENDPOINTS) {
        const res = await sendJson(t.app, method, path, method === "GET" ? undefined : {}, admin.headers, ip);
        expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 403`);
      }
      expect(await drafts()).not.toContain("quiet-draft-for-the-policy");
      const check = await body(await send(t.app, "/api/auth/check", { headers: admin.headers }, ip));
      expect(check).toMatchObject({ authenticated: true, isAdmin: false, twoFactorSetupRequired: true });
    } finally {
      t.services.settings.update({ requireTwoFactorForAdmins: false }, null);
    }
    const check = await body(await send(t.app, "/api/auth/check", { headers: admin.headers }, ip));
    expect(check.isAdmin).toBe(true);
    expect(check.twoFactorSetupRequired).toBeUndefined();
  });
});

describe("changing how an account signs in needs a recent proof (38.3)", () => {
  test("a session signed in long ago enrols nothing and removes nothing until it re-authenticates", async () => {
    const { user, headers } = await signedIn("user");
    clock.advance(11 * MINUTE);
    for (const [method, path] of [
      ["POST", "/api/account/totp"],
      ["POST", "/api/account/totp/confirm"],
      ["DELETE", "/api/account/totp"],
      ["POST", "/api/account/recovery-codes"],
      ["POST", "/api/account/passkeys/options"],
      ["POST", "/api/account/passkeys"],
      ["DELETE", "/api/account/passkeys/some-id"],
    ] as const) {
      const res = await sendJson(t.app, method, path, method === "DELETE" ? undefined : {}, headers, ip);
      expect(`${method} ${path} ${res.status}`).toBe(`${method} ${path} 403`);
      expect(await body(res)).toMatchObject({ success: false, reauthenticationRequired: true });
    }
    const wrong = await post("/api/account/reauthenticate", { password: "not-the-password" }, headers);
    expect(wrong.status).toBe(400);
    expect(await body(wrong)).toEqual({ success: false, message: "Your current password is not correct." });
    expect((await post("/api/account/totp", undefined, headers)).status).toBe(403);

    await reauthenticate(t.app, headers, { password: user.password }, ip);
    const start = await post("/api/account/totp", undefined, headers);
    expect(start.status).toBe(200);
    const entry = t.services.audit.list({ limit: 20 }).find((e) => e.action === "reauthenticated");
    expect(entry).toMatchObject({ actorUsername: user.username, detail: "password" });
    // The proof lasts a few minutes, then is asked for again.
    clock.advance(11 * MINUTE);
    expect((await post("/api/account/totp", undefined, headers)).status).toBe(403);
  });

  test("an existing factor re-authenticates too: a code, or a passkey that verifies the user", async () => {
    const { headers } = await signedIn("user");
    const secret = ((await body(await post("/api/account/totp", undefined, headers))).data as { secret: string })
      .secret;
    expect((await post("/api/account/totp/confirm", { code: codeFor(secret) }, headers)).status).toBe(200);
    const authenticator = await registerPasskey(headers);
    clock.advance(11 * MINUTE);
    expect((await post("/api/account/recovery-codes", undefined, headers)).status).toBe(403);

    expect((await post("/api/account/reauthenticate", { code: "000000" }, headers)).status).toBe(400);
    await reauthenticate(t.app, headers, { code: codeFor(secret) }, ip);
    expect((await post("/api/account/recovery-codes", undefined, headers)).status).toBe(200);

    clock.advance(11 * MINUTE);
    const options = async () =>
      (await body(await post("/api/account/reauthenticate/options", {}, headers))).data as {
        challenge: string;
        userVerification: string;
        allowCredentials: unknown[];
      };
    const first = await options();
    expect(first.userVerification).toBe("required");
    expect(first.allowCredentials).toEqual([{ type: "public-key", id: authenticator.credentialId }]);
    const touchOnly = await authenticator.assert(first.challenge, { userVerified: false });
    expect((await post("/api/account/reauthenticate", { passkey: touchOnly }, headers)).status).toBe(400);
    const verified = await authenticator.assert((await options()).challenge);
    await reauthenticate(t.app, headers, { passkey: verified }, ip);
    expect((await post("/api/account/recovery-codes", undefined, headers)).status).toBe(200);
  });

  test("an admin's password reset ends the sessions and pending sign-ins; 'reset two-factor' removes an intruder's passkey", async () => {
    const admin = await signedIn("admin");
    const victim = await signedIn("admin");
    // The intruder, in the victim's session, enrols a passkey of their own.
    const intruderKey = await registerPasskey(victim.headers);
    const pending = await body(
      await post("/api/auth/login", { username: victim.user.username, password: victim.user.password }),
    );
    expect(pending.twoFactorRequired).toBe(true);

    const reset = await sendJson(
      t.app,
      "PUT",
      `/api/users/${victim.user.id}`,
      {
        username: victim.user.username,
        firstName: "",
        lastName: "",
        email: "",
        role: "admin",
        isActive: true,
        password: "a-brand-new-password",
      },
      admin.headers,
      ip,
    );
    expect(reset.status).toBe(200);
    expect((await send(t.app, "/api/account", { headers: victim.headers }, ip)).status).toBe(401);
    const intruderStep = await sendJson(
      t.app,
      "POST",
      "/api/auth/passkey",
      {
        ...(await intruderKey.assert(
          (
            await passkeyChallenge({ secondStep: true }, { Cookie: `__Host-pending_sign_in=${pending.pendingToken}` })
          ).challenge,
        )),
        secondStep: true,
        pendingToken: pending.pendingToken,
      },
      {},
      ip,
    );
    expect(intruderStep.status).toBe(401);

    // The intruder's passkey still signs in alone, until an admin resets the account's two-factor.
    const alone = await post("/api/auth/passkey", await intruderKey.assert((await passkeyChallenge()).challenge));
    expect(alone.status).toBe(200);
    const cleared = await sendJson(
      t.app,
      "DELETE",
      `/api/users/${victim.user.id}/two-factor`,
      undefined,
      admin.headers,
      ip,
    );
    expect(cleared.status).toBe(200);
    expect((await body(cleared)).data).toEqual({ id: victim.user.id, totp: false, passkeys: 1 });
    const intruderSession = withBearer(String((await body(alone)).token));
    expect((await send(t.app, "/api/account", { headers: intruderSession }, ip)).status).toBe(401);
    const again = await post("/api/auth/passkey", await intruderKey.assert((await passkeyChallenge()).challenge));
    expect(again.status).toBe(401);
    const activity = (await body(
      await send(t.app, "/api/admin/activity?limit=100", { headers: admin.headers }, ip),
    )) as unknown as {
      action: string;
      sentence: string;
    }[];
    expect(activity.find((entry) => entry.action === "two_factor_reset_by_admin")?.sentence).toBe(
      `${admin.user.username} reset the two-factor sign-in of user '${victim.user.username}'`,
    );
    const missing = await sendJson(t.app, "DELETE", "/api/users/999999/two-factor", undefined, admin.headers, ip);
    expect(missing.status).toBe(404);
  });
});

describe("a passkey alone must verify the user (38.4)", () => {
  test("options ask for verification; an answer with presence only is refused alone, and enough as a second step", async () => {
    const { user, headers } = await signedIn("user");
    const authenticator = await registerPasskey(headers);
    const alone = await passkeyChallenge();
    expect(alone.userVerification).toBe("required");
    const touchOnly = await post(
      "/api/auth/passkey",
      await authenticator.assert(alone.challenge, { userVerified: false }),
    );
    expect(touchOnly.status).toBe(401);
    const verified = await post("/api/auth/passkey", await authenticator.assert((await passkeyChallenge()).challenge));
    expect(verified.status).toBe(200);

    const pending = await body(await post("/api/auth/login", { username: user.username, password: user.password }));
    const cookie = { Cookie: `__Host-pending_sign_in=${pending.pendingToken}` };
    const second = await passkeyChallenge({ secondStep: true }, cookie);
    expect(second.userVerification).toBe("preferred");
    const step = await post(
      "/api/auth/passkey",
      { ...(await authenticator.assert(second.challenge, { userVerified: false })), secondStep: true },
      cookie,
    );
    expect(step.status).toBe(200);
  });
});

describe("half-done sign-ins and passkey challenges (38.7)", () => {
  test("a pending sign-in ends when its account's password is changed", async () => {
    const { user, headers } = await signedIn("user");
    const secret = ((await body(await post("/api/account/totp", undefined, headers))).data as { secret: string })
      .secret;
    await post("/api/account/totp/confirm", { code: codeFor(secret) }, headers);
    clock.advance(30_000);
    const pending = await body(await post("/api/auth/login", { username: user.username, password: user.password }));
    expect(pending.twoFactorRequired).toBe(true);
    const changed = await sendJson(
      t.app,
      "PUT",
      "/api/account/password",
      { currentPassword: user.password, newPassword: "another-password" },
      headers,
      ip,
    );
    expect(changed.status).toBe(200);
    const late = await post("/api/auth/login/totp", { pendingToken: pending.pendingToken, code: codeFor(secret) });
    expect(late.status).toBe(401);
    expect((await body(late)).expired).toBe(true);
  });

  test("one address is throttled, and a flood from many stores a bounded number of challenges", async () => {
    const answered: number[] = [];
    for (let i = 0; i < 40; i++) answered.push((await post("/api/auth/passkey/options", {})).status);
    expect(answered.filter((status) => status === 200)).toHaveLength(20);
    const refused = await post("/api/auth/passkey/options", {});
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);

    for (let i = 0; i < 650; i++) {
      const res = await sendJson(t.app, "POST", "/api/auth/passkey/options", {}, {}, `10.9.${i >> 8}.${i & 255}`);
      expect(res.status).toBe(200);
    }
    const { n } = t.sqlite.query("select count(*) as n from webauthn_challenges where user_id is null").get() as {
      n: number;
    };
    expect(n).toBe(500);
    // Challenges end: five minutes on, the next request finds the table swept.
    clock.advance(6 * MINUTE);
    await sendJson(t.app, "POST", "/api/auth/passkey/options", {}, {}, "10.10.0.1");
    const after = t.sqlite.query("select count(*) as n from webauthn_challenges where user_id is null").get() as {
      n: number;
    };
    expect(after.n).toBe(1);
  });
});
