// The Users tab in the browser: the 'User Management' table, a user created, edited with
// the password kept, deactivated (its session ends at once: the user's own browser is refused
// with 401 afterwards) and deleted after a confirmation, with the product's messages and toasts;
// the polling's timing; axe in both themes. On the admin e2e server, signed in as its admin
// (admin-support.ts). The public profile's LinkedIn message and what the list shows of a person are
// a component test (src/islands/admin/users/UserForm.dom.test.tsx), and so is a list that cannot be
// read, with its retry button (src/islands/admin/users/UsersTab.dom.test.tsx).
import { expect, type Page } from "@playwright/test";
import {
  ADMIN,
  adminURL,
  deleteAfterConfirming,
  expectAdminAxeClean,
  expectDeleteDialogAxeClean,
  field,
  newContext,
  openDashboard,
  signInAs,
  test,
  toast,
} from "./admin-support";
import { collectErrors } from "./support";

const usersTab = (page: Page) => page.getByRole("tab", { name: "Users" });
const row = (page: Page, username: string) => page.locator(`[data-user-row="${username}"]`);

async function openUsers(page: Page) {
  await openDashboard(page, "/admin?tab=users");
  await expect(usersTab(page)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { level: 2, name: /^User Management/ })).toBeVisible({ timeout: 20_000 });
  await expect(row(page, ADMIN.username)).toBeVisible();
}

test("a user is created, edited with the password kept, deactivated (signed out at once) and deleted; the tab, its form with errors and its delete dialog have no axe violations (light and dark), at 1440 and 390 px", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const errors = collectErrors(page);
  // Unique per run, so a retry on the same server starts clean.
  const username = `casey-${Date.now().toString(36)}`;
  const password = "casey-password-1";
  await openUsers(page);

  const table = page.locator("[data-user-table]");
  await expect(table.getByRole("columnheader")).toHaveText(["Username", "Name", "Email", "Role", "Status", "Actions"]);
  await expect(row(page, ADMIN.username)).toContainText("Administrator");
  await expect(row(page, ADMIN.username)).toContainText("Active");
  await expectAdminAxeClean(page, "the users tab");

  // Add User: the product's messages on submit, then as the fields change.
  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add User" });
  await expect(dialog).toBeVisible();
  await expect(field(page, "Username")).toBeFocused();
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(dialog.getByText("Username must be at least 3 characters.")).toBeVisible();
  await expect(dialog.getByText("Password must be at least 8 characters.")).toBeVisible();
  await expect(field(page, "Username")).toBeFocused();
  await expectAdminAxeClean(page, "the user form with its errors");
  await field(page, "Username").fill(username);
  await expect(dialog.getByText("Username must be at least 3 characters.")).toHaveCount(0);
  await dialog.getByLabel("Password").fill("short");
  await expect(dialog.getByText("Password must be at least 8 characters.")).toBeVisible();
  await dialog.getByLabel("Password").fill(password);
  await expect(dialog.getByText("Password must be at least 8 characters.")).toHaveCount(0);
  await field(page, "First Name").fill("Casey");
  await field(page, "Last Name").fill("Jones");
  await field(page, "Email").fill("casey@");
  await expect(dialog.getByText("Please enter a valid email address.")).toBeVisible();
  await field(page, "Email").fill("casey@example.test");
  await expect(dialog.getByRole("switch", { name: /^Active/ })).toBeChecked();
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(toast(page)).toContainText("User created successfully");
  await expect(dialog).toHaveCount(0);
  await expect(row(page, username)).toContainText("Casey Jones");
  await expect(row(page, username)).toContainText("casey@example.test");
  await expect(row(page, username)).toContainText("No admin access");
  await expect(row(page, username)).not.toContainText("Administrator");
  await expect(row(page, username)).toContainText("Active");

  // A username taken: the server's 409 in the toast and on the field.
  await page.getByRole("button", { name: "Add User" }).click();
  await field(page, "Username").fill(username);
  await dialog.getByLabel("Password").fill("another-password");
  await dialog.getByRole("button", { name: "Create User" }).click();
  await expect(toast(page)).toContainText("Failed to save user: That username is already taken.");
  await expect(field(page, "Username")).toHaveAttribute("aria-invalid", "true");
  // Closing with unsaved changes asks first.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  const ask = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
  await ask.getByRole("button", { name: "Discard changes" }).click();
  await expect(dialog).toHaveCount(0);

  // Edit: a new last name and the role; the blank password keeps the current one.
  await row(page, username)
    .getByRole("button", { name: `Edit user ${username}` })
    .click();
  const editDialog = page.getByRole("dialog", { name: "Edit User" });
  await expect(field(page, "Username")).toHaveValue(username);
  await expect(editDialog.getByLabel("Password")).toHaveValue("");
  await expect(editDialog.getByText("Leave blank to keep the current password.")).toBeVisible();
  await field(page, "Last Name").fill("Jones-Smith");
  await editDialog.getByRole("button", { name: "Update User" }).click();
  await expect(toast(page)).toContainText("User updated successfully");
  await expect(row(page, username)).toContainText("Casey Jones-Smith");

  // The user signs in elsewhere with the kept password; not an admin, so admin calls are refused 403.
  const other = await newContext(browser);
  const userPage = await other.newPage();
  await signInAs(userPage, { username, password });
  await expect(userPage.getByText("Your account doesn't have administrator permissions.")).toBeVisible();
  expect((await userPage.request.get("/api/users")).status()).toBe(403);

  // Deactivated: the row says Inactive and that session is gone (401, not 403).
  await row(page, username)
    .getByRole("button", { name: `Edit user ${username}` })
    .click();
  await editDialog.locator("label").filter({ hasText: "Active" }).click();
  await expect(editDialog.getByRole("switch", { name: /^Active/ })).not.toBeChecked();
  await editDialog.getByRole("button", { name: "Update User" }).click();
  await expect(toast(page)).toContainText("User updated successfully");
  await expect(row(page, username)).toContainText("Inactive");
  expect((await userPage.request.get("/api/users")).status()).toBe(401);
  expect(await (await userPage.request.get("/api/auth/check")).json()).toMatchObject({ authenticated: false });
  await other.close();

  // Delete: asked first, with the product's words; Cancel keeps it.
  await expectDeleteDialogAxeClean(page, row(page, username));
  const deleteButton = row(page, username).getByRole("button", { name: `Delete user ${username}` });
  await deleteAfterConfirming(page, deleteButton, "Delete this user?", "User deleted successfully");
  await expect(row(page, username)).toHaveCount(0);
  expect(errors.uncaught).toEqual([]);

  // At a phone's width the table scrolls inside its own region, not the page.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row(page, ADMIN.username)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAdminAxeClean(page, "the users tab at 390 px", { dark: false });
});

test("the list refreshes every 30 seconds while shown; Refresh reads it at once", async ({ page }) => {
  let reads = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/users" && request.method() === "GET") reads += 1;
  });
  // The page's clock, stopped once the list is shown: thirty seconds pass when the test says so.
  await page.clock.install();
  await openUsers(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await expect(page.getByRole("status").filter({ hasText: "Refreshing…" })).toHaveCount(0);
  const before = reads;

  // Created by a script: thirty seconds of the page's time hold exactly one read (a 10 s interval
  // would give three, none at all zero), which shows it without the page being touched.
  const username = `script-${Date.now().toString(36)}`;
  const created = await page.request.post("/api/users", {
    data: { username, password: "script-password", role: "user", isActive: true },
  });
  expect(created.status()).toBe(201);
  await expect(row(page, username)).toHaveCount(0);
  await page.clock.runFor(30_000);
  await expect(row(page, username)).toBeVisible();
  expect(reads).toBe(before + 1);

  await page.getByRole("button", { name: "Refresh" }).click();
  await expect.poll(() => reads).toBe(before + 2);
  const id = ((await created.json()) as { user: { id: number } }).user.id;
  const removed = await page.request.delete(`/api/users/${id}`, { headers: { Origin: adminURL } });
  expect(removed.status(), await removed.text()).toBe(200);
});
