// The admin's CSV exports stream (docs/architecture.md#exports): the file is written a chunk at a
// time as the rows are read, so its first bytes reach the client before its last rows are read. The
// proof: a row written after the first chunk has arrived, placed at the end of the export's order,
// is in the file. Built at a small factor with straight SQL (tests/support/scale-data.ts).
import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { send, sessionFor, withCookie } from "../support/auth";
import { createResource } from "../support/factories";
import { insertDownloads } from "../support/scale-data";
import { createTestApp } from "../support/test-app";

setDefaultTimeout(60_000);

const t = await createTestApp();
afterAll(() => t.close());
const asAdmin = withCookie(sessionFor(t.services, 1).cookie);

const resource = createResource(t.services, { title: "Streamed Kit", slug: "streamed-kit" });
// 3,000 downloads by 1,500 people: fifteen chunks of leads, fifteen of people.
insertDownloads(t.sqlite, {
  resourceIds: [resource.id],
  people: 1_500,
  perPerson: 2,
  newestAt: Date.now() - 60_000,
  prefix: "streamed",
});

/** GET `path`, then `meanwhile()` once the first chunk is in, then the rest: the whole text. */
async function readWith(path: string, meanwhile: () => void) {
  const res = await send(t.app, path, { headers: asAdmin });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(res.headers.get("cache-control")).toBe("private, no-store");
  const reader = res.body!.getReader();
  // The byte order mark kept, to see it.
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  const first = await reader.read();
  expect(first.done).toBe(false);
  let text = decoder.decode(first.value, { stream: true });
  meanwhile();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  return { first: new TextDecoder("utf-8", { ignoreBOM: true }).decode(first.value), text };
}

/** A download older than every other one, so that it is the export's last row. */
let oldest = 1_000_000;
const oldestDownload = (email: string) => {
  oldest -= 1000;
  t.sqlite
    .query(
      `insert into resource_downloads (resource_id, name, email, linkedin_url, downloaded_at)
       values (?, 'Last Reader', ?, 'https://www.linkedin.com/in/last', ?)`,
    )
    .run(resource.id, email, oldest);
};

describe("streamed exports", () => {
  test("leads.csv: the first bytes arrive before the last row is read", async () => {
    const { first, text } = await readWith("/api/admin/leads.csv", () => oldestDownload("late-lead@scale.test"));
    expect(first.startsWith('\uFEFF"Resource","Resource Slug","Name","Email"')).toBe(true);
    expect(first).not.toContain("late-lead@scale.test");
    // A chunk short enough that a page asked for meanwhile waits a couple of milliseconds at ×100
    // (decision 059): 200 leads at most, the header besides.
    expect(first.trimEnd().split("\r\n").length - 1).toBeLessThanOrEqual(200);
    const lines = text.trimEnd().split("\r\n");
    expect(lines.at(-1)).toContain('"late-lead@scale.test"');
    expect(lines.filter((line) => line.includes("@scale.test")).length).toBe(3_001);
    // Newest first, no row twice.
    expect(new Set(lines).size).toBe(lines.length);
  });

  test("people.csv: one row per person, the first bytes before the last person is read", async () => {
    const { first, text } = await readWith("/api/admin/leads/people.csv", () =>
      oldestDownload("late-person@scale.test"),
    );
    expect(first.startsWith('\uFEFF"Name","Email","LinkedIn URL","First Seen","Last Seen"')).toBe(true);
    const lines = text.trimEnd().split("\r\n");
    expect(lines.at(-1)).toContain('"late-person@scale.test"');
    const streamed = lines.filter((line) => line.includes("streamed"));
    expect(streamed.length).toBe(1_500);
    expect(streamed[0]).toContain('"Streamed Kit","0"');
  });

  test("a resource's downloads.csv streams as well", async () => {
    const { text } = await readWith(`/api/admin/resources/${resource.id}/downloads.csv`, () =>
      oldestDownload("late-download@scale.test"),
    );
    expect(text.trimEnd().split("\r\n").at(-1)).toContain('"late-download@scale.test"');
  });

  test("the analytics CSV: a day a chunk, a later day written meanwhile is in the file", async () => {
    const insert = t.sqlite.prepare(
      "insert into analytics_daily (day, metric, path, device, count) values (?, 'view', ?, 'desktop', ?)",
    );
    for (const day of ["2026-01-01", "2026-01-02", "2026-01-03"]) {
      for (let i = 0; i < 300; i++) insert.run(day, `/blog/post-${i}`, 1 + i);
    }
    const { first, text } = await readWith("/api/admin/analytics/export.csv?from=2026-01-01&to=2026-01-31", () =>
      insert.run("2026-01-20", "/blog/late", 7),
    );
    expect(first).toContain('"2026-01-01"');
    expect(first).not.toContain('"2026-01-02"');
    const lines = text.trimEnd().split("\r\n");
    expect(lines.length).toBe(1 + 901);
    expect(lines.at(-1)).toBe('"2026-01-20","view","/blog/late","","","","","","","desktop","7"');
    // Within a day, by metric and the largest count first.
    expect(lines[1]).toContain('"/blog/post-299"');
  });
});
