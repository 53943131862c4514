// The people summary (docs/architecture.md#lead-people): the Leads tab reads `lead_people`, which
// must always equal a recount of the downloads, the messages not marked spam and the bookings. Two
// app instances on one database file (two connections, as two server processes would hold) take
// downloads, contact messages, bookings and erasures at the same time; marking a message not spam,
// deleting one, moving a booking to another address and a resource's delete each change a person.
// Then the keyset pages of the Leads tab: no person twice and none missed while downloads arrive
// between the pages.
import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { Database } from "bun:sqlite";
import { migrations } from "../../migrations";
import { migrate } from "../../src/db/migrate";
import { openContactApp, sendContact } from "../support/contact";
import { fromIp, sendJson, sessionFor, withCookie } from "../support/auth";
import { INTRO, openBooking } from "../support/booking";
import { createResource } from "../support/factories";
import { insertDownloads } from "../support/scale-data";
import { createTestApp } from "../support/test-app";

setDefaultTimeout(60_000);

const t = await createTestApp();
const second = openContactApp(t.dir, { now: Date.now, secretKey: new Uint8Array(32).fill(3) });
afterAll(async () => {
  await second.close();
  t.close();
});
const asAdmin = withCookie(sessionFor(t.services, 1).cookie);
const [intro] = openBooking(t.services, "Europe/Berlin", [INTRO]);

type Row = {
  key: string;
  name: string;
  linkedin: string;
  first: number;
  last: number;
  downloads: number;
  messages: number;
  bookings: number;
};
type Activity = { kind: 1 | 2 | 3; id: number; email: string; name: string; linkedin_url: string | null; at: number };

/** The people as the three tables count them, worked out here from the rows themselves. */
function recount(): Row[] {
  const activity = t.sqlite
    .query<Activity, []>(
      `select 1 as kind, id, email, name, linkedin_url, downloaded_at as at from resource_downloads
       union all select 2, id, email, name, null, created_at from contact_messages where spam = 0
       union all select 3, id, email, name, null, created_at from bookings`,
    )
    .all();
  const later = (a: Activity, b: Activity) =>
    a.at > b.at || (a.at === b.at && (a.kind > b.kind || (a.kind === b.kind && a.id > b.id)));
  const people = new Map<string, Row & { latest: Activity; latestDownload?: Activity }>();
  for (const a of activity) {
    const key = a.email.toLowerCase();
    const person = people.get(key) ?? {
      key,
      name: a.name,
      linkedin: "",
      first: a.at,
      last: a.at,
      downloads: 0,
      messages: 0,
      bookings: 0,
      latest: a,
    };
    people.set(key, person);
    person.first = Math.min(person.first, a.at);
    person.last = Math.max(person.last, a.at);
    if (a.kind === 1) person.downloads += 1;
    if (a.kind === 2) person.messages += 1;
    if (a.kind === 3) person.bookings += 1;
    if (later(a, person.latest)) person.latest = a;
    if (a.kind === 1 && (!person.latestDownload || later(a, person.latestDownload))) person.latestDownload = a;
  }
  return [...people.values()]
    .map(({ latest, latestDownload, ...row }) => ({
      ...row,
      name: latest.name,
      linkedin: latestDownload?.linkedin_url ?? "",
    }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

function summary(): Row[] {
  return t.sqlite
    .query<Row, []>(
      `select email_key as key, name, linkedin_url as linkedin, first_seen_at as first, last_seen_at as last,
              downloads, messages, bookings from lead_people`,
    )
    .all()
    .sort((a, b) => a.key.localeCompare(b.key));
}

let booking = 0;
/** A booking stored on `sqlite`'s connection, as the booking form's transaction stores one. */
function book(sqlite: Database, email: string, name: string) {
  booking += 1;
  const at = Date.parse("2027-01-04T09:00:00Z") + booking * 3_600_000;
  sqlite
    .query(
      `insert into bookings (meeting_type_id, starts_at, ends_at, block_start, block_end, uid, name, email, topic, answers, time_zone)
       values (?, ?, ?, ?, ?, ?, ?, ?, 'A roadmap', '[]', 'Europe/Berlin')`,
    )
    .run(intro!.id, at, at + 1_800_000, at, at + 1_800_000, `summary-${booking}`, name, email);
}

let visitor = 0;
const download = (app: typeof t.app, resourceId: number, email: string, name: string) => {
  visitor += 1;
  return Promise.resolve(
    app.request(
      `/api/resources/${resourceId}/request`,
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name, email, linkedinUrl: `https://www.linkedin.com/in/${name.replace(/\W/g, "")}` }),
      },
      fromIp(`198.18.${Math.floor(visitor / 250)}.${visitor % 250}`),
    ),
  );
};

const wrote = (app: typeof t.app, email: string, name: string, spam = false) => {
  visitor += 1;
  const body = {
    name,
    email,
    service: "fractional-cpo",
    message: "Could we talk about our roadmap?",
    ...(spam ? { website: "https://spam.test" } : {}),
  };
  return Promise.resolve(sendContact(app, body, { ip: `198.19.${Math.floor(visitor / 250)}.${visitor % 250}` }));
};

describe("the people summary", () => {
  test("equals a recount after downloads, messages, bookings and erasures at the same time on two connections, and each change after", async () => {
    const kit = createResource(t.services, { title: "Kit", slug: "summary-kit" });
    const guide = createResource(t.services, { title: "Guide", slug: "summary-guide" });
    const emails = Array.from({ length: 12 }, (_, i) => `Reader${i}@Summary.test`);
    const requests: Promise<Response>[] = [];
    for (let round = 0; round < 6; round++) {
      emails.forEach((email, i) => {
        const app = (round + i) % 2 === 0 ? t.app : second.app;
        // Each round another case of the address, and another name: the latest one is the person's.
        const typed = round % 2 === 0 ? email : email.toLowerCase();
        const name = `Reader ${i} round ${round}`;
        // By i % 4: only downloads, only writes (once as spam), only books, or all three.
        const does = i % 4;
        if (does === 0 || does === 3) requests.push(download(app, i % 3 === 0 ? guide.id : kit.id, typed, name));
        if (does === 1 || does === 3) requests.push(wrote(app, typed, name, round === 1 && i === 5));
        if (does === 2 || does === 3) book(app === t.app ? t.sqlite : second.sqlite, typed, name);
      });
      // Erasures of some people while their downloads are still arriving.
      if (round === 2 || round === 4) {
        for (const email of emails.slice(0, 3)) {
          const app = round === 2 ? second.app : t.app;
          requests.push(
            Promise.resolve(
              app.request(`/api/admin/leads/${encodeURIComponent(email.toLowerCase())}`, {
                method: "DELETE",
                headers: { ...asAdmin, Origin: "https://consultancy.test" },
              }),
            ),
          );
        }
      }
    }
    const answers = await Promise.all(requests);
    for (const answer of answers) expect([200, 404]).toContain(answer.status);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(60);
    expect(summary()).toEqual(recount());
    const kinds = summary();
    expect(kinds.some((row) => row.downloads === 0 && row.messages > 0)).toBe(true);
    expect(kinds.some((row) => row.downloads === 0 && row.messages === 0 && row.bookings > 0)).toBe(true);

    // A spam message marked not spam counts; a deleted one no longer does.
    const messageOf = (email: string, spam: number) =>
      t.sqlite
        .query<{ id: number }, [string, number]>("select id from contact_messages where lower(email) = ? and spam = ?")
        .get(email, spam)!;
    const spam = messageOf("reader5@summary.test", 1);
    const admin = (method: string, path: string, body?: unknown) => sendJson(t.app, method, path, body, asAdmin);
    expect((await admin("PATCH", `/api/admin/messages/${spam.id}`, { verified: true })).status).toBe(200);
    expect(summary()).toEqual(recount());
    expect((await admin("DELETE", `/api/admin/messages/${messageOf("reader7@summary.test", 0).id}`)).status).toBe(200);
    expect(summary()).toEqual(recount());
    // A booking moved to another address moves between two people.
    t.sqlite.run("update bookings set email = 'Moved@Summary.test' where lower(email) = 'reader6@summary.test'");
    expect(summary()).toEqual(recount());
    expect(summary().some((row) => row.key === "moved@summary.test")).toBe(true);

    // The kit's delete takes its downloads, and each person who had only those leaves the summary.
    expect(await t.services.resources.delete(kit.id)).toBe(true);
    expect(summary()).toEqual(recount());
    expect(summary().some((row) => row.key.endsWith("@summary.test"))).toBe(true);
  });
});

describe("upgrading to a summary of every lead", () => {
  test("the migration fills it from the downloads and messages already stored (not spam)", () => {
    const sqlite = new Database(":memory:");
    const at = migrations.findIndex((m) => m.tag.endsWith("_lead_people_every_lead"));
    migrate(sqlite, migrations.slice(0, at));
    sqlite.exec(`INSERT INTO resources (title, slug, description, category, file_url, file_name, file_type)
      VALUES ('Kit', 'kit', 'A kit.', 'Tools', '/files/kit.pdf', 'kit.pdf', 'PDF')`);
    sqlite.exec(`INSERT INTO resource_downloads (resource_id, name, email, linkedin_url, downloaded_at)
      VALUES (1, 'Ann', 'Ann@x.test', 'https://l.test/ann', 1000), (1, 'Ann B', 'ann@x.test', 'https://l.test/ann2', 2000)`);
    sqlite.exec(`INSERT INTO contact_messages (name, email, service, message, spam, created_at)
      VALUES ('Ann C', 'ANN@x.test', 'other', 'Hello there', 0, 3000), ('Wren', 'wren@x.test', 'other', 'Hello there', 0, 500),
             ('Spam', 'spam@x.test', 'other', 'Buy now', 1, 600)`);
    migrate(sqlite);
    expect(sqlite.query("SELECT * FROM lead_people ORDER BY email_key").all()).toEqual([
      {
        email_key: "ann@x.test",
        name: "Ann C",
        email: "ANN@x.test",
        linkedin_url: "https://l.test/ann2",
        first_seen_at: 1000,
        last_seen_at: 3000,
        downloads: 2,
        messages: 1,
        bookings: 0,
      },
      {
        email_key: "wren@x.test",
        name: "Wren",
        email: "wren@x.test",
        linkedin_url: "",
        first_seen_at: 500,
        last_seen_at: 500,
        downloads: 0,
        messages: 1,
        bookings: 0,
      },
    ]);
    sqlite.close();
  });
});

describe("the Leads tab's pages", () => {
  test("after= reads each next page: no person twice, none missed, while new downloads arrive", async () => {
    const resource = createResource(t.services, { title: "Paged", slug: "paged-people" });
    // 80 people, the newest downloads a minute ago and older from there.
    insertDownloads(t.sqlite, {
      resourceIds: [resource.id],
      people: 80,
      perPerson: 1,
      newestAt: Date.now() - 60_000,
      prefix: "paged",
    });
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res = await sendJson(
        t.app,
        "GET",
        `/api/admin/leads?q=paged${after ? `&after=${after}` : ""}`,
        undefined,
        asAdmin,
      );
      expect(res.status).toBe(200);
      const page = (await res.json()) as { data: { email: string }[]; total: number; nextCursor: string | null };
      seen.push(...page.data.map((p) => p.email));
      after = page.nextCursor;
      pages += 1;
      // A new person downloads between the pages: they come first, before the pages already read.
      await download(t.app, resource.id, `paged-new-${pages}@scale.test`, "Newcomer");
    } while (after);
    const expected = Array.from({ length: 80 }, (_, i) => `paged${i}@scale.test`);
    expect(seen).toEqual(expected);
    expect(pages).toBe(4);
  });

  test("a cursor the server did not make is a 400 with its message", async () => {
    const res = await sendJson(t.app, "GET", "/api/admin/leads?after=not-a-cursor", undefined, asAdmin);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("This list position is not valid any more");
  });
});
