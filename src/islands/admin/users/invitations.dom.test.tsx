// The Users tab's invite form and pending invitations as a component (decision 034), against the real
// app (tests/support/dom.ts): the address checked before sending, an invitation with the role chosen
// listed with its link and role, an address an account has refused on its field, Revoke; and the
// list's roles and its authors who never sign in. The invitee's side, in a signed-out browser, is
// tests/e2e/admin-home.e2e.ts.
import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import { serveApp, signIn } from "../../../../tests/support/dom";
import { openAdminTab, replace, toastSaying } from "../../../../tests/support/admin-dom";
import { createUser } from "../../../../tests/support/factories";

const app = await serveApp();
signIn(app);

const form = () => within(screen.getByRole("form", { name: "Invite a colleague" }));
const emailField = () => form().getByRole("textbox", { name: "Email address" }) as HTMLInputElement;
const pending = (email: string) => document.querySelector<HTMLElement>(`[data-invitation="${email}"]`);
// A boolean, so a failure prints no element (bun's printer walks the whole DOM).
const isPending = (email: string) => pending(email) !== null;

describe("invitations in the Users tab", () => {
  test("an address is checked first; invited as an Editor, it is listed pending with its link; Revoke withdraws it", async () => {
    const { user } = await openAdminTab("users");
    await screen.findByText("No pending invitations.");

    await user.click(form().getByRole("button", { name: "Invite" }));
    expect(form().getByText("Please enter a valid email address.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement === emailField()).toBe(true));
    expect(app.sqlite.query("SELECT count(*) AS n FROM invitations").get()).toEqual({ n: 0 });

    await replace(user, emailField(), "new.colleague@firm.test");
    expect(form().queryByText("Please enter a valid email address.") === null).toBe(true);
    const roleButton = form().getByRole("button", { name: /Role/ });
    await user.click(roleButton);
    await user.click(await screen.findByRole("option", { name: "Editor" }));
    await user.click(form().getByRole("button", { name: "Invite" }));
    // No SMTP in the test app: the link is to be copied.
    await toastSaying("Invitation created. E-mail is not set up: copy the link and send it yourself.");
    await waitFor(() => expect(isPending("new.colleague@firm.test")).toBe(true));
    const row = within(pending("new.colleague@firm.test")!);
    expect(row.getByText(/^Editor · expires/)).toBeTruthy();
    expect(row.getByText(/\/invitation\/\d+\?sig=/)).toBeTruthy();
    expect(row.getByRole("button", { name: "Copy the invitation link for new.colleague@firm.test" })).toBeTruthy();
    expect(emailField().value).toBe("");
    expect(
      app.sqlite.query("SELECT email, role FROM invitations WHERE email = 'new.colleague@firm.test'").get(),
    ).toEqual({ email: "new.colleague@firm.test", role: "editor" });

    await user.click(row.getByRole("button", { name: "Revoke the invitation for new.colleague@firm.test" }));
    await toastSaying("Invitation withdrawn.");
    await waitFor(() => expect(isPending("new.colleague@firm.test")).toBe(false));
    expect(app.sqlite.query("SELECT count(*) AS n FROM invitations").get()).toEqual({ n: 0 });
  });

  test("an address an account already has is refused on its field, and what was typed stays", async () => {
    await createUser(app.services, { email: "taken@firm.test", username: "taken-address" });
    const { user } = await openAdminTab("users");
    await replace(user, emailField(), "taken@firm.test");
    await user.click(form().getByRole("button", { name: "Invite" }));
    await toastSaying("Failed to send the invitation");
    await waitFor(() => expect(form().getByText("An account with this e-mail address already exists.")).toBeTruthy());
    expect(emailField().getAttribute("aria-invalid")).toBe("true");
    expect(emailField().value).toBe("taken@firm.test");
  });

  test("the list names each role, and shows people who write but never sign in as authors, not inactive", async () => {
    await createUser(app.services, { role: "editor", username: "role-editor" });
    await createUser(app.services, { role: "author", username: "role-author" });
    await openAdminTab("users");
    const rowOf = async (username: string) =>
      within(await screen.findByRole("row", { name: new RegExp(`^${username}\\b`) }));
    expect((await rowOf("role-editor")).getByText("Editor")).toBeTruthy();
    expect((await rowOf("role-author")).getByText("Author")).toBeTruthy();
    expect((await rowOf("admin")).getByText("Administrator")).toBeTruthy();
    // The seed's sample authors: a display name, inactive, never signed in.
    const writer = app.sqlite
      .query("SELECT username FROM users WHERE display_name IS NOT NULL AND is_active = 0 LIMIT 1")
      .get() as { username: string };
    const row = await rowOf(writer.username);
    expect(row.getByText("Author, no sign-in")).toBeTruthy();
    expect(row.queryByText("Inactive") === null).toBe(true);
  });
});
