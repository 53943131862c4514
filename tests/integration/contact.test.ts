// The contact form through the real app: validation with the product's messages, storage before anything
// else, recipientEmail ignored, the honeypot, the minimum fill time, the per-address limit, the
// body limit, the form post without JavaScript, and e-mail forwarding to a real SMTP server on
// loopback, including an SMTP server that is down, a restart of the app in between, two senders
// on one database and the 24-hour give-up. Each send carries the stamp of the visitor's /contact
// page as the form does (what happens without one is contact-unverified.test.ts's). The clock is
// moved, never slept on. Expected texts are written here, not imported.
import { afterAll, afterEach, beforeEach, describe, expect, spyOn, test } from "bun:test";
import type { Mailer } from "../../src/services/mailer";
import { createSmtpMailer } from "../../src/services/mailer";
import {
  type ContactApp,
  freePort,
  movableClock,
  nextVisitor,
  openContactApp,
  postContactForm,
  sendContact,
  startSmtpServer,
  storedMessages,
  viewContactPage,
} from "../support/contact";
import { createTestApp } from "../support/test-app";
import { waitFor } from "../support/wait";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

const SENT = "Thank you for your message. We'll get back to you as soon as possible.";
const TOO_FAST_3 =
  "That was quick! To keep out automated spam we accept messages a few seconds after the form is shown. Please check your message and send it again in 3 seconds.";
const RATE_LIMITED_10 =
  "You've sent several messages in a short time. Please wait 10 minutes before sending another, or e-mail us at hello@consultancy.test.";

const secretKey = new Uint8Array(32).fill(7);
const clock = movableClock();

// Each test writes as its own visitor (address and e-mail), so limits and counts never mix.
let { ip, email } = nextVisitor("198.51.100", "visitor");
beforeEach(() => {
  ({ ip, email } = nextVisitor("198.51.100", "visitor"));
});

const message = (overrides: Record<string, unknown> = {}) => ({
  name: "Jane Smith",
  email,
  company: "Acme Corp",
  service: "fractional-cpo",
  message: "We need help with our product roadmap.",
  ...overrides,
});

const rowsOf = (app: ContactApp, address = email) => storedMessages(app.sqlite).filter((row) => row.email === address);

// ---------------------------------------------------------------------------------------------
// Without e-mail forwarding: the checks, storage and the form post
// ---------------------------------------------------------------------------------------------

const base = await createTestApp();
const site = openContactApp(base.dir, { now: clock.now, secretKey });
afterAll(async () => {
  await site.close();
  base.close();
});

/** The visitor opens /contact and takes 5 seconds to fill the form in: the stamp their form carries. */
async function stampFor(app: ContactApp, from = ip): Promise<string> {
  const { stamp } = await viewContactPage(app.app, from);
  expect(stamp).not.toBe("");
  clock.advance(5 * SECOND);
  return stamp;
}

describe("POST /api/contact: validation", () => {
  test.each([
    ["name", { name: "J" }, "Name must be at least 2 characters."],
    ["name", { name: undefined }, "Name must be at least 2 characters."],
    ["email", { email: "jane@" }, "Please enter a valid email address."],
    ["email", { email: undefined }, "Please enter a valid email address."],
    ["service", { service: "" }, "Please select a service."],
    ["service", { service: "consulting" }, "Please select a service."],
    ["message", { message: "Too short" }, "Message must be at least 10 characters."],
    ["message", { message: "   short    " }, "Message must be at least 10 characters."],
  ] as const)("invalid %s %p → 400 with the product's message, nothing stored", async (field, override, expected) => {
    const stamp = await stampFor(site);
    const before = storedMessages(site.sqlite).length;
    const res = await sendContact(site.app, message(override), { ip, stamp });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: expected, errors: { [field]: expected } });
    expect(storedMessages(site.sqlite).length).toBe(before);
  });

  test("a body that is not JSON → 400, nothing stored", async () => {
    const stamp = await stampFor(site);
    const before = storedMessages(site.sqlite).length;
    const res = await sendContact(site.app, "{name: Jane", { ip, stamp });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: "The request body is not valid JSON.", errors: {} });
    expect(storedMessages(site.sqlite).length).toBe(before);
  });

  test("a body over the app's 1 MiB limit → 413, nothing stored", async () => {
    const stamp = await stampFor(site);
    const before = storedMessages(site.sqlite).length;
    const res = await sendContact(site.app, message({ message: "x".repeat(1024 * 1024 + 1) }), { ip, stamp });
    expect(res.status).toBe(413);
    expect(storedMessages(site.sqlite).length).toBe(before);
  });
});

describe("POST /api/contact: storing", () => {
  test("a valid message is stored once, answers { success, message }, and recipientEmail has no effect", async () => {
    const stamp = await stampFor(site);
    const res = await sendContact(site.app, message({ recipientEmail: "attacker@evil.test" }), { ip, stamp });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(await res.json()).toEqual({ success: true, message: SENT, data: null });
    const rows = rowsOf(site);
    expect(rows).toEqual([
      {
        id: rows[0]!.id,
        name: "Jane Smith",
        email,
        company: "Acme Corp",
        service: "fractional-cpo",
        message: "We need help with our product roadmap.",
        spam: 0,
        unverified: 0,
      },
    ]);
    const everything = JSON.stringify(site.sqlite.query("SELECT * FROM contact_messages").all());
    expect(everything).not.toContain("attacker@evil.test");
    // Messages are only stored here (no SMTP_URL): nothing is queued for e-mail.
    expect(site.services.contact.sender).toBeNull();
    expect(site.services.contact.outbox.statusOfMessage(rows[0]!.id)).toBeNull();
  });

  test("fields are trimmed and a blank company is stored as none", async () => {
    const stamp = await stampFor(site);
    const res = await sendContact(site.app, message({ name: "  Jane Smith ", company: "   " }), { ip, stamp });
    expect(res.status).toBe(200);
    expect(rowsOf(site).map((row) => [row.name, row.company])).toEqual([["Jane Smith", null]]);
  });
});

describe("POST /api/contact: spam protection", () => {
  test("a filled honeypot gets the same success answer; the message is stored marked as spam", async () => {
    const stamp = await stampFor(site);
    const res = await sendContact(site.app, message({ website: "https://cheap-pills.example" }), { ip, stamp });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: SENT, data: null });
    expect(rowsOf(site).map((row) => row.spam)).toEqual([1]);
  });

  test("an empty honeypot is not spam", async () => {
    const stamp = await stampFor(site);
    expect((await sendContact(site.app, message({ website: "" }), { ip, stamp })).status).toBe(200);
    expect(rowsOf(site).map((row) => row.spam)).toEqual([0]);
  });

  test("sent sooner than 3 seconds after the form was shown → 429 with Retry-After and a polite message; later it goes", async () => {
    const { stamp } = await viewContactPage(site.app, ip);
    clock.advance(1 * SECOND);
    const res = await sendContact(site.app, message(), { ip, stamp });
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("2");
    expect(((await res.json()) as { message: string }).message).toContain("That was quick!");
    expect(rowsOf(site)).toEqual([]);

    const atOnce = await sendContact(site.app, message(), { ip, stamp: (await viewContactPage(site.app, ip)).stamp });
    expect(atOnce.status).toBe(429);
    expect(atOnce.headers.get("Retry-After")).toBe("3");
    expect(await atOnce.json()).toEqual({ success: false, message: TOO_FAST_3 });

    clock.advance(3 * SECOND);
    expect((await sendContact(site.app, message(), { ip, stamp })).status).toBe(200);
    expect(rowsOf(site)).toHaveLength(1);
  });

  test("5 messages per address in 10 minutes; the 6th → 429 with Retry-After and a polite message", async () => {
    const stamp = await stampFor(site);
    for (let i = 1; i <= 5; i++) {
      const res = await sendContact(site.app, message({ message: `Message number ${i} of five.` }), { ip, stamp });
      expect(res.status).toBe(200);
      clock.advance(10 * SECOND);
    }
    const sixth = await sendContact(site.app, message({ message: "Message number six." }), { ip, stamp });
    expect(sixth.status).toBe(429);
    // The first was sent 50 s ago: the window frees up 9 min 10 s from now.
    expect(sixth.headers.get("Retry-After")).toBe("550");
    expect(await sixth.json()).toEqual({ success: false, message: RATE_LIMITED_10 });
    expect(rowsOf(site)).toHaveLength(5);

    // Another address is not affected.
    const neighbour = "198.51.100.250";
    const theirs = await sendContact(site.app, message({ email: "neighbour@company.test" }), {
      ip: neighbour,
      stamp: await stampFor(site, neighbour),
    });
    expect(theirs.status).toBe(200);

    // Once the first message is 10 minutes old, one more may go.
    clock.advance(9 * MINUTE + 10 * SECOND);
    expect((await sendContact(site.app, message({ message: "Message number six." }), { ip, stamp })).status).toBe(200);
    expect(rowsOf(site)).toHaveLength(6);
  });

  test("honeypot messages count towards the limit", async () => {
    const stamp = await stampFor(site);
    for (let i = 0; i < 5; i++) {
      expect((await sendContact(site.app, message({ website: "spam" }), { ip, stamp })).status).toBe(200);
    }
    expect((await sendContact(site.app, message(), { ip, stamp })).status).toBe(429);
  });
});

describe("/contact without JavaScript", () => {
  test("a valid post stores the message and redirects (303) to the thank-you, which is the cached page", async () => {
    const stamp = await stampFor(site);
    const res = await postContactForm(site.app, message() as Record<string, string>, { ip, stamp });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/contact?sent=1#contact-form");
    expect(rowsOf(site)).toHaveLength(1);

    const thanks = await site.app.request("/contact?sent=1");
    expect(thanks.status).toBe(200);
    const html = await thanks.text();
    expect(html).toContain("Thank you for your message!");
    expect(html).toContain("We&#x27;ll get back to you as soon as possible.");
    expect(html).not.toContain("data-contact-form");
  });

  test("an invalid post renders the page for this request: 400, each error beside its field, the values kept", async () => {
    const stamp = await stampFor(site);
    const res = await postContactForm(
      site.app,
      { name: "J", email: "jane@", company: "Acme <Corp>", service: "", message: "Too short", website: "" },
      { ip, stamp },
    );
    expect(res.status).toBe(400);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    const html = await res.text();
    for (const text of [
      "Name must be at least 2 characters.",
      "Please enter a valid email address.",
      "Please select a service.",
      "Message must be at least 10 characters.",
      "Please correct the highlighted fields and send your message again.",
    ]) {
      expect(html).toContain(text);
    }
    // Four fields marked invalid, each described by its own error.
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(4);
    expect(html).toContain('value="J"');
    expect(html).toContain('value="jane@"');
    expect(html).toContain('value="Acme &lt;Corp&gt;"');
    expect(html).toContain(">Too short</textarea>");
    expect(rowsOf(site)).toEqual([]);
  });

  test("a post sooner than 3 seconds → 429 page with the polite message and Retry-After, values kept", async () => {
    const { stamp } = await viewContactPage(site.app, ip);
    const res = await postContactForm(site.app, message() as Record<string, string>, { ip, stamp });
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("3");
    const html = await res.text();
    expect(html).toContain("That was quick!");
    expect(html).toContain('value="Jane Smith"');
    expect(rowsOf(site)).toEqual([]);
  });

  test("a filled honeypot redirects to the thank-you like any other post; stored as spam", async () => {
    const stamp = await stampFor(site);
    const res = await postContactForm(
      site.app,
      { ...(message() as Record<string, string>), website: "x" },
      { ip, stamp },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/contact?sent=1#contact-form");
    expect(rowsOf(site).map((row) => row.spam)).toEqual([1]);
  });

  test("the sixth post in 10 minutes → 429 page with the message", async () => {
    const stamp = await stampFor(site);
    for (let i = 0; i < 5; i++) {
      expect((await postContactForm(site.app, message() as Record<string, string>, { ip, stamp })).status).toBe(303);
    }
    const res = await postContactForm(site.app, message() as Record<string, string>, { ip, stamp });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await res.text()).toContain("You&#x27;ve sent several messages in a short time. Please wait 10 minutes");
  });

  test("a post from another site is refused (403) and stores nothing", async () => {
    const stamp = await stampFor(site);
    const res = await postContactForm(site.app, message() as Record<string, string>, {
      ip,
      stamp,
      origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
    expect(rowsOf(site)).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// E-mail forwarding
// ---------------------------------------------------------------------------------------------

const FROM = { name: "Consultancy Website", address: "website@consultancy.test" };
let mailBase: Awaited<ReturnType<typeof createTestApp>>;
let opened: ContactApp[] = [];

function mailingApp(smtpUrl: string, log?: (line: string) => void): ContactApp {
  const app = openContactApp(mailBase.dir, {
    now: clock.now,
    secretKey,
    contact: { mailer: createSmtpMailer(smtpUrl), from: FROM, log: log ?? (() => {}) },
  });
  opened.push(app);
  return app;
}

async function submitted(app: ContactApp, body = message()): Promise<number> {
  const res = await sendContact(app.app, body, { ip, stamp: await stampFor(app) });
  expect(res.status).toBe(200);
  return rowsOf(app).at(-1)!.id;
}

type AttemptRow = { outcome: string | null; detail: string | null; started_at: number };
const attemptsOf = (app: ContactApp, messageId: number) =>
  app.sqlite
    .query<AttemptRow, [number]>(
      `SELECT a.outcome, a.detail, a.started_at FROM outbox_attempts a
       JOIN outbox d ON d.id = a.delivery_id WHERE d.message_id = ? ORDER BY a.id`,
    )
    .all(messageId);

describe("e-mail forwarding", () => {
  // Each test has a database of its own, so no test's outbox holds another's messages.
  beforeEach(async () => {
    mailBase = await createTestApp();
    opened = [];
  });
  afterEach(async () => {
    for (const app of opened) await app.close();
    mailBase.close();
  });

  test("a message is delivered to SITE_EMAIL with Reply-To the visitor and the message in the body", async () => {
    const smtp = await startSmtpServer();
    const app = mailingApp(smtp.url);
    const id = await submitted(app, message({ recipientEmail: "attacker@evil.test", company: "Acme Corp" }));
    const createdAt = app.sqlite
      .query<{ created_at: number }, [number]>("SELECT created_at FROM contact_messages WHERE id = ?")
      .get(id)!.created_at;

    expect(await app.services.contact.sender!.runOnce()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.envelope).toEqual({ from: "website@consultancy.test", to: ["hello@consultancy.test"] });
    expect(mail.headers.get("to")).toBe("hello@consultancy.test");
    expect(mail.headers.get("from")).toBe("Consultancy Website <website@consultancy.test>");
    expect(mail.headers.get("reply-to")).toBe(`Jane Smith <${email}>`);
    expect(mail.headers.get("subject")).toBe("Contact form: Jane Smith (Fractional CPO)");
    expect(mail.headers.get("message-id")).toBe(`<contact-${id}.${createdAt}@consultancy.test>`);
    expect(mail.text).toStartWith(
      [
        "Name: Jane Smith",
        `Email: ${email}`,
        "Company: Acme Corp",
        "Service: Fractional CPO",
        "",
        "Message:",
        "We need help with our product roadmap.",
        "",
      ].join("\n"),
    );
    expect(JSON.stringify([...mail.headers, mail.text, mail.envelope])).not.toContain("attacker@evil.test");

    expect(app.services.contact.outbox.statusOfMessage(id)).toMatchObject({
      status: "sent",
      attempts: 1,
      lastError: null,
    });
    const attempts = attemptsOf(app, id);
    expect(attempts.map((a) => a.outcome)).toEqual(["sent"]);
    expect(attempts[0]!.detail).toContain("Queued as test-1");
    await smtp.stop();
  });

  test("a visitor's name cannot add header lines to the mail", async () => {
    const smtp = await startSmtpServer();
    const app = mailingApp(smtp.url);
    await submitted(app, message({ name: "Jane\r\nBcc: victim@example.test" }));
    await app.services.contact.sender!.runOnce();
    const mail = smtp.received[0]!;
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.envelope.to).toEqual(["hello@consultancy.test"]);
    expect(mail.headers.get("subject")).toBe("Contact form: Jane Bcc: victim@example.test (Fractional CPO)");
    await smtp.stop();
  });

  test("the answer never waits for e-mail: a send that hangs does not delay it", async () => {
    let release: () => void = () => {};
    const hanging: Mailer = {
      send: () => new Promise((resolve) => (release = () => resolve({ response: "250 late" }))),
      close() {},
      describe: "smtp://hanging.test:25",
    };
    const app = openContactApp(mailBase.dir, { now: clock.now, secretKey, contact: { mailer: hanging } });
    opened.push(app);
    app.services.contact.sender!.start();
    const stamp = await stampFor(app);
    const res = await sendContact(app.app, message(), { ip, stamp });
    expect(res.status).toBe(200);
    expect(rowsOf(app)).toHaveLength(1);
    // The sender has the message in hand (its send is hanging) while the visitor already has the answer.
    await waitFor(
      () => app.services.contact.outbox.statusOfMessage(rowsOf(app)[0]!.id)?.attempts === 1,
      "the send to start",
    );
    release();
    await app.services.contact.sender!.stop();
    expect(app.services.contact.outbox.statusOfMessage(rowsOf(app)[0]!.id)?.status).toBe("sent");
  });

  test("started, the sender forwards a new message by itself", async () => {
    const smtp = await startSmtpServer();
    const app = mailingApp(smtp.url);
    // The sender asks when the next delivery is due at the end of each look at the outbox.
    const looks = spyOn(app.services.contact.outbox, "nextDueAt");
    app.services.contact.sender!.start();
    // Its first look at the (empty) outbox is over; the next scheduled one is a minute away.
    await waitFor(() => looks.mock.calls.length === 1, "the sender's first look at the outbox");
    await submitted(app);
    await waitFor(() => smtp.received.length === 1, "the forwarded mail");
    await app.services.contact.sender!.stop();
    expect(smtp.received[0]!.headers.get("reply-to")).toBe(`Jane Smith <${email}>`);
    await smtp.stop();
  });

  test("SMTP down: the message stays stored, tries back off; after a restart and the server's return it is delivered exactly once", async () => {
    const port = await freePort();
    const url = `smtp://127.0.0.1:${port}`;
    const log: string[] = [];
    const first = mailingApp(url, (line) => log.push(line));
    const id = await submitted(first);
    const sender = first.services.contact.sender!;

    // First try at once: refused, next in 30 s.
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    const status = first.services.contact.outbox.statusOfMessage(id)!;
    expect(status).toMatchObject({ status: "pending", attempts: 1 });
    expect(status.lastError).toContain("ECONNREFUSED");
    expect(status.nextAttemptAt.getTime()).toBe(clock.now() + 30 * SECOND);
    expect(log.at(-1)).toStartWith(`Contact message #${id}: e-mail attempt 1 failed (`);

    // Nothing is due before then.
    clock.advance(29 * SECOND);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });

    // The waits double: 30 s, then 1 min, then 2 min.
    clock.advance(1 * SECOND);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    expect(first.services.contact.outbox.statusOfMessage(id)!.nextAttemptAt.getTime()).toBe(clock.now() + 1 * MINUTE);
    clock.advance(1 * MINUTE);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    expect(first.services.contact.outbox.statusOfMessage(id)!.nextAttemptAt.getTime()).toBe(clock.now() + 2 * MINUTE);

    // The process ends; the SMTP server comes back; a new process starts on the same database.
    await first.close();
    const smtp = await startSmtpServer(port);
    const second = mailingApp(url);
    expect(rowsOf(second)).toHaveLength(1);
    expect(await second.services.contact.sender!.runOnce()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    clock.advance(2 * MINUTE);
    expect(await second.services.contact.sender!.runOnce()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.headers.get("reply-to")).toBe(`Jane Smith <${email}>`);

    // Exactly once: later runs, of this process or another, send nothing more.
    clock.advance(HOUR);
    const third = mailingApp(url);
    expect(await second.services.contact.sender!.runOnce()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(await third.services.contact.sender!.runOnce()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(rowsOf(third)).toHaveLength(1);
    expect(attemptsOf(third, id).map((a) => a.outcome)).toEqual(["failed", "failed", "failed", "sent"]);
    expect(third.services.contact.outbox.statusOfMessage(id)).toMatchObject({
      status: "sent",
      attempts: 4,
      lastError: null,
    });
    await smtp.stop();
  });

  test("two senders on one database at once deliver a message once", async () => {
    const smtp = await startSmtpServer();
    const a = mailingApp(smtp.url);
    const b = mailingApp(smtp.url);
    await submitted(a);
    const [fromA, fromB] = await Promise.all([
      a.services.contact.sender!.runOnce(),
      b.services.contact.sender!.runOnce(),
    ]);
    expect(fromA.sent + fromB.sent).toBe(1);
    expect(smtp.received).toHaveLength(1);
    await smtp.stop();
  });

  test("a process that dies mid-send leaves a lease; after 5 minutes another process delivers the message", async () => {
    const smtp = await startSmtpServer();
    const dying = mailingApp(smtp.url);
    const id = await submitted(dying);
    expect(
      dying.services.contact.outbox.claimDue(10, ["contact.mail"]).map((claim) => claim.delivery.messageId),
    ).toEqual([id]);
    await dying.close();

    const next = mailingApp(smtp.url);
    expect(await next.services.contact.sender!.runOnce()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    clock.advance(5 * MINUTE);
    expect(await next.services.contact.sender!.runOnce()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(smtp.received).toHaveLength(1);
    // The interrupted try stays on record without an outcome.
    expect(attemptsOf(next, id).map((a) => a.outcome)).toEqual([null, "sent"]);
    await smtp.stop();
  });

  test("after 24 hours of failures the delivery ends as failed; the message stays stored", async () => {
    const url = `smtp://127.0.0.1:${await freePort()}`;
    const log: string[] = [];
    const app = mailingApp(url, (line) => log.push(line));
    const id = await submitted(app);
    const sender = app.services.contact.sender!;
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    // Retries stop at the deadline: the last one is due exactly 24 hours after the message came,
    // here 30 s after the try before it, sooner than the 1 min wait would have been.
    clock.advance(23 * HOUR + 59 * MINUTE + 30 * SECOND);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 1, gaveUp: 0 });
    expect(app.services.contact.outbox.statusOfMessage(id)!.nextAttemptAt.getTime()).toBe(clock.now() + 30 * SECOND);
    clock.advance(30 * SECOND);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0, gaveUp: 1 });
    expect(app.services.contact.outbox.statusOfMessage(id)).toMatchObject({ status: "failed", attempts: 3 });
    expect(log.at(-1)).toContain("giving up after 24 hours, the message stays stored");
    clock.advance(HOUR);
    expect(await sender.runOnce()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(rowsOf(app)).toHaveLength(1);
  });

  test("a honeypot message is stored but never forwarded", async () => {
    const smtp = await startSmtpServer();
    const app = mailingApp(smtp.url);
    const id = await submitted(app, message({ website: "filled by a robot" }));
    expect(app.services.contact.outbox.statusOfMessage(id)).toBeNull();
    expect(await app.services.contact.sender!.runOnce()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(smtp.received).toHaveLength(0);
    expect(rowsOf(app).map((row) => row.spam)).toEqual([1]);
    await smtp.stop();
  });
});
