// docs/product.md#leads: people who only wrote through the contact form or only booked are leads
// too (rows of the list, with their page, status and notes); each person has a status and notes; a
// message shows the service's label; erasure takes status and notes along.
import { afterAll, describe, expect, test } from "bun:test";
import { auditLog, bookings, contactMessages, leadNotes, leadStatuses, resourceDownloads } from "../../src/db/schema";
import { sendJson, sessionFor, withCookie } from "../support/auth";
import { INTRO, openBooking } from "../support/booking";
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
const [intro] = openBooking(t.services, "Europe/Berlin", [INTRO]);
const booked = (email: string, name: string, at: number) =>
  t.db
    .insert(bookings)
    .values({
      meetingTypeId: intro!.id,
      startsAt: new Date(at),
      endsAt: new Date(at + 30 * 60_000),
      blockStart: new Date(at),
      blockEnd: new Date(at + 30 * 60_000),
      uid: `${email}-${at}`,
      name,
      email,
      topic: "Our roadmap",
      answers: [],
      timeZone: "Europe/Berlin",
      createdAt: new Date(at),
    })
    .run();
booked("Bo@Booker.test", "Bo Booker", Date.parse("2026-11-02T10:00:00Z"));
t.db
  .insert(resourceDownloads)
  .values({
    resourceId: resource.id,
    name: "Dana Downloader",
    email: "dana@reader.test",
    linkedinUrl: "https://www.linkedin.com/in/dana",
  })
  .run();
t.db
  .insert(resourceDownloads)
  .values({
    resourceId: resource.id,
    name: "Sam Reader",
    email: "sam@reader.test",
    linkedinUrl: "https://www.linkedin.com/in/sam",
  })
  .run();

type Page = {
  data: {
    email: string;
    name: string;
    messages: number;
    downloads: number;
    bookings: number;
    status: string;
    statusLabel: string;
  }[];
  total: number;
};

describe("who is a lead", () => {
  test("a person who only wrote through the contact form has a page; one whose message is spam does not", async () => {
    const rowan = await call("GET", "/api/admin/leads/rowan%40writer.test");
    expect(rowan).toMatchObject({ status: 200, body: { messages: 1, downloads: 0, status: "new" } });
    expect((await call("GET", "/api/admin/leads/spammy%40junk.test")).status).toBe(404);
    // The list holds everyone who downloaded, wrote (not spam) or booked, each with their status.
    const { body } = await call<Page>("GET", "/api/admin/leads?page=1");
    expect(body.data.map((person) => person.email).sort()).toEqual([
      "bo@booker.test",
      "dana@reader.test",
      "rowan@writer.test",
      "sam@reader.test",
    ]);
    expect(body.data.every((person) => person.status === "new")).toBe(true);
    expect(body.data.find((person) => person.email === "rowan@writer.test")).toMatchObject({
      downloads: 0,
      messages: 1,
      bookings: 0,
      name: "Rowan Writer",
      linkedinUrl: "",
      resources: [],
    });
    expect(body.data.find((person) => person.email === "bo@booker.test")).toMatchObject({
      downloads: 0,
      messages: 0,
      bookings: 1,
      name: "Bo Booker",
      firstSeenAt: "2026-11-02T10:00:00.000Z",
    });
    const found = await call<Page>("GET", "/api/admin/leads?q=dana");
    expect(found.body.data.map((person) => person.email)).toEqual(["dana@reader.test"]);
    expect(found.body.total).toBe(1);
    // The date range asks what each person did on those days, whatever it was.
    const onTheDay = await call<Page>("GET", "/api/admin/leads?from=2026-11-02&to=2026-11-02");
    expect(onTheDay.body.data.map((person) => person.email)).toEqual(["bo@booker.test"]);
    // The people export has them too.
    const csv = await (await sendJson(t.app, "GET", "/api/admin/leads/people.csv", undefined, asAdmin)).text();
    expect(csv).toContain('"Bo Booker","bo@booker.test","",');
    expect(csv).toContain('"Rowan Writer","rowan@writer.test","",');
  });

  test("a message marked not spam makes its sender a row; a deleted one takes them off again", async () => {
    const spam = t.db
      .select()
      .from(contactMessages)
      .all()
      .find((m) => m.email === "spammy@junk.test")!;
    const listed = async () => (await call<Page>("GET", "/api/admin/leads?q=junk")).body.data.map((p) => p.email);
    expect(await listed()).toEqual([]);
    expect((await call("PATCH", `/api/admin/messages/${spam.id}`, { verified: true })).status).toBe(200);
    expect(await listed()).toEqual(["spammy@junk.test"]);
    expect((await call("DELETE", `/api/admin/messages/${spam.id}`)).status).toBe(200);
    expect(await listed()).toEqual([]);
  });

  test("a person is named by their latest activity of any kind, in the list and on their page", async () => {
    t.db
      .insert(contactMessages)
      .values({
        name: "Sam R. Reader",
        email: "SAM@reader.test",
        service: "other",
        message: "A question about the kit.",
        createdAt: new Date(Date.now() + 60_000),
      })
      .run();
    const listed = (await call<Page>("GET", "/api/admin/leads?q=sam%40reader")).body;
    expect(listed.data.map((person) => person.name)).toEqual(["Sam R. Reader"]);
    expect((await call("GET", "/api/admin/leads/sam%40reader.test")).body).toMatchObject({
      name: "Sam R. Reader",
      linkedinUrl: "https://www.linkedin.com/in/sam",
      downloads: 1,
      messages: 1,
    });
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
    expect((await call("GET", "/api/admin/leads/rowan%40writer.test")).body).toMatchObject({
      status: "contacted",
      statusLabel: "Contacted",
    });
    await call("PUT", "/api/admin/leads/Sam%40Reader.test/status", { status: "contacted" });
    await call("PUT", "/api/admin/leads/bo%40booker.test/status", { status: "client" });
    const contacted = await call<Page>("GET", "/api/admin/leads?status=contacted");
    expect(contacted.body.data.map((person) => person.email).sort()).toEqual(["rowan@writer.test", "sam@reader.test"]);
    expect(contacted.body.data[0]).toMatchObject({ status: "contacted", statusLabel: "Contacted" });
    expect(contacted.body.total).toBe(2);
    // A status set back to "new" counts as none.
    await call("PUT", "/api/admin/leads/dana%40reader.test/status", { status: "new" });
    const fresh = await call<Page>("GET", "/api/admin/leads?status=new");
    expect(fresh.body.data.map((person) => person.email)).toEqual(["dana@reader.test"]);
    const csv = await (await sendJson(t.app, "GET", "/api/admin/leads/people.csv", undefined, asAdmin)).text();
    expect(csv.split("\n")[0]).toContain("Status");
    expect(csv).toContain("Contacted");

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
