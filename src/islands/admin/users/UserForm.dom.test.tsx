// The user dialog's public profile as a component (decision 034), against the real app
// (tests/support/dom.ts): a bad LinkedIn address refused with its message on its field, focused,
// gone once corrected; saved, the list shows the person's name and title, and editing shows the
// stored profile. The browser keeps the flow of a user's life (created, edited, deactivated and
// signed out at once, deleted), the failed list read, the polling's timing and axe
// (tests/e2e/admin-users.e2e.ts).
import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import { serveApp, signIn } from "../../../../tests/support/dom";
import { openAdminTab, replace, shown, toastSaying } from "../../../../tests/support/admin-dom";

const app = await serveApp();
signIn(app);

const LINKEDIN = "Please enter an https address on linkedin.com.";

describe("the user dialog's public profile", () => {
  test("a bad LinkedIn address is refused with its message; saved, the list shows name and title", async () => {
    const username = `drew-${Date.now().toString(36)}`;
    const { user, panel } = await openAdminTab("users");
    await user.click(await panel.findByRole("button", { name: "Add User" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Add User" }));
    const field = (name: string) => dialog.getByRole("textbox", { name }) as HTMLInputElement;
    await replace(user, field("Username"), username);
    await replace(user, dialog.getByLabelText(/^Password/), "drew-password-1");
    expect(dialog.getByRole("group", { name: /^Public profile/ })).toBeTruthy();
    await replace(user, field("Display Name"), "Drew Profile");
    await replace(user, field("Title"), "Product Coach");
    await replace(user, field("Bio"), "Helps teams ship the right things.");
    await replace(user, field("LinkedIn URL"), "http://linkedin.com/in/drew");
    await user.click(dialog.getByRole("button", { name: "Create User" }));
    expect(dialog.queryAllByText(LINKEDIN).length).toBe(1);
    expect(document.activeElement === field("LinkedIn URL")).toBe(true);
    expect(field("LinkedIn URL").getAttribute("aria-invalid")).toBe("true");
    await replace(user, field("LinkedIn URL"), "https://www.linkedin.com/in/drew");
    expect(dialog.queryAllByText(LINKEDIN).length).toBe(0);
    await user.click(dialog.getByRole("button", { name: "Create User" }));
    await toastSaying("User created successfully");
    await waitFor(() => expect(shown("Public profile: Drew Profile, Product Coach")).toBe(true));

    // Editing shows the stored profile.
    await user.click(panel.getByRole("button", { name: `Edit user ${username}` }));
    const edit = within(await screen.findByRole("dialog", { name: "Edit User" }));
    expect((edit.getByRole("textbox", { name: "Display Name" }) as HTMLInputElement).value).toBe("Drew Profile");
    expect((edit.getByRole("textbox", { name: "LinkedIn URL" }) as HTMLInputElement).value).toBe(
      "https://www.linkedin.com/in/drew",
    );
    expect(app.sqlite.query("SELECT display_name AS name FROM users WHERE username = ?").get(username)).toEqual({
      name: "Drew Profile",
    });
  });
});
