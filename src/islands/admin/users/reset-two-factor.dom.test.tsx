// The Users tab's "Reset two-factor" as a component, against the real app (tests/support/dom.ts):
// a question asked first (useAskedWrite); the server's refusal (one's own account) keeps it open
// with the reason, and a reset of another user's factors closes it with the server's message and
// removes that user's sessions. The server's side is tests/integration/auth-factors.test.ts.
import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import { openAdminTab, toastSaying } from "../../../../tests/support/admin-dom";
import { serveApp, signIn } from "../../../../tests/support/dom";
import { createUser } from "../../../../tests/support/factories";
import { sessionFor } from "../../../../tests/support/auth";
import { TEST_ADMIN } from "../../../../tests/support/test-app";

const app = await serveApp();
signIn(app);
const other = await createUser(app.services, { username: "robin-two-factor", role: "editor" });
sessionFor(app.services, other.id);
const sessionsOf = (id: number) =>
  (app.sqlite.query("SELECT count(*) AS n FROM sessions WHERE user_id = ?").get(id) as { n: number }).n;

describe("Reset two-factor", () => {
  test("asked first; refused for one's own account with the dialog kept open; done for another, closed", async () => {
    const { user, panel } = await openAdminTab("users");
    await user.click(await panel.findByRole("button", { name: `Reset two-factor sign-in of ${TEST_ADMIN.username}` }));
    const own = await screen.findByRole("alertdialog", { name: `Reset two-factor sign-in of ${TEST_ADMIN.username}?` });
    await user.click(within(own).getByRole("button", { name: "Reset two-factor" }));
    expect(await toastSaying("Change your own two-factor sign-in on your account page.")).toBeTruthy();
    expect(own.isConnected).toBe(true);
    await user.click(within(own).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(own.isConnected).toBe(false));

    expect(sessionsOf(other.id)).toBe(1);
    await user.click(panel.getByRole("button", { name: "Reset two-factor sign-in of robin-two-factor" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Reset two-factor sign-in of robin-two-factor?" });
    await user.click(within(dialog).getByRole("button", { name: "Reset two-factor" }));
    await toastSaying("Two-factor sign-in of robin-two-factor was reset.");
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(sessionsOf(other.id)).toBe(0);
  });
});
