// The Leads tab as a component (decision 034), against the real app (tests/support/dom.ts): the
// list holds people who only wrote or only booked beside those who downloaded, each with their
// status; it filters by status and searches as it is typed (kept in the address); a person's page
// sets their status and adds and deletes notes (who, when), and names a message's service by its
// label. The browser keeps the download-to-erasure flow (tests/e2e/admin-leads.e2e.ts).
import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import { bookings, contactMessages, resourceDownloads } from "../../../db/schema";
import { serveApp, signIn } from "../../../../tests/support/dom";
import { openAdminTab, replace, shown, toastSaying } from "../../../../tests/support/admin-dom";
import { INTRO, openBooking } from "../../../../tests/support/booking";
import { createResource } from "../../../../tests/support/factories";

const app = await serveApp();
signIn(app);

const resource = createResource(app.services, { title: "Roadmap Canvas", slug: "roadmap-canvas-leads-tab" });
app.db
  .insert(resourceDownloads)
  .values({ resourceId: resource.id, name: "Dana Downloader", email: "dana@reader.test", linkedinUrl: "" })
  .run();
app.db
  .insert(contactMessages)
  .values({
    name: "Rowan Writer",
    email: "rowan@writer.test",
    service: "fractional-cpo",
    message: "Could we talk about a fractional CPO?",
  })
  .run();
const [intro] = openBooking(app.services, "Europe/Berlin", [INTRO]);
const at = Date.parse("2027-01-04T09:00:00Z");
app.db
  .insert(bookings)
  .values({
    meetingTypeId: intro!.id,
    startsAt: new Date(at),
    endsAt: new Date(at + 1_800_000),
    blockStart: new Date(at),
    blockEnd: new Date(at + 1_800_000),
    uid: "leads-tab-booking",
    name: "Bo Booker",
    email: "bo@booker.test",
    topic: "Our roadmap",
    answers: [],
    timeZone: "Europe/Berlin",
  })
  .run();

const rows = () =>
  [...document.querySelectorAll("[data-lead-person]")].map((row) => row.getAttribute("data-lead-person"));
const statusOf = (email: string) =>
  (app.sqlite.query("SELECT status FROM lead_statuses WHERE email = ?").get(email) as { status: string } | null)
    ?.status ?? "new";

describe("the Leads tab", () => {
  test("lists whoever downloaded, wrote or booked; filters by status; searches as it is typed", async () => {
    app.services.leadStatus.set("bo@booker.test", "qualified", null);
    const { user, panel } = await openAdminTab("leads");
    await waitFor(() => expect(rows().sort()).toEqual(["bo@booker.test", "dana@reader.test", "rowan@writer.test"]));
    const bo = within(document.querySelector<HTMLElement>('[data-lead-person="bo@booker.test"]')!);
    expect(bo.getByText("Qualified")).toBeTruthy();
    expect(bo.getByText("Booked once")).toBeTruthy();
    const rowan = within(document.querySelector<HTMLElement>('[data-lead-person="rowan@writer.test"]')!);
    expect(rowan.getByText("New")).toBeTruthy();
    expect(rowan.getByText("Wrote 1 message")).toBeTruthy();

    await user.selectOptions(panel.getByRole("combobox", { name: "Status" }), "Qualified");
    await waitFor(() => expect(rows()).toEqual(["bo@booker.test"]));
    expect(new URL(window.location.href).searchParams.get("status")).toBe("qualified");
    await user.selectOptions(panel.getByRole("combobox", { name: "Status" }), "Any status");
    await waitFor(() => expect(rows().length).toBe(3));

    // No button to press: the list follows what is typed, once typing pauses.
    await user.type(panel.getByRole("searchbox", { name: "Search by name or e-mail" }), "rowan");
    await waitFor(() => expect(rows()).toEqual(["rowan@writer.test"]));
    expect(new URL(window.location.href).searchParams.get("q")).toBe("rowan");
  });

  test("a person's page sets their status, adds and deletes notes, and names the service by its label", async () => {
    const { user } = await openAdminTab("leads", "person=rowan%40writer.test");
    await screen.findByRole("heading", { name: "Rowan Writer" });
    expect(shown("Wrote through the contact form (Fractional CPO): Could we talk about a fractional CPO?")).toBe(true);

    // The status is set by choosing it.
    await user.click(screen.getByRole("button", { name: /Status/ }));
    await user.click(await screen.findByRole("option", { name: "Contacted" }));
    await toastSaying("Marked as Contacted");
    expect(statusOf("rowan@writer.test")).toBe("contacted");

    // An empty note is refused with the server's words; a note is listed with who wrote it.
    expect(shown("No notes yet.")).toBe(true);
    const noteField = screen.getByRole("textbox", { name: "Add a note" });
    await user.click(screen.getByRole("button", { name: "Add note" }));
    await waitFor(() => expect(shown("Please write the note.", "main")).toBe(true));
    await replace(user, noteField, "Call back in January.");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    await toastSaying("Note added");
    const notes = within(await screen.findByRole("list", { name: "Notes" }));
    expect(notes.getByText("Call back in January.")).toBeTruthy();
    expect(notes.getByText("By admin")).toBeTruthy();
    expect((noteField as HTMLTextAreaElement).value).toBe("");

    // Deleting a note is asked first.
    await user.click(notes.getByRole("button", { name: /^Delete the note of / }));
    const confirm = within(await screen.findByRole("alertdialog", { name: "Delete this note?" }));
    await user.click(confirm.getByRole("button", { name: "Delete" }));
    await toastSaying("Note deleted");
    await waitFor(() => expect(shown("No notes yet.")).toBe(true));
    expect(app.services.leadStatus.notesOf("rowan@writer.test")).toEqual([]);
  });
});
