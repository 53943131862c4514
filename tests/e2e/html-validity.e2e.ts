// The states only a browser shows pass the Nu Html Checker too (docs/architecture.md#html-validity):
// the hydrated contact form and the download dialog, each with the errors of an empty submit. The
// server-rendered pages and the plain-form states are tests/integration/html-validity.test.ts's.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { htmlErrors } from "../support/html-checker";
import { openPage } from "./support";

test("the contact form's and the download dialog's errors, as the browser shows them, have no HTML error", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const dir = mkdtempSync(join(tmpdir(), "html-validity-e2e-"));
  try {
    await openPage(page, "/contact");
    const contact = page.locator("form[data-contact-form]");
    await contact.getByRole("button", { name: "Send Message" }).click();
    await expect(contact.getByText("Name must be at least 2 characters.")).toBeVisible();
    writeFileSync(join(dir, "contact-errors.html"), await page.content());

    await openPage(page, "/resources");
    await page
      .locator('[data-resource-card="prd-guidelines"]')
      .getByRole("button", { name: /^Download Resource/ })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Download Now" }).click();
    await expect(dialog.getByText("Name must be at least 2 characters.")).toBeVisible();
    writeFileSync(join(dir, "download-dialog-errors.html"), await page.content());

    expect(await htmlErrors([join(dir, "contact-errors.html"), join(dir, "download-dialog-errors.html")])).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
