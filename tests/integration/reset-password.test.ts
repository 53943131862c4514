// The operator's password reset, run as an operator runs it: `bun src/server/index.ts
// reset-password <username>` (what `site reset-password` and `npm run reset-password --` run) on
// the DATA_DIR of a live app, which then sees the new password and the ended sessions.
import { afterAll, describe, expect, test } from "bun:test";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { sendJson, sessionFor, withCookie, send } from "../support/auth";
import { createUser } from "../support/factories";
import { runCommand } from "../support/site-command";
import { createTestApp } from "../support/test-app";

// Each case starts a Bun process or two.
const TIMEOUT_MS = 30_000;
const t = await createTestApp();
afterAll(() => t.close());

const run = (command: string[], stdin?: string) => runCommand(command, { dataDir: t.dir, stdin });
const site = (...args: string[]) => [process.execPath, "src/server/index.ts", "reset-password", ...args];
const login = (password: string) =>
  sendJson(t.app, "POST", "/api/auth/login", { username: "admin", password }, {}, "192.0.2.77");
const signedIn = async (cookie: string) =>
  ((await (await send(t.app, "/api/auth/check", { headers: withCookie(cookie) })).json()) as { authenticated: boolean })
    .authenticated;

describe("site reset-password", () => {
  test(
    "prints a new random password, ends the user's sessions and lifts the sign-in wait",
    async () => {
      const session = sessionFor(t.services, 1);
      for (let i = 0; i < 5; i++) await login(`guess-${i}`);
      expect((await login("correct-horse-battery")).status).toBe(429);

      const { stdout, stderr, code } = await run(site("ADMIN"));
      expect(stderr).toBe("");
      expect(code).toBe(0);
      expect(stdout).toContain('The password of "admin" has been reset; 1 session(s) ended.');
      const password = /New password: ([a-z0-9]{16})\n/.exec(stdout)?.[1];
      expect(password).toMatch(/^[a-km-np-z2-9]{16}$/);

      expect(await signedIn(session.cookie)).toBe(false);
      expect((await login("correct-horse-battery")).status).toBe(401);
      expect((await login(password!)).status).toBe(200);
      const entry = t.services.audit.list({ limit: 5 }).find((e) => e.action === "password_reset");
      expect(entry).toMatchObject({
        actorId: null,
        targetId: "1",
        targetKind: "user",
        targetTitle: "admin",
        detail: "reset-password command",
      });
      // The Activity tab says it (docs/product.md#admin-activity).
      const activity = await t.app.request("/api/admin/activity?kind=user&limit=1", {
        headers: { Cookie: sessionFor(t.services, 1).cookie },
      });
      expect(((await activity.json()) as { sentence: string }[])[0]?.sentence).toBe(
        "The password of user 'admin' was reset on the server",
      );
    },
    TIMEOUT_MS,
  );

  test(
    "with --stdin takes the first line of standard input and does not print it",
    async () => {
      const { stdout, code } = await run(site("admin", "--stdin"), "chosen-by-operator\n");
      expect(code).toBe(0);
      expect(stdout).toContain('The password of "admin" has been reset');
      expect(stdout).not.toContain("chosen-by-operator");
      expect((await login("chosen-by-operator")).status).toBe(200);
    },
    TIMEOUT_MS,
  );

  test(
    "refuses a short password from stdin, an unknown user and a missing username",
    async () => {
      const short = await run(site("admin", "--stdin"), "short\n");
      expect(short.code).toBe(1);
      expect(short.stderr).toContain("The new password must be at least 8 characters.");
      expect((await login("chosen-by-operator")).status).toBe(200);

      const unknown = await run(site("nobody"));
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('There is no user named "nobody".');

      const missing = await run(site());
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain("Usage: site reset-password <username> [--stdin]");
    },
    TIMEOUT_MS,
  );

  test(
    "npm run reset-password -- <username> runs the same command",
    async () => {
      const { stdout, code } = await run(
        ["npm", "run", "--silent", "reset-password", "--", "admin", "--stdin"],
        "via-npm-password\n",
      );
      expect(code).toBe(0);
      expect(stdout).toContain('The password of "admin" has been reset');
      expect((await login("via-npm-password")).status).toBe(200);
    },
    TIMEOUT_MS,
  );

  test(
    "--reset-2fa also removes the account's authenticator app and passkeys, so the new password alone signs in",
    async () => {
      const user = await createUser(t.services, { role: "admin" });
      const started = t.services.twoFactor.startTotp(user)!;
      const step = BigInt(Math.floor(Date.now() / 30_000));
      const key = decodeBase32IgnorePadding(started.secret);
      // The code of this 30-second step (the step either side is taken too, should it turn meanwhile).
      expect(t.services.twoFactor.confirmTotp(user.id, generateHOTP(key, step, 6)).ok).toBe(true);
      expect(t.services.twoFactor.methodsOf(user.id)).toEqual(["totp", "recovery"]);

      const { stdout, code } = await run(site(user.username, "--stdin", "--reset-2fa"), "after-the-reset\n");
      expect(code).toBe(0);
      expect(stdout).toContain(
        `Two-factor sign-in of "${user.username}" removed: the authenticator app and its recovery codes, 0 passkey(s).`,
      );
      const res = await sendJson(
        t.app,
        "POST",
        "/api/auth/login",
        { username: user.username, password: "after-the-reset" },
        {},
        "192.0.2.78",
      );
      expect(res.status).toBe(200);
      expect(((await res.json()) as { twoFactorRequired?: boolean }).twoFactorRequired).toBeUndefined();
      const entry = t.services.audit.list({ limit: 5 }).find((e) => e.action === "two_factor_reset");
      expect(entry).toMatchObject({ actorId: null, targetId: String(user.id), targetTitle: user.username });
    },
    TIMEOUT_MS,
  );
});
