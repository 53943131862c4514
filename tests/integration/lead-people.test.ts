// The people summary (docs/architecture.md#lead-people): the Leads tab reads `lead_people`, which
// must always equal a recount of the downloads. Two app instances on one database file (two
// connections, as two server processes would hold) take downloads and erasures at the same time;
// a resource's delete takes its downloads with it. Then the keyset pages of the Leads tab: no
// person twice and none missed while downloads arrive between the pages.
import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { openContactApp } from "../support/contact";
import { fromIp, sendJson, sessionFor, withCookie } from "../support/auth";
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

type Row = { key: string; name: string; linkedin: string; first: number; last: number; n: number };

/** The people as the downloads count them, worked out here from the rows themselves. */
function recount(): Row[] {
  const downloads = t.sqlite
    .query<{ id: number; email: string; name: string; linkedin_url: string; downloaded_at: number }, []>(
      "select id, email, name, linkedin_url, downloaded_at from resource_downloads",
    )
    .all();
  const people = new Map<string, Row & { lastId: number }>();
  for (const d of downloads) {
    const key = d.email.toLowerCase();
    const person = people.get(key);
    if (!person) {
      people.set(key, {
        key,
        name: d.name,
        linkedin: d.linkedin_url,
        first: d.downloaded_at,
        last: d.downloaded_at,
        n: 1,
        lastId: d.id,
      });
      continue;
    }
    person.n += 1;
    person.first = Math.min(person.first, d.downloaded_at);
    if (d.downloaded_at > person.last || (d.downloaded_at === person.last && d.id > person.lastId)) {
      Object.assign(person, { name: d.name, linkedin: d.linkedin_url, last: d.downloaded_at, lastId: d.id });
    }
  }
  return [...people.values()].map(({ lastId: _lastId, ...row }) => row).sort((a, b) => a.key.localeCompare(b.key));
}

function summary(): Row[] {
  return t.sqlite
    .query<Row, []>(
      `select email_key as key, name, linkedin_url as linkedin, first_download_at as first,
              last_download_at as last, downloads as n from lead_people`,
    )
    .all()
    .sort((a, b) => a.key.localeCompare(b.key));
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

describe("the people summary", () => {
  test("equals a recount after downloads and erasures at the same time on two connections, and a resource's delete", async () => {
    const kit = createResource(t.services, { title: "Kit", slug: "summary-kit" });
    const guide = createResource(t.services, { title: "Guide", slug: "summary-guide" });
    const emails = Array.from({ length: 12 }, (_, i) => `Reader${i}@Summary.test`);
    const requests: Promise<Response>[] = [];
    for (let round = 0; round < 6; round++) {
      emails.forEach((email, i) => {
        const app = (round + i) % 2 === 0 ? t.app : second.app;
        // Each round another case of the address, and another name: the latest one is the person's.
        const typed = round % 2 === 0 ? email : email.toLowerCase();
        requests.push(download(app, i % 3 === 0 ? guide.id : kit.id, typed, `Reader ${i} round ${round}`));
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
    expect(summary().length).toBeGreaterThan(0);

    // The kit's delete takes its downloads, and each person who had only those leaves the summary.
    expect(await t.services.resources.delete(kit.id)).toBe(true);
    expect(summary()).toEqual(recount());
    expect(summary().some((row) => row.key.endsWith("@summary.test"))).toBe(true);
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
