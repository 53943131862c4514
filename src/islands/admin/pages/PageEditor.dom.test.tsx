// The Pages tab as a component (decision 034), against the real app (tests/support/dom.ts):
// the list of pages with their states, a list field's Move up / Move down / Remove / Add with what
// they announce and where focus goes, the schema's messages on Save draft, Reset to default, asking
// before unsaved changes are left, and the 409 when someone else saved the page meanwhile. The browser test (tests/e2e/admin-pages.e2e.ts)
// keeps the flow to the public pages: preview, publish, restore, axe.
import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import { defaultPageDocument } from "../../../content/page-defaults";
import { openAdminTab, replace, toastSaying } from "../../../../tests/support/admin-dom";
import { serveApp, signIn } from "../../../../tests/support/dom";

const app = await serveApp();
signIn(app);

const adminId = () => (app.sqlite.query("SELECT id FROM users WHERE username = 'admin'").get() as { id: number }).id;
const contactDefaults = defaultPageDocument("contact");
const statusLine = () => screen.getAllByRole("status").find((status) => status.closest("[data-page-editor]"))!;
const group = (name: string) => screen.getByRole("group", { name });
const box = (scope: HTMLElement, name: string) => within(scope).getByRole("textbox", { name }) as HTMLInputElement;

async function openPage(page: string) {
  const opened = await openAdminTab("pages", `page=${page}`);
  await screen.findByRole("button", { name: "Save draft" }, { timeout: 10_000 });
  return opened;
}

describe("the pages tab", () => {
  test("lists every page with its state; a list's items move, go and come with the keyboard's buttons", async () => {
    const { user, panel } = await openPage("contact");
    const list = within(panel.getByRole("navigation", { name: "Pages to edit" }));
    const contactChoice = await list.findByRole("button", { name: /^Contact/ });
    expect(contactChoice.getAttribute("aria-current")).toBe("true");
    expect(contactChoice.textContent).toContain("Never reviewed");
    expect(
      list
        .getAllByRole("button")
        .map((button) => button.textContent?.replace(/(Published|Draft changes|Never reviewed)$/, "")),
    ).toEqual([
      "Shared facts",
      "Home",
      "Services",
      "Expertise",
      "About",
      "Contact",
      "Privacy policy",
      "Terms of service",
    ]);

    const faq = group("FAQ");
    const count = contactDefaults.faqs.length;
    const [first, second] = contactDefaults.faqs;
    // Move down: the first question is now the second; the status says so; focus stays with it.
    await user.click(within(faq).getByRole("button", { name: "Move down: Question 1" }));
    expect(box(group("Question 2"), "Question").value).toBe(first!.question);
    expect(box(group("Question 1"), "Question").value).toBe(second!.question);
    expect(statusLine().textContent).toBe(`Question 1 moved down: now Question 2 of ${count}.`);
    await waitFor(() => expect(document.activeElement?.getAttribute("aria-label")).toBe("Move down: Question 2"));
    // The keyboard moves it back up.
    within(faq).getByRole("button", { name: "Move up: Question 2" }).focus();
    await user.keyboard("{Enter}");
    expect(box(group("Question 1"), "Question").value).toBe(first!.question);
    expect(statusLine().textContent).toBe(`Question 2 moved up: now Question 1 of ${count}.`);
    // The first item cannot go further up; focus went to its Move down.
    expect(within(faq).getByRole("button", { name: "Move up: Question 1" }).hasAttribute("disabled")).toBe(true);
    expect(document.activeElement?.getAttribute("aria-label")).toBe("Move down: Question 1");

    // Add: a new empty question at the end, its first field focused.
    await user.click(within(faq).getByRole("button", { name: "Add question" }));
    const added = group(`Question ${count + 1}`);
    expect(box(added, "Question").value).toBe("");
    await waitFor(() => expect(document.activeElement).toBe(box(added, "Question")));
    expect(statusLine().textContent).toBe(`Question ${count + 1} added.`);
    expect(screen.getByText("Unsaved changes")).toBeTruthy();

    // An empty question is refused by the page's schema, on its own fields.
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await toastSaying("Please correct the highlighted fields");
    expect(box(added, "Question").getAttribute("aria-invalid")).toBe("true");
    expect(within(added).getAllByText("Please enter a text").length).toBe(2);

    // Remove it and the second one: focus goes to the item now in its place.
    await user.click(within(added).getByRole("button", { name: `Remove: Question ${count + 1}` }));
    expect(statusLine().textContent).toBe(`Question ${count + 1} removed: ${count} left.`);
    await user.click(within(faq).getByRole("button", { name: "Remove: Question 2" }));
    await waitFor(() => expect(document.activeElement?.getAttribute("aria-label")).toBe("Remove: Question 2"));
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await toastSaying("Draft saved");

    const stored = app.services.pageContent.state("contact");
    expect(stored.draft?.createdBy).toBeTruthy();
    expect(stored.document.faqs.map((item) => item.question)).toEqual(
      contactDefaults.faqs.filter((_, index) => index !== 1).map((item) => item.question),
    );
    await waitFor(() => expect(contactChoice.textContent).toContain("Draft changes"));
    expect(screen.queryByText("Unsaved changes")).toBeNull();

    // Opened again after another page, the editor starts from the version it saved: a save is no conflict.
    await user.click(list.getByRole("button", { name: /^Shared facts/ }));
    await screen.findByRole("group", { name: "Credentials" });
    await user.click(list.getByRole("button", { name: /^Contact/ }));
    await replace(
      user,
      box(await screen.findByRole("group", { name: "Question 1" }), "Question"),
      "What does it cost?",
    );
    await user.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() =>
      expect(app.services.pageContent.state("contact").document.faqs[0]!.question).toBe("What does it cost?"),
    );
    expect(document.querySelector("[data-page-conflict]")).toBeNull();
  });

  test("Reset to default puts a field's default back, and shows only where the field differs from it", async () => {
    const { user } = await openPage("contact");
    const hero = group("Hero");
    const title = box(hero, "Title");
    expect(within(hero).queryByRole("button", { name: "Reset to default: Title" })).toBeNull();
    await replace(user, title, "Product leadership for growing teams");
    await user.click(within(hero).getByRole("button", { name: "Reset to default: Title" }));
    expect(title.value).toBe(contactDefaults.hero.title);
    expect(within(hero).queryByRole("button", { name: "Reset to default: Title" })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(statusLine().textContent).toBe("Title is back to its default. Save the draft to keep it.");
    // A list resets whole: a question removed comes back.
    const faq = group("FAQ");
    await user.click(within(faq).getByRole("button", { name: "Remove: Question 1" }));
    await user.click(within(faq).getByRole("button", { name: "Reset to default: FAQ" }));
    expect(within(faq).getAllByRole("group").length).toBe(contactDefaults.faqs.length);
    expect(box(group("Question 1"), "Question").value).toBe(contactDefaults.faqs[0]!.question);
    expect(within(faq).queryByRole("button", { name: "Reset to default: FAQ" })).toBeNull();
    expect(screen.getByText("Unsaved changes")).toBeTruthy();

    // Another page is opened only after asking, since the changes would be lost.
    const list = within(screen.getByRole("navigation", { name: "Pages to edit" }));
    await user.click(list.getByRole("button", { name: /^Shared facts/ }));
    const ask = within(await screen.findByRole("alertdialog", { name: "Discard unsaved changes?" }));
    await user.click(ask.getByRole("button", { name: "Keep editing" }));
    expect(list.getByRole("button", { name: /^Contact/ }).getAttribute("aria-current")).toBe("true");
    expect(screen.getByText("Unsaved changes")).toBeTruthy();
    await user.click(list.getByRole("button", { name: /^Shared facts/ }));
    await user.click(
      within(await screen.findByRole("alertdialog", { name: "Discard unsaved changes?" })).getByRole("button", {
        name: "Discard changes",
      }),
    );
    await screen.findByRole("group", { name: "Credentials" });
    expect(screen.queryByText("Unsaved changes")).toBeNull();
  });

  test("a save after someone else saved the page says so, keeps what was typed, and loads their version on request", async () => {
    const { user } = await openPage("about");
    const hero = group("Hero");
    await replace(user, box(hero, "Title"), "My title, typed here");

    // Meanwhile another admin saves the page.
    const theirs = structuredClone(app.services.pageContent.state("about").document);
    theirs.hero.title = "Their title, saved first";
    const base = app.services.pageContent.state("about").base;
    expect(app.services.pageContent.saveDraft("about", theirs, base, { id: adminId() }).ok).toBe(true);

    await user.click(screen.getByRole("button", { name: "Save draft" }));
    // The conflict's own alert (an earlier test's toast may still be showing, an alert too).
    const alert = (await screen.findByText(/Someone else saved this page/)).closest<HTMLElement>("[role=alert]")!;
    expect(alert.textContent).toContain("Someone else saved this page");
    expect(alert.textContent).toContain("since you opened it. Nothing of yours was saved");
    expect(box(group("Hero"), "Title").value).toBe("My title, typed here");
    expect(app.services.pageContent.state("about").document.hero.title).toBe("Their title, saved first");

    await user.click(within(alert).getByRole("button", { name: "Load their version" }));
    await waitFor(() => expect(box(group("Hero"), "Title").value).toBe("Their title, saved first"));
    expect(screen.queryByText("Someone else saved this page")).toBeNull();
    expect(screen.queryByText("Unsaved changes")).toBeNull();
  });
});
