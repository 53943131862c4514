// The Messages tab in the browser: a visitor sends the real /contact form in a browser of their
// own; the admin sees the message in Messages (newest first, the tab's label counting what is not
// handled yet), marks it handled and back, finds a mailto: reply link, and deletes it after a
// confirmation. The Activity tab lists the admin's sign-in and these changes. A message posted to
// the API without the form's stamp shows as 'Unverified' with its reason, and 'Not spam' clears
// that. axe in both themes on the tab and an unverified message. On the admin e2e server, signed in as its admin (admin-support.ts).
import { expect, type Page } from "@playwright/test";
import { adminURL, choose, expectAdminAxeClean, newContext, openDashboard, test, toast } from "./admin-support";
import { openPage } from "./support";

const messagesTab = (page: Page) => page.getByRole("tab", { name: /^Messages/ });

/** The count the Messages tab's accessible name gives ("Messages, 2 unread"), 0 without one. */
async function unreadCount(page: Page): Promise<number> {
  const name = (await messagesTab(page).getAttribute("aria-label")) ?? "";
  const match = /(\d+) unread/.exec(name);
  return match ? Number(match[1]) : 0;
}

let sent = 0;
/** Sends the contact form as a visitor, from an address of its own (the per-address limit). */
async function sendContactMessage(page: Page, message: { name: string; email: string; text: string }) {
  sent += 1;
  const visitor = await newContext(page.context().browser()!);
  await visitor.setExtraHTTPHeaders({ "X-Forwarded-For": `198.19.${test.info().workerIndex + 1}.${sent}` });
  const contact = await visitor.newPage();
  await openPage(contact, "/contact");
  const form = contact.locator("form[data-contact-form]");
  await form.getByLabel("Name").fill(message.name);
  await form.getByLabel("Email").fill(message.email);
  await form.getByLabel("Company (optional)").fill("Northwind Traders");
  await choose(contact, form, "Service of Interest", "Product Operations");
  await form.getByLabel("Message").fill(message.text);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(contact.getByRole("region", { name: "Notification" })).toContainText("Message sent!");
  await visitor.close();
}

test("a message sent through /contact appears in Messages, is marked handled and back, and is deleted; one sent without the form's stamp is marked Unverified, and 'Not spam' clears it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const visitor = { name: `Morgan Reed ${stamp}`, email: `morgan-${stamp}@example.test` };
  const text = "We would like help setting up product operations.\nSecond line of the message.";

  await openDashboard(page, "/admin?tab=messages");
  await expect(page.getByRole("heading", { level: 2, name: /^Messages/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("[data-message-list], p:text('No messages yet.')")).toBeVisible();
  const before = await unreadCount(page);

  await sendContactMessage(page, { ...visitor, text });

  // Refresh reads the list and the count at once (they are also read every 30 seconds).
  await page.getByRole("button", { name: "Refresh" }).click();
  const item = page.locator(`[data-message-item="${visitor.email}"]`);
  await expect(item).toBeVisible();
  await expect(page.locator("[data-message-item]").first()).toHaveAttribute("data-message-item", visitor.email);
  await expect(item).toContainText(visitor.name);
  await expect(item).toContainText("Northwind Traders");
  await expect(item).toContainText("Product Operations");
  await expect(item).toContainText("Second line of the message.");
  await expect(item).toContainText("New");
  await expect(messagesTab(page)).toHaveAccessibleName(`Messages, ${before + 1} unread`);
  await expect(item.getByRole("link", { name: `Reply to ${visitor.name} by e-mail` })).toHaveAttribute(
    "href",
    `mailto:${visitor.email}?subject=${encodeURIComponent("Re: Product Operations")}`,
  );

  await item.getByRole("button", { name: `Mark as handled: message from ${visitor.name}` }).click();
  await expect(toast(page)).toContainText("Message marked as handled");
  await expect(item).toHaveAttribute("data-handled", "true");
  await expect(item).toContainText("Handled");
  await expect(messagesTab(page)).toHaveAccessibleName(before === 0 ? "Messages" : `Messages, ${before} unread`);

  await item.getByRole("button", { name: `Mark as not handled: message from ${visitor.name}` }).click();
  await expect(toast(page)).toContainText("Message marked as not handled");
  await expect(item).toHaveAttribute("data-handled", "false");
  await expect(messagesTab(page)).toHaveAccessibleName(`Messages, ${before + 1} unread`);

  await expectAdminAxeClean(page, "the messages tab");

  const deleteButton = item.getByRole("button", { name: `Delete message from ${visitor.name}` });
  await deleteButton.click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this message?" });
  await expect(confirm).toContainText("This action cannot be undone.");
  // (This is every list's delete dialog (shared/ui/delete-confirm.tsx), scanned in both themes in
  // admin-users.e2e.ts; the Activity tab below is scanned in admin-activity.e2e.ts.)
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page)).toContainText("Message deleted successfully");
  await expect(item).toHaveCount(0);
  await expect(messagesTab(page)).toHaveAccessibleName(before === 0 ? "Messages" : `Messages, ${before} unread`);

  // A message sent without the form's stamp is marked Unverified, and 'Not spam' clears it.
  const samStamp = Date.now().toString(36);
  const sender = { name: `Sam Script ${samStamp}`, email: `sam-${samStamp}@example.test` };

  // the product's JSON call from a client other than the page: no stamp, no cookie. It is accepted all the same.
  sent += 1;
  const res = await request.post("/api/contact", {
    headers: { Origin: adminURL, "X-Forwarded-For": `198.19.${test.info().workerIndex + 101}.${sent}` },
    data: {
      name: sender.name,
      email: sender.email,
      company: "",
      service: "other",
      message: "Posted straight to the API, without the contact page.",
      recipientEmail: "hello@example.com",
    },
  });
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ success: true });

  await page.getByRole("button", { name: "Refresh" }).click();
  const unverified = page.locator(`[data-message-item="${sender.email}"]`);
  await expect(unverified).toBeVisible();
  await expect(unverified).toHaveAttribute("data-flag", "unverified");
  await expect(unverified.getByText("Unverified", { exact: true })).toBeVisible();
  const reason = "it came without a valid stamp from the contact page";
  await expect(unverified).toHaveAccessibleDescription(new RegExp(reason));
  const notSpam = unverified.getByRole("button", { name: `Not spam: message from ${sender.name}` });
  await expect(notSpam).toHaveAccessibleDescription(new RegExp(reason));
  await expectAdminAxeClean(page, "an unverified message");

  await notSpam.click();
  await expect(toast(page)).toContainText("Message marked as not spam");
  await expect(unverified.getByText("Unverified", { exact: true })).toHaveCount(0);
  await expect(notSpam).toHaveCount(0);
  await expect(unverified).not.toHaveAttribute("data-flag", /.*/);

  // Cleared for good: the list as read again says the same.
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(unverified).toBeVisible();
  await expect(unverified.getByText("Unverified", { exact: true })).toHaveCount(0);

  await unverified.getByRole("button", { name: `Delete message from ${sender.name}` }).click();
  await page.getByRole("alertdialog", { name: "Delete this message?" }).getByRole("button", { name: "Delete" }).click();
  await expect(unverified).toHaveCount(0);

  // The Activity tab says these changes, newest first, read-only, naming the message by its sender.
  await page.getByRole("tab", { name: "Activity" }).click();
  const list = page.locator("[data-activity-list]");
  await expect(list).toBeVisible({ timeout: 20_000 });
  // Other tests write on the same server meanwhile, so this message's entries are found by their
  // sentence rather than by place: the deletion stands above the updates before it.
  const sentences = () => list.locator("li").evaluateAll((items) => items.map((item) => item.textContent ?? ""));
  const deletedSentence = `admin deleted message '${visitor.name}'`;
  await expect.poll(async () => (await sentences()).some((text) => text.includes(deletedSentence))).toBe(true);
  const said = await sentences();
  const deleted = said.findIndex((text) => text.includes(deletedSentence));
  const updated = said.findIndex((text) => text.includes(`admin updated message '${visitor.name}'`));
  expect(updated, "the updates of the same message, below its deletion").toBeGreaterThan(deleted);
  await expect(list).toContainText("admin signed in");
  await expect(page.getByRole("button", { name: /^(Edit|Delete)/ })).toHaveCount(0);
});
