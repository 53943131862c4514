// docs/product.md#leads: people who only wrote through the contact form are leads too; each person
// has a status and notes; a message shows the service's label; erasure takes status and notes along.
import { afterAll, describe, expect, test } from "bun:test";
import { auditLog, contactMessages, leadNotes, leadStatuses, resourceDownloads } from "../../src/db/schema";
import { sendJson, sessionFor, withCookie } from "../support/auth";
import { createResource } from "../support/factories";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());
const asAdmin = withCookie(sessionFor(t.services, 1).cookie);
const call = async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
  const response = await sendJson(t.app, method, path, body, asAdmin);
  return { status: response.status, body: (await response.json()) as T };
};

const resource = createResource(t.services, { title: "Roadmap Canvas", slug: "roadmap-canvas-status" });
const message = (email: string, name: string, spam = false) =>
  t.db
    .insert(contactMessages)
    .values({ name, email, company: "Acme", service: "fractional-cpo", message: "Can we talk?", spam })
    .run();
message("rowan@writer.test", "Rowan Writer");
message("spammy@junk.test", "Spam Bot", true);
t.db
  .insert(resourceDownloads)
  .values({
    resourceId: resource.id,
    name: "Dana Downloader",
    email: "dana@reader.test",
    linkedinUrl: "https://www.linkedin.com/in/dana",
  })
  .run();

type Page = { data: { email: string; messages: number; downloads: number; status: string }[]; total: number };

describe("who is a lead", () => {
  test("a person who only wrote through the contact form is listed; one whose message is spam is not", async () => {
    const { body } = await call<Page>("GET", "/api/admin/leads?page=1");
    const emails = body.data.map((person) => person.email);
    expect(emails).toContain("rowan@writer.test");
    expect(emails).toContain("dana@reader.test");
    expect(emails).not.toContain("spammy@junk.test");
    expect(body.data.find((person) => person.email === "rowan@writer.test")).toMatchObject({
      messages: 1,
      downloads: 0,
      status: "new",
    });
    const found = await call<Page>("GET", "/api/admin/leads?q=rowan");
    expect(found.body.data.map((person) => person.email)).toEqual(["rowan@writer.test"]);
    expect(found.body.total).toBe(1);
    // The resource filter keeps those who downloaded it.
    const byResource = await call<Page>("GET", `/api/admin/leads?resource=${resource.id}`);
    expect(byResource.body.data.map((person) => person.email)).toEqual(["dana@reader.test"]);
  });

  test("a message in the timeline names the service by its label", async () => {
    const { body } = await call<{ events: { type: string; service: string; serviceLabel: string }[] }>(
      "GET",
      "/api/admin/leads/rowan%40writer.test",
    );
    expect(body.events[0]).toMatchObject({
      type: "message",
      service: "fractional-cpo",
      serviceLabel: "Fractional CPO",
    });
  });
});

describe("status and notes", () => {
  test("a status is set, shown, filtered on, and checked", async () => {
    const set = await call("PUT", "/api/admin/leads/Rowan%40Writer.test/status", { status: "contacted" });
    expect(set).toMatchObject({ status: 200, body: { data: { email: "rowan@writer.test", status: "contacted" } } });
    const contacted = await call<Page>("GET", "/api/admin/leads?status=contacted");
    expect(contacted.body.data.map((person) => person.email)).toEqual(["rowan@writer.test"]);
    const fresh = await call<Page>("GET", "/api/admin/leads?status=new");
    expect(fresh.body.data.map((person) => person.email)).toEqual(["dana@reader.test"]);
    expect((await call("GET", "/api/admin/leads/rowan%40writer.test")).body).toMatchObject({
      status: "contacted",
      statusLabel: "Contacted",
    });

    expect((await call("PUT", "/api/admin/leads/rowan%40writer.test/status", { status: "hot" })).status).toBe(400);
    expect((await call("GET", "/api/admin/leads?status=hot")).status).toBe(400);
    expect((await call("PUT", "/api/admin/leads/nobody%40else.test/status", { status: "lost" })).status).toBe(404);
    // The trail says a person's status changed, never whose.
    const entry = t.db.select().from(auditLog).all().at(-1)!;
    expect(entry.action).toBe("PUT /api/admin/leads/(person)/status");
  });

  test("notes are added with their author, listed with the person, and deleted", async () => {
    const added = await call<{ data: { id: number; authorName: string; body: string } }>(
      "POST",
      "/api/admin/leads/dana%40reader.test/notes",
      { body: "  Asked for a call in January.  " },
    );
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ body: "Asked for a call in January.", authorName: "admin" });
    const person = await call<{ notes: { id: number; body: string }[] }>("GET", "/api/admin/leads/dana%40reader.test");
    expect(person.body.notes.map((note) => note.body)).toEqual(["Asked for a call in January."]);

    const blank = await call("POST", "/api/admin/leads/dana%40reader.test/notes", { body: "   " });
    expect(blank).toMatchObject({ status: 400, body: { message: "Please write the note." } });
    const id = added.body.data.id;
    expect((await call("DELETE", `/api/admin/leads/rowan%40writer.test/notes/${id}`)).status).toBe(404);
    expect((await call("DELETE", `/api/admin/leads/dana%40reader.test/notes/${id}`)).status).toBe(200);
    expect(t.services.leadStatus.notesOf("dana@reader.test")).toEqual([]);
  });

  test("erasing a person erases their status and notes", async () => {
    await call("PUT", "/api/admin/leads/dana%40reader.test/status", { status: "qualified" });
    await call("POST", "/api/admin/leads/dana%40reader.test/notes", { body: "Budget approved." });
    expect((await call("DELETE", "/api/admin/leads/dana%40reader.test")).status).toBe(200);
    const left = [...t.db.select().from(leadStatuses).all(), ...t.db.select().from(leadNotes).all()].filter(
      (row) => row.email === "dana@reader.test",
    );
    expect(left).toEqual([]);
  });
});
