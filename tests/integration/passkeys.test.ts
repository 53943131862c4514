// Passkeys through the real app (docs/architecture.md#two-factor), with a software authenticator
// (tests/support/authenticator.ts): registering one (only the public key kept), signing in with it
// alone and as the second step, and each check that refuses: another origin, a challenge answered
// twice, a counter that does not go up, another account's passkey; removal asks for a recent proof.
import { afterAll, beforeEach, describe, expect, setDefaultTimeout, test } from "bun:test";
import { CLIENT_IP, reauthenticate, send, sendJson, testClock, withBearer } from "../support/auth";
import { REAUTHENTICATION_MS } from "../../src/services/auth";
import { softwareAuthenticator } from "../support/authenticator";
import { createUser } from "../support/factories";
import { createTestApp } from "../support/test-app";

setDefaultTimeout(30_000);
const clock = testClock();
const t = await createTestApp({ now: clock.now });
afterAll(() => t.close());

const SITE = { rpId: "consultancy.test", origin: "https://consultancy.test" };

let ipCounter = 0;
let ip = CLIENT_IP;
beforeEach(() => {
  ipCounter += 1;
  ip = `192.0.2.${100 + ipCounter}`;
});

type Options = {
  data: { challenge: string; rpId?: string; rp?: { id: string }; allowCredentials?: { type: string; id: string }[] };
};

async function signedInAccount(role: "user" | "admin" = "admin") {
  const user = await createUser(t.services, { role });
  const res = await sendJson(
    t.app,
    "POST",
    "/api/auth/login",
    { username: user.username, password: user.password },
    {},
    ip,
  );
  const token = String(((await res.json()) as { token: string }).token);
  return { user, headers: withBearer(token) };
}

async function withPasskey(role: "user" | "admin" = "admin") {
  const account = await signedInAccount(role);
  const authenticator = await softwareAuthenticator(SITE);
  const options = (await (
    await sendJson(t.app, "POST", "/api/account/passkeys/options", {}, account.headers, ip)
  ).json()) as Options;
  const registered = await sendJson(
    t.app,
    "POST",
    "/api/account/passkeys",
    authenticator.register(options.data.challenge, "Work laptop"),
    account.headers,
    ip,
  );
  expect(registered.status).toBe(201);
  return { ...account, authenticator };
}

async function passkeyChallenge(body: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await sendJson(t.app, "POST", "/api/auth/passkey/options", body, headers, ip);
  return ((await res.json()) as Options).data;
}

const signInWith = (assertion: Record<string, unknown>, headers: Record<string, string> = {}) =>
  sendJson(t.app, "POST", "/api/auth/passkey", assertion, headers, ip);

describe("registering a passkey", () => {
  test("the options name this site; the passkey is stored with its public key only, and audited", async () => {
    const account = await signedInAccount();
    const res = await sendJson(t.app, "POST", "/api/account/passkeys/options", {}, account.headers, ip);
    const { data } = (await res.json()) as {
      data: { rp: { id: string; name: string }; user: { name: string }; challenge: string; attestation: string };
    };
    expect(data.rp).toEqual({ id: "consultancy.test", name: "Meridian Product Partners" });
    expect(data.user.name).toBe(account.user.username);
    expect(data.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.attestation).toBe("none");

    const authenticator = await softwareAuthenticator(SITE);
    const registered = await sendJson(
      t.app,
      "POST",
      "/api/account/passkeys",
      authenticator.register(data.challenge, "  Work laptop "),
      account.headers,
      ip,
    );
    expect(registered.status).toBe(201);
    expect(((await registered.json()) as { data: { id: string; name: string } }).data).toMatchObject({
      id: authenticator.credentialId,
      name: "Work laptop",
    });
    const row = t.sqlite.query("select * from passkeys where user_id = ?").get(account.user.id) as Record<
      string,
      unknown
    >;
    expect(Object.keys(row).sort()).toEqual(
      ["algorithm", "created_at", "id", "last_used_at", "name", "public_key", "sign_count", "user_id"].sort(),
    );
    expect(row.algorithm).toBe(-7);
    // SEC1 uncompressed (0x04, x, y): 65 bytes, base64.
    expect(String(row.public_key)).toMatch(/^B[A-P][A-Za-z0-9+/]{85}=$/);
    const account2 = await send(t.app, "/api/account", { headers: account.headers }, ip);
    expect(((await account2.json()) as { data: { passkeys: { name: string }[] } }).data.passkeys).toEqual([
      expect.objectContaining({ name: "Work laptop", lastUsedAt: null }),
    ]);
    const entry = t.services.audit.list({ limit: 20 }).find((e) => e.action === "passkey_added");
    expect(entry).toMatchObject({ actorUsername: account.user.username, detail: "Work laptop" });
  });

  test("refused from another origin, for a challenge used already, and without a name", async () => {
    const account = await signedInAccount();
    const authenticator = await softwareAuthenticator(SITE);
    const options = async () =>
      (
        (await (
          await sendJson(t.app, "POST", "/api/account/passkeys/options", {}, account.headers, ip)
        ).json()) as Options
      ).data;
    const elsewhere = await sendJson(
      t.app,
      "POST",
      "/api/account/passkeys",
      authenticator.register((await options()).challenge, "Phone", "https://evil.test"),
      account.headers,
      ip,
    );
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toEqual({
      success: false,
      message: "The passkey could not be registered. Please try again.",
    });
    const challenge = (await options()).challenge;
    const first = await sendJson(
      t.app,
      "POST",
      "/api/account/passkeys",
      authenticator.register(challenge, "Phone"),
      account.headers,
      ip,
    );
    expect(first.status).toBe(201);
    const again = await sendJson(
      t.app,
      "POST",
      "/api/account/passkeys",
      authenticator.register(challenge, "Phone"),
      account.headers,
      ip,
    );
    expect(again.status).toBe(400);
    const unnamed = await sendJson(
      t.app,
      "POST",
      "/api/account/passkeys",
      authenticator.register((await options()).challenge, " "),
      account.headers,
      ip,
    );
    expect(unnamed.status).toBe(400);
    expect(((await unnamed.json()) as { errors: unknown }).errors).toEqual({ name: "Please name this passkey." });
  });
});

describe("signing in with a passkey", () => {
  test("an answer that is not a WebAuthn answer gets a sentence, not a parser's message", async () => {
    const res = await sendJson(t.app, "POST", "/api/auth/passkey", { credentialId: "not base64url!" }, {}, ip);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      "This passkey answer could not be read. Please try again.",
    );
  });

  test("alone: a session; the same answer again, or a counter that does not go up, is refused", async () => {
    const { user, authenticator } = await withPasskey();
    const challenge = (await passkeyChallenge()).challenge;
    const assertion = await authenticator.assert(challenge);
    const res = await signInWith(assertion);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { token: string; user: { username: string } };
    expect(body.user.username).toBe(user.username);
    expect((await send(t.app, "/api/users", { headers: withBearer(body.token) }, ip)).status).toBe(200);

    const replayed = await signInWith(assertion);
    expect(replayed.status).toBe(401);
    expect(await replayed.json()).toEqual({ success: false, message: "That passkey could not be used to sign in." });

    const cloned = await signInWith(await authenticator.assert((await passkeyChallenge()).challenge, { count: false }));
    expect(cloned.status).toBe(401);
    const wrongOrigin = await signInWith(
      await authenticator.assert((await passkeyChallenge()).challenge, { origin: "https://consultancy.test.evil" }),
    );
    expect(wrongOrigin.status).toBe(401);
    const next = await signInWith(await authenticator.assert((await passkeyChallenge()).challenge));
    expect(next.status).toBe(200);
  });

  test("as the second step after the password; another account's passkey does not complete it", async () => {
    const { user, authenticator } = await withPasskey();
    const other = await withPasskey();
    const login = await sendJson(
      t.app,
      "POST",
      "/api/auth/login",
      { username: user.username, password: user.password },
      {},
      ip,
    );
    const pending = (await login.json()) as { twoFactorRequired: boolean; methods: string[]; pendingToken: string };
    expect(pending).toMatchObject({ twoFactorRequired: true, methods: ["passkey"] });
    const cookie = `__Host-pending_sign_in=${pending.pendingToken}`;

    const options = await passkeyChallenge({ secondStep: true }, { Cookie: cookie });
    expect(options.allowCredentials).toEqual([{ type: "public-key", id: authenticator.credentialId }]);
    const wrong = await signInWith(
      { ...(await other.authenticator.assert(options.challenge)), secondStep: true },
      { Cookie: cookie },
    );
    expect(wrong.status).toBe(401);

    const again = await passkeyChallenge({ secondStep: true }, { Cookie: cookie });
    const right = await signInWith(
      { ...(await authenticator.assert(again.challenge)), secondStep: true },
      { Cookie: cookie },
    );
    expect(right.status).toBe(200);
    expect(((await right.json()) as { user: { username: string } }).user.username).toBe(user.username);
  });

  test("removing a passkey asks for a recent sign-in or re-authentication, and is audited", async () => {
    const { user, headers, authenticator } = await withPasskey("user");
    const path = `/api/account/passkeys/${authenticator.credentialId}`;
    clock.advance(REAUTHENTICATION_MS);
    expect((await sendJson(t.app, "DELETE", path, undefined, headers, ip)).status).toBe(403);
    await reauthenticate(t.app, headers, { password: user.password }, ip);
    const removed = await sendJson(t.app, "DELETE", path, undefined, headers, ip);
    expect(removed.status).toBe(200);
    expect((await sendJson(t.app, "DELETE", path, undefined, headers, ip)).status).toBe(404);
    const entry = t.services.audit.list({ limit: 20 }).find((e) => e.action === "passkey_removed");
    expect(entry).toMatchObject({ actorUsername: user.username, detail: "Work laptop" });
  });
});
