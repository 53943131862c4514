// The contact form in a real browser (its validation messages are a component test:
// src/islands/ContactForm.dom.test.tsx): the invalid Select's red border, the react-aria Select,
// the sending state, the success toast alone (no panel beside it) and the reset (the JSON carrying the form's stamp), the first invalid field brought into view below the sticky header with
// its label, the failure toast with the server's message when the per-address limit answers
// 429, the post without JavaScript (errors beside their fields, values kept, then the thank-you,
// and no cookie at any point), and axe in both themes.
//
// The e2e server trusts X-Forwarded-For (playwright.config.ts), so each test sends from an address
// of its own and the limit one test reaches never touches another test, here or in another file;
// it also accepts a message as soon as the form is shown (CONTACT_MIN_FILL_SECONDS=0), since the
// minimum fill time is the integration tests' to check with a clock they can move.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { collectErrors, expectAxeClean, expectAxeCleanColoursIn, openPage } from "./support";

let sent = 0;
/** This test's own address (X-Forwarded-For). */
let address = "";
test.beforeEach(async ({ context }, testInfo) => {
  sent += 1;
  address = `198.18.${testInfo.workerIndex + 1}.${sent}`;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": address });
});

const toastRegion = (page: Page) => page.getByRole("region", { name: "Notification" });
const form = (page: Page) => page.locator("form[data-contact-form]");

async function chooseService(page: Page, label: string) {
  await form(page)
    .getByRole("button", { name: /Service of Interest/ })
    .click();
  await page.getByRole("option", { name: label, exact: true }).click();
}

async function fillValid(page: Page, name = "Jane Smith") {
  const f = form(page);
  await f.getByLabel("Name").fill(name);
  await f.getByLabel("Email").fill("jane@company.test");
  await f.getByLabel("Company (optional)").fill("Acme Corp");
  await chooseService(page, "Product Operations");
  await f.getByLabel("Message").fill("We need help setting up product operations.");
}

test.describe("with JavaScript", () => {
  test("the Select offers the product's four services and works by keyboard; the honeypot is neither seen nor reachable; when the server cannot be reached the toast says so and the values stay; sent again, 'Sending...' and disabled while it goes, then 'Message sent!' once and an empty form", async ({
    page,
  }) => {
    await openPage(page, "/contact");
    const trigger = form(page).getByRole("button", { name: /Service of Interest/ });
    await expect(trigger).toContainText("Select a service");
    await trigger.focus();
    await page.keyboard.press("Enter");
    const options = page.getByRole("listbox").getByRole("option");
    await expect(options).toHaveText(["Fractional CPO", "Product Management Support", "Product Operations", "Other"]);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await expect(trigger).toContainText("Product Management Support");

    // The honeypot is neither seen nor reachable by keyboard.
    const honeypot = form(page).locator('input[name="website"]');
    await expect(honeypot).toHaveCount(1);
    await expect(honeypot).toBeHidden();
    await expect(form(page).getByRole("textbox", { name: "Website" })).toHaveCount(0);

    // When the server cannot be reached: 'Something went wrong' / 'Please try again later.'
    await fillValid(page);
    await page.route("**/api/contact", (route) => route.abort("connectionrefused"));
    await form(page).getByRole("button", { name: "Send Message" }).click();
    const toast = toastRegion(page).getByRole("alertdialog");
    await expect(toast).toContainText("Something went wrong");
    await expect(toast).toContainText("Please try again later.");
    await expect(form(page).getByLabel("Name")).toHaveValue("Jane Smith");
    await page.unroute("**/api/contact");

    // Sent again, the same values, now that the server can be reached.
    const errors = collectErrors(page);

    // The request is held until the sending state has been seen.
    let letThrough: () => void = () => {};
    const held = new Promise<void>((resolve) => (letThrough = resolve));
    let body: Record<string, unknown> | null = null;
    await page.route("**/api/contact", async (route) => {
      body = route.request().postDataJSON();
      await held;
      await route.continue();
    });

    await form(page).getByRole("button", { name: "Send Message" }).click();
    const sending = form(page).getByRole("button", { name: "Sending..." });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    letThrough();

    // Acknowledged once: SPEC's toast (in place of the failure's) over the emptied form, and no
    // thank-you panel beside it.
    await expect(toast).toContainText("Message sent!");
    await expect(toast).toContainText("We'll get back to you as soon as possible.");
    await expect(toast).not.toHaveAttribute("data-variant", "destructive");
    await expect(page.locator("[data-contact-thank-you]")).toHaveCount(0);
    await expect(form(page).getByLabel("Name")).toHaveValue("");
    await expect(form(page).getByLabel("Name")).toBeFocused();
    expect(body).toEqual({
      name: "Jane Smith",
      email: "jane@company.test",
      company: "Acme Corp",
      service: "product-operations",
      message: "We need help setting up product operations.",
      website: "",
      // The stamp the page's form carries, sent back in the JSON; no cookie is involved.
      formStamp: expect.stringMatching(/^\d+\.[\w-]{43}$/),
    });
    const sentStamp = (body as Record<string, unknown> | null)?.formStamp;
    expect(sentStamp).toBe(await form(page).locator('input[type="hidden"][name="formStamp"]').inputValue());

    const f = form(page);
    await expect(f.getByRole("button", { name: "Send Message" })).toBeEnabled();
    for (const label of ["Name", "Email", "Company (optional)", "Message"]) {
      await expect(f.getByLabel(label)).toHaveValue("");
    }
    await expect(f.getByRole("button", { name: /Service of Interest/ })).toContainText("Select a service");
    // A reset form shows no errors until it is submitted again.
    await expect(f.getByText("Name must be at least 2 characters.")).toHaveCount(0);
    expect(errors).toEqual({ console: [], uncaught: [] });
  });

  test("the sixth message in 10 minutes: 'Something went wrong' with the server's message, the values kept", async ({
    page,
  }) => {
    // Five sends from this test's address reach the limit. They go through the API, as the form
    // sends them (the form's own sending is the test above's); the sixth goes through the form.
    await openPage(page, "/contact");
    const f = form(page);
    const toast = toastRegion(page).getByRole("alertdialog");
    const formStamp = await f.locator('input[type="hidden"][name="formStamp"]').inputValue();
    for (let i = 1; i <= 5; i++) {
      const res = await page.request.post("/api/contact", {
        headers: { Origin: new URL(page.url()).origin, "X-Forwarded-For": address },
        data: {
          name: `Sender Number ${i}`,
          email: "jane@company.test",
          company: "Acme Corp",
          service: "product-operations",
          message: "We need help setting up product operations.",
          website: "",
          formStamp,
        },
      });
      expect(res.status(), `message ${i}`).toBe(200);
    }

    await fillValid(page, "Sender Number 6");
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
    await f.getByRole("button", { name: "Send Message" }).click();
    expect((await answer).status()).toBe(429);
    await expect(toast).toContainText("Something went wrong");
    await expect(toast).toContainText(
      "You've sent several messages in a short time. Please wait 10 minutes before sending another, or e-mail us at hello@example.com.",
    );
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(f.getByLabel("Name")).toHaveValue("Sender Number 6");
    await expect(f.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused post shows each error beside its field with the values kept; a good one the thank-you", async ({
    page,
  }) => {
    await page.goto("/contact");
    const f = form(page);
    await f.getByLabel("Name").fill("J");
    await f.getByLabel("Email").fill("jane@company.test");
    await f.getByLabel("Message").fill("Too short");
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await f.getByRole("button", { name: "Send Message" }).click();
    expect((await refused).status()).toBe(400);

    await expect(page.getByText("Please correct the highlighted fields and send your message again.")).toBeVisible();
    const nameError = f.getByText("Name must be at least 2 characters.");
    await expect(nameError).toBeVisible();
    // Beside its field: the input is described by its own error.
    const name = f.getByLabel("Name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await name.getAttribute("aria-describedby")) ?? "";
    expect(describedBy.split(" ")).toContain(await nameError.getAttribute("id"));
    await expect(f.getByText("Please select a service.")).toBeVisible();
    await expect(f.getByText("Message must be at least 10 characters.")).toBeVisible();
    await expect(f.getByText("Please enter a valid email address.")).toHaveCount(0);
    await expect(name).toHaveValue("J");
    await expect(f.getByLabel("Email")).toHaveValue("jane@company.test");
    await expect(f.getByLabel("Message")).toHaveValue("Too short");

    await name.fill("Jane Smith");
    await f.getByLabel("Service of Interest").selectOption("other");
    await f.getByLabel("Message").fill("We would like to talk about a fractional CPO.");
    await f.getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1#contact-form$/);
    const thanks = page.getByRole("status");
    await expect(thanks).toContainText("Thank you for your message!");
    await expect(thanks).toContainText("We'll get back to you as soon as possible.");
    await expect(page.getByRole("link", { name: "Send another message" })).toHaveAttribute(
      "href",
      "/contact#contact-form",
    );
    await expect(form(page)).toHaveCount(0);
    // The form's stamp travelled as a hidden field: the site set no cookie along the way.
    expect(await page.context().cookies()).toEqual([]);
  });
});

test("a send with every field empty brings the first invalid field into view below the sticky header; the form with its errors, and with the Select open, has no axe violations (light and dark)", async ({
  page,
}) => {
  // The empty form is checked with the whole page in public-pages.e2e.ts. A laptop's screen: the
  // form's top is out of view once its button is reached.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, "/contact");
  const send = form(page).getByRole("button", { name: "Send Message" });
  await send.scrollIntoViewIfNeeded();
  await send.click();
  const name = form(page).getByLabel("Name");
  await expect(name).toBeFocused();
  const label = form(page).locator("label", { hasText: "Name" }).first();
  const header = page.locator("[data-site-header]");
  // Once the scroll has settled, the label starts below the header's bottom edge.
  await expect
    .poll(async () => {
      const [labelBox, headerBox] = [await label.boundingBox(), await header.boundingBox()];
      return Math.round(labelBox!.y - (headerBox!.y + headerBox!.height));
    })
    .toBeGreaterThanOrEqual(0);
  await expect(form(page).getByText("Please select a service.")).toBeVisible();
  await expectAxeClean(page, "the form with its errors", { include: "#contact-form" });
  // The Select takes the red border the invalid text fields have, not only the red text (the
  // messages themselves: src/islands/ContactForm.dom.test.tsx). Colours are compared at rest: the
  // fields' borders fade, and one may still be on its way.
  const f = form(page);
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; }" });
  const borderOf = (control: Locator) => control.evaluate((el) => getComputedStyle(el).borderTopColor);
  const invalidBorder = await borderOf(f.getByLabel("Email"));
  expect(await borderOf(f.getByRole("button", { name: /Service of Interest/ }))).toBe(invalidBorder);
  expect(await borderOf(f.getByLabel("Company (optional)"))).not.toBe(invalidBorder);
  await form(page)
    .getByRole("button", { name: /Service of Interest/ })
    .click();
  await expect(page.getByRole("listbox")).toBeVisible();
  // The page under the options was scanned just above (the form) and in public-pages.e2e.ts: its
  // colours are scanned where they changed, the options (decision 065).
  await expectAxeCleanColoursIn(page, "the page with the Select open", '[role="listbox"]', {
    bestPractices: false,
    dark: true,
  });
});
