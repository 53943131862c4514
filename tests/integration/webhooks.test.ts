// Webhooks to a CRM (docs/product.md#webhooks) against a real HTTP receiver on loopback (Bun.serve
// on a free port; WEBHOOKS_ALLOW_LOOPBACK as tests set it): each lead and message delivered once,
// signed with the secret shown once and checked with the `standardwebhooks` library a receiver
// would use (a replay with another timestamp, another id or an old timestamp fails it); retries with backoff on the app's clock; an endpoint that
// answers 500, redirects to a private address, answers 10 MB or never answers; endpoints on
// private addresses refused. Texts are written here.
import { afterEach, beforeEach, describe, expect, setSystemTime, test } from "bun:test";
import { Webhook } from "standardwebhooks";
import { fromIp, sendJson, signIn, withCookie } from "../support/auth";
import {
  type ContactApp,
  movableClock,
  nextVisitor,
  openContactApp,
  sendContact,
  viewContactPage,
} from "../support/contact";
import { createResource } from "../support/factories";
import { createTestApp } from "../support/test-app";

const SECOND = 1000;
const clock = movableClock(Date.parse("2026-11-23T15:00:00Z"));
const secretKey = new Uint8Array(32).fill(5);

type Received = { headers: Headers; body: string };

/** A receiver on loopback: answers each request as `answer` says (200 "ok" unless told). */
function startReceiver() {
  const received: Received[] = [];
  let answer: (n: number) => Response | Promise<Response> = () => new Response("ok");
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(request) {
      received.push({ headers: request.headers, body: await request.text() });
      return answer(received.length);
    },
  });
  return {
    url: `http://127.0.0.1:${server.port}/hooks/crm`,
    received,
    answerWith(next: typeof answer) {
      answer = next;
    },
    stop: () => server.stop(true),
  };
}

let base: Awaited<ReturnType<typeof createTestApp>>;
let opened: ContactApp[] = [];
let receiver: ReturnType<typeof startReceiver>;
beforeEach(async () => {
  base = await createTestApp();
  opened = [];
  receiver = startReceiver();
});
afterEach(async () => {
  for (const app of opened) await app.close();
  base.close();
  receiver.stop();
});

function site(allowLoopback = true): ContactApp {
  const app = openContactApp(base.dir, {
    now: clock.now,
    secretKey,
    contact: { minFillMs: 0, log: () => {} },
    webhooks: { allowLoopback, timeoutMs: 1000 },
  });
  opened.push(app);
  return app;
}

async function admin(app: ContactApp) {
  const { cookie } = await signIn(app.app);
  return (method: string, path: string, body?: unknown) => sendJson(app.app, method, path, body, withCookie(cookie));
}

type Added = { data: { id: number; url: string; events: string[]; secret: string } };

async function addEndpoint(app: ContactApp, events = ["lead.created", "contact.created"]) {
  const call = await admin(app);
  const res = await call("POST", "/api/admin/webhooks", { url: receiver.url, events });
  expect(res.status).toBe(201);
  return { call, added: ((await res.json()) as Added).data };
}

async function download(app: ContactApp, email: string) {
  const resource = createResource(app.services, { title: "Roadmap Canvas" });
  const res = await app.app.request(
    `/api/resources/${resource.id}/request`,
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name: "Jordan Lee", email, linkedinUrl: "https://www.linkedin.com/in/jordan-lee" }),
    },
    fromIp(nextVisitor("192.0.2", "x").ip),
  );
  expect(res.status).toBe(200);
  return resource;
}

/**
 * What a receiver does with the Standard Webhooks library: checks the signature of the body as
 * received against its id and timestamp, and that the timestamp is within 5 minutes of its clock
 * (the app's clock here, so the library's "now" is set to it). Throws when any check fails.
 */
function verify(secret: string, post: Received, at = clock.now()): unknown {
  setSystemTime(new Date(at));
  try {
    return new Webhook(secret).verify(post.body, Object.fromEntries(post.headers));
  } finally {
    setSystemTime();
  }
}

type EndpointList = {
  data: {
    id: number;
    url: string;
    deliveries: {
      event: string;
      status: string;
      attempts: number;
      attemptList: { outcome: string; detail: string }[];
    }[];
  }[];
};

describe("webhook deliveries", () => {
  test("each lead and message is POSTed once, signed with the secret shown once", async () => {
    const app = site();
    const { call, added } = await addEndpoint(app);
    expect(added.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const listed = await (await call("GET", "/api/admin/webhooks")).text();
    expect(listed).not.toContain(added.secret);

    const resource = await download(app, "jordan@acme.test");
    const { ip } = nextVisitor("198.51.100", "x");
    const { stamp } = await viewContactPage(app.app, ip);
    const message = { name: "Ana Diaz", email: "ana@acme.test", service: "fractional-cpo", message: "Hello there." };
    expect((await sendContact(app.app, message, { ip, stamp })).status).toBe(200);

    const sender = app.services.deliveries.sender;
    expect(await sender.runOnce()).toEqual({ sent: 2, failed: 0, gaveUp: 0 });
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(receiver.received).toHaveLength(2);

    const [leadPost, messagePost] = receiver.received;
    for (const post of [leadPost!, messagePost!]) {
      expect(verify(added.secret, post)).toEqual(JSON.parse(post.body));
      expect(post.headers.get("content-type")).toBe("application/json");
      expect(post.headers.get("webhook-timestamp")).toBe(String(Math.floor(clock.now() / 1000)));
      expect(post.headers.get("webhook-signature")).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    }
    const leadBody = JSON.parse(leadPost!.body);
    expect(leadBody).toEqual({
      id: expect.stringMatching(/^evt_\d+$/),
      type: "lead.created",
      createdAt: new Date(clock.now()).toISOString(),
      data: {
        name: "Jordan Lee",
        email: "jordan@acme.test",
        linkedinUrl: "https://www.linkedin.com/in/jordan-lee",
        resource: {
          id: resource.id,
          title: "Roadmap Canvas",
          url: `https://consultancy.test/resources/${resource.slug}`,
        },
        downloadedAt: new Date(clock.now()).toISOString(),
        earlierDownloads: 0,
        privacyPolicyVersion: expect.stringMatching(/^[0-9a-f]{12}$/),
      },
    });
    expect(leadPost!.headers.get("x-webhook-event")).toBe("lead.created");
    expect(leadPost!.headers.get("webhook-id")).toBe(leadBody.id);
    expect(JSON.parse(messagePost!.body)).toMatchObject({
      type: "contact.created",
      data: { name: "Ana Diaz", email: "ana@acme.test", company: null, message: "Hello there." },
    });
  });

  test("a captured delivery cannot be replayed: another timestamp or id, or the same one later, fails the check", async () => {
    const app = site();
    const { added } = await addEndpoint(app, ["lead.created"]);
    await download(app, "replay@acme.test");
    expect(await app.services.deliveries.sender.runOnce()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    const post = receiver.received[0]!;
    expect(verify(added.secret, post)).toMatchObject({ type: "lead.created" });

    const altered = (name: string, value: string): Received => {
      const headers = new Headers(post.headers);
      headers.set(name, value);
      return { headers, body: post.body };
    };
    const later = String(Number(post.headers.get("webhook-timestamp")) + 600);
    expect(() => verify(added.secret, altered("webhook-timestamp", later), clock.now() + 600 * SECOND)).toThrow(
      "No matching signature found",
    );
    expect(() => verify(added.secret, altered("webhook-id", "evt_999"))).toThrow("No matching signature found");
    expect(() => verify(added.secret, { ...post, body: post.body.replace("replay@", "other@") })).toThrow(
      "No matching signature found",
    );
    expect(() => verify(added.secret, post, clock.now() + 10 * 60 * SECOND)).toThrow("Message timestamp too old");
  });

  test("a receiver answering 500 three times gets the fourth try, and every attempt is listed", async () => {
    const app = site();
    const { call, added } = await addEndpoint(app, ["lead.created"]);
    receiver.answerWith((n) => (n <= 3 ? new Response("down for maintenance", { status: 500 }) : new Response("ok")));
    await download(app, "retry@acme.test");
    const sender = app.services.deliveries.sender;
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    clock.advance(30 * SECOND);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    clock.advance(60 * SECOND);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    clock.advance(119 * SECOND);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    clock.advance(1 * SECOND);
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(receiver.received).toHaveLength(4);
    // The same event each time: one id, one body; each try signed with its own timestamp.
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1);
    expect(new Set(receiver.received.map((r) => r.headers.get("webhook-id"))).size).toBe(1);
    for (const post of receiver.received) {
      const sentAt = Number(post.headers.get("webhook-timestamp")) * 1000;
      expect(verify(added.secret, post, sentAt)).toMatchObject({ type: "lead.created" });
    }

    const list = (await (await call("GET", "/api/admin/webhooks")).json()) as EndpointList;
    const [endpoint] = list.data;
    expect(endpoint!.id).toBe(added.id);
    expect(endpoint!.deliveries).toHaveLength(1);
    const delivery = endpoint!.deliveries[0]!;
    expect([delivery.event, delivery.status, delivery.attempts]).toEqual(["lead.created", "sent", 4]);
    expect(delivery.attemptList.map((a) => [a.outcome, a.detail])).toEqual([
      ["failed", "HTTP 500: down for maintenance"],
      ["failed", "HTTP 500: down for maintenance"],
      ["failed", "HTTP 500: down for maintenance"],
      ["sent", "HTTP 200: ok"],
    ]);
  });

  test("a redirect to a private address, a 10 MB answer and a silent endpoint are handled and recorded", async () => {
    const app = site();
    const { call, added } = await addEndpoint(app, ["lead.created"]);
    const sender = app.services.deliveries.sender;

    receiver.answerWith(
      () => new Response(null, { status: 302, headers: { Location: "http://169.254.169.254/latest" } }),
    );
    await download(app, "redirect@acme.test");
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1, gaveUp: 0 });

    receiver.answerWith(() => new Response("x".repeat(10 * 1024 * 1024)));
    expect((await call("POST", `/api/admin/webhooks/${added.id}/test`)).status).toBe(202);
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });

    receiver.answerWith(() => new Promise<Response>(() => {}));
    expect((await call("POST", `/api/admin/webhooks/${added.id}/test`)).status).toBe(202);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1, gaveUp: 0 });

    const list = (await (await call("GET", "/api/admin/webhooks")).json()) as EndpointList;
    const details = list.data[0]!.deliveries.map((d) => [d.event, d.attemptList[0]!.outcome, d.attemptList[0]!.detail]);
    expect(details[0]).toEqual(["test", "failed", "The endpoint did not answer within 1 s."]);
    expect(details[1]![0]).toBe("test");
    expect(details[1]![1]).toBe("sent");
    expect(details[1]![2]!.length).toBeLessThan(1100);
    expect(details[2]).toEqual(["lead.created", "failed", "HTTP 302 (redirects are not followed)"]);
    // Only the first POST of each reached the receiver: the redirect was not followed.
    expect(receiver.received).toHaveLength(3);
  });

  test("a message without the form's stamp is POSTed only once an admin marks it not spam", async () => {
    const app = site();
    const { call } = await addEndpoint(app, ["contact.created"]);
    const { ip } = nextVisitor("198.51.100", "x");
    const message = { name: "Sam Script", email: "sam@acme.test", service: "other", message: "Hello without a stamp." };
    expect((await sendContact(app.app, message, { ip })).status).toBe(200);
    const sender = app.services.deliveries.sender;
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    const [row] = app.sqlite
      .query<{ id: number }, []>("SELECT id FROM contact_messages ORDER BY id DESC LIMIT 1")
      .all();
    expect((await call("PATCH", `/api/admin/messages/${row!.id}`, { verified: true })).status).toBe(200);
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(JSON.parse(receiver.received[0]!.body)).toMatchObject({
      type: "contact.created",
      data: { email: "sam@acme.test" },
    });
  });

  test("a test event reaches the endpoint, signed", async () => {
    const app = site();
    const { call, added } = await addEndpoint(app);
    const res = await call("POST", `/api/admin/webhooks/${added.id}/test`);
    expect(await res.json()).toEqual({ success: true, message: "Test event queued", data: { id: added.id } });
    expect(await app.services.deliveries.sender.runOnce()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    const post = receiver.received[0]!;
    expect(JSON.parse(post.body)).toMatchObject({
      type: "test",
      data: { message: "A test event from https://consultancy.test." },
    });
    expect(verify(added.secret, post)).toMatchObject({ type: "test" });
    expect((await call("POST", "/api/admin/webhooks/999/test")).status).toBe(404);
  });
});

describe("webhook endpoints", () => {
  test("private, link-local and (without the test switch) loopback addresses are refused", async () => {
    const app = site(false);
    const call = await admin(app);
    const refused = "This address leads to a private, loopback or link-local network address.";
    for (const url of [
      receiver.url,
      "http://10.0.0.8/hook",
      "http://192.168.1.20/hook",
      "http://169.254.169.254/latest",
      "http://[::1]/hook",
      "http://[fe80::1]/hook",
    ]) {
      const res = await call("POST", "/api/admin/webhooks", { url, events: ["lead.created"] });
      expect({ url, status: res.status, body: await res.json() }).toEqual({
        url,
        status: 400,
        body: { success: false, message: refused, errors: { url: refused } },
      });
    }
    const bad = await call("POST", "/api/admin/webhooks", { url: "ftp://crm.example/x", events: [] });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toEqual({
      events: "Choose at least one event",
    });
    const credentials = await call("POST", "/api/admin/webhooks", {
      url: "https://user:pw@crm.example/x",
      events: ["lead.created"],
    });
    expect(((await credentials.json()) as { message: string }).message).toBe(
      "Please enter an http or https address without a user name or password.",
    );
  });

  test("removing an endpoint is audited; removing it again is a 404", async () => {
    const app = site();
    const { call, added } = await addEndpoint(app);
    const removed = await call("DELETE", `/api/admin/webhooks/${added.id}`);
    expect(await removed.json()).toEqual({ success: true, message: "Webhook endpoint removed", data: null });
    expect((await call("DELETE", `/api/admin/webhooks/${added.id}`)).status).toBe(404);
    const actions = app.sqlite
      .query<{ action: string }, []>("SELECT action FROM audit_log WHERE action LIKE '%webhooks%' ORDER BY id")
      .all()
      .map((r) => r.action);
    expect(actions).toEqual(["POST /api/admin/webhooks", `DELETE /api/admin/webhooks/${added.id}`]);
  });
});
