// A post's own page as a component (decisions 034 and 044), against the real app
// (tests/support/dom.ts): the product's messages on a save and then on change, the slug that follows
// the title, the server's 409s (a taken slug on its field; someone else's newer save in an alert),
// the save state on the site's clock after Ctrl+S, the suggestions, the publish menu's presets and
// what an Author is offered. The browser keeps what needs one (tests/e2e/admin-editor.e2e.ts):
// autosave and reload, restoring a revision, typing in the editor, publishing and unscheduling.
import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import { serveApp, signIn } from "../../../../tests/support/dom";
import { openEditor, replace, shown, toastSaying } from "../../../../tests/support/admin-dom";
import { formatClockTime } from "../../../shared/format";
import { schedulePresets } from "../shared/forms/schedule";

const app = await serveApp();
signIn(app);

const REQUIRED = [
  "Title is required",
  "Slug is required",
  "Author is required",
  "Category is required",
  "Excerpt is required",
  "Content is required",
];

/** A post of the seed, drafted so that saves apply to it. */
function draftPost(index = 0): { id: number; title: string; slug: string } {
  const post = app.sqlite.query("SELECT id, title, slug FROM blog_posts ORDER BY id LIMIT 1 OFFSET ?").get(index) as {
    id: number;
    title: string;
    slug: string;
  };
  app.sqlite.query("UPDATE blog_posts SET published = 0 WHERE id = ?").run(post.id);
  return post;
}

async function readPost(id: number) {
  const answer = await fetch(`/api/admin/blog/${id}`);
  return ((await answer.json()) as { data: { title: string; published: boolean; publishedAt: string | null } }).data;
}

describe("the post editor page", () => {
  test("the product's messages on 'Save draft', then as the fields change; the slug follows the title until edited", async () => {
    const { user, page } = await openEditor("post", null);
    const field = (name: string) => page.getByRole("textbox", { name });
    expect(page.getByRole("heading", { level: 1 }).textContent).toBe("New blog post");
    expect(shown("Title is required")).toBe(false);
    await user.click(page.getByRole("button", { name: "Save draft" }));
    for (const message of REQUIRED) expect(shown(message)).toBe(true);
    await waitFor(() => expect(document.activeElement === field("Title")).toBe(true));
    expect(field("Content").getAttribute("aria-invalid")).toBe("true");

    await replace(user, field("Title"), "Hello, World!  Again & Again");
    expect((field("Slug") as HTMLInputElement).value).toBe("hello-world-again-again");
    expect(shown("Title is required")).toBe(false);
    expect(shown("Slug is required")).toBe(false);
    expect(shown("Content is required")).toBe(true);

    await replace(user, field("Slug"), "my-own-slug");
    await replace(user, field("Title"), "A Different Title");
    expect((field("Slug") as HTMLInputElement).value).toBe("my-own-slug");
    await replace(user, field("Slug"), "Not A Slug");
    expect(shown("Slug must be lowercase words separated by hyphens")).toBe(true);
    await replace(user, field("Slug"), "");
    await replace(user, field("Title"), "Back To Derived");
    expect((field("Slug") as HTMLInputElement).value).toBe("back-to-derived");
  });

  test("Ctrl+S saves and says when on the site's clock; the page stays open, and a taken slug lands on its field", async () => {
    const post = draftPost(0);
    const other = draftPost(1);
    const timeZone = "Asia/Tokyo";
    const { user, page } = await openEditor("post", post.id, { timeZone });
    const field = (name: string) => page.getByRole("textbox", { name });
    const status = () => document.querySelector("[data-save-status]")!.textContent;
    await replace(user, field("Title"), "Saved With The Keyboard");
    expect(status()).toBe("Unsaved changes");
    const before = formatClockTime(new Date(), timeZone);
    await user.keyboard("{Control>}s{/Control}");
    await waitFor(() => expect(status()).toStartWith("Saved "));
    expect([`Saved ${before}`, `Saved ${formatClockTime(new Date(), timeZone)}`]).toContain(status());
    await toastSaying("Blog post saved");
    expect((await readPost(post.id)).title).toBe("Saved With The Keyboard");
    expect(field("Title")).toBeTruthy();

    await replace(user, field("Slug"), other.slug);
    await user.click(page.getByRole("button", { name: "Save draft" }));
    await toastSaying("A blog post with this slug already exists");
    await waitFor(() => expect(field("Slug").getAttribute("aria-invalid")).toBe("true"));
    expect(document.querySelector("[data-stale]")).toBeNull();
  });

  test("a save over someone else's newer version is refused and says who changed it", async () => {
    const post = draftPost(2);
    const { user, page } = await openEditor("post", post.id);
    // Someone saves the post meanwhile: a newer version than the page started from.
    const current = await readPost(post.id);
    const someone = app.sqlite.query("SELECT id, username FROM users ORDER BY id LIMIT 1").get() as {
      id: number;
      username: string;
    };
    app.services.revisions.record("post", post.id, current, someone, "save");
    await replace(user, page.getByRole("textbox", { name: "Excerpt" }), "My own excerpt");
    await user.click(page.getByRole("button", { name: "Save draft" }));
    // The page's own alert (a toast of an earlier test may still be showing).
    const alert = await waitFor(() => {
      const stale = document.querySelector<HTMLElement>("[data-stale]");
      expect(stale?.getAttribute("role")).toBe("alert");
      return stale!;
    });
    expect(alert.textContent).toContain("saved this since you opened it. Copy what you changed");
    expect(within(alert).getByRole("button", { name: "Reload their version" })).toBeTruthy();
    expect(document.querySelector("[data-save-status]")!.textContent).toBe("Someone else changed this");
    expect((await readPost(post.id)).title).toBe(current.title);
  });

  test("'Schedule…' offers Tomorrow 09:00 on the site's clock, to the minute, and schedules the post then", async () => {
    const post = draftPost(3);
    const timeZone = "America/New_York";
    const { user, page } = await openEditor("post", post.id, { timeZone });
    expect(page.getByText("Draft")).toBeTruthy();
    await user.click(page.getByRole("button", { name: "Publish options" }));
    await user.click(await screen.findByRole("menuitem", { name: "Schedule…" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Schedule publication" }));
    await user.click(dialog.getByRole("button", { name: "Tomorrow 09:00" }));
    const segments = dialog.getAllByRole("spinbutton").map((segment) => segment.getAttribute("aria-label"));
    expect(segments).not.toContain("second");
    expect(dialog.getByRole("spinbutton", { name: /hour/i }).getAttribute("aria-valuenow")).toBe("9");
    expect(dialog.getByRole("spinbutton", { name: /minute/i }).getAttribute("aria-valuenow")).toBe("0");
    const expected = schedulePresets(new Date(), timeZone)[0]!.at.toISOString();
    await user.click(dialog.getByRole("button", { name: "Schedule" }));
    await toastSaying("Blog post scheduled");
    const saved = await readPost(post.id);
    expect(saved.published).toBe(true);
    expect(saved.publishedAt).toBe(expected);
    await waitFor(() => expect(page.getByRole("button", { name: "Unschedule" })).toBeTruthy());
    expect(page.getByRole("button", { name: "Publish now" })).toBeTruthy();
  });

  test("an Author is offered 'Save draft' alone", async () => {
    const post = draftPost(4);
    const { page } = await openEditor("post", post.id, {
      permissions: ["posts.read", "posts.write", "people.read", "media.read", "media.upload"],
    });
    const actions = page.getAllByRole("button").filter((button) => button.hasAttribute("data-publish-action"));
    expect(actions.map((button) => button.textContent)).toEqual(["Save draft"]);
    expect(page.queryByRole("button", { name: "Publish options" })).toBeNull();
    expect(shown("Draft · An editor or administrator publishes it.")).toBe(true);
  });

  test("the category field suggests the existing categories; the author field the people, and takes any other name", async () => {
    const { user, page } = await openEditor("post", null);
    const categories = (app.sqlite.query("SELECT DISTINCT category FROM blog_posts").all() as { category: string }[])
      .map((row) => row.category)
      .filter((name) => name.toLowerCase().includes("prod"));
    expect(categories.length, "the seed's categories with 'prod'").toBeGreaterThan(0);
    const category = page.getByRole("combobox", { name: "Category" });
    await user.click(category);
    await user.paste("Prod");
    const options = async () => (await screen.findAllByRole("option")).map((option) => option.textContent);
    await waitFor(async () => expect((await options()).sort()).toEqual(categories.sort()));
    await user.keyboard("{ArrowDown}{Enter}");
    expect((category as HTMLInputElement).value).toBe(categories[0]!);

    const author = page.getByRole("combobox", { name: "Author" });
    await user.click(author);
    await user.paste("av");
    expect(await options()).toEqual(["Avery Morgan"]);
    await user.keyboard("{ArrowDown}{Enter}");
    expect((author as HTMLInputElement).value).toBe("Avery Morgan");
    await user.click(page.getByRole("button", { name: /^Show people/ }));
    const people = await options();
    expect(people).toContain("Jordan Ellis");
    await user.keyboard("{Escape}");
    await replace(user, author, "A Guest Writer");
    expect((author as HTMLInputElement).value).toBe("A Guest Writer");
  });
});
