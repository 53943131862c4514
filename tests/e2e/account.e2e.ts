// The My Account tab and two-factor sign-in in the browser (docs/product.md#account,
// docs/architecture.md#two-factor): enrolling an authenticator app and signing in again with the
// password and a code computed here, and registering a passkey with Chromium's virtual
// authenticator and signing in with it alone. They run on their own server, whose SITE_URL is
// http://localhost:<port> (passkeys need a secure context and a domain, never an IP address:
// playwright.config.ts), each with an account of its own made here, never the e2e admin. On the
// way, the prompt that asks for a proof before such a change once the sign-in is old, the recovery
// codes' Copy and Download, Logout saying it is signing out before it leaves, and passkeys at an IP
// address said in words.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { decodeBase32IgnorePadding } from "@oslojs/encoding";
import { generateHOTP } from "@oslojs/otp";
import { type APIRequestContext, expect, type Page, request, test } from "@playwright/test";
import { expectAdminAxeClean } from "./admin-support";
import { expectAxeClean, openPage, signInByApi } from "./support";

const accountURL = `http://localhost:${process.env.E2E_ACCOUNT_PORT}`;
const ADMIN = { username: "admin", password: "e2e-admin-password" };

test.use({ baseURL: accountURL });

/** A new account made by the e2e admin through the API. */
async function newAccount(role: "user" | "admin") {
  const account = { username: `acct-${role}-${Date.now().toString(36)}`, password: "account-e2e-password" };
  const api: APIRequestContext = await request.newContext({ baseURL: accountURL });
  expect((await api.post("/api/auth/login", { data: ADMIN })).status()).toBe(200);
  const made = await api.post("/api/users", {
    data: { ...account, role, isActive: true, firstName: "Quinn", lastName: "Example", email: null },
    headers: { Origin: accountURL },
  });
  expect(made.status(), "the account is made").toBe(201);
  await api.dispose();
  return account;
}

/**
 * The authenticator app's code for `secret`, one 30-second step ahead: the server takes the step
 * either side of now, but never a step it has taken already (enrolment took the current one).
 */
function nextCode(secret: string): string {
  return generateHOTP(decodeBase32IgnorePadding(secret), BigInt(Math.floor(Date.now() / 30_000) + 1), 6);
}

async function openAccount(page: Page) {
  await openPage(page, "/admin?tab=account");
  await expect(page.getByRole("heading", { level: 2, name: "My Account" })).toBeVisible();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await page.waitForURL(`${accountURL}/`);
}

async function fillPassword(page: Page, account: { username: string; password: string }) {
  await openPage(page, "/login");
  await page.getByLabel("Username").fill(account.username);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Makes the account's sessions an hour old, as the server's clock cannot be moved from here. */
function ageSessions(username: string) {
  execFileSync("node_modules/.bin/bun", [
    "tests/e2e/fixtures/age-sessions.ts",
    String(process.env.E2E_ACCOUNT_DATA_DIR),
    username,
  ]);
}

test("a 'user' account, signed in an hour ago, is asked 'Confirm it's you' before setting up an authenticator app; the codes can be copied and downloaded; it then signs in with password and code; at an IP address, the passkeys part says passkeys need the site's domain name", async ({
  page,
  context,
}) => {
  // Two sign-ins (argon2 on purpose slow), a proof, a sign-out's pause and axe in two themes on three states.
  // The first is through the API: the form is auth.e2e.ts's subject, and the second sign-in's here.
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: accountURL });
  const account = await newAccount("user");
  await signInByApi(page, account);
  ageSessions(account.username);
  await openAccount(page);
  await expect(page.getByText("Your account doesn't have administrator permissions.")).toBeVisible();
  await expectAdminAxeClean(page, "the account page");

  // The sign-in is old: a proof is asked first, and the change asked for goes on by itself after it.
  await page.getByRole("button", { name: "Set up authenticator app" }).click();
  const prompt = page.getByRole("dialog", { name: "Confirm it's you" });
  await expect(prompt).toBeVisible();
  await expect(page.getByRole("img", { name: "QR code of your authenticator app's key" })).toHaveCount(0);
  await expectAdminAxeClean(page, "the re-authentication prompt");
  await prompt.getByLabel("Your password").fill("not-the-password");
  await prompt.getByRole("button", { name: "Confirm" }).click();
  await expect(prompt.getByText("Your current password is not correct.")).toBeVisible();
  await prompt.getByLabel("Your password").fill(account.password);
  await prompt.getByRole("button", { name: "Confirm" }).click();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByRole("img", { name: "QR code of your authenticator app's key" })).toBeVisible();

  const secret = await page.locator("[data-totp-secret]").getAttribute("data-totp-secret");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const code = generateHOTP(decodeBase32IgnorePadding(secret!), BigInt(Math.floor(Date.now() / 30_000)), 6);
  await page.getByRole("textbox", { name: "Code from the app" }).fill(code);
  await page.getByRole("button", { name: "Turn on" }).click();
  const codes = page.getByRole("region", { name: "Your recovery codes" });
  await expect(codes.getByRole("listitem")).toHaveCount(10);
  await expect(codes.getByRole("listitem").first()).toHaveText(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
  const shown = await codes.getByRole("listitem").allTextContents();

  await codes.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByText("Recovery codes copied")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  for (const one of shown) expect(copied).toContain(one);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    codes.getByRole("button", { name: "Download" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("recovery-codes.txt");
  const saved = readFileSync((await download.path())!, "utf8");
  expect(saved).toContain(`Recovery codes for ${account.username}`);
  for (const one of shown) expect(saved).toContain(one);
  await page.getByRole("button", { name: "I have saved these codes" }).click();
  await expect(page.getByText("On. 10 recovery codes left.")).toBeVisible();

  // Logout says it is signing out before it leaves.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("button", { name: "Logging out..." })).toBeDisabled();
  await expect(page.getByRole("region", { name: "Notification" })).toContainText("Logged out");
  await page.waitForURL(`${accountURL}/`);
  await fillPassword(page, account);
  const secondStep = page.locator("[data-second-step]");
  await expect(secondStep.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
  // The page around this step (header, footer) is scanned in full in auth.e2e.ts.
  await expectAxeClean(page, "the second step of signing in", { scope: "#main" });
  await secondStep.getByRole("textbox", { name: "Authentication code" }).fill("000000");
  await secondStep.getByRole("button", { name: "Verify" }).click();
  await expect(secondStep.getByRole("alert")).toHaveText("Invalid code. Please try again.");
  await secondStep.getByRole("textbox", { name: "Authentication code" }).fill(nextCode(secret!));
  await secondStep.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL("**/admin");
  // The dashboard it lands on: its account tab, without loading the page again.
  await page.getByRole("tab", { name: "My Account" }).click();
  await expect(page.getByText("On. 10 recovery codes left.")).toBeVisible();

  // At an IP address, the passkeys part says passkeys need the site's domain name.
  // The same server at its address by number: the session cookie goes along (cookies ignore ports).
  const ipURL = accountURL.replace("localhost", "127.0.0.1");
  const session = (await context.cookies(accountURL)).find((cookie) => cookie.name === "session")!;
  await context.addCookies([{ name: session.name, value: session.value, url: ipURL }]);
  await openPage(page, `${ipURL}/admin?tab=account`);
  const passkeys = page.locator("[data-passkeys]");
  await expect(passkeys.getByText("Passkeys need the site's domain name.", { exact: false })).toBeVisible();
  await expect(passkeys.getByRole("button", { name: "Add a passkey" })).toHaveCount(0);
  await expect(page.getByText("invalid domain")).toHaveCount(0);
});

test("an admin registers a passkey with the browser's authenticator and signs in with it alone", async ({ page }) => {
  // Two password checks (argon2 on purpose slow) for the account's making and first sign-in.
  test.setTimeout(60_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const account = await newAccount("admin");
  await signInByApi(page, account);
  await openAccount(page);

  const passkeys = page.locator("[data-passkeys]");
  await passkeys.getByRole("textbox", { name: "Passkey name" }).fill("Test laptop");
  await passkeys.getByRole("button", { name: "Add a passkey" }).click();
  await expect(passkeys.getByText("Test laptop", { exact: true })).toBeVisible();
  await expect(passkeys.getByRole("button", { name: "Remove Test laptop" })).toBeVisible();

  await signOut(page);
  await openPage(page, "/login");
  await page.getByRole("button", { name: "Use a passkey" }).click();
  await page.waitForURL("**/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  // Its account tab, on the dashboard it landed on (no second load).
  await page.getByRole("tab", { name: "My Account" }).click();
  await expect(page.locator("[data-passkeys]").getByText(/last used/)).toBeVisible();
});
