// The Home tab as a component (decision 034), against the real app (tests/support/dom.ts): each
// section's empty state on a fresh site, each section filled once the week has leads, bookings,
// messages, drafts and a converting article, the checklist's sample content switch, and an Author's
// overview, which holds their drafts alone. The browser keeps the page's look (tests/e2e/admin-home.e2e.ts).
import { describe, expect, test } from "bun:test";
import { screen, within } from "@testing-library/react";
import { analyticsDaily, bookings, contactMessages, resourceDownloads } from "../../../db/schema";
import { formatIsoDate } from "../../../shared/format";
import { serveApp, signIn } from "../../../../tests/support/dom";
import { openAdminTab, toastSaying } from "../../../../tests/support/admin-dom";
import { openBooking } from "../../../../tests/support/booking";
import { createPost, createResource, createUser } from "../../../../tests/support/factories";
import { TEST_SETTINGS } from "../../../../tests/support/test-app";

const app = await serveApp();

/** The section of the Home tab named `heading`. */
const section = (heading: string) => within(screen.getByRole("region", { name: heading }));
const hasSection = (heading: string) => screen.queryByRole("region", { name: heading }) !== null;

/** The Home tab, once its overview has been read (its drafts section is every role's). */
async function openHome(as?: { role: "author" }) {
  const opened = await openAdminTab("home", "", as);
  await screen.findByRole("region", { name: "Drafts and scheduled" }, { timeout: 10_000 });
  return opened;
}

describe("the Home tab", () => {
  // First in the file: the fresh site of the test app, before anything below adds to it.
  test("a fresh site: every section says it has nothing, the checklist leads, the last backup is none", async () => {
    signIn(app);
    await openHome();
    expect(section("New leads this week").getByText("No new leads this week.")).toBeTruthy();
    expect(section("New bookings this week").getByText("No new bookings this week.")).toBeTruthy();
    expect(section("Messages").getByText("No messages waiting.")).toBeTruthy();
    expect(section("Drafts and scheduled").getByText("No drafts or scheduled items.")).toBeTruthy();
    expect(section("Top article this month").getByText("No article has brought a lead this month yet.")).toBeTruthy();
    expect(section("Backups and server").getByText("No backup yet")).toBeTruthy();
    expect(section("Backups and server").getByText("Older than two days: make a backup in Settings.")).toBeTruthy();
    const checklist = section("Make it yours (0/6)");
    expect(checklist.getByText(/Take the sample content off the site/, { selector: "p" })).toBeTruthy();
    expect(checklist.getByText(/^Still public: /)).toBeTruthy();
  });

  test("the week's leads and bookings by name, the messages to handle, drafts, scheduled items and the top article", async () => {
    signIn(app);
    const now = Date.now();
    const resource = createResource(app.services, { title: "Pricing Worksheet" });
    app.db
      .insert(resourceDownloads)
      .values({
        resourceId: resource.id,
        name: "Lena Lead",
        email: "lena@client.test",
        linkedinUrl: "https://www.linkedin.com/in/lena",
      })
      .run();
    const [intro] = openBooking(app.services);
    const at = new Date(now + 3 * 86_400_000);
    app.db
      .insert(bookings)
      .values({
        meetingTypeId: intro!.id,
        startsAt: at,
        endsAt: new Date(at.getTime() + 1_800_000),
        blockStart: at,
        blockEnd: new Date(at.getTime() + 1_800_000),
        uid: "home-tab@test",
        name: "Boris Booker",
        email: "boris@client.test",
        topic: "Pricing",
        answers: [],
        timeZone: "UTC",
      })
      .run();
    app.db
      .insert(contactMessages)
      .values(
        [1, 2].map((n) => ({
          name: `Writer ${n}`,
          email: `w${n}@client.test`,
          service: "other",
          message: "Hello, a question for you.",
        })),
      )
      .run();
    await createPost(app.services, { title: "Half-Written Thoughts", published: false });
    createResource(app.services, {
      title: "Next Week's Template",
      published: true,
      publishedAt: new Date(now + 86_400_000),
    });
    await createPost(app.services, { title: "Why Roadmaps Fail", slug: "why-roadmaps-fail" });
    app.db
      .insert(analyticsDaily)
      .values({
        day: formatIsoDate(now, TEST_SETTINGS.timeZone),
        metric: "download",
        content: "/blog/why-roadmaps-fail",
        count: 3,
      })
      .run();

    await openHome();
    expect(section("New leads this week").getByText("Lena Lead")).toBeTruthy();
    expect(section("New bookings this week").getByText("Boris Booker")).toBeTruthy();
    expect(section("New bookings this week").getByText(/^Intro call,/)).toBeTruthy();
    expect(section("Messages").getByText("2 messages to handle")).toBeTruthy();
    const unpublished = section("Drafts and scheduled");
    expect(unpublished.getByText("1 draft, 1 scheduled")).toBeTruthy();
    // Scheduled first, then drafts.
    const titles = unpublished.getAllByRole("listitem").map((item) => item.textContent);
    expect(titles[0]).toStartWith("Next Week's TemplateResourceScheduled");
    expect(titles[1]).toStartWith("Half-Written ThoughtsPostDraft");
    const top = section("Top article this month");
    expect(top.getByRole("link", { name: "Why Roadmaps Fail" }).getAttribute("href")).toBe("/blog/why-roadmaps-fail");
    expect(top.getByText("brought 3 leads")).toBeTruthy();
  });

  test("the checklist takes the sample content off the site, and puts it back", async () => {
    signIn(app);
    const { user } = await openHome();
    await user.click(screen.getByRole("button", { name: "Take the sample content off the site" }));
    await toastSaying("Sample content taken off the site");
    const back = await screen.findByRole("button", { name: "Put the sample content back" }, { timeout: 10_000 });
    expect(document.querySelector('[data-checklist-item="samples"]')?.textContent).toBe(
      "Take the sample content off the site (Done)",
    );
    await user.click(back);
    await toastSaying("Sample content back on the site");
    await screen.findByRole("button", { name: "Take the sample content off the site" }, { timeout: 10_000 });
  });

  test("an Author's Home holds their own drafts alone: no leads, messages, bookings, analytics, server or checklist", async () => {
    const author = await createUser(app.services, { role: "author", username: "home-author" });
    const mine = await createPost(app.services, { title: "My Own Draft", published: false });
    app.sqlite.query("UPDATE blog_posts SET owner_id = ? WHERE id = ?").run(author.id, mine.id);
    signIn(app, "home-author");
    await openHome({ role: "author" });
    expect(
      section("Drafts and scheduled")
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["My Own DraftPostDraft"]);
    for (const heading of [
      "New leads this week",
      "New bookings this week",
      "Messages",
      "Top article this month",
      "Backups and server",
    ]) {
      expect({ heading, shown: hasSection(heading) }).toEqual({ heading, shown: false });
    }
    expect(screen.queryByText("Make it yours", { exact: false })).toBeNull();
  });
});
