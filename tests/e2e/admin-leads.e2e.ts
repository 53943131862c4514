// The Leads tab in the browser (docs/product.md#leads, #erasure, #webhooks): a person who
// downloaded twice is one row; their page shows the timeline; 'Erase this person' asks first and
// removes them. Webhooks: a refused address, then one that is added, its secret shown once, a test
// event sent to a receiver in this test, checked with the Standard Webhooks library, and its attempt
// listed. axe in both themes. On the admin e2e server, signed in as its admin (admin-support.ts).
// That server runs in production with the network guard (NETWORK_LOOPBACK_ONLY, so it can reach
// nothing beyond this machine) and therefore with loopback endpoints allowed (playwright.config.ts).
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { expectAdminAxeClean, newContext, openDashboard, test, toast } from "./admin-support";

test.describe.configure({ mode: "default" });

/** Two downloads of a published resource by one person, from a visitor's own context. */
async function downloadTwice(page: Page, email: string) {
  const resources = await page.request.get("/api/resources");
  const list = (await resources.json()) as { id: number; title: string }[] | { data: { id: number; title: string }[] };
  const first = (Array.isArray(list) ? list : list.data)[0]!;
  const visitor = await newContext(page.context().browser()!);
  for (const [n, address] of [email, email.toUpperCase()].entries()) {
    const res = await visitor.request.post(`/api/resources/${first.id}/request`, {
      headers: { "X-Forwarded-For": `198.18.${test.info().workerIndex + 1}.${n + 10}` },
      data: { name: "Riley Stone", email: address, linkedinUrl: "https://www.linkedin.com/in/riley-stone" },
    });
    expect(res.status()).toBe(200);
  }
  await visitor.close();
  return first.title;
}

/** A webhook receiver on loopback in this test's process: records each POST, answers 200. */
async function startReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ headers: request.headers, body });
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/${Date.now().toString(36)}`, received, close: () => server.close() };
}

test("a person who downloaded twice is one row; their timeline; erased after confirming; a refused address, then a webhook endpoint added with its secret shown once; a test event is delivered and listed", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `riley-${Date.now().toString(36)}@example.test`;
  const title = await downloadTwice(page, email);

  await openDashboard(page, "/admin?tab=leads");
  await expect(page.getByRole("heading", { level: 2, name: "Leads" })).toBeVisible({ timeout: 20_000 });
  // The list follows what is typed: no button to press.
  await page.getByRole("searchbox", { name: "Search by name or e-mail" }).fill(email);
  const row = page.locator(`[data-lead-person="${email}"]`);
  await expect(row).toBeVisible();
  await expect(page.locator("[data-lead-person]")).toHaveCount(1);
  await expect(row).toContainText(`2 downloads: ${title}`);
  await expectAdminAxeClean(page, "the leads list");

  await row.getByRole("button", { name: "View Riley Stone" }).click();
  const timeline = page.locator("[data-lead-timeline]");
  await expect(timeline.getByRole("heading", { name: "Riley Stone" })).toBeVisible();
  await expect(timeline.locator("[data-event=download]")).toHaveCount(2);
  await expect(page).toHaveURL(/person=/);
  // The status is React Aria's select; a note is listed with who wrote it.
  await timeline.getByRole("button", { name: /Status/ }).click();
  await page.getByRole("option", { name: "Qualified" }).click();
  await expect(toast(page).filter({ hasText: "Marked as Qualified" })).toBeVisible();
  await timeline.getByRole("textbox", { name: "Add a note" }).fill("Wants a roadmap review in March.");
  await timeline.getByRole("button", { name: "Add note" }).click();
  await expect(timeline.getByRole("list", { name: "Notes" })).toContainText("Wants a roadmap review in March.");
  await expectAdminAxeClean(page, "a person's timeline");

  await timeline.getByRole("button", { name: "Erase this person" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Erase this person?" });
  await expect(dialog).toContainText(email);
  // Its colours are the ConfirmDialog's, scanned dark with every list's delete dialog (admin-users.e2e.ts).
  await expectAdminAxeClean(page, "the erase dialog", { dark: false });
  await dialog.getByRole("button", { name: "Erase" }).click();
  await expect(toast(page)).toContainText("Person erased");
  await expect(page.getByRole("heading", { level: 2, name: "Leads" })).toBeVisible();
  await page.getByRole("searchbox", { name: "Search by name or e-mail" }).fill(email);
  await expect(page.getByText("No leads match.")).toBeVisible();

  // Webhooks, on the same tab: a refused address, then an endpoint added with its secret shown once;
  // a test event is delivered and listed.
  const receiver = await startReceiver();
  const url = receiver.url;
  const section = page.locator("[data-webhooks]");
  await expect(section.getByRole("heading", { name: "Webhooks" })).toBeVisible({ timeout: 20_000 });

  // A refused address shows its reason; the next address is sent, and the reason goes. The private
  // address is only ever refused by the address policy when it is added: nothing connects to it
  // (and the server's network guard would refuse it too, decision 026).
  const field = section.getByRole("textbox", { name: "Endpoint URL" });
  await field.fill("http://10.0.0.8/hook");
  await section.getByRole("button", { name: "Add endpoint" }).click();
  const refused = "This address leads to a private, loopback or link-local network address.";
  await expect(section.locator("[data-webhook-form]")).toContainText(refused);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await field.fill(url);
  await section.getByText("contact.created").click();
  await section.getByRole("button", { name: "Add endpoint" }).click();
  await expect(toast(page)).toContainText("Webhook endpoint added");
  await expect(section.locator("[data-webhook-form]")).not.toContainText(refused);
  const secretBox = page.locator("[data-webhook-secret]");
  const secret = (await secretBox.locator("code").textContent()) ?? "";
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
  await expectAdminAxeClean(page, "the webhooks section with its secret");
  await secretBox.getByRole("button", { name: "I have copied it" }).click();
  await expect(secretBox).toHaveCount(0);

  const endpoint = section.locator(`[data-webhook="${url}"]`);
  await expect(endpoint).toContainText("lead.created, contact.created");
  await endpoint.getByRole("button", { name: "Send test event" }).click();
  await expect(toast(page)).toContainText("Test event queued");
  await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
  const post = receiver.received[0]!;
  const verified = new Webhook(secret).verify(post.body, post.headers as Record<string, string>);
  expect(verified).toMatchObject({ type: "test" });
  await expect
    .poll(
      async () => {
        await section.getByRole("button", { name: "Refresh" }).click();
        return endpoint.locator('[data-attempt="sent"]').count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await expect(endpoint.locator("[data-delivery]").first()).toContainText("test");
  receiver.close();

  // Shown once: a fresh view of the tab has the endpoint but not its secret.
  await page.reload();
  await expect(section.locator(`[data-webhook="${url}"]`)).toBeVisible({ timeout: 20_000 });
  expect(await page.content()).not.toContain(secret);
  // The section was scanned with its secret above: here what is new, the endpoint with its deliveries.
  await expectAdminAxeClean(page, "an endpoint with its deliveries", { include: `[data-webhook="${url}"]` });

  await section
    .locator(`[data-webhook="${url}"]`)
    .getByRole("button", { name: `Remove ${url}` })
    .click();
  await expect(toast(page)).toContainText("Webhook endpoint removed");
  await expect(section.locator(`[data-webhook="${url}"]`)).toHaveCount(0);
});
