// Booking in the browser (docs/product.md#booking), on the server that sends e-mail to a local SMTP
// peer started here (playwright.config.ts): booking with JavaScript, looked at in 1440 and 390 px
// (the visitor's own time zone detected), and without it at 390 px, the form and the booked page
// axe-clean in both themes (decision 065), then
// moving and cancelling the meeting from the links of the e-mail it sent; last, the admin's Bookings
// tab: a meeting type made and hours set there are offered on /book, and a booking made there is
// cancelled from the tab (axe in both themes, no sideways scrolling at 390 px). The rules themselves
// (slots, races, invites) are the integration tests', the tab's forms and lists its component tests'
// (src/islands/admin/bookings/BookingsTab.dom.test.tsx).
import { type APIRequestContext, type Browser, expect, type Page, request, test } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { colourChanges, expectAxeClean, expectAxeCleanColoursIn, signInByApi } from "./support";

const siteURL = `http://localhost:${process.env.E2E_ACCOUNT_PORT}`;
const ADMIN = { username: "admin", password: "e2e-admin-password" };
const TYPE = "e2e-call";

test.use({ baseURL: siteURL });
test.describe.configure({ mode: "serial" });

const received: string[] = [];
let smtp: SMTPServer;
let api: APIRequestContext;

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(Buffer.concat(chunks).toString("utf8"));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(Number(process.env.E2E_SMTP_PORT), "127.0.0.1", resolve));
  // Booking on, every hour of every day (the server runs on the real clock), one meeting type.
  api = await request.newContext({ baseURL: siteURL, extraHTTPHeaders: { Origin: siteURL } });
  expect((await api.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  const allDay = [{ start: "00:00", end: "24:00" }];
  const weekly = { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay };
  const saved = await api.put("/api/admin/bookings/availability", {
    data: { enabled: true, timeZone: "UTC", weekly, exceptions: [], reminderHours: [24] },
  });
  expect(saved.status()).toBe(200);
  const type = await api.post("/api/admin/bookings/types", {
    data: {
      slug: TYPE,
      name: "E2E call",
      durationMinutes: 30,
      minNoticeMinutes: 0,
      horizonDays: 3,
      locationKind: "video",
    },
  });
  expect([201, 409]).toContain(type.status());
});

test.afterAll(async () => {
  await api.dispose();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/**
 * Books the first free time shown, as a visitor of this browser (its own address: `nth`). With
 * JavaScript the page is looked at in both layouts: the form at 1440 px, then 390 px, the booked
 * page at 390 px, then 1440 px; each page is scanned whole in both themes at its first width and
 * again at the second (decision 065).
 */
async function book(browser: Browser, options: { js: boolean; width: number; email: string; nth: number }) {
  const context = await browser.newContext({
    javaScriptEnabled: options.js,
    viewport: { width: options.width, height: 900 },
    timezoneId: "Asia/Tokyo",
    extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${options.nth + 40}` },
  });
  const page = await context.newPage();
  await page.goto(`/book/${TYPE}`);
  if (options.js) {
    // The island loads the visitor's own zone in place of the firm's.
    await page.waitForURL(/tz=Asia%2FTokyo/);
    await expect(page.getByLabel("Times shown in")).toHaveValue("Asia/Tokyo");
    await expectBothLayouts(page, `/book/${TYPE}`, [1440, 390]);
  }
  await page.locator('input[name="slot"]').first().check();
  await page.getByLabel("Name", { exact: true }).fill("Grace Hopper");
  await page.getByLabel("Email", { exact: true }).fill(options.email);
  await page.getByLabel("What would you like to discuss?").fill("Compilers for product teams");
  await page.getByRole("button", { name: "Book this time" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're booked");
  if (options.js) await expectBothLayouts(page, "the booked page", [390, 1440]);
  await context.close();
}

/** axe whole in both themes at the first width, again at the second; nothing scrolls sideways at either. */
async function expectBothLayouts(page: Page, what: string, [first, second]: [number, number]) {
  const noOverflow = async (width: number) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `no sideways scrolling on ${what} at ${width} px`).toBeLessThanOrEqual(0);
  };
  await page.setViewportSize({ width: first, height: 900 });
  await noOverflow(first);
  await expectAxeClean(page, `${what} at ${first} px`);
  await colourChanges(page, "remember");
  await page.setViewportSize({ width: second, height: 900 });
  await noOverflow(second);
  await colourChanges(page, "mark");
  await expectAxeCleanColoursIn(page, `${what} at ${second} px`, "[data-axe-changed]");
}

/** The link of `purpose` in the newest mail to `email`, once it has come. */
async function linkFor(email: string, purpose: "cancel" | "reschedule", after = 0): Promise<string> {
  let link = "";
  await expect
    .poll(
      () => {
        const mails = received.filter((m) => m.includes(`To: ${email}`)).slice(after);
        const text = mails.at(-1)?.replace(/=\r\n/g, "").replace(/=3D/g, "=") ?? "";
        link = new RegExp(`${siteURL}/book/${purpose}/\\S+`).exec(text)?.[0] ?? "";
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");
  return link;
}

// With JavaScript the page is looked at in both layouts (`book`); without it the form posts to the
// server as it would at any width.
const ways = [
  { js: true, width: 1440 },
  { js: false, width: 390 },
];
for (const [nth, way] of ways.entries()) {
  test(`book ${way.js ? "with JavaScript at 1440 and 390 px" : "without JavaScript at 390 px"}`, async ({
    browser,
  }) => {
    // axe in both themes on two pages takes a while on a busy machine.
    test.setTimeout(60_000);
    await book(browser, { ...way, email: `grace${nth}@navy.test`, nth });
  });
}

test("move and cancel the meeting from the e-mail's links", async ({ page }) => {
  const email = "grace0@navy.test";
  await page.goto(await linkFor(email, "reschedule"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Move this meeting");
  await page.locator('input[name="slot"]').last().check();
  const before = received.filter((m) => m.includes(`To: ${email}`)).length;
  await page.getByRole("button", { name: "Move to this time" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're booked");

  // The new invite's e-mail comes; its cancel link cancels the moved meeting.
  await expect
    .poll(() => received.filter((m) => m.includes(`To: ${email}`)).length, { timeout: 20_000 })
    .toBeGreaterThan(before);
  await page.goto(await linkFor(email, "cancel"));
  await page.getByLabel("A message for us (optional)").fill("Sorry, something came up");
  await page.getByRole("button", { name: "Cancel the meeting" }).click();
  await expect(page.getByText("The meeting is cancelled.")).toBeVisible();
});

test("the Bookings tab: a type and hours set there are offered on /book; a booking is cancelled there", async ({
  browser,
}) => {
  // A visitor's booking and axe in both themes on a long tab, on a busy machine.
  test.setTimeout(120_000);
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.60" },
  });
  const page = await context.newPage();
  await signInByApi(page, ADMIN);
  await page.goto("/admin?tab=bookings");
  const tab = page.getByRole("tabpanel");
  const toast = page.getByRole("region", { name: "Notification" }).getByRole("alertdialog");

  await tab.getByRole("button", { name: "Add Meeting Type" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Meeting Type" });
  await dialog.getByRole("textbox", { name: "Name", exact: true }).fill("Roadmap review");
  await dialog.getByRole("textbox", { name: "Address", exact: true }).fill("roadmap-review");
  await dialog.getByRole("textbox", { name: "Duration (minutes)" }).fill("45");
  await dialog.getByRole("textbox", { name: "Minimum notice (minutes)" }).fill("0");
  await dialog.getByRole("button", { name: "Add Meeting Type" }).click();
  await expect(toast).toContainText("Meeting type added");
  await expect(tab.getByRole("heading", { name: "Roadmap review" })).toBeVisible();

  // Sunday's hours become 10:00–12:00 (the other days stay open all day for the other tests' times).
  const sunday = tab.getByRole("group", { name: "Sunday", exact: true });
  await sunday.getByRole("textbox", { name: "From" }).fill("10:00");
  await sunday.getByRole("textbox", { name: "Until" }).fill("12:00");
  await tab.getByRole("button", { name: "Save hours" }).click();
  await expect(toast).toContainText("Hours saved");
  const stored = await page.request.get("/api/admin/bookings/availability");
  expect(((await stored.json()) as { data: { weekly: { sun: unknown } } }).data.weekly.sun).toEqual([
    { start: "10:00", end: "12:00" },
  ]);

  // Offered on /book, and booked there by a visitor.
  const visitor = await context.newPage();
  await visitor.goto("/book");
  await visitor.getByRole("link", { name: "Roadmap review" }).click();
  await visitor.locator('input[name="slot"]').first().check();
  await visitor.getByLabel("Name", { exact: true }).fill("Katherine Johnson");
  await visitor.getByLabel("Email", { exact: true }).fill("katherine@nasa.test");
  await visitor.getByLabel("What would you like to discuss?").fill("Trajectories for our roadmap");
  await visitor.getByRole("button", { name: "Book this time" }).click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("You're booked");
  await visitor.close();

  await page.reload();
  const row = tab.locator('[data-booking-row="katherine@nasa.test"]');
  // The reloaded tab reads its bookings afresh ('Loading bookings…'), seconds on a busy machine.
  await expect(row.getByRole("link", { name: "Katherine Johnson: open in Leads" })).toHaveAttribute(
    "href",
    "/admin?tab=leads&person=katherine%40nasa.test",
    { timeout: 20_000 },
  );
  await row.getByRole("button", { name: "Cancel the booking of Katherine Johnson" }).click();
  const cancel = page.getByRole("alertdialog", { name: "Cancel this booking?" });
  await cancel.getByRole("textbox", { name: "Message to the visitor (optional)" }).fill("Let us find another week.");
  await cancel.getByRole("button", { name: "Cancel booking" }).click();
  await expect(toast).toContainText("Booking cancelled");
  await expect(row.getByText("Cancelled", { exact: true })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 900 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
  await expectAxeClean(page, "the Bookings tab at 390 px");
  await context.close();
});
