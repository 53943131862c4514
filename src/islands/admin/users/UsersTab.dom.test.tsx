// The Users tab's list states as a component (decision 034), against the real app
// (tests/support/dom.ts): a list that cannot be read says so in the product's toast and in the tab,
// with a retry button and never a sample account; the retry reads it again. The browser keeps a
// user's life, the polling's timing and axe (tests/e2e/admin-users.e2e.ts).
import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import { serveApp, signIn } from "../../../../tests/support/dom";
import { openTabWhoseReadFails } from "../../../../tests/support/admin-dom";

const app = await serveApp();
signIn(app);

describe("the Users tab", () => {
  test("a list that cannot be read shows the error and a retry button, never a sample admin; the retry reads it", async () => {
    const failed = "Failed to load users. Please try again.";
    // The table moved away while the tab opens: its first read fails as a database error would.
    const { user } = await openTabWhoseReadFails(app, "users", "users", failed);
    expect(document.querySelector("[data-user-table]")).toBeNull();
    expect(document.querySelector("[data-user-row]")).toBeNull();
    // The tab's own alert, not the toast (an alert too).
    const tabAlert = () =>
      screen.queryAllByRole("alert").find((element) => !element.closest("[data-toast-region]")) ?? null;
    expect(tabAlert()?.textContent).toContain(failed);
    await user.click(within(tabAlert()!).getByRole("button", { name: "Try again" }));
    const { username } = app.sqlite.query("SELECT username FROM users ORDER BY id LIMIT 1").get() as {
      username: string;
    };
    await waitFor(() => expect(document.querySelector(`[data-user-row="${username}"]`)).not.toBeNull());
    expect(tabAlert()).toBeNull();
  });
});
