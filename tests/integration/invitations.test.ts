// docs/product.md#invitations: an Administrator invites by e-mail (the outbox, a real SMTP server on
// loopback); the signed link works once, for 7 days; the invitee sets their own password on a page
// that works without JavaScript; forged, expired and used links say so.
import { afterAll, describe, expect, test } from "bun:test";
import { createSmtpMailer } from "../../src/services/mailer";
import { SAME_ORIGIN, send, sendJson, sessionFor, signIn, withCookie } from "../support/auth";
import { movableClock, openContactApp, startSmtpServer } from "../support/contact";
import { createTestApp } from "../support/test-app";

const clock = movableClock(Date.parse("2026-11-23T15:00:00Z"));
const base = await createTestApp();
const smtp = await startSmtpServer();
const site = openContactApp(base.dir, {
  now: clock.now,
  secretKey: new Uint8Array(32).fill(7),
  contact: { mailer: createSmtpMailer(smtp.url), from: { address: "website@consultancy.test" }, log: () => {} },
});
afterAll(async () => {
  await site.close();
  await smtp.stop();
  base.close();
});
const app = site.app;
// A session of its own per call: the clock moves a week in one test.
const admin = () => withCookie(sessionFor(site.services, 1).cookie);

type Invitation = { id: number; email: string; role: string; state: string; url: string | null };

async function invite(email: string, role = "editor") {
  const res = await sendJson(app, "POST", "/api/admin/invitations", { email, role }, admin());
  return { status: res.status, body: (await res.json()) as { data: Invitation; mailed: boolean; message: string } };
}

/** The link's path and query, as the invitee's browser asks for it. */
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, "");

/** The accept page's form post, as a browser without JavaScript sends it. */
function acceptForm(url: string, fields: Record<string, string>) {
  const target = new URL(url);
  const sig = target.searchParams.get("sig") ?? "";
  return send(app, target.pathname, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: SAME_ORIGIN },
    body: new URLSearchParams({ sig, ...fields }).toString(),
  });
}

describe("inviting", () => {
  test("the invitation is e-mailed with its signed link, and listed as pending", async () => {
    const { status, body } = await invite("Casey@Colleague.test");
    expect(status).toBe(201);
    expect(body.mailed).toBe(true);
    expect(body.data).toMatchObject({ email: "Casey@Colleague.test", role: "editor", state: "pending" });
    expect(await site.services.deliveries.sender.runOnce()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
    const mail = smtp.received.at(-1)!;
    expect(mail.envelope.to.map((to) => to.toLowerCase())).toEqual(["casey@colleague.test"]);
    expect(mail.text).toContain(body.data.url!);
    expect(mail.text).toContain("as an Editor");
    const listed = (await (
      await sendJson(app, "GET", "/api/admin/invitations", undefined, admin())
    ).json()) as Invitation[];
    expect(listed[0]).toMatchObject({ id: body.data.id, state: "pending" });
  });

  test("bad input is a 400 per field; an address an account has is a 409", async () => {
    const bad = await sendJson(app, "POST", "/api/admin/invitations", { email: "nope", role: "owner" }, admin());
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string> }).errors).toMatchObject({
      email: "Please enter a valid email address.",
      role: "Please select a role.",
    });
    await sendJson(
      app,
      "POST",
      "/api/users",
      { username: "taken-one", password: "long-enough-1", email: "taken@colleague.test", role: "user" },
      admin(),
    );
    expect((await invite("TAKEN@colleague.test")).status).toBe(409);
  });
});

describe("accepting", () => {
  test("the page works without JavaScript; the account gets the role; the link then counts as used", async () => {
    const { body } = await invite("riley@colleague.test", "author");
    const url = body.data.url!;
    const page = await send(app, pathOf(url));
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).toContain('method="post"');
    expect(html).toContain('<label for="invitation-password"');
    expect(html).toContain("riley@colleague.test");

    const short = await acceptForm(url, { username: "riley", password: "short" });
    expect(short.status).toBe(400);
    expect(await short.text()).toContain("Password must be at least 8 characters.");

    const done = await acceptForm(url, { username: "riley", displayName: "Riley Quinn", password: "a-good-password" });
    expect(done.status).toBe(201);
    expect(await done.text()).toContain("Your account is ready");
    const { body: signedIn } = await signIn(app, { username: "riley", password: "a-good-password" });
    expect(signedIn).toMatchObject({ user: { username: "riley", role: "author" } });

    const again = await send(app, pathOf(url));
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("already been accepted");
    const twice = await acceptForm(url, { username: "riley-2", password: "a-good-password" });
    expect(twice.status).toBe(410);
    const listed = (await (
      await sendJson(app, "GET", "/api/admin/invitations", undefined, admin())
    ).json()) as Invitation[];
    expect(listed.find((i) => i.id === body.data.id)).toMatchObject({ state: "accepted", url: null });
  });

  test("a forged or altered link is refused as not valid, and makes no account", async () => {
    const { body } = await invite("forge@colleague.test");
    const url = new URL(body.data.url!);
    const forged = `/invitation/${body.data.id}?sig=${"A".repeat(43)}`;
    expect((await send(app, forged)).status).toBe(404);
    const otherId = `/invitation/${body.data.id + 1000}${url.search}`;
    expect((await send(app, otherId)).status).toBe(404);
    const api = await sendJson(app, "POST", `/api/invitations/${body.data.id}/accept`, {
      sig: "A".repeat(43),
      username: "forger",
      password: "a-good-password",
    });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ reason: "invalid" });
    expect(site.services.users.findForSignIn("forger")).toBeNull();
  });

  test("after 7 days the link has expired; the JSON accept says so too", async () => {
    const { body } = await invite("late@colleague.test");
    const url = new URL(body.data.url!);
    const sig = url.searchParams.get("sig")!;
    const status = await send(app, `/api/invitations/${body.data.id}?sig=${sig}`);
    expect(await status.json()).toMatchObject({ email: "late@colleague.test", roleLabel: "Editor" });
    clock.advance(7 * 24 * 60 * 60 * 1000 + 1);
    const page = await send(app, pathOf(body.data.url!));
    expect(page.status).toBe(410);
    expect(await page.text()).toContain("This invitation has expired");
    const api = await sendJson(app, "POST", `/api/invitations/${body.data.id}/accept`, {
      sig,
      username: "late-comer",
      password: "a-good-password",
    });
    expect(api.status).toBe(410);
    expect(await api.json()).toMatchObject({ reason: "expired" });
  });

  test("a new invitation to the same address retires the earlier link; a withdrawn one stops working", async () => {
    const first = await invite("twice@colleague.test");
    const second = await invite("twice@colleague.test");
    expect((await send(app, pathOf(first.body.data.url!))).status).toBe(410);
    expect((await send(app, pathOf(second.body.data.url!))).status).toBe(200);
    const withdrawn = await sendJson(
      app,
      "DELETE",
      `/api/admin/invitations/${second.body.data.id}`,
      undefined,
      admin(),
    );
    expect(withdrawn.status).toBe(200);
    expect((await send(app, pathOf(second.body.data.url!))).status).toBe(404);
  });
});
