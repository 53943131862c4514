// The Bookings tab as a component (decision 034), against the real app (tests/support/dom.ts) on a
// clock of its own: a meeting type refused by the schema on submit and by the server (a taken
// address) with each message on its field, then saved, edited and deleted; hours refused beside
// their day, then saved with an exception; the switch; a booking cancelled with a message and a
// begun one marked no-show, each visitor linked to the Leads tab; a calendar refused with the
// server's reason beside its address, then connected, tested and disconnected; the feed's address
// copied and made anew; and an Editor who sees it all and changes nothing.
// The browser walks the whole flow to /book (tests/e2e/booking.e2e.ts).
import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import { openAdminTab, replace, shown, toastSaying } from "../../../../tests/support/admin-dom";
import { INTRO, startRadicale } from "../../../../tests/support/booking";
import { movableClock } from "../../../../tests/support/contact";
import { serveApp, signIn } from "../../../../tests/support/dom";
import { createUser } from "../../../../tests/support/factories";
import { queryClient } from "../shared/data/query";

const clock = movableClock(Date.parse("2026-11-23T15:00:00Z"));
// A real CalDAV server on loopback, which the app may reach here (its address policy allows loopback
// only when told, as in tests/integration/booking-caldav.test.ts).
const radicale = await startRadicale();
afterAll(() => radicale.stop());
const calendarUrl = await radicale.calendar("firm");
const app = await serveApp({ now: clock.now, webhooks: { allowLoopback: true } });
signIn(app);
const booking = app.services.booking;
const allDay = [{ start: "00:00", end: "24:00" }];
booking.store.saveAvailability({
  enabled: false,
  timeZone: "UTC",
  weekly: { mon: allDay, tue: allDay, wed: allDay, thu: allDay, fri: allDay, sat: allDay, sun: allDay },
  exceptions: [],
  reminderHours: [24],
});
const intro = booking.types.create({ ...INTRO, minNoticeMinutes: 0 });

const typeRow = (name: string) =>
  app.sqlite.query("SELECT duration_minutes AS duration, questions FROM meeting_types WHERE name = ?").get(name) as {
    duration: number;
    questions: string;
  } | null;

describe("the bookings tab", () => {
  // Each test opens the tab as a fresh page load would: nothing read before is kept.
  beforeEach(() => queryClient.clear());

  test("a meeting type: the schema's message, then the server's on its field; saved, edited, deleted", async () => {
    const { user, panel } = await openAdminTab("bookings");
    await user.click(await panel.findByRole("button", { name: "Add Meeting Type" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add Meeting Type" }));
    const field = (name: string) => dialog.getByRole("textbox", { name }) as HTMLInputElement;
    await replace(user, field("Name"), "Strategy session");
    await replace(user, field("Address"), INTRO.slug);
    await replace(user, field("Duration (minutes)"), "2");
    await user.click(dialog.getByRole("button", { name: "Add Meeting Type" }));
    expect(dialog.queryAllByText("At least 5 minutes.").length).toBe(1);
    await waitFor(() => expect(document.activeElement === field("Duration (minutes)")).toBe(true));

    // The address is taken: only the server knows, and says so beside the field.
    await replace(user, field("Duration (minutes)"), "45");
    expect(dialog.queryAllByText("At least 5 minutes.").length).toBe(0);
    await user.click(dialog.getByRole("button", { name: "Add Meeting Type" }));
    await toastSaying("Failed to save the meeting type.");
    await waitFor(() => expect(dialog.queryAllByText("Another meeting type has this address.").length).toBe(1));
    expect(field("Address").getAttribute("aria-invalid")).toBe("true");
    expect(typeRow("Strategy session")).toBeNull();

    await replace(user, field("Address"), "strategy");
    await user.click(dialog.getByRole("button", { name: "Add Meeting Type" }));
    await toastSaying("Meeting type added");
    expect(typeRow("Strategy session")?.duration).toBe(45);
    await user.click(await panel.findByRole("button", { name: "Edit meeting type Strategy session" }));
    const edit = within(await screen.findByRole("dialog", { name: "Edit Meeting Type" }));
    expect((edit.getByRole("textbox", { name: "Duration (minutes)" }) as HTMLInputElement).value).toBe("45");
    await replace(user, edit.getByRole("textbox", { name: "Questions to ask" }), "What is your stage?\n\nWho decides?");
    await user.click(edit.getByRole("button", { name: "Save Meeting Type" }));
    await toastSaying("Meeting type saved");
    expect(JSON.parse(typeRow("Strategy session")?.questions ?? "[]")).toEqual(["What is your stage?", "Who decides?"]);

    await user.click(await panel.findByRole("button", { name: "Delete meeting type Strategy session" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "Delete this meeting type?" }));
    await user.click(confirm.getByRole("button", { name: "Delete" }));
    await toastSaying("Meeting type deleted");
    expect(typeRow("Strategy session")).toBeNull();
  });

  test("hours: a range ending before it starts is refused beside its day; saved with an exception; booking switched on", async () => {
    const { user, panel } = await openAdminTab("bookings");
    const monday = within(await panel.findByRole("group", { name: "Monday" }));
    const range = (n: number) => within(monday.getByRole("group", { name: `Monday, hours ${n}` }));
    await replace(user, range(1).getByRole("textbox", { name: "From" }), "12:00");
    await replace(user, range(1).getByRole("textbox", { name: "Until" }), "08:00");
    await user.click(panel.getByRole("button", { name: "Save hours" }));
    expect(monday.queryAllByText("The end must be after the start.").length).toBe(1);
    expect(range(1).getByRole("textbox", { name: "Until" }).getAttribute("aria-invalid")).toBe("true");

    await replace(user, range(1).getByRole("textbox", { name: "From" }), "09:00");
    await replace(user, range(1).getByRole("textbox", { name: "Until" }), "12:00");
    expect(monday.queryAllByText("The end must be after the start.").length).toBe(0);
    await user.click(monday.getByRole("button", { name: "Add hours on Monday" }));
    await replace(user, range(2).getByRole("textbox", { name: "From" }), "13:00");
    await replace(user, range(2).getByRole("textbox", { name: "Until" }), "17:00");
    await user.click(panel.getByRole("button", { name: "Add exception" }));
    const exception = within(panel.getByRole("group", { name: "Exception 1" }));
    await replace(user, exception.getByRole("textbox", { name: "Date" }), "2026-12-24");
    await replace(user, exception.getByRole("textbox", { name: "Note (optional)" }), "Holiday");
    // A second reminder: a non-number is refused on its own field, then two hours before is kept.
    const second = panel.getByRole("textbox", { name: "Second reminder (hours before)" });
    await replace(user, second, "soon");
    await user.click(panel.getByRole("button", { name: "Save hours" }));
    expect(second.getAttribute("aria-invalid")).toBe("true");
    expect(panel.queryAllByText("Enter a whole number of hours from 1 to 336 (two weeks).").length).toBe(1);
    await replace(user, second, "2");
    await user.click(panel.getByRole("button", { name: "Save hours" }));
    await toastSaying("Hours saved");
    expect(booking.store.availability()).toMatchObject({
      enabled: false,
      weekly: {
        mon: [
          { start: "09:00", end: "12:00" },
          { start: "13:00", end: "17:00" },
        ],
        tue: allDay,
      },
      exceptions: [{ date: "2026-12-24", hours: [], note: "Holiday" }],
      reminderHours: [24, 2],
    });

    await user.click(panel.getByRole("switch", { name: /Booking on the site/ }));
    await toastSaying("Booking switched on");
    expect(booking.store.availability().enabled).toBe(true);
    expect(booking.store.availability().weekly.mon.length).toBe(2);
    expect(booking.isOpen()).toBe(true);
  });

  test("bookings: one cancelled with a message, a begun one marked no-show, each linked to Leads", async () => {
    const visitor = (name: string) => ({
      name,
      email: `${name.toLowerCase()}@navy.test`,
      company: "Navy",
      topic: "Compilers",
      answers: [],
      timeZone: "UTC",
    });
    const slots = booking.slots(intro, []);
    const soon = slots[0]!.start;
    const later = slots.find((slot) => slot.start >= soon + 3 * 3_600_000)!.start;
    for (const [start, name] of [
      [soon, "Grace"],
      [later, "Ada"],
    ] as const) {
      const { result } = booking.reserve({
        type: intro,
        start,
        visitor: visitor(name),
        ipHash: "test",
        privacyVersion: "1",
        uid: booking.newUid(),
        busy: [],
      });
      expect(result.ok).toBe(true);
    }
    clock.advance(soon - clock.now() + 60_000);

    const { user, panel } = await openAdminTab("bookings");
    const table = within(await panel.findByRole("region", { name: "Table of booked calls" }, { timeout: 10_000 }));
    const link = await table.findByRole("link", { name: "Ada: open in Leads" });
    expect(link.getAttribute("href")).toBe("/admin?tab=leads&person=ada%40navy.test");
    expect(table.queryByText("Grace")).toBeNull();

    await user.click(table.getByRole("button", { name: "Cancel the booking of Ada" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Cancel this booking?" }));
    await user.type(dialog.getByRole("textbox", { name: "Message to the visitor (optional)" }), "Ill, sorry");
    await user.click(dialog.getByRole("button", { name: "Cancel booking" }));
    await toastSaying("Booking cancelled");
    expect(app.sqlite.query("SELECT status, cancel_message AS message FROM bookings WHERE name = 'Ada'").get()).toEqual(
      {
        status: "cancelled",
        message: "Ill, sorry",
      },
    );
    await waitFor(() => expect(table.queryByRole("button", { name: "Cancel the booking of Ada" })).toBeNull());
    expect(shown("Cancelled")).toBe(true);

    await user.click(panel.getByRole("radio", { name: "Past" }));
    // The past list is another read: its table replaces the upcoming one.
    await user.click(await panel.findByRole("button", { name: "Mark Grace as no-show" }, { timeout: 10_000 }));
    await toastSaying("Marked as no-show");
    expect(app.sqlite.query("SELECT status FROM bookings WHERE name = 'Grace'").get()).toEqual({ status: "no-show" });
  });

  test("calendar: refused with the reason beside its address, then connected, tested, disconnected; the feed copied and made anew", async () => {
    const { user, panel } = await openAdminTab("bookings");
    const calendar = within(await panel.findByRole("region", { name: "Calendar" }, { timeout: 10_000 }));
    const address = (await calendar.findByRole("textbox", { name: "Calendar address" })) as HTMLInputElement;
    await replace(user, address, `${radicale.base}/firm/missing/`);
    await replace(user, calendar.getByRole("textbox", { name: "User name" }), "firm");
    await replace(user, calendar.getByLabelText(/^Password/), "secret");
    await user.click(calendar.getByRole("button", { name: "Connect calendar" }));
    await toastSaying("Failed to connect the calendar.");
    await waitFor(() => expect(address.getAttribute("aria-invalid")).toBe("true"));
    const reason = document.getElementById(address.getAttribute("aria-describedby") ?? "")?.textContent ?? "";
    expect(reason.length).toBeGreaterThan(0);
    expect(await toastSaying("Failed to connect the calendar.")).toContain(reason);
    expect(booking.store.calendarSummary()).toBeNull();

    await replace(user, address, calendarUrl);
    await user.click(calendar.getByRole("button", { name: "Connect calendar" }));
    await toastSaying("Calendar connected");
    await calendar.findByText(`Connected to ${calendarUrl} as firm.`, {}, { timeout: 10_000 });
    expect(booking.store.calendarSummary()).toEqual({ url: calendarUrl, username: "firm" });
    await user.click(calendar.getByRole("button", { name: "Test connection" }));
    await toastSaying("The calendar answered.");
    await user.click(calendar.getByRole("button", { name: "Disconnect" }));
    const disconnect = within(await screen.findByRole("alertdialog", { name: "Disconnect the calendar?" }));
    await user.click(disconnect.getByRole("button", { name: "Disconnect" }));
    await toastSaying("Calendar disconnected");
    await calendar.findByRole("textbox", { name: "Calendar address" }, { timeout: 10_000 });
    expect(booking.store.calendarSummary()).toBeNull();

    const feed = (await calendar.findByRole("textbox", { name: "Feed address" })) as HTMLInputElement;
    const old = feed.value;
    expect(old).toBe(booking.feedUrl());
    await user.click(calendar.getByRole("button", { name: "Copy" }));
    await toastSaying("Feed address copied");
    expect(await navigator.clipboard.readText()).toBe(old);

    await user.click(calendar.getByRole("button", { name: "Make a new address" }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "Make a new feed address?" }));
    await user.click(confirm.getByRole("button", { name: "Make new address" }));
    await toastSaying("New feed address made");
    await waitFor(() => expect(feed.value).not.toBe(old));
    expect(feed.value).toBe(booking.feedUrl());
  });

  test("an Editor sees the bookings, the types and the hours, and is offered no change", async () => {
    const editor = await createUser(app.services, { role: "editor" });
    signIn(app, editor.username);
    const { panel } = await openAdminTab("bookings");
    await panel.findByText("Your role may look at bookings; an administrator changes them.", {}, { timeout: 10_000 });
    await panel.findByRole("heading", { name: "Intro call" }, { timeout: 10_000 });
    expect(panel.queryByRole("button", { name: "Add Meeting Type" })).toBeNull();
    expect(panel.queryByRole("button", { name: "Save hours" })).toBeNull();
    expect(panel.queryByRole("button", { name: "Edit meeting type Intro call" })).toBeNull();
    expect(panel.getByRole("switch", { name: /Booking on the site/ }).hasAttribute("disabled")).toBe(true);
    expect(panel.queryByRole("textbox", { name: "Feed address" })).toBeNull();
  });
});
