// The Blog Posts tab as a component (decision 034), against the real app (tests/support/dom.ts):
// the list's failures (a failed read, a failed delete), its links to the editor page and its empty
// text. Failures are the database's own: a table moved away, a trigger that refuses. The post's
// fields are ./PostEditor.dom.test.tsx's.
import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import { serveApp, signIn } from "../../../../tests/support/dom";
import { openAdminTab, openTabWhoseReadFails, shown, toastSaying } from "../../../../tests/support/admin-dom";

const app = await serveApp();
signIn(app);

/** The list's item whose heading is `title`. */
const itemOf = (title: string) => within(screen.getByRole("heading", { name: title }).closest("li")!);

describe("the blog posts list", () => {
  // First in the file: the list's first read is the one that fails (a read that fails after one
  // that worked keeps the list shown, and says so in the toast alone).
  test("a failed first read shows the product's error toast once, and says so in the list", async () => {
    const failed = "Failed to load blog posts. Please try again.";
    const { user, panel } = await openTabWhoseReadFails(app, "blog", "blog_posts", failed);
    expect(screen.getAllByRole("alertdialog").length).toBe(1);
    // Refresh reads it again: the posts are back.
    const { title } = app.sqlite.query("SELECT title FROM blog_posts ORDER BY id LIMIT 1").get() as { title: string };
    await user.click(panel.getAllByRole("button", { name: "Refresh" })[0]!);
    await screen.findByRole("heading", { name: title });
  });

  test("'New blog post' and each post's Edit are links to the editor page, so they open in a new tab too", async () => {
    const { panel } = await openAdminTab("blog");
    const { id, title } = app.sqlite.query("SELECT id, title FROM blog_posts ORDER BY id LIMIT 1").get() as {
      id: number;
      title: string;
    };
    expect(panel.getByRole("link", { name: "New blog post" }).getAttribute("href")).toBe("/admin/posts/new");
    const edit = await waitFor(() => itemOf(title).getByRole("link", { name: `Edit "${title}"` }));
    expect(edit.getAttribute("href")).toBe(`/admin/posts/${id}`);
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

describe("the blog posts list, emptied", () => {
  // Last in the file: it empties the table.
  test("an empty list shows the product's empty text", async () => {
    const { user, panel } = await openAdminTab("blog");
    app.sqlite.exec("DELETE FROM blog_posts");
    await user.click(panel.getAllByRole("button", { name: "Refresh" })[0]!);
    await waitFor(() => expect(shown("No blog posts found. Write your first one with 'New blog post'.")).toBe(true));
  });
});
