// Sign-in helpers for integration tests: requests from a chosen client address (the app reads it
// from the Bun server, which app.request lets a test stand in for), signing in through the real
// login API, and the cookie and bearer headers that carry the session afterwards.
import type { Hono } from "hono";
import type { AppEnv } from "../../src/http/context";
import type { Services } from "../../src/services";
import { TEST_ADMIN, TEST_SETTINGS } from "./test-app";

export const CLIENT_IP = "203.0.113.10";
/** The site's own origin, as a browser's same-origin requests send it. */
export const SAME_ORIGIN = new URL(TEST_SETTINGS.siteUrl).origin;

type App = Hono<AppEnv>;

/** A stand-in for Bun's server as the second argument of fetch: it knows the peer's address. */
export function fromIp(address: string) {
  return { requestIP: () => ({ address, family: address.includes(":") ? "IPv6" : "IPv4", port: 51234 }) };
}

/** A request as a client at `ip` sends it. */
export function send(app: App, path: string, init: RequestInit = {}, ip = CLIENT_IP): Promise<Response> {
  return Promise.resolve(app.request(path, init, fromIp(ip)));
}

/** A JSON request; writes carry the site's Origin as a browser's would. */
export function sendJson(
  app: App,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  ip = CLIENT_IP,
): Promise<Response> {
  return send(
    app,
    path,
    {
      method,
      headers: { "Content-Type": "application/json", Origin: SAME_ORIGIN, ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    },
    ip,
  );
}

export type SignedIn = {
  token: string;
  /** The Cookie header that carries the session. */
  cookie: string;
  response: Response;
  body: Record<string, unknown>;
};

/** Signs in through POST /api/auth/login (as a script: the token comes back in the body). */
export async function signIn(
  app: App,
  credentials: { username: string; password: string } = TEST_ADMIN,
  ip = CLIENT_IP,
): Promise<SignedIn> {
  const response = await sendJson(app, "POST", "/api/auth/login", credentials, {}, ip);
  const body = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  const setCookie = response.headers.get("set-cookie") ?? "";
  const cookie = setCookie.split(";")[0]!;
  return { token: String(body.token), cookie, response, body };
}

/**
 * A session for a user straight from the session service, without the password hash's cost: for
 * tests about what a session may do rather than how it was obtained.
 */
export function sessionFor(services: Services, userId: number, cookieName = "__Host-session") {
  const { token } = services.sessions.create(userId);
  return { token, cookie: `${cookieName}=${token}` };
}

export const withCookie = (cookie: string, headers: Record<string, string> = {}) => ({ Cookie: cookie, ...headers });
export const withBearer = (token: string, headers: Record<string, string> = {}) => ({
  Authorization: `Bearer ${token}`,
  ...headers,
});

/**
 * Re-authenticates a session (POST /api/account/reauthenticate, docs/architecture.md#reauthentication)
 * with its password, a code or a passkey answer: what a test does before a change to how an account
 * signs in once its sign-in is no longer recent. Fails the test's setup when refused.
 */
export async function reauthenticate(
  app: App,
  headers: Record<string, string>,
  proof: { password: string } | { code: string } | { passkey: Record<string, unknown> },
  ip = CLIENT_IP,
): Promise<void> {
  const res = await sendJson(app, "POST", "/api/account/reauthenticate", proof, headers, ip);
  if (res.status !== 200) throw new Error(`re-authentication refused: ${res.status} ${await res.text()}`);
}

/** A clock the test moves by hand, for expiry and waits. */
export function testClock(start = Date.UTC(2026, 5, 1, 12, 0, 0)) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
