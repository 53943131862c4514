// Leads reach the firm (docs/product.md#notifications, #leads, #erasure, #consent): the firm's
// e-mail about each lead through a real SMTP server on loopback (instant, and the daily digest at
// its hour on the app's clock), an SMTP server that dies mid-queue, people grouped by e-mail with
// their timeline, and the erasure of one person checked in every table. Webhooks have their own
// file (webhooks.test.ts). Texts are written here.
import { Database } from "bun:sqlite";
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { migrations } from "../../migrations";
import { migrate } from "../../src/db/migrate";
import { createSmtpMailer } from "../../src/services/mailer";
import { privacyVersionOf } from "../../src/services/privacy-version";
import { fromIp, sendJson, signIn, withCookie } from "../support/auth";
import {
  type ContactApp,
  freePort,
  movableClock,
  nextVisitor,
  openContactApp,
  sendContact,
  startSmtpServer,
  viewContactPage,
} from "../support/contact";
import { createResource } from "../support/factories";
import { createTestApp } from "../support/test-app";
import { waitFor } from "../support/wait";

const SECOND = 1000;
const MINUTE = 60 * SECOND;

// 09:00 in America/Chicago (the test site's zone) on Monday, November 23, 2026.
const clock = movableClock(Date.parse("2026-11-23T15:00:00Z"));
const secretKey = new Uint8Array(32).fill(9);
const FROM = { name: "Consultancy Website", address: "website@consultancy.test" };

let base: Awaited<ReturnType<typeof createTestApp>>;
let opened: ContactApp[] = [];
beforeEach(async () => {
  base = await createTestApp();
  opened = [];
});
afterEach(async () => {
  for (const app of opened) await app.close();
  base.close();
});

function site(smtpUrl?: string): ContactApp {
  const app = openContactApp(base.dir, {
    now: clock.now,
    secretKey,
    contact: {
      mailer: smtpUrl ? createSmtpMailer(smtpUrl) : undefined,
      from: FROM,
      minFillMs: 0,
      log: () => {},
    },
  });
  opened.push(app);
  return app;
}

type Lead = { name: string; email: string; linkedinUrl: string };

function lead(email: string, name = "Jordan Lee"): Lead {
  return { name, email, linkedinUrl: "https://www.linkedin.com/in/jordan-lee" };
}

async function download(app: ContactApp, resourceId: number, who: Lead) {
  const res = await app.app.request(
    `/api/resources/${resourceId}/request`,
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(who) },
    fromIp(nextVisitor("192.0.2", "x").ip),
  );
  expect(res.status).toBe(200);
}

async function wrote(app: ContactApp, email: string) {
  const { ip } = nextVisitor("198.51.100", "x");
  const { stamp } = await viewContactPage(app.app, ip);
  const body = { name: "Jordan Lee", email, company: null, service: "fractional-cpo", message: "Can we talk?" };
  const res = await sendContact(app.app, body, { ip, stamp });
  expect(res.status).toBe(200);
}

async function admin(app: ContactApp) {
  const { cookie } = await signIn(app.app);
  return (method: string, path: string, body?: unknown) => sendJson(app.app, method, path, body, withCookie(cookie));
}

const roadmapCanvas = (app: ContactApp) =>
  createResource(app.services, {
    title: "Roadmap Canvas",
    slug: `roadmap-canvas-${Math.random().toString(36).slice(2, 8)}`,
  });

describe("lead e-mails", () => {
  test("instant: each download is one e-mail naming the person, the resource and whether they downloaded before", async () => {
    const smtp = await startSmtpServer();
    const app = site(smtp.url);
    const resource = roadmapCanvas(app);
    app.services.deliveries.sender.start();

    await download(app, resource.id, lead("jordan@acme.test"));
    await waitFor(() => smtp.received.length === 1, "the first lead's e-mail");
    const first = smtp.received[0]!;
    expect(first.envelope.to).toEqual(["hello@consultancy.test"]);
    expect(first.headers.get("subject")).toBe("New lead: Jordan Lee downloaded Roadmap Canvas");
    expect(first.headers.get("reply-to")).toBe("Jordan Lee <jordan@acme.test>");
    expect(first.text).toBe(
      [
        "Name: Jordan Lee",
        "Email: jordan@acme.test",
        "LinkedIn: https://www.linkedin.com/in/jordan-lee",
        "Resource: Roadmap Canvas",
        "Downloaded: Nov 23, 2026, 9:00 AM (America/Chicago)",
        "Downloaded before: no, this is their first download",
        "",
        "--",
        "Everything this person did on https://consultancy.test: https://consultancy.test/admin?tab=leads&person=jordan%40acme.test",
        "",
      ].join("\n"),
    );

    clock.advance(MINUTE);
    await download(app, resource.id, lead("Jordan@ACME.test"));
    await waitFor(() => smtp.received.length === 2, "the second lead's e-mail");
    expect(smtp.received[1]!.text).toContain(
      "Downloaded before: yes, 1 earlier download (first Nov 23, 2026, 9:00 AM (America/Chicago))",
    );
    await app.close();
    expect(smtp.received).toHaveLength(2);
    await smtp.stop();
  });

  test("an SMTP server that dies mid-queue and comes back delivers each e-mail once; downloads never wait", async () => {
    const port = await freePort();
    let smtp = await startSmtpServer(port);
    const app = site(smtp.url);
    const resource = roadmapCanvas(app);
    const sender = app.services.deliveries.sender;

    await download(app, resource.id, lead("first@acme.test", "First Person"));
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    const before = smtp.received;
    await smtp.stop();

    await download(app, resource.id, lead("second@acme.test", "Second Person"));
    await download(app, resource.id, lead("third@acme.test", "Third Person"));
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 2, gaveUp: 0 });

    smtp = await startSmtpServer(port);
    // Not due yet: the first retry is 30 seconds after the failure.
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    clock.advance(30 * SECOND);
    expect(await sender.runOnce()).toEqual({ sent: 2, failed: 0, gaveUp: 0 });
    clock.advance(10 * MINUTE);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(before.map((m) => m.headers.get("subject"))).toEqual(["New lead: First Person downloaded Roadmap Canvas"]);
    expect(smtp.received.map((m) => m.headers.get("subject"))).toEqual([
      "New lead: Second Person downloaded Roadmap Canvas",
      "New lead: Third Person downloaded Roadmap Canvas",
    ]);
    await smtp.stop();
  });

  test("daily digest: nothing before the chosen hour, then one e-mail with the day's leads", async () => {
    // 09:00 in Chicago the next day.
    clock.advance(Date.parse("2026-11-24T15:00:00Z") - clock.now());
    const smtp = await startSmtpServer();
    const app = site(smtp.url);
    const resource = roadmapCanvas(app);
    const call = await admin(app);
    const saved = await call("PUT", "/api/admin/settings", {
      notifications: { mode: "digest", digestHour: 10, email: "leads@consultancy.test" },
    });
    expect(saved.status).toBe(200);
    const sender = app.services.deliveries.sender;

    await download(app, resource.id, lead("ana@acme.test", "Ana Diaz"));
    clock.advance(MINUTE);
    await download(app, resource.id, lead("ben@beta.test", "Ben Okafor"));
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    // 09:59 in Chicago: still nothing.
    clock.advance(58 * MINUTE);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(smtp.received).toHaveLength(0);
    // 10:00: the digest.
    clock.advance(MINUTE);
    expect(await sender.runOnce()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(smtp.received).toHaveLength(1);
    const digest = smtp.received[0]!;
    expect(digest.envelope.to).toEqual(["leads@consultancy.test"]);
    expect(digest.headers.get("subject")).toBe("Leads digest: 2 downloads by 2 people");
    expect(digest.text).toContain("- Ana Diaz <ana@acme.test> downloaded Roadmap Canvas");
    expect(digest.text).toContain("- Ben Okafor <ben@beta.test> downloaded Roadmap Canvas");
    clock.advance(24 * 60 * MINUTE);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    await smtp.stop();
  });

  test("without SMTP_URL nothing is queued for e-mail, and the dashboard is told so", async () => {
    const app = site();
    const resource = roadmapCanvas(app);
    await download(app, resource.id, lead("nomail@acme.test"));
    const queued = app.sqlite.query("SELECT kind FROM outbox WHERE kind LIKE '%.mail'").all();
    expect(queued).toEqual([]);
    const call = await admin(app);
    const res = await call("GET", "/api/admin/notifications");
    expect(await res.json()).toEqual({ mailConfigured: false, sendsTo: "hello@consultancy.test" });
  });

  test("the notification settings refuse a bad hour, mode or address, each with its message", async () => {
    const app = site();
    const call = await admin(app);
    const res = await call("PUT", "/api/admin/settings", {
      notifications: { mode: "weekly", digestHour: 24, email: "not-an-address" },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors).toEqual({
      "notifications.mode": "Choose instant or daily digest",
      "notifications.digestHour": "Choose an hour from 0 to 23",
      "notifications.email": "Please enter a valid email address",
    });
  });
});

describe("people", () => {
  test("a person who downloaded twice and wrote once is one row with the three events", async () => {
    const app = site();
    const canvas = roadmapCanvas(app);
    const guide = createResource(app.services, { title: "Discovery Guide", slug: "discovery-guide-people" });
    await download(app, canvas.id, lead("casey@gamma.test", "Casey Park"));
    clock.advance(MINUTE);
    await wrote(app, "Casey@Gamma.test");
    clock.advance(MINUTE);
    await download(app, guide.id, lead("CASEY@gamma.test", "Casey Park"));
    const call = await admin(app);

    const list = (await (await call("GET", "/api/admin/leads?q=casey")).json()) as Record<string, unknown>;
    expect(list).toEqual({
      data: [
        {
          email: "casey@gamma.test",
          name: "Casey Park",
          linkedinUrl: "https://www.linkedin.com/in/jordan-lee",
          firstSeenAt: new Date(clock.now() - 2 * MINUTE).toISOString(),
          lastSeenAt: new Date(clock.now()).toISOString(),
          downloads: 2,
          resources: [
            { id: canvas.id, title: "Roadmap Canvas", slug: canvas.slug },
            { id: guide.id, title: "Discovery Guide", slug: "discovery-guide-people" },
          ],
          messages: 1,
          bookings: 0,
          status: "new",
          statusLabel: "New",
        },
      ],
      total: 1,
      page: 1,
      pageSize: 25,
      nextCursor: null,
    });

    const byResource = (await (await call("GET", `/api/admin/leads?resource=${guide.id}`)).json()) as {
      data: { email: string }[];
    };
    expect(byResource.data.map((p) => p.email)).toEqual(["casey@gamma.test"]);
    const tomorrow = (await (await call("GET", "/api/admin/leads?from=2030-01-01")).json()) as { total: number };
    expect(tomorrow.total).toBe(0);
    const bad = await call("GET", "/api/admin/leads?from=yesterday&page=0");
    expect(bad.status).toBe(400);

    const person = (await (await call("GET", "/api/admin/leads/CASEY%40GAMMA.TEST")).json()) as {
      events: { type: string; resource?: { title: string } }[];
      downloads: number;
    };
    expect(person.downloads).toBe(2);
    expect(person.events.map((e) => [e.type, e.resource?.title ?? null])).toEqual([
      ["download", "Discovery Guide"],
      ["message", null],
      ["download", "Roadmap Canvas"],
    ]);

    const csv = await call("GET", "/api/admin/leads/people.csv");
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await csv.text()).toContain('"Casey Park","casey@gamma.test","https://www.linkedin.com/in/jordan-lee"');
  });

  test("the people API is for admins only", async () => {
    const app = site();
    for (const [method, path] of [
      ["GET", "/api/admin/leads"],
      ["GET", "/api/admin/leads/casey%40gamma.test"],
      ["DELETE", "/api/admin/leads/casey%40gamma.test"],
      ["GET", "/api/admin/webhooks"],
    ] as const) {
      const res = await sendJson(app.app, method, path, undefined);
      expect(res.status).toBe(401);
    }
  });
});

describe("erasure", () => {
  test("leaves no row anywhere with the e-mail, keeps the counts, cancels queued e-mail, audits without the e-mail", async () => {
    const port = await freePort();
    const app = site(`smtp://127.0.0.1:${port}`);
    const canvas = roadmapCanvas(app);
    const email = "erase.me@delta.test";
    await download(app, canvas.id, lead(email, "Erin Vale"));
    await wrote(app, "Erase.Me@delta.test");
    await download(app, canvas.id, lead("ERASE.ME@DELTA.TEST", "Erin Vale"));
    // Someone else's lead stays.
    await download(app, canvas.id, lead("keep@delta.test", "Kept Person"));
    const call = await admin(app);
    const [message] = app.sqlite
      .query<{ id: number }, []>("SELECT id FROM contact_messages ORDER BY id DESC LIMIT 1")
      .all();
    expect((await call("PATCH", `/api/admin/messages/${message!.id}`, { handled: true })).status).toBe(200);
    // The SMTP server is down: the e-mails about them wait in the outbox.
    expect((await app.services.deliveries.sender.runOnce()).failed).toBe(4);

    const res = await call("DELETE", `/api/admin/leads/${encodeURIComponent(email)}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: "Person erased: 2 downloads and 1 message removed",
      data: { downloads: 2, messages: 1, bookings: 0 },
    });

    const tables = app.sqlite
      .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      .all()
      .map((t) => t.name);
    expect(tables).toContain("outbox_attempts");
    for (const table of tables) {
      const rows = app.sqlite.query(`SELECT * FROM "${table}"`).all();
      const found = rows.filter((row) => JSON.stringify(row).toLowerCase().includes("erase.me@delta.test"));
      expect({ table, found }).toEqual({ table, found: [] });
    }
    // The message's earlier activity entry no longer names the person.
    expect(JSON.stringify(app.sqlite.query("SELECT * FROM audit_log").all())).not.toContain("Erin Vale");

    expect(app.services.resources.getById(canvas.id)?.downloadCount).toBe(3);
    const audit = app.sqlite
      .query<{ action: string; actor_username: string }, []>(
        "SELECT action, actor_username FROM audit_log ORDER BY id DESC LIMIT 1",
      )
      .get();
    expect(audit).toEqual({ action: "DELETE /api/admin/leads/(erased person)", actor_username: "admin" });
    const activity = (await (await call("GET", "/api/admin/activity?limit=5")).json()) as { sentence: string }[];
    expect(activity[0]!.sentence).toBe("admin deleted a person (erased: their e-mail is not kept)");

    const smtp = await startSmtpServer(port);
    clock.advance(MINUTE);
    expect(await app.services.deliveries.sender.runOnce()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(smtp.received.map((m) => m.headers.get("subject"))).toEqual([
      "New lead: Kept Person downloaded Roadmap Canvas",
    ]);
    await smtp.stop();

    const again = await call("DELETE", `/api/admin/leads/${encodeURIComponent(email)}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({
      success: false,
      message: "No downloads or messages from this e-mail address.",
    });
    expect((await call("GET", `/api/admin/leads/${encodeURIComponent(email)}`)).status).toBe(404);
    const invalid = await call("DELETE", "/api/admin/leads/not-an-email");
    expect(invalid.status).toBe(400);
  });
});

describe("erasure leaves no trace the firm controls", () => {
  test("the access log names the route, a webhook failure is logged without the endpoint's answer, the database file keeps no byte of them", async () => {
    const email = "trace.me@delta.test";
    const lines: string[] = [];
    // A CRM that refuses the lead and says whom it refused.
    const crm = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      fetch: async (request) => new Response(`refused ${JSON.parse(await request.text()).data.email}`, { status: 422 }),
    });
    try {
      const app = openContactApp(base.dir, {
        now: clock.now,
        secretKey,
        contact: { minFillMs: 0, log: (line) => lines.push(line) },
        webhooks: { allowLoopback: true, timeoutMs: 1000 },
        log: (line) => lines.push(line),
      });
      opened.push(app);
      const call = await admin(app);
      const hook = { url: `http://127.0.0.1:${crm.port}/hooks`, events: ["lead.created"] };
      expect((await call("POST", "/api/admin/webhooks", hook)).status).toBe(201);
      await download(app, roadmapCanvas(app).id, lead(email, "Tracy Marsh"));
      expect(await app.services.deliveries.sender.runOnce()).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
      const person = `/api/admin/leads/${encodeURIComponent(email)}`;
      expect((await call("GET", person)).status).toBe(200);
      expect((await call("DELETE", person)).status).toBe(200);

      expect(lines.filter((line) => / (GET|DELETE) \/api\/admin\/leads\/:email 200 /.test(line))).toHaveLength(2);
      expect(lines.filter((line) => line.includes("attempt 1 failed (HTTP 422)"))).toHaveLength(1);
      expect(lines.filter((line) => /trace\.me|trace\.me%40|Tracy/i.test(line))).toEqual([]);

      // What the database pages held is overwritten (secure_delete), once the WAL is written back.
      app.sqlite.exec("PRAGMA wal_checkpoint(TRUNCATE)");
      const file = readFileSync(join(base.dir, "site.db"));
      expect(file.includes(email)).toBe(false);
      expect(file.includes("Tracy Marsh")).toBe(false);
    } finally {
      crm.stop(true);
    }
  });
});

describe("consent", () => {
  test("the contact form and the download dialog link the privacy policy; leads and messages store its version", async () => {
    const app = site();
    const canvas = roadmapCanvas(app);
    const contactPage = await (await app.app.request("/contact")).text();
    expect(contactPage).toMatch(
      /data-contact-consent="">We store your message to answer it, as our <a href="\/privacy-policy"[^>]*>Privacy Policy<\/a> describes\./,
    );
    const resourcePage = await (await app.app.request(`/resources/${canvas.slug}`)).text();
    expect(resourcePage).toContain('href="/privacy-policy"');

    await download(app, canvas.id, lead("consent@acme.test"));
    await wrote(app, "consent@acme.test");
    const versions = app.sqlite
      .query<{ v: string | null }, []>(
        `SELECT privacy_version AS v FROM resource_downloads WHERE email = 'consent@acme.test'
         UNION ALL SELECT privacy_version FROM contact_messages WHERE email = 'consent@acme.test'`,
      )
      .all()
      .map((r) => r.v);
    expect(versions).toHaveLength(2);
    expect(versions[0]).toMatch(/^[0-9a-f]{12}$/);
    expect(versions[1]).toBe(versions[0]!);
  });

  test("the version changes exactly when the text does", () => {
    const text = { title: "Privacy Policy", sections: [{ id: "a", paragraphs: ["We keep your e-mail."] }] };
    const same = { title: "Privacy Policy", sections: [{ id: "a", paragraphs: ["We keep your e-mail."] }] };
    const changed = {
      title: "Privacy Policy",
      sections: [{ id: "a", paragraphs: ["We keep your e-mail for a year."] }],
    };
    expect(privacyVersionOf(same)).toBe(privacyVersionOf(text));
    expect(privacyVersionOf(changed)).not.toBe(privacyVersionOf(text));
  });
});

describe("upgrading from the contact outbox", () => {
  test("a forward pending in contact_deliveries is moved into the one outbox, with its attempts", () => {
    const sqlite = new Database(":memory:");
    sqlite.exec("PRAGMA foreign_keys = ON");
    const before = migrations.filter((m) => m.tag < "0008");
    migrate(sqlite, before);
    sqlite.exec(
      `INSERT INTO contact_messages (id, name, email, service, message) VALUES (7, 'Jane', 'jane@x.test', 'other', 'Hi')`,
    );
    sqlite.exec(`INSERT INTO contact_deliveries (id, message_id, status, attempts, next_attempt_at, deadline_at, last_error)
      VALUES (3, 7, 'pending', 1, 1000, 2000, 'connect ECONNREFUSED')`);
    sqlite.exec(`INSERT INTO contact_delivery_attempts (delivery_id, started_at, finished_at, outcome, detail)
      VALUES (3, 900, 950, 'failed', 'connect ECONNREFUSED')`);
    migrate(sqlite);
    expect(
      sqlite.query("SELECT kind, dedupe_key, message_id, status, attempts, next_attempt_at FROM outbox").all(),
    ).toEqual([
      {
        kind: "contact.mail",
        dedupe_key: "contact.mail:7",
        message_id: 7,
        status: "pending",
        attempts: 1,
        next_attempt_at: 1000,
      },
    ]);
    expect(sqlite.query("SELECT outcome, detail FROM outbox_attempts").all()).toEqual([
      { outcome: "failed", detail: "connect ECONNREFUSED" },
    ]);
    expect(sqlite.query("SELECT name FROM sqlite_master WHERE name LIKE 'contact_deliver%'").all()).toEqual([]);
    sqlite.close();
  });
});
