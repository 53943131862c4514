// The Blog Posts tab as a component (decision 034), against the real app (tests/support/dom.ts):
// the form's messages on submit and then on change, the slug that follows the title, the server's
// 409 on its field and in the toast, the author's and category's suggestions, and the list's
// failures (a failed read, a failed delete) and empty text. Failures are the database's own: a
// table moved away, a trigger that refuses. The browser keeps the flows and what needs one
// (tests/e2e/admin.e2e.ts): writing, publishing, editing and deleting a post, typing in the
// editor (its "Content is required" going away is checked with axe's form), the cover upload,
// pasting from Word, the toolbar's keys, the polling's timing, unsaved changes, axe.
import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import { serveApp, signIn } from "../../../../tests/support/dom";
import { openAdminTab, replace, shown, toastSaying } from "../../../../tests/support/admin-dom";

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

/** The list's item whose heading is `title`. */
const itemOf = (title: string) => within(screen.getByRole("heading", { name: title }).closest("li")!);

describe("the blog posts list", () => {
  // First in the file: the list's first read is the one that fails (a read that fails after one
  // that worked keeps the list shown, and says so in the toast alone).
  test("a failed first read shows the product's error toast once, and says so in the list", async () => {
    app.sqlite.exec("ALTER TABLE blog_posts RENAME TO blog_posts_away");
    const { user, panel } = await openAdminTab("blog");
    try {
      await toastSaying("Failed to load blog posts. Please try again.");
      await waitFor(() => expect(shown("Failed to load blog posts. Please try again.", "main")).toBe(true));
      expect(screen.getAllByRole("alertdialog").length).toBe(1);
    } finally {
      app.sqlite.exec("ALTER TABLE blog_posts_away RENAME TO blog_posts");
    }
    // Refresh reads it again: the posts are back.
    const { title } = app.sqlite.query("SELECT title FROM blog_posts ORDER BY id LIMIT 1").get() as { title: string };
    await user.click(panel.getAllByRole("button", { name: "Refresh" })[0]!);
    await screen.findByRole("heading", { name: title });
  });

  test("a failed delete shows the product's toast and keeps the post and its dialog", async () => {
    const { user } = await openAdminTab("blog");
    const { title } = app.sqlite.query("SELECT title FROM blog_posts ORDER BY id LIMIT 1").get() as { title: string };
    app.sqlite.exec(
      "CREATE TRIGGER refuse_delete BEFORE DELETE ON blog_posts BEGIN SELECT RAISE(ABORT, 'locked'); END",
    );
    try {
      await user.click(await waitFor(() => itemOf(title).getByRole("button", { name: `Delete "${title}"` })));
      const confirm = within(await screen.findByRole("alertdialog", { name: "Delete this blog post?" }));
      await user.click(confirm.getByRole("button", { name: "Delete" }));
      await toastSaying("Failed to delete blog post. Please try again.");
      await user.click(confirm.getByRole("button", { name: "Cancel" }));
      expect(screen.getAllByRole("heading", { name: title }).length).toBe(1);
    } finally {
      app.sqlite.exec("DROP TRIGGER refuse_delete");
    }
  });
});

describe("the blog post form", () => {
  test("the product's messages on submit, then as the fields change; the slug follows the title until edited; a taken slug is refused on its field", async () => {
    const { user, panel } = await openAdminTab("blog");
    const field = (name: string) => panel.getByRole("textbox", { name });
    expect(shown("Title is required")).toBe(false);
    await user.click(panel.getByRole("button", { name: "Create Blog Post" }));
    for (const message of REQUIRED) expect(shown(message)).toBe(true);
    expect(document.activeElement === field("Title")).toBe(true);
    expect(field("Title").getAttribute("aria-invalid")).toBe("true");
    expect(field("Content").getAttribute("aria-invalid")).toBe("true");

    // Re-validated on change: the title's and the slug's errors go as the title is typed.
    await replace(user, field("Title"), "Hello, World!  Again & Again");
    expect((field("Slug") as HTMLInputElement).value).toBe("hello-world-again-again");
    expect(shown("Title is required")).toBe(false);
    expect(shown("Slug is required")).toBe(false);
    expect(shown("Content is required")).toBe(true);

    // Edited by hand, the slug stays; emptied, it follows the title again.
    await replace(user, field("Slug"), "my-own-slug");
    await replace(user, field("Title"), "A Different Title");
    expect((field("Slug") as HTMLInputElement).value).toBe("my-own-slug");
    await replace(user, field("Slug"), "Not A Slug");
    expect(shown("Slug must be lowercase words separated by hyphens")).toBe(true);
    await replace(user, field("Slug"), "");
    await replace(user, field("Title"), "Back To Derived");
    expect((field("Slug") as HTMLInputElement).value).toBe("back-to-derived");
  });

  test("a slug another post has: the server's 409 lands on the field and in the failure toast", async () => {
    const { user, panel } = await openAdminTab("blog");
    const field = (name: string) => panel.getByRole("textbox", { name });
    // A post being edited has content already: the taken slug is what the server refuses.
    const taken = app.sqlite.query("SELECT title, slug FROM blog_posts ORDER BY id LIMIT 2").all() as {
      title: string;
      slug: string;
    }[];
    await user.click(itemOf(taken[0]!.title).getByRole("button", { name: `Edit "${taken[0]!.title}"` }));
    await waitFor(() => expect((field("Slug") as HTMLInputElement).value).toBe(taken[0]!.slug));
    await replace(user, field("Slug"), taken[1]!.slug);
    await user.click(panel.getByRole("button", { name: "Update Blog Post" }));
    await toastSaying("A blog post with this slug already exists");
    await waitFor(() => expect(field("Slug").getAttribute("aria-invalid")).toBe("true"));
    expect(shown("A blog post with this slug already exists", "main")).toBe(true);
  });

  test("the category field suggests the existing categories; the author field the people, and takes any other name", async () => {
    const { user, panel } = await openAdminTab("blog");
    const categories = (app.sqlite.query("SELECT DISTINCT category FROM blog_posts").all() as { category: string }[])
      .map((row) => row.category)
      .filter((name) => name.toLowerCase().includes("prod"));
    expect(categories.length, "the seed's categories with 'prod'").toBeGreaterThan(0);
    const category = panel.getByRole("combobox", { name: "Category" });
    await user.click(category);
    await user.paste("Prod");
    const options = async () => (await screen.findAllByRole("option")).map((option) => option.textContent);
    expect((await options()).sort()).toEqual(categories.sort());
    await user.keyboard("{ArrowDown}{Enter}");
    expect((category as HTMLInputElement).value).toBe(categories[0]!);

    const author = panel.getByRole("combobox", { name: "Author" });
    await user.click(author);
    await user.paste("av");
    expect(await options()).toEqual(["Avery Morgan"]);
    await user.keyboard("{ArrowDown}{Enter}");
    expect((author as HTMLInputElement).value).toBe("Avery Morgan");
    // The button beside it shows every person.
    await user.click(panel.getByRole("button", { name: /^Show people/ }));
    const people = await options();
    expect(people).toContain("Jordan Ellis");
    expect(people).toContain("Avery Morgan");
    await user.keyboard("{Escape}");
    await replace(user, author, "A Guest Writer");
    expect((author as HTMLInputElement).value).toBe("A Guest Writer");
  });
});

describe("the blog posts list, emptied", () => {
  // Last in the file: it empties the table.
  test("an empty list shows the product's empty text", async () => {
    const { user, panel } = await openAdminTab("blog");
    app.sqlite.exec("DELETE FROM blog_posts");
    await user.click(panel.getAllByRole("button", { name: "Refresh" })[0]!);
    await waitFor(() => expect(shown("No blog posts found. Create your first blog post above.")).toBe(true));
  });
});
