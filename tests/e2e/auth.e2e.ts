// Signing in and out in the browser: the /login page with and without JavaScript, the
// /admin guard the server renders, the dashboard's re-check and logout, and the shared toasts. The
// e2e server's admin is admin / e2e-admin-password (playwright.config.ts); the 'user'-role account
// comes from tests/e2e/prepare-data.ts. Failed sign-ins use made-up usernames where they can, so
// the throttle (5 failures per username and address) never holds up the admin's own sign-ins.
import { expect, type Page, test } from "@playwright/test";
import { e2eReader } from "./fixtures";
import { collectErrors, expectAxeClean, openPage, signInByApi, waitForScripts } from "./support";

const ADMIN = { username: "admin", password: "e2e-admin-password" };

async function signInThroughPage(page: Page, username: string, password: string, options = { timed: false }) {
  await openPage(page, "/login");
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(password);
  if (options.timed) await timeNextClick(page);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/**
 * The redirect delays are timed inside the browser, from the click to the start of the next page's
 * navigation: a busy machine can take longer than the whole delay to report a click done to the
 * test. The click's time survives the navigation in sessionStorage.
 */
async function timeNextClick(page: Page) {
  await page.evaluate(() => {
    const record = (event: MouseEvent) => {
      if (!(event.target as Element).closest("button")) return;
      sessionStorage.setItem("clickedAt", String(Date.now()));
      document.removeEventListener("click", record, true);
    };
    document.addEventListener("click", record, true);
  });
}
function msSinceClick(page: Page): Promise<number> {
  return page.evaluate(() => performance.timeOrigin - Number(sessionStorage.getItem("clickedAt")));
}

const toastRegion = (page: Page) => page.getByRole("region", { name: "Notification" });

test.describe("with JavaScript", () => {
  test("an admin signs in, reaches /admin, stays signed in on reload, is sent on from /login, signs out to / and meets the guard (axe on the guard)", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const errors = collectErrors(page);
    await signInThroughPage(page, ADMIN.username, ADMIN.password, { timed: true });
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    await expect(toastRegion(page)).toContainText("Login successful");
    await expect(toastRegion(page)).toContainText("Redirecting to admin area");
    await page.waitForURL("**/admin");
    expect(await msSinceClick(page)).toBeGreaterThanOrEqual(1400);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByText("Checking authentication...")).toHaveCount(0);
    expect(errors).toEqual({ console: [], uncaught: [] });

    await page.reload();
    await waitForScripts(page);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    // The dashboard as it opens (the Home tab) is scanned in tests/e2e/admin-home.e2e.ts.
    // Signed in, /login sends the admin on to /admin.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/admin$/);
    await waitForScripts(page);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

    await timeNextClick(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await msSinceClick(page)).toBeGreaterThanOrEqual(450);

    const response = await openPage(page, "/admin");
    expect(response?.status()).toBe(401);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Access Required" })).toBeVisible();
    await expect(page.getByText("Sign in to access the admin area.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to Login" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toHaveCount(0);
    await expectAxeClean(page, "/admin (signed out)");
  });

  test("password managers can fill the form; after an empty submit, filling both fields at once and one press of Sign In signs in", async ({
    page,
  }) => {
    await openPage(page, "/login");
    // What password managers look for: username and current-password fields.
    await expect(page.getByLabel("Username")).toHaveAttribute("autocomplete", "username");
    await expect(page.getByLabel("Username")).toHaveAttribute("name", "username");
    await expect(page.getByLabel("Password")).toHaveAttribute("autocomplete", "current-password");
    await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Username is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();

    // A paste or a password manager: one input event per field, no typing and no blur in between.
    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    // The errors go as the fields are filled, so nothing moves under the pointer of the next press.
    await expect(page.getByText("Username is required")).toHaveCount(0);
    await expect(page.getByText("Password is required")).toHaveCount(0);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toastRegion(page)).toContainText("Login successful");
    await page.waitForURL("**/admin");
  });

  test("the open dashboard re-checks the session every 5 minutes and shows the guard once it has ended", async ({
    page,
    baseURL,
  }) => {
    await page.clock.install();
    await signInByApi(page, ADMIN);
    await openPage(page, "/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

    // The session ends elsewhere (another tab signs out); this page does not know yet.
    const logout = await page.request.post("/api/auth/logout", { headers: { Origin: baseURL! } });
    expect(logout.status()).toBe(200);
    await page.clock.fastForward("04:50");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await page.clock.fastForward("00:15");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Access Required" })).toBeVisible();
    await expect(page.getByText("Sign in to access the admin area.")).toBeVisible();
  });
});

test.describe("toasts", () => {
  const failOnce = async (page: Page, username: string) => {
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill("some-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
  };

  test("one at a time, in a region labelled 'Notification' no wider than 420 px, gone after 5 seconds", async ({
    page,
  }) => {
    await page.clock.install();
    await openPage(page, "/login");
    // Time stands still from here, so the toast's 5 seconds are counted from when it appeared.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await failOnce(page, "toast-one");
    await failOnce(page, "toast-two");
    const toasts = toastRegion(page).getByRole("alertdialog");
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText("Login failed");
    const box = await toastRegion(page).boundingBox();
    expect(box!.width).toBeLessThanOrEqual(420);
    await page.clock.fastForward(4900);
    await expect(toasts).toHaveCount(1);
    await page.clock.fastForward(200);
    await expect(toastRegion(page)).toHaveCount(0);
  });

  test("F8 moves focus to the toast; its close button closes it; a swipe of 50 px or more to the right dismisses it, a shorter one does not", async ({
    page,
  }) => {
    await openPage(page, "/login");
    await failOnce(page, "toast-three");
    await page.keyboard.press("F8");
    const toast = toastRegion(page).getByRole("alertdialog");
    await expect(toast).toBeFocused();
    await toast.getByRole("button", { name: "Close" }).click();
    await expect(toastRegion(page)).toHaveCount(0);

    await failOnce(page, "toast-four");
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    const x = box.x + 40;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toHaveCount(1);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 80, y, { steps: 8 });
    await page.mouse.up();
    await expect(toastRegion(page)).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a failed post renders /login again with the message and the username kept; the form posts, the server sets the session cookie and /admin shows the dashboard", async ({
    page,
  }) => {
    await page.goto("/login");
    await page.getByLabel("Username").fill("no-such-user");
    await page.getByLabel("Password").fill("whatever-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("region", { name: "Admin Login" }).getByRole("alert")).toHaveText(
      "Invalid username or password.",
    );
    await expect(page.getByLabel("Username")).toHaveValue("no-such-user");
    await expect(page.getByLabel("Password")).toHaveValue("");

    await page.getByLabel("Username").fill(ADMIN.username);
    await page.getByLabel("Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === "session");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");

    // Logout is a form post too.
    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Access Required" })).toBeVisible();
  });
});

// The signed-out guard is scanned in the first test, where it is shown; the dashboard in
// tests/e2e/admin-home.e2e.ts. After the first scan of /login, each state is scanned where it
// differs from the page already scanned (decision 065).
test("/login and the no-permission guard (a 'user' account's text) have no axe violations (light and dark)", async ({
  page,
}) => {
  // Six scans (three states, two themes): on a machine shared with another run each takes seconds.
  test.setTimeout(90_000);
  await openPage(page, "/login");
  await expectAxeClean(page, "/login");
  await page.getByLabel("Username").fill("axe-check");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(toastRegion(page)).toContainText("Login failed");
  // A toast under the pointer stays (the region pauses its 5 seconds), however long the scans take.
  await toastRegion(page).hover();
  await expectAxeClean(page, "/login's form with an error, and the toast", {
    include: 'section[aria-labelledby="login-heading"], [data-toast-region]',
  });
  await expect(toastRegion(page)).toContainText("Login failed");

  // A 'user' role account signed in: the no-permission text, not the sign-in one.
  await signInByApi(page, e2eReader);
  expect((await openPage(page, "/admin"))?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Access Required" })).toBeVisible();
  await expect(page.getByText("Your account doesn't have administrator permissions.")).toBeVisible();
  await expect(page.getByText("Sign in to access the admin area.")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Go to Login" })).toBeVisible();
  // The guard's page around it is the signed-out guard's, scanned in the first test.
  await expectAxeClean(page, "/admin (no permission)", { include: "[data-admin-guard]" });
});
