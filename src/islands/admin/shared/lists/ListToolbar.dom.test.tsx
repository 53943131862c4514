// The admin lists' toolbars as components (decision 034), against the real app (tests/support/dom.ts):
// one filter or search in each list tab, kept in the address, and what the list then shows. The
// browser keeps the Blog Posts view surviving a reload with its pages and counts, and axe at full
// width and at 390 px (tests/e2e/admin-lists.e2e.ts).
import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import { serveApp, signIn } from "../../../../../tests/support/dom";
import { openAdminTab, type User } from "../../../../../tests/support/admin-dom";

const app = await serveApp();
signIn(app);

/** Chooses `option` in the toolbar's Select labelled `label`. */
async function choose(user: User, toolbar: ReturnType<typeof within>, label: string, option: string) {
  await user.click(toolbar.getByRole("button", { name: new RegExp(label) }));
  await user.click(await screen.findByRole("option", { name: option }));
}

// The toolbar is a <search> landmark, which the role queries here do not know yet: found by its name.
const param = (name: string) => new URLSearchParams(window.location.search).get(name);

describe("the admin lists' toolbars", () => {
  test("Resources: the status filter is kept in the address; View on site opens a new tab", async () => {
    const { user, panel } = await openAdminTab("resources");
    const toolbar = within(await panel.findByLabelText("Find resources"));
    await choose(user, toolbar, "Status", "Published");
    expect(param("status")).toBe("published");
    const published = app.sqlite.query("SELECT title FROM resources WHERE published = 1 ORDER BY id LIMIT 1").get() as {
      title: string;
    };
    await panel.findByRole("heading", { name: published.title });
    const views = await panel.findAllByRole("link", { name: /^View/ });
    expect(views.every((link) => link.getAttribute("target") === "_blank")).toBe(true);
  });

  test("Testimonials: the Featured filter is kept in the address; only featured ones are listed", async () => {
    // One not featured, which the filter leaves out.
    app.sqlite
      .query("INSERT INTO testimonials (name, testimonial, featured) VALUES ('Not Featured', 'Fine.', 0)")
      .run();
    const { user, panel } = await openAdminTab("testimonials");
    const toolbar = within(await panel.findByLabelText("Find testimonials"));
    const featured = (
      app.sqlite.query("SELECT name FROM testimonials WHERE featured = 1").all() as { name: string }[]
    ).map((row) => row.name);
    const all = (app.sqlite.query("SELECT name FROM testimonials").all() as { name: string }[]).map((row) => row.name);
    expect(featured.length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(featured.length);
    await choose(user, toolbar, "Featured", "Featured");
    expect(param("featured")).toBe("true");
    const listed = () =>
      panel
        .queryAllByRole("button", { name: /^Delete testimonial from / })
        .map((button) => button.getAttribute("aria-label")!.replace("Delete testimonial from ", ""));
    await waitFor(() => expect(listed().sort()).toEqual(featured.sort()));
  });

  test("Users: a search finds the admin and is kept in the address", async () => {
    // Another account, which the search leaves out.
    app.sqlite.query("INSERT INTO users (username, password_hash, role) VALUES ('someone-else', 'x', 'user')").run();
    const { user, panel } = await openAdminTab("users");
    const toolbar = within(await panel.findByLabelText("Find users"));
    await panel.findByRole("rowheader", { name: "someone-else" });
    await user.click(toolbar.getByRole("searchbox", { name: "Search" }));
    await user.paste("admin");
    await waitFor(() => expect(param("q")).toBe("admin"));
    await panel.findByRole("rowheader", { name: "admin" });
    await waitFor(() => expect(panel.queryAllByRole("rowheader").map((cell) => cell.textContent)).toEqual(["admin"]));
  });

  test("Messages: the status filter is kept in the address, with the counts per status", async () => {
    const { user, panel } = await openAdminTab("messages");
    const toolbar = within(await panel.findByLabelText("Find messages"));
    await choose(user, toolbar, "Status", "Spam");
    expect(param("status")).toBe("spam");
    await panel.findByText(/^Open \d+ · Handled \d+ · Spam \d+$/);
  });
});
