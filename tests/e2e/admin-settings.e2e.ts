// The Settings tab in the browser (docs/product.md#admin-settings): the e-mail, phone and founder's
// name saved and shown by /contact and /, the firm name at once in the page's header, footer and
// title, the notifications' digest choice kept (no e-mail without SMTP); the server's refusal on its nested field with every
// value kept (the form's own messages are a component test, SettingsForm.dom.test.tsx); the portrait chosen, moved and zoomed with the keyboard, and uploaded only as its
// square crop (checked pixel by pixel and through the media library); axe in both themes for the
// tab and the crop dialog. On the admin e2e server, signed in as its admin (admin-support.ts).
// The settings are one document for the whole server: this file's tests run one after the other,
// and each that saves puts them back as it found them, even when it fails.
import { expect, type Page } from "@playwright/test";
import {
  adminURL,
  expectAdminAxeClean,
  field,
  makePng,
  openDashboard,
  servedHtml,
  test,
  toast,
  upload,
} from "./admin-support";
import { collectErrors, expectFocusWithin } from "./support";

const SETTINGS_PATH = "/api/admin/settings";

test.describe.configure({ mode: "default" });

async function openSettings(page: Page) {
  await openDashboard(page, "/admin?tab=settings");
  await expect(page.getByRole("tab", { name: "Settings" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { level: 2, name: "Site Settings" })).toBeVisible({ timeout: 20_000 });
}

const group = (page: Page, legend: string) => page.getByRole("group", { name: legend, exact: true });
const groupField = (page: Page, legend: string, label: string) =>
  group(page, legend).getByRole("textbox", { name: label, exact: true });
const saveButton = (page: Page) => page.getByRole("button", { name: "Save settings" });

/** The settings as they are, so that the test can put them back (the admin server is shared). */
async function readSettings(page: Page): Promise<unknown> {
  const answer = await page.request.get(SETTINGS_PATH);
  expect(answer.status()).toBe(200);
  return answer.json();
}

/** Runs `steps`, then puts the settings back as they were before, whether the steps passed or not. */
async function keepingSettings(page: Page, steps: () => Promise<void>) {
  const before = await readSettings(page);
  try {
    await steps();
  } finally {
    expect((await page.request.put(SETTINGS_PATH, { data: before })).status()).toBe(200);
  }
}

// The form's own messages, and a save the database refuses, are a component test
// (src/islands/admin/settings/SettingsForm.dom.test.tsx); here, the server's 400 for a nested field.
test("the server's refusal lands on its nested field and keeps every value; then e-mail, phone, the founder's and the firm's names and the notifications are saved: the firm name at once in the page's header, footer and title, the rest on /contact and /", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  const suffix = Date.now().toString(36);
  const email = `studio-${suffix}@example.test`;
  const phone = "+1 (816) 555-0142";
  const founder = `Jordan Reyes ${suffix}`;
  const name = `Northwind Studio ${suffix}`;
  await keepingSettings(page, async () => {
    await openSettings(page);
    for (const legend of ["Firm", "Contact", "Founder", "Sharing"]) await expect(group(page, legend)).toBeVisible();
    const firmName = groupField(page, "Firm", "Firm name");
    const emailField = groupField(page, "Contact", "Email");
    const founderName = groupField(page, "Founder", "Name");
    await firmName.fill("Reyes & Partners");
    await emailField.fill("partners@example.test");

    // The server refuses what the browser let through: its message lands on the nested field.
    await founderName.fill("Jordan Reyes");
    let sent: unknown = null;
    await page.route(`**${SETTINGS_PATH}`, (route) => {
      if (route.request().method() !== "PUT") return route.continue();
      sent = route.request().postDataJSON();
      return route.fulfill({
        status: 400,
        json: {
          success: false,
          message: "Founder name must be at most 100 characters",
          errors: { "founder.name": "Founder name must be at most 100 characters" },
        },
      });
    });
    await saveButton(page).click();
    await expect(toast(page)).toContainText("Failed to save settings");
    await expect(toast(page)).toContainText("Founder name must be at most 100 characters");
    await expect(founderName).toHaveAttribute("aria-invalid", "true");
    await expect(
      group(page, "Founder").getByText("Founder name must be at most 100 characters", { exact: true }),
    ).toBeVisible();
    expect(sent).toMatchObject({
      firmName: "Reyes & Partners",
      email: "partners@example.test",
      founder: { name: "Jordan Reyes" },
    });
    // Nothing typed is lost, and the form is ready to be sent again.
    await expect(firmName).toHaveValue("Reyes & Partners");
    await expect(emailField).toHaveValue("partners@example.test");
    await expect(founderName).toHaveValue("Jordan Reyes");
    await expect(saveButton(page)).toBeEnabled();
    await page.unroute(`**${SETTINGS_PATH}`);

    // Saved for real: the firm name shows in the header, footer and title with no reload.
    const loads: string[] = [];
    page.on("load", () => loads.push(page.url()));
    await firmName.fill(name);
    await emailField.fill(email);
    await groupField(page, "Contact", "Phone").fill(phone);
    await founderName.fill(founder);
    // Notifications (docs/product.md#leads): no e-mail is sent without SMTP; the digest choice is kept.
    const notifications = group(page, "Notifications");
    await expect(notifications.locator("[data-no-mail]")).toHaveText(
      "No e-mail is sent: the server has no SMTP_URL. Leads and messages are stored and listed here only.",
    );
    await notifications.getByLabel("New lead e-mails").selectOption("digest");
    await notifications.getByLabel(/^Digest hour/).selectOption("7");
    await notifications.getByRole("textbox", { name: "Send to" }).fill("leads@example.test");
    await saveButton(page).click();
    await expect(toast(page)).toContainText("Settings saved");
    await expectAdminAxeClean(page, "the settings tab, saved");
    const header = page.locator("[data-site-header]");
    await expect(header.locator("[data-firm-name]")).toHaveText(name);
    await expect(header.getByRole("link", { name: `${name} home` })).toBeVisible();
    await expect(page.locator("footer [data-firm-name]")).toHaveText(name);
    await expect(page).toHaveTitle(new RegExp(` \\| ${name}$`));
    expect(loads).toEqual([]);
    // Saved: the form starts again from what the server kept, with nothing left unsaved.
    await expect(groupField(page, "Contact", "Email")).toHaveValue(email);
    await page.getByRole("tab", { name: "Users" }).click();
    await expect(page.getByRole("alertdialog", { name: "Discard unsaved changes?" })).toHaveCount(0);
    await expect(page).toHaveURL(/\?tab=users$/);

    // /contact and / are rendered on the server: their HTML says it, with no page load (decision 052).
    const contact = mainOf(await servedHtml(page, "/contact"));
    expect(contact).toContain(email);
    expect(contact).toContain(phone);
    // The founder's portrait or, with none, the initials' image: named with the new name either way.
    expect(await servedHtml(page, "/")).toMatch(
      new RegExp(`(alt|aria-label)="${founder}, Founder &amp; Principal Consultant"`),
    );

    // A fresh view of the tab has the notifications as saved.
    await openSettings(page);
    const again = group(page, "Notifications");
    await expect(again.getByLabel("New lead e-mails")).toHaveValue("digest");
    await expect(again.getByLabel(/^Digest hour/)).toHaveValue("7");
    await expect(again.getByRole("textbox", { name: "Send to" })).toHaveValue("leads@example.test");
  });
  expect(errors.uncaught).toEqual([]);
});

/** The `<main>` of a page's HTML. */
function mainOf(html: string): string {
  return html.slice(html.indexOf("<main"), html.indexOf("</main>"));
}

/** The founder's portrait's tag in the home page's HTML, or null when there is none. */
function founderPortraitOf(html: string): string | null {
  return html.match(/<img [^>]*data-founder-portrait[^>]*>/)?.[0] ?? null;
}

const RED = [220, 38, 38] as const;
const BLUE = [37, 99, 235] as const;

/** The colour of a pixel of an image on the page (drawn on a canvas: the image is this site's). */
async function pixelAt(page: Page, selector: string, x: number, y: number): Promise<number[]> {
  return page.locator(selector).evaluate(
    (image: HTMLImageElement, [px, py]) => {
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      return Array.from(context.getImageData(px!, py!, 1, 1).data.slice(0, 3));
    },
    [x, y],
  );
}

/** Whether two colours are the same but for JPEG's small shifts. */
function near(actual: number[], expected: readonly number[]): boolean {
  return actual.every((value, i) => Math.abs(value - expected[i]!) <= 24);
}

test("a portrait chosen from the library is unsaved until saved; a dragged photo follows the pointer and Cancel uploads nothing; the portrait is cropped square with the keyboard, and only the crop is uploaded", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  // An image in the library to choose: uploaded through the admin's image route, as any upload.
  const uploaded = await page.request.post("/api/admin/upload/image", {
    headers: { Origin: adminURL },
    multipart: {
      coverImage: { name: "library-portrait.png", mimeType: "image/png", buffer: makePng() },
      alt: "Library portrait",
    },
  });
  expect(uploaded.status()).toBe(201);
  const { fullUrl } = ((await uploaded.json()) as { data: { fullUrl: string } }).data;

  await keepingSettings(page, async () => {
    await openSettings(page);

    // A portrait chosen from the library fills the portrait, unsaved until 'Save settings'.
    await page.getByRole("button", { name: "Choose from library: Portrait" }).click();
    const picker = page.getByRole("dialog", { name: "Choose from library" });
    await picker.getByRole("row", { name: "Library portrait" }).first().click();
    await picker.getByRole("button", { name: "Choose", exact: true }).click();
    await expect(picker).toHaveCount(0);
    await expect(page.locator("[data-portrait-preview]")).toHaveAttribute("src", fullUrl);
    await expect(page.getByRole("button", { name: "Remove portrait" })).toBeVisible();
    // Nothing is saved yet: the server's settings still have no such portrait.
    expect(((await readSettings(page)) as { founder: { portraitUrl: string | null } }).founder.portraitUrl).not.toBe(
      fullUrl,
    );
    await page.getByRole("button", { name: "Remove portrait" }).click();
    await expect(page.locator("[data-portrait-preview]")).toHaveCount(0);

    // The photo follows a drag; Cancel throws it away and nothing is uploaded.
    {
      let posted = 0;
      page.on("request", (request) => {
        if (request.method() === "POST") posted += 1;
      });
      await upload(page, "Upload portrait", {
        name: "founder.png",
        mimeType: "image/png",
        buffer: makePng({ width: 400, height: 300 }),
      });
      const dialog = page.getByRole("dialog", { name: "Crop the portrait" });
      // Dragged 40 px right (far from the photo's edges), the photo moves 40 px right in the frame.
      const frame = dialog.getByRole("application", { name: "Portrait crop" });
      const photo = frame.locator("img");
      const start = (await photo.boundingBox())!;
      const box = (await frame.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + 20, box.y + box.height / 2, { steps: 2 });
      await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 2 });
      await page.mouse.up();
      await expect.poll(async () => Math.round((await photo.boundingBox())!.x - start.x)).toBe(40);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.locator("[data-portrait-preview]")).toHaveCount(0);
      await expect(field(page, "Firm name")).toBeVisible();
      expect(posted).toBe(0);
    }

    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
    });

    // A 400 × 300 photo: its left quarter red, the rest blue.
    const photo = makePng({ width: 400, height: 300, pixel: (x) => (x < 100 ? RED : BLUE) });
    await upload(page, "Upload portrait", { name: "founder.png", mimeType: "image/png", buffer: photo });
    const dialog = page.getByRole("dialog", { name: "Crop the portrait" });
    await expect(dialog).toBeVisible();
    await expectAdminAxeClean(page, "the portrait crop dialog");

    // Zoom 1.5 (five presses of +): a 200 px square; then the photo moved right as far as it goes,
    // so the square starts at the photo's left edge, its left half red.
    const frame = dialog.getByRole("application", { name: "Portrait crop" });
    await expectFocusWithin(dialog);
    await frame.focus();
    await expect(frame).toBeFocused();
    for (let press = 0; press < 5; press++) await page.keyboard.press("+");
    await expect(dialog.getByRole("slider", { name: "Zoom" })).toHaveAttribute("aria-valuetext", "150%");
    for (let press = 0; press < 4; press++) await page.keyboard.press("Shift+ArrowRight");
    await dialog.getByRole("button", { name: "Save portrait" }).click();
    await expect(dialog).toHaveCount(0, { timeout: 20_000 });
    await expect(toast(page)).toContainText("Portrait uploaded: save settings to show it");

    const preview = "[data-portrait-preview]";
    await expect(page.locator(preview)).toHaveJSProperty("complete", true);
    expect(
      await page.locator(preview).evaluate((image: HTMLImageElement) => [image.naturalWidth, image.naturalHeight]),
    ).toEqual([200, 200]);
    expect(near(await pixelAt(page, preview, 40, 100), RED)).toBe(true);
    expect(near(await pixelAt(page, preview, 160, 100), BLUE)).toBe(true);

    // Sent: one image, then its three smaller copies, each stored as what the crop made (a JPEG
    // or WebP square), never the chosen PNG.
    expect(posts).toHaveLength(4);
    expect(posts[0]).toBe("/api/admin/upload/image");
    for (const path of posts.slice(1)) expect(path).toMatch(/^\/api\/admin\/media\/\d+\/variants$/);
    const url = await page.locator(preview).getAttribute("src");
    const library = await (await page.request.get("/api/admin/media?page=1&limit=50")).json();
    const item = library.items.find((entry: { url: string }) => entry.url === url);
    expect(item).toMatchObject({ width: 200, height: 200, contentType: "image/jpeg", alt: "Avery Morgan" });
    expect(
      item.variants
        .map((variant: { width: number; contentType: string }) => `${variant.width} ${variant.contentType}`)
        .sort(),
    ).toEqual(["160 image/jpeg", "160 image/webp", "200 image/webp"]);

    await saveButton(page).click();
    await expect(toast(page)).toContainText("Settings saved");
    expect(founderPortraitOf(await servedHtml(page, "/"))).toContain(`src="${url}"`);

    // Removed: the pages show the initials again.
    await page.getByRole("button", { name: "Remove portrait" }).click();
    await expect(page.locator(preview)).toHaveCount(0);
    await saveButton(page).click();
    await expect(toast(page)).toContainText("Settings saved");
    const home = await servedHtml(page, "/");
    expect(home).toContain("data-founder-initials");
    expect(founderPortraitOf(home)).toBeNull();
  });
  expect(errors.uncaught).toEqual([]);
});
