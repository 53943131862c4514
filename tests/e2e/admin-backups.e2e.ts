// The Backups section of the Settings tab in the browser (docs/product.md#admin-backups): the
// dashboard's warning while there is no recent backup, 'Back up now' adding a row that downloads
// the archive, the warning gone once one exists, the delete asked first, and axe in both themes; what
// an archive holds said in the section, and a backup that carries the installation's secret sealed
// with a passphrase typed twice (refused on its field when the two differ or it is short; decision 025).
// On the admin e2e server, signed in as its admin (admin-support.ts); the test deletes what it made.
import { expect } from "@playwright/test";
import { deleteAfterConfirming, expectAdminAxeClean, openDashboard, test, toast } from "./admin-support";
import { collectErrors } from "./support";

test("a backup is made, downloaded and deleted from the Settings tab; the section says what an archive holds, and a backup can carry the secret sealed with a passphrase", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await openDashboard(page, "/admin?tab=settings");
  const section = page.getByRole("region", { name: "Backups" });
  await expect(section.getByRole("heading", { level: 3, name: "Schedule" })).toBeVisible({ timeout: 20_000 });
  const rows = section.getByRole("row");
  const before = await rows.count();

  await section.getByRole("button", { name: "Back up now" }).click();
  await expect(toast(page)).toContainText("Backup made");
  await expect(rows).toHaveCount(before === 0 ? 2 : before + 1);
  // Backed up just now: no warning above the tabs.
  await expect(page.locator("[data-backup-warning]")).toHaveCount(0);
  await expectAdminAxeClean(page, "the Backups section", { include: 'section[aria-labelledby="backups-heading"]' });

  const newest = rows.nth(1);
  const download = page.waitForEvent("download");
  await newest.getByRole("link", { name: /^Download the backup of / }).click();
  expect((await download).suggestedFilename()).toMatch(/^backup-.*\.tar\.gz$/);

  await deleteAfterConfirming(
    page,
    newest.getByRole("button", { name: /^Delete the backup of / }),
    "Delete this backup?",
    "Backup deleted",
  );

  // What an archive holds is said in the section; a backup can carry the secret sealed with a passphrase.
  await expect(section.locator("[data-backup-contents]")).toContainText(
    "It holds the installation's secret only if you include it below.",
  );

  const include = section.getByRole("checkbox", {
    name: "Include the installation's secret, sealed with a passphrase",
  });
  const passphrase = section.getByLabel("Passphrase", { exact: true });
  await expect(passphrase).toHaveCount(0);
  // By keyboard: React Aria's checkbox is a real input under its drawn box.
  await include.focus();
  await page.keyboard.press("Space");
  await expect(include).toBeChecked();
  await expect(passphrase).toBeVisible();
  await expectAdminAxeClean(page, "the Backups section with the passphrase", {
    include: 'section[aria-labelledby="backups-heading"]',
  });

  const again = section.getByLabel("Passphrase again", { exact: true });
  await passphrase.fill("a passphrase kept apart");
  await again.fill("a passphrase kept apar");
  await section.getByRole("button", { name: "Back up now" }).click();
  await expect(again).toHaveAttribute("aria-invalid", "true");
  await expect(section.getByText("The two passphrases differ")).toBeVisible();

  await passphrase.fill("too short");
  await again.fill("too short");
  await section.getByRole("button", { name: "Back up now" }).click();
  await expect(toast(page)).toContainText("The backup failed");
  await expect(passphrase).toHaveAttribute("aria-invalid", "true");
  await expect(section.getByText("Please enter a passphrase of at least 12 characters")).toBeVisible();

  await passphrase.fill("a passphrase kept apart");
  await again.fill("a passphrase kept apart");
  await section.getByRole("button", { name: "Back up now" }).click();
  await expect(toast(page)).toContainText("Backup made");
  await expect(passphrase).toHaveValue("");
  const sealed = section.getByRole("row").filter({ hasText: "Data, files and the sealed secret" });
  await expect(sealed).toHaveCount(1);
  const sealedDownload = page.waitForEvent("download");
  await sealed.getByRole("link", { name: /^Download the backup of / }).click();
  expect((await sealedDownload).suggestedFilename()).toMatch(/^backup-.*-with-secret\.tar\.gz$/);

  await deleteAfterConfirming(
    page,
    sealed.getByRole("button", { name: /^Delete the backup of / }),
    "Delete this backup?",
    "Backup deleted",
  );
  expect(errors.uncaught).toEqual([]);
});
