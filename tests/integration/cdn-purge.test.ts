// Purge on publish (docs/deploying.md#cdn) against HTTP receivers on this machine that stand in
// for each provider's API: the admin's configuration (checked, its token never answered
// back, the environment's winning), one outbox delivery per content change with the change's tags,
// sent as each provider expects, retried after a failure and shown in the operators' status.
import { afterAll, afterEach, beforeEach, describe, expect, test } from "bun:test";
import { sendJson, sessionFor, withCookie } from "../support/auth";
import { movableClock } from "../support/contact";
import { createPost } from "../support/factories";
import { createTestApp } from "../support/test-app";

type Received = { method: string; path: string; headers: Headers; body: string };

function startReceiver() {
  const received: Received[] = [];
  let answer: () => Response = () => Response.json({ success: true });
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(request) {
      const url = new URL(request.url);
      received.push({
        method: request.method,
        path: url.pathname,
        headers: request.headers,
        body: await request.text(),
      });
      return answer();
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    received,
    answerWith(next: () => Response) {
      answer = next;
    },
    stop: () => server.stop(true),
  };
}

const clock = movableClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
let receiver: ReturnType<typeof startReceiver>;
let as: (method: string, path: string, body?: unknown) => Promise<Response>;

beforeEach(async () => {
  t = await createTestApp({ now: clock.now });
  receiver = startReceiver();
  const { cookie } = sessionFor(t.services, adminOf(t));
  as = (method, path, body) => sendJson(t.app, method, path, body, withCookie(cookie));
});
afterEach(async () => {
  await receiver.stop();
  t.close();
});

const adminOf = (app: typeof t) => app.services.users.list().find((user) => user.role === "admin")!.id;
const purges = () => t.sqlite.query("select count(*) as n from outbox where kind = 'cdn.purge'").get() as { n: number };

describe("the admin's configuration", () => {
  test("nothing is queued while no CDN is configured", async () => {
    expect(await (await as("GET", "/api/admin/cdn")).json()).toBeNull();
    createPost(t.services);
    expect(purges().n).toBe(0);
  });

  test("each provider's fields are checked, with a message per field", async () => {
    const refused = await as("PUT", "/api/admin/cdn", { provider: "cloudflare", zone: "abc" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors).toEqual({
      token: "Please enter the API token.",
    });
    const noUrl = await as("PUT", "/api/admin/cdn", { provider: "http", url: "ftp://cache.local/" });
    expect(((await noUrl.json()) as { errors: Record<string, string> }).errors.url).toBe(
      "Please enter an http or https address.",
    );
    const unknown = await as("PUT", "/api/admin/cdn", { provider: "akamai" });
    expect(unknown.status).toBe(400);
  });

  test("the token is stored sealed and never answered back; leaving it out keeps it", async () => {
    const saved = await as("PUT", "/api/admin/cdn", { provider: "fastly", zone: "svc1", token: "fastly-secret-key" });
    expect(saved.status).toBe(200);
    const view = { provider: "fastly", zone: "svc1", hasToken: true, source: "settings" };
    expect(((await saved.json()) as { data: unknown }).data).toEqual(view);
    expect(await (await as("GET", "/api/admin/cdn")).json()).toEqual(view);
    const stored = t.sqlite.query("select value from app_meta where key = 'cdn-purge'").get() as { value: string };
    expect(stored.value).not.toContain("fastly-secret-key");

    expect((await as("PUT", "/api/admin/cdn", { provider: "fastly", zone: "svc2", url: receiver.url })).status).toBe(
      200,
    );
    createPost(t.services);
    await t.services.deliveries.sender.runOnce();
    expect(receiver.received[0]!.headers.get("fastly-key")).toBe("fastly-secret-key");
    expect(receiver.received[0]!.path).toBe("/service/svc2/purge");

    expect((await as("DELETE", "/api/admin/cdn")).status).toBe(200);
    expect(await (await as("GET", "/api/admin/cdn")).json()).toBeNull();
  });
});

describe("each provider is asked as it expects", () => {
  const cases = [
    {
      provider: "http",
      check(request: Received, postId: number) {
        expect(request.method).toBe("PURGE");
        expect(request.headers.get("surrogate-key")!.split(" ")).toEqual([`post:${postId}`, "list:blog", "content"]);
      },
    },
    {
      provider: "cloudflare",
      check(request: Received, postId: number) {
        expect(request.method).toBe("POST");
        expect(request.path).toBe("/client/v4/zones/zone-7/purge_cache");
        expect(request.headers.get("authorization")).toBe("Bearer the-token");
        expect(JSON.parse(request.body)).toEqual({ tags: [`post:${postId}`, "list:blog", "content"] });
      },
    },
    {
      provider: "fastly",
      check(request: Received, postId: number) {
        expect(request.path).toBe("/service/zone-7/purge");
        expect(request.headers.get("fastly-key")).toBe("the-token");
        expect(request.headers.get("surrogate-key")).toBe(`post:${postId} list:blog content`);
      },
    },
    {
      provider: "bunny",
      check(request: Received, postId: number, all: Received[]) {
        expect(request.path).toBe("/pullzone/zone-7/purgeCache");
        expect(request.headers.get("accesskey")).toBe("the-token");
        expect(all.map((r) => JSON.parse(r.body).CacheTag)).toEqual([`post:${postId}`, "list:blog", "content"]);
      },
    },
  ] as const;

  for (const { provider, check } of cases) {
    test(provider, async () => {
      const url = provider === "http" ? `${receiver.url}/purge` : receiver.url;
      const body = { provider, url, ...(provider === "http" ? {} : { zone: "zone-7", token: "the-token" }) };
      expect((await as("PUT", "/api/admin/cdn", body)).status).toBe(200);
      const post = createPost(t.services);
      const sent = await t.services.deliveries.sender.runOnce();
      expect(sent.sent).toBe(1);
      expect(receiver.received.length).toBeGreaterThan(0);
      check(receiver.received[0]!, post.id, receiver.received);
    });
  }
});

test("a failed purge is retried, recorded and shown in the operators' status", async () => {
  await as("PUT", "/api/admin/cdn", { provider: "cloudflare", zone: "z", token: "tok", url: receiver.url });
  receiver.answerWith(() => Response.json({ success: false, errors: [{ message: "rate limited" }] }, { status: 429 }));
  createPost(t.services);
  expect((await t.services.deliveries.sender.runOnce()).failed).toBe(1);

  const status = (await (await as("GET", "/api/admin/status")).json()) as {
    outbox: Record<string, number>;
    cdn: { configured: { provider: string }; lastPurge: { status: string; lastError: string } };
  };
  expect(status.outbox["cdn.purge"]).toBe(1);
  expect(status.cdn.configured.provider).toBe("cloudflare");
  expect(status.cdn.lastPurge.status).toBe("pending");
  expect(status.cdn.lastPurge.lastError).toContain("HTTP 429");

  // 200 with "success": false is a refusal too.
  receiver.answerWith(() => Response.json({ success: false }));
  clock.advance(60_000);
  expect((await t.services.deliveries.sender.runOnce()).failed).toBe(1);

  receiver.answerWith(() => Response.json({ success: true }));
  clock.advance(5 * 60_000);
  expect((await t.services.deliveries.sender.runOnce()).sent).toBe(1);
  expect(t.services.cdnPurge.status().lastPurge?.status).toBe("sent");
  expect(receiver.received).toHaveLength(3);
});

describe("configured by the environment", () => {
  let fromEnv: Awaited<ReturnType<typeof createTestApp>>;
  afterAll(() => fromEnv?.close());

  test("wins over the admin's, who is told so", async () => {
    fromEnv = await createTestApp({ cdn: { provider: "http", url: `${receiver.url}/purge` } });
    const { cookie } = sessionFor(fromEnv.services, adminOf(fromEnv));
    const put = await sendJson(
      fromEnv.app,
      "PUT",
      "/api/admin/cdn",
      { provider: "http", url: "http://127.0.0.1:9/" },
      withCookie(cookie),
    );
    expect(put.status).toBe(409);
    const view = await (await sendJson(fromEnv.app, "GET", "/api/admin/cdn", undefined, withCookie(cookie))).json();
    expect(view).toEqual({ provider: "http", url: `${receiver.url}/purge`, hasToken: false, source: "environment" });
    createPost(fromEnv.services);
    await fromEnv.services.deliveries.sender.runOnce();
    expect(receiver.received.map((r) => r.method)).toEqual(["PURGE"]);
  });
});
