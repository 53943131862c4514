// Contact without cookies, for any client, losing nothing. The form's signed stamp travels in the
// form itself (a hidden field, a JSON property), and /contact is rendered for each view with a
// stamp of its own and sets no cookie. A message without a valid stamp (missing, forged, expired)
// is stored, marked unverified and not e-mailed, and its sender gets the same answer as anyone's;
// a stamp that is valid but too fresh is still a 429. In the admin area an unverified (or
// honeypot) message is flagged, and "Not spam" (PATCH { verified: true }) queues its e-mail once,
// which the sender delivers to a real SMTP server on loopback. Texts are written here.
import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { createSmtpMailer } from "../../src/services/mailer";
import { sendJson, sessionFor, withCookie } from "../support/auth";
import {
  type ContactApp,
  movableClock,
  nextVisitor,
  openContactApp,
  postContactForm,
  STAMP_FIELD,
  sendContact,
  startSmtpServer,
  stampIn,
  storedMessages,
  viewContactPage,
} from "../support/contact";
import { createTestApp } from "../support/test-app";

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;
const SENT = "Thank you for your message. We'll get back to you as soon as possible.";

const secretKey = new Uint8Array(32).fill(7);
const clock = movableClock();

// Each test writes as its own visitor (address and e-mail), so limits and counts never mix.
let { number: visitor, ip, email } = nextVisitor("192.0.2", "person");
beforeEach(() => {
  ({ number: visitor, ip, email } = nextVisitor("192.0.2", "person"));
});

// the product's request body: no stamp, and a recipientEmail that nobody reads.
const message = (overrides: Record<string, unknown> = {}) => ({
  name: "Jane Smith",
  email,
  company: "Acme Corp",
  service: "product-management",
  message: "We would like to talk about product management support.",
  recipientEmail: "hello@consultancy.test",
  ...overrides,
});

let base: Awaited<ReturnType<typeof createTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let site: ContactApp;
beforeEach(async () => {
  base = await createTestApp();
  smtp = await startSmtpServer();
  site = openContactApp(base.dir, {
    now: clock.now,
    secretKey,
    contact: { mailer: createSmtpMailer(smtp.url), from: { address: "website@consultancy.test" } },
  });
});
afterEach(async () => {
  await site.close();
  await smtp.stop();
  base.close();
});

const rowsOf = (app: ContactApp) => storedMessages(app.sqlite).filter((row) => row.email === email);
const deliveriesOf = (app: ContactApp, id: number) =>
  app.sqlite
    .query<{ n: number }, [number]>("SELECT count(*) AS n FROM outbox WHERE message_id = ? AND kind = 'contact.mail'")
    .get(id)!.n;

/** The visitor opens /contact and takes 5 seconds to fill the form in. */
async function stampFor(app: ContactApp): Promise<string> {
  const { stamp } = await viewContactPage(app.app, ip);
  expect(stamp).toMatch(/^\d+\.[\w-]{43}$/);
  clock.advance(5 * SECOND);
  return stamp;
}

describe("/contact carries the stamp in the form and sets no cookie", () => {
  test("each view has a hidden field with a stamp of its own, no Set-Cookie, and is kept by no cache", async () => {
    const first = await viewContactPage(site.app, ip);
    clock.advance(SECOND);
    const second = await viewContactPage(site.app, ip);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("Set-Cookie")).toBeNull();
    expect(second.response.headers.get("Set-Cookie")).toBeNull();
    expect(second.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(second.html).toMatch(new RegExp(`<input type="hidden" name="${STAMP_FIELD}" value="\\d+\\.[\\w-]{43}"`));
    expect(first.stamp).not.toBe("");
    expect(second.stamp).not.toBe(first.stamp);
    expect(Number(second.stamp.split(".")[0])).toBe(clock.now());
    // The island gets the same stamp, so the form's script sends what the markup holds.
    expect(second.html).toContain(`&quot;stamp&quot;:&quot;${second.stamp}&quot;`);
  });

  test("the thank-you (/contact?sent=1) has no form and no stamp, and stays a cached public page", async () => {
    const thanks = await viewContactPage(site.app, ip, "/contact?sent=1");
    expect(thanks.response.status).toBe(200);
    expect(thanks.stamp).toBe("");
    expect(thanks.response.headers.get("Set-Cookie")).toBeNull();
    expect(thanks.response.headers.get("Cache-Control")).toStartWith("public");
  });
});

describe("POST /api/contact without cookies", () => {
  test("no stamp at all (the product's client): 200 { success: true }, stored unverified, not queued", async () => {
    const res = await sendContact(site.app, message(), { ip });
    expect(res.status).toBe(200);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    expect(await res.json()).toEqual({ success: true, message: SENT, data: null });
    const rows = rowsOf(site);
    expect(rows.map((row) => [row.name, row.spam, row.unverified])).toEqual([["Jane Smith", 0, 1]]);
    expect(site.services.contact.outbox.statusOfMessage(rows[0]!.id)).toBeNull();
    expect(await site.services.contact.sender!.runOnce()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  test("a valid stamp in the JSON: stored verified, queued and delivered", async () => {
    const stamp = await stampFor(site);
    const res = await sendContact(site.app, message({ [STAMP_FIELD]: stamp }), { ip });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: SENT, data: null });
    const [row] = rowsOf(site);
    expect(row).toMatchObject({ spam: 0, unverified: 0 });
    expect(site.services.contact.outbox.statusOfMessage(row!.id)).toMatchObject({ status: "pending" });
    expect(await site.services.contact.sender!.runOnce()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(smtp.received.map((mail) => mail.headers.get("reply-to"))).toEqual([`Jane Smith <${email}>`]);
  });

  test("a forged stamp (time or signature changed, another key, garbage, not a string): stored unverified, same answer", async () => {
    const stamp = await stampFor(site);
    const [time, signature] = stamp.split(".") as [string, string];
    const other = openContactApp(base.dir, { now: clock.now, secretKey: new Uint8Array(32).fill(9) });
    const foreign = (await viewContactPage(other.app, ip)).stamp;
    await other.close();
    const forged = [
      `${Number(time) - HOUR}.${signature}`,
      `${time}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`,
      foreign,
      "not-a-stamp",
      12345,
      { time },
    ];
    for (const [i, value] of forged.entries()) {
      const res = await sendContact(site.app, message({ message: `Forged stamp number ${i}.`, [STAMP_FIELD]: value }), {
        ip: `198.18.${visitor}.${i + 1}`,
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, message: SENT, data: null });
    }
    const rows = rowsOf(site);
    expect(rows.map((row) => row.unverified)).toEqual([1, 1, 1, 1, 1, 1]);
    for (const row of rows) expect(site.services.contact.outbox.statusOfMessage(row.id)).toBeNull();
  });

  test("a stamp older than a day: stored unverified", async () => {
    const stamp = await stampFor(site);
    clock.advance(24 * HOUR + SECOND);
    const res = await sendContact(site.app, message({ [STAMP_FIELD]: stamp }), { ip });
    expect(res.status).toBe(200);
    expect(rowsOf(site).map((row) => row.unverified)).toEqual([1]);
  });

  test("a valid stamp sent too soon is still 429 with the wait, and nothing is stored", async () => {
    const { stamp } = await viewContactPage(site.app, ip);
    clock.advance(SECOND);
    const res = await sendContact(site.app, message({ [STAMP_FIELD]: stamp }), { ip });
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("2");
    expect(((await res.json()) as { message: string }).message).toStartWith("That was quick!");
    expect(rowsOf(site)).toEqual([]);
  });

  test("unverified messages count towards the per-address limit like any other", async () => {
    for (let i = 0; i < 5; i++) expect((await sendContact(site.app, message(), { ip })).status).toBe(200);
    expect((await sendContact(site.app, message(), { ip })).status).toBe(429);
    expect(rowsOf(site)).toHaveLength(5);
  });
});

describe("the form post of /contact without any cookie", () => {
  const fields = () => {
    const { recipientEmail: _, ...rest } = message();
    return rest as Record<string, string>;
  };

  test("with the page's stamp: 303 to the thank-you, stored verified and queued", async () => {
    const stamp = await stampFor(site);
    const res = await postContactForm(site.app, { ...fields(), website: "", [STAMP_FIELD]: stamp }, { ip });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/contact?sent=1#contact-form");
    const [row] = rowsOf(site);
    expect(row).toMatchObject({ unverified: 0, spam: 0 });
    expect(site.services.contact.outbox.statusOfMessage(row!.id)).toMatchObject({ status: "pending" });
  });

  test("without a stamp: the same 303, stored unverified and not queued", async () => {
    const res = await postContactForm(site.app, fields(), { ip });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/contact?sent=1#contact-form");
    const [row] = rowsOf(site);
    expect(row).toMatchObject({ unverified: 1 });
    expect(site.services.contact.outbox.statusOfMessage(row!.id)).toBeNull();
  });

  test("too soon: the 429 page keeps the visitor's stamp, with which sending again later goes", async () => {
    const { stamp } = await viewContactPage(site.app, ip);
    const res = await postContactForm(site.app, { ...fields(), [STAMP_FIELD]: stamp }, { ip });
    expect(res.status).toBe(429);
    expect(res.headers.get("Set-Cookie")).toBeNull();
    const html = await res.text();
    expect(html).toContain("That was quick!");
    expect(stampIn(html)).toBe(stamp);
    clock.advance(3 * SECOND);
    const again = await postContactForm(site.app, { ...fields(), [STAMP_FIELD]: stampIn(html) }, { ip });
    expect(again.status).toBe(303);
    expect(rowsOf(site).map((row) => row.unverified)).toEqual([0]);
  });

  test("an invalid post without a stamp renders the form again with a fresh one", async () => {
    const res = await postContactForm(site.app, { ...fields(), name: "J" }, { ip });
    expect(res.status).toBe(400);
    expect(stampIn(await res.text())).toMatch(/^\d+\.[\w-]{43}$/);
    expect(rowsOf(site)).toEqual([]);
  });
});

describe("the admin marks a message not spam", () => {
  const admin = () => withCookie(sessionFor(site.services, 1).cookie);
  const list = async () =>
    (await (await site.app.request("/api/admin/messages", { headers: admin() })).json()) as Record<string, unknown>[];
  const markNotSpam = (id: number, body: unknown = { verified: true }) =>
    sendJson(site.app, "PATCH", `/api/admin/messages/${id}`, body, admin());

  test("an unverified message is listed as such; 'Not spam' queues its e-mail once, and it is delivered", async () => {
    await sendContact(site.app, message(), { ip });
    const id = rowsOf(site)[0]!.id;
    expect((await list()).find((m) => m.id === id)).toMatchObject({ unverified: true, spam: false, delivery: null });

    const res = await markNotSpam(id);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      success: boolean;
      message: string;
      data: Record<string, unknown>;
      contactMessage: unknown;
    };
    expect(body.success).toBe(true);
    expect(body.contactMessage).toEqual(body.data);
    expect(body.message).toBe("Message marked as not spam; its e-mail is on its way.");
    expect(body.data).toMatchObject({ id, unverified: false, spam: false, delivery: { status: "pending" } });
    expect(rowsOf(site)[0]).toMatchObject({ unverified: 0, spam: 0 });
    expect(deliveriesOf(site, id)).toBe(1);

    // A second mark (a double click, another admin) queues nothing more.
    const again = await markNotSpam(id);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { message: string }).message).toBe("Message marked as not spam");
    expect(deliveriesOf(site, id)).toBe(1);

    expect(await site.services.contact.sender!.runOnce()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    clock.advance(HOUR);
    expect(await site.services.contact.sender!.runOnce()).toEqual({ sent: 0, failed: 0, gaveUp: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.headers.get("reply-to")).toBe(`Jane Smith <${email}>`);
    expect(smtp.received[0]!.text).toContain("We would like to talk about product management support.");

    const activity = (await (
      await site.app.request("/api/admin/activity?limit=1", { headers: admin() })
    ).json()) as Record<string, unknown>[];
    expect(activity[0]).toMatchObject({ action: `PATCH /api/admin/messages/${id}`, target: String(id), ok: true });
  });

  test("a honeypot message follows the same rule: 'Not spam' clears the flag and queues its e-mail", async () => {
    const stamp = await stampFor(site);
    await sendContact(site.app, message({ website: "filled by autofill", [STAMP_FIELD]: stamp }), { ip });
    const id = rowsOf(site)[0]!.id;
    expect(rowsOf(site)[0]).toMatchObject({ spam: 1, unverified: 0 });
    const res = await markNotSpam(id);
    expect(((await res.json()) as { data: Record<string, unknown> }).data).toMatchObject({ spam: false });
    expect(await site.services.contact.sender!.runOnce()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  test("a verified message is not queued again, and { handled } still works beside it", async () => {
    const stamp = await stampFor(site);
    await sendContact(site.app, message({ [STAMP_FIELD]: stamp }), { ip });
    const id = rowsOf(site)[0]!.id;
    const res = await markNotSpam(id, { verified: true, handled: true });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: Record<string, unknown> }).data).toMatchObject({ handled: true });
    expect(deliveriesOf(site, id)).toBe(1);
  });

  test("without e-mail forwarding, 'Not spam' only clears the flag", async () => {
    const quiet = openContactApp(base.dir, { now: clock.now, secretKey });
    try {
      await sendContact(quiet.app, message(), { ip });
      const id = rowsOf(quiet)[0]!.id;
      const res = await sendJson(
        quiet.app,
        "PATCH",
        `/api/admin/messages/${id}`,
        { verified: true },
        withCookie(sessionFor(quiet.services, 1).cookie),
      );
      expect(res.status).toBe(200);
      const body = (await res.json()) as { message: string; data: Record<string, unknown> };
      expect(body.message).toBe("Message marked as not spam");
      expect(body.data).toMatchObject({ unverified: false, delivery: null });
      expect(deliveriesOf(quiet, id)).toBe(0);
    } finally {
      await quiet.close();
    }
  });

  test("a body with neither handled nor verified: true is a 400; an unknown id a 404", async () => {
    await sendContact(site.app, message(), { ip });
    const id = rowsOf(site)[0]!.id;
    const empty = await markNotSpam(id, {});
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { message: string }).message).toBe(
      "Send handled (true or false) or verified: true.",
    );
    const back = await markNotSpam(id, { verified: false });
    expect(back.status).toBe(400);
    expect(((await back.json()) as { errors: Record<string, string> }).errors).toEqual({
      verified: "verified can only be true.",
    });
    expect((await markNotSpam(999_999)).status).toBe(404);
    expect(rowsOf(site)[0]).toMatchObject({ unverified: 1 });
  });
});
