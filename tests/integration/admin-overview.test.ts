// docs/product.md#admin-home: GET /api/admin/overview, the Home tab's one read. The week's new leads and
// bookings by name, the messages still to handle, drafts and scheduled items (an Author's own posts
// only), this month's top article by title, the status and the checklist: each only for a role that
// may read it elsewhere.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { analyticsDaily, bookings, contactMessages, resourceDownloads } from "../../src/db/schema";
import { formatIsoDate } from "../../src/shared/format";
import { startOfWeek } from "../../src/services/overview";
import { sendJson, sessionFor, withCookie } from "../support/auth";
import { openBooking } from "../support/booking";
import { createPost, createResource, signedInUser } from "../support/factories";
import { createTestApp, TEST_SETTINGS } from "../support/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
const DAY = 86_400_000;
const headers = {} as Record<"admin" | "editor" | "author", Record<string, string>>;
let authorId = 0;

async function overviewAs(role: keyof typeof headers) {
  const res = await sendJson(t.app, "GET", "/api/admin/overview", undefined, headers[role]);
  expect(res.status).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestApp();
  headers.admin = withCookie(sessionFor(t.services, 1).cookie);
  headers.editor = (await signedInUser(t.services, { role: "editor" })).headers;
  const author = await signedInUser(t.services, { role: "author" });
  headers.author = author.headers;
  authorId = author.user.id;

  const now = Date.now();
  const weekStart = startOfWeek(now, TEST_SETTINGS.timeZone).getTime();
  const resource = createResource(t.services, { title: "Roadmap Template" });
  // A lead this week and one long before it.
  t.db
    .insert(resourceDownloads)
    .values([
      {
        resourceId: resource.id,
        name: "Nora New",
        email: "nora@client.test",
        linkedinUrl: "https://www.linkedin.com/in/nora",
        downloadedAt: new Date(now),
      },
      {
        resourceId: resource.id,
        name: "Olive Old",
        email: "olive@client.test",
        linkedinUrl: "https://www.linkedin.com/in/olive",
        downloadedAt: new Date(weekStart - 30 * DAY),
      },
    ])
    .run();
  // A booking made this week, one cancelled, and one made before the week.
  const [intro] = openBooking(t.services);
  const booking = (name: string, createdAt: number, status: "confirmed" | "cancelled", n: number) => ({
    meetingTypeId: intro!.id,
    startsAt: new Date(now + (n + 2) * DAY),
    endsAt: new Date(now + (n + 2) * DAY + 1_800_000),
    blockStart: new Date(now + (n + 2) * DAY),
    blockEnd: new Date(now + (n + 2) * DAY + 1_800_000),
    status,
    uid: `overview-${n}@test`,
    name,
    email: `${n}@client.test`,
    topic: "Roadmap",
    answers: [],
    timeZone: "UTC",
    createdAt: new Date(createdAt),
  });
  t.db
    .insert(bookings)
    .values([
      booking("Bea Booked", now, "confirmed", 1),
      booking("Carl Cancelled", now, "cancelled", 2),
      booking("Earl Earlier", weekStart - DAY, "confirmed", 3),
    ])
    .run();
  t.db
    .insert(contactMessages)
    .values([
      { name: "Mia Message", email: "mia@client.test", service: "other", message: "Hello there, a question." },
      { name: "Sam Spam", email: "sam@client.test", service: "other", message: "Buy now.", spam: true },
    ])
    .run();
  // An editor's draft, an author's draft and a scheduled resource.
  await createPost(t.services, { title: "Editor Draft", published: false });
  const authorDraft = await createPost(t.services, { title: "Author Draft", published: false });
  t.sqlite.query("UPDATE blog_posts SET owner_id = ? WHERE id = ?").run(authorId, authorDraft.id);
  createResource(t.services, { title: "Scheduled Checklist", published: true, publishedAt: new Date(now + 3 * DAY) });
  // This month: two conversions after the seeded post, one after another; another article last year.
  const today = formatIsoDate(now, TEST_SETTINGS.timeZone);
  t.db
    .insert(analyticsDaily)
    .values([
      { day: today, metric: "download", content: "/blog/top-article-of-month", count: 2 },
      { day: today, metric: "message", content: "/blog/other-article", count: 1 },
      { day: "2020-01-15", metric: "download", content: "/blog/other-article", count: 50 },
    ])
    .run();
  await createPost(t.services, { title: "Top Article of the Month", slug: "top-article-of-month" });
  await createPost(t.services, { title: "Other Article", slug: "other-article" });
});
afterAll(() => t.close());

describe("GET /api/admin/overview", () => {
  test("an Administrator sees every part: names of the week's leads and bookings, counts, the top article, status", async () => {
    const overview = await overviewAs("admin");
    // Every lead first seen this week: a download, a message (not spam) or a booking, cancelled or not
    // (docs/product.md#leads); not those first seen before it.
    expect(overview.leads.people.map((p: { name: string }) => p.name).sort()).toEqual([
      "Bea Booked",
      "Carl Cancelled",
      "Mia Message",
      "Nora New",
    ]);
    expect(overview.leads.total).toBe(4);
    expect(overview.bookings.items.map((b: { name: string; meeting: string }) => [b.name, b.meeting])).toEqual([
      ["Bea Booked", "Intro call"],
    ]);
    // Spam is nobody's to-do.
    expect(overview.unreadMessages).toBe(1);
    const titles = overview.unpublished.items.map((item: { title: string; state: string }) => [item.title, item.state]);
    expect(titles[0]).toEqual(["Scheduled Checklist", "scheduled"]);
    expect(titles).toContainEqual(["Editor Draft", "draft"]);
    expect(titles).toContainEqual(["Author Draft", "draft"]);
    expect(overview.analytics.topArticle).toEqual({
      title: "Top Article of the Month",
      path: "/blog/top-article-of-month",
      leads: 2,
    });
    expect(overview.status.backups).toHaveProperty("last");
    expect(overview.makeItYours.items.length).toBeGreaterThan(0);
  });

  test("an Editor sees content and reads, not the installation's status", async () => {
    const overview = await overviewAs("editor");
    expect(overview.leads.total).toBe(4);
    expect(overview.unreadMessages).toBe(1);
    expect(overview.analytics.topArticle?.title).toBe("Top Article of the Month");
    expect(overview.makeItYours).not.toBeNull();
    expect(overview.status).toBeNull();
  });

  test("an Author sees only their own drafts: no lead, booking, message, analytics or status", async () => {
    const overview = await overviewAs("author");
    for (const part of ["leads", "bookings", "unreadMessages", "analytics", "status", "makeItYours"]) {
      expect({ part, value: overview[part] }).toEqual({ part, value: null });
    }
    expect(overview.unpublished.items.map((item: { title: string }) => item.title)).toEqual(["Author Draft"]);
    expect(overview.unpublished).toMatchObject({ drafts: 1, scheduled: 0 });
  });
});

test("the week starts on Monday at midnight on the site's clock", () => {
  // Wednesday 2026-11-25 10:00 UTC is 04:00 in Chicago; its Monday began at 06:00 UTC.
  expect(startOfWeek(Date.parse("2026-11-25T10:00:00Z"), "America/Chicago").toISOString()).toBe(
    "2026-11-23T06:00:00.000Z",
  );
  // Monday 03:00 UTC is still Sunday evening in Chicago: the week began the Monday before.
  expect(startOfWeek(Date.parse("2026-11-23T03:00:00Z"), "America/Chicago").toISOString()).toBe(
    "2026-11-16T06:00:00.000Z",
  );
});
