// The Home tab, the tab bar and the roles in the browser (docs/product.md#admin-home, #roles,
// #invitations): Home opens by default with its sections; the tabs sit on one line at 1440 px and are
// a 'Menu' at 390 px (axe in both themes), where no tab scrolls the page sideways; an invitation is
// accepted in a signed-out browser; an Author cannot publish and an Editor reads leads without
// changing them. Each section's states and the invite form are component tests
// (src/islands/admin/home/HomeTab.dom.test.tsx, src/islands/admin/users/invitations.dom.test.tsx).
import { expect, type Page } from "@playwright/test";
import { ADMIN_TABS } from "../../src/content/admin-tabs";
import { dashboardTexts } from "../../src/islands/admin/texts";
import { expectAdminAxeClean, newContext, openDashboard, openEditor, test } from "./admin-support";
import { expectAxeClean, openPage, signInByApi } from "./support";

/** A new account of `role` made through the admin API, signed in in a browser context of its own. */
async function signedInAs(page: Page, browser: Parameters<typeof newContext>[0], role: "author" | "editor") {
  const username = `${role}-${Date.now().toString(36)}`;
  const password = `${role}-password-1`;
  const made = await page.request.post("/api/users", { data: { username, password, role, isActive: true } });
  expect(made.status()).toBe(201);
  const context = await newContext(browser);
  const other = await context.newPage();
  await signInByApi(other, { username, password });
  return { context, page: other, username };
}

const tabNames = (page: Page) => page.getByRole("tab").allTextContents();

test("Home opens by default; the tabs are one line at 1440 px and a Menu at 390 px (axe in both themes), where no tab scrolls the page sideways", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await openDashboard(page, "/admin");
  await expect(page.getByRole("tab", { name: "Home" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { level: 2, name: "Home" })).toBeVisible();
  for (const heading of ["New leads this week", "Messages", "Drafts and scheduled", "Backups and server"]) {
    await expect(page.getByRole("region", { name: heading })).toBeVisible({ timeout: 20_000 });
  }
  // One line: every tab at the same height, none wrapped; the menu is not shown.
  const tops = await page.getByRole("tab").evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect().top));
  expect(tops.length).toBe(ADMIN_TABS.length);
  expect(new Set(tops).size).toBe(1);
  await expect(page.getByRole("button", { name: "Menu of admin sections" })).toBeHidden();
  await expectAxeClean(page, "the Home tab");

  // A phone: a Menu button beside the open tab's name; it lists every tab and opens the one chosen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("tablist")).toBeHidden();
  // 'Menu' on screen; its name tells it from the site header's own Menu.
  const menu = page.getByRole("button", { name: "Menu of admin sections" });
  await expect(menu).toHaveText("Menu");
  await menu.click();
  const list = page.getByRole("menu", { name: dashboardTexts.tabListLabel });
  await expect(list.getByRole("menuitemradio")).toHaveText(ADMIN_TABS.map((tab) => dashboardTexts.tabs[tab]));
  await expectAdminAxeClean(page, "the tab menu at 390 px");
  await list.getByRole("menuitemradio", { name: "Settings" }).click();
  await expect(list).toBeHidden();
  await expect(page).toHaveURL(/[?&]tab=settings/);
  await expect(page.locator("[data-open-tab]")).toHaveText("Settings");
  await expect(menu).toBeFocused();
  // No tab scrolls the page sideways at 390 px: each is opened in turn through the Menu (the same
  // page, so one load for all of them) and measured once its code and first read have come.
  const overflowing: string[] = [];
  for (const tab of ADMIN_TABS) {
    await menu.click();
    await list.getByRole("menuitemradio", { name: dashboardTexts.tabs[tab] }).click();
    await expect(page.locator("[data-open-tab]")).toHaveText(dashboardTexts.tabs[tab]);
    await expect(page.locator(`[data-tab-panel="${tab}"]`)).not.toContainText("Loading", { timeout: 20_000 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) overflowing.push(`${tab}: ${width}px`);
  }
  expect(overflowing).toEqual([]);
  // (?tab=blog opens Blog Posts: every admin test that opens the dashboard without naming a tab does.)
});

test("an invitation is accepted in a signed-out browser: the account has the role and signs in; an Editor reads leads and messages without changing them, and sees no Users or Settings", async ({
  page,
  browser,
}) => {
  // A lead to open: a download through the public API.
  const resources = await (await page.request.get("/api/resources")).json();
  const resource = (resources.data ?? resources)[0];
  const leadEmail = `reader-${Date.now().toString(36)}@client.test`;
  const asked = await page.request.post(`/api/resources/${resource.id}/request`, {
    data: { name: "Rita Reader", email: leadEmail, linkedinUrl: "https://www.linkedin.com/in/rita" },
  });
  expect(asked.ok()).toBe(true);

  const email = `invitee-${Date.now().toString(36)}@firm.test`;
  const invited = await page.request.post("/api/admin/invitations", { data: { email, role: "editor" } });
  expect(invited.status()).toBe(201);
  const link = new URL((await invited.json()).data.url);

  const context = await newContext(browser);
  const visitor = await context.newPage();
  await openPage(visitor, `${link.pathname}${link.search}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Accept your invitation" })).toBeVisible();
  await expect(visitor.getByText(`You were invited as Editor with ${email}.`)).toBeVisible();
  const username = `invitee-${Date.now().toString(36)}`;
  await visitor.getByLabel("Username").fill(username);
  await visitor.getByLabel("Name shown on your posts").fill("Ivy Invitee");
  await visitor.getByLabel("Password").fill("invitee-password-1");
  await visitor.getByRole("button", { name: "Create my account" }).click();
  await expect(visitor.getByRole("heading", { name: "Your account is ready" })).toBeVisible();

  // The link worked once; the account signs in as an Editor: it reads a lead, cannot erase it,
  // and has no Users, Settings or webhooks.
  await openPage(visitor, `${link.pathname}${link.search}`);
  await expect(visitor.getByText("This invitation was already used")).toBeVisible();
  await signInByApi(visitor, { username, password: "invitee-password-1" });
  await openDashboard(visitor, `/admin?tab=leads&person=${encodeURIComponent(leadEmail)}`);
  const names = await tabNames(visitor);
  expect(names).toContain("Leads");
  expect(names).not.toContain("Users");
  expect(names).not.toContain("Settings");
  await expect(visitor.getByRole("heading", { name: "Rita Reader" })).toBeVisible({ timeout: 20_000 });
  await expect(visitor.getByRole("button", { name: "Erase this person" })).toHaveCount(0);
  await expect(visitor.getByRole("heading", { name: /Webhooks/ })).toHaveCount(0);
  expect((await visitor.request.delete(`/api/admin/leads/${encodeURIComponent(leadEmail)}`)).status()).toBe(403);
  await context.close();
});

test("an Author writes drafts only: no Publish, no tab of another role, and the server refuses anyway", async ({
  page,
  browser,
}) => {
  const author = await signedInAs(page, browser, "author");
  await openDashboard(author.page, "/admin?tab=blog");
  expect(await tabNames(author.page)).toEqual(["Home", "Blog Posts", "Media", "My Account"]);
  // On the editor page an Author saves drafts only: no publish menu (docs/product.md#editor).
  await openEditor(author.page);
  await expect(author.page.getByRole("button", { name: "Save draft" })).toBeVisible();
  await expect(author.page.getByRole("button", { name: "Publish options" })).toHaveCount(0);
  await expect(author.page.getByRole("button", { name: /^Publish/ })).toHaveCount(0);
  const refused = await author.page.request.post("/api/blog", {
    data: {
      title: "Sneaky",
      slug: `sneaky-${Date.now()}`,
      author: "A",
      category: "C",
      excerpt: "E",
      content: "<p>x</p>",
      published: true,
    },
  });
  expect(refused.status()).toBe(403);
  await author.context.close();
});
