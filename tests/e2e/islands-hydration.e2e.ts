// Islands (docs/architecture.md#request-path), what the headless shell can show (decision 068): each
// island is its own React root with the server's id prefix, a failing island leaves its server markup
// and the rest of the page alone, and text typed while an "interaction" island's code is held back is
// kept. The identity and chunk-failure tests run on the fixture server
// (tests/e2e/fixtures/islands-server.tsx), whose islands are not the site's. What loads before the
// first interaction is checked in the whole browser (tests/e2e/islands.e2e.ts).
import { expect, test, type Locator } from "@playwright/test";
import { collectErrors, fixtureURL, holdIslandCode } from "./support";

/** The text of each element an attribute's id list points to (null for an id with no element). */
function referencedTexts(element: Locator, attribute: string) {
  return element.evaluate(
    (element, name) =>
      (element.getAttribute(name) ?? "")
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => document.getElementById(id)?.textContent ?? null),
    attribute,
  );
}

test.describe("island identity", () => {
  test("a react-aria text field in an island keeps the server's ids, label, help text and error", async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    const serverHtml = await (await request.get(`${fixtureURL}/identity`)).text();
    const serverInputIds = [...serverHtml.matchAll(/<input type="email"[^>]* id="([^"]+)"/g)].map((match) => match[1]);
    expect(serverInputIds).toHaveLength(2);

    await page.goto(`${fixtureURL}/identity`);
    const islands = page.locator("[data-island=SignupForm]");
    await expect(islands).toHaveCount(2);
    await expect(page.locator("[data-island]:not([data-hydrated])")).toHaveCount(0);

    for (const [index, formName] of ["First form", "Second form"].entries()) {
      const form = page.getByRole("form", { name: formName });
      const input = form.getByRole("textbox");

      // The hydrated input is the server's: same id, still named by its label and described by its help text.
      await expect(input).toHaveAttribute("id", serverInputIds[index]!);
      await expect(input).toHaveAccessibleName("Work email");
      await expect(form.locator("label")).toHaveAttribute("for", serverInputIds[index]!);
      expect(await referencedTexts(input, "aria-labelledby")).toEqual(["Work email *"]);
      expect(await referencedTexts(input, "aria-describedby")).toEqual(["We reply within two business days."]);
      await expect(input).toHaveAccessibleDescription("We reply within two business days.");

      // Submitting empty shows the error, tied to the input by an id that resolves in this island.
      await form.getByRole("button", { name: "Send" }).click();
      await expect(form.getByText("Enter your work email.")).toBeVisible();
      await expect(input).toHaveAttribute("aria-invalid", "true");
      expect(await referencedTexts(input, "aria-describedby")).toEqual([
        "We reply within two business days.",
        "Enter your work email.",
      ]);
      await expect(input).toHaveAccessibleDescription("We reply within two business days. Enter your work email.");

      // And the island works: a valid address is sent.
      await input.fill("ana@example.com");
      await form.getByRole("button", { name: "Send" }).click();
      await expect(form.getByRole("status")).toHaveText("Sent to ana@example.com");
      await expect(form.getByText("Enter your work email.")).toHaveCount(0);
    }

    // Two instances of one island never share an id.
    const ids = await page.locator("[id]").evaluateAll((elements) => elements.map((element) => element.id));
    expect(ids.length).toBeGreaterThan(6);
    expect(new Set(ids).size).toBe(ids.length);
    expect(errors.console).toEqual([]);
    expect(errors.uncaught).toEqual([]);
  });
});

test.describe("island failures", () => {
  test("an island whose code fails to load keeps its server markup; the others hydrate", async ({ page }) => {
    const errors = collectErrors(page);
    let blocked = 0;
    await page.route(`${fixtureURL}/assets/*.js`, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      // The Greeting island's own chunk (the mark is in tests/e2e/fixtures/islands/Greeting.tsx).
      if (body.includes("greeting-island-chunk-5f3a")) {
        blocked += 1;
        return route.abort("failed");
      }
      return route.fulfill({ response, body });
    });

    await page.goto(`${fixtureURL}/failures`);
    const counter = page.locator("[data-island=Counter]");
    await expect(counter).toHaveAttribute("data-hydrated", "");
    await counter.getByRole("button").click();
    await expect(counter.getByRole("button")).toHaveText("Clicked 1 times");

    await expect.poll(() => errors.console.find((text) => text.includes("Island Greeting"))).toBeTruthy();
    expect(blocked).toBe(1);
    const greeting = page.locator("[data-island=Greeting]");
    await expect(greeting).not.toHaveAttribute("data-hydrated");
    await expect(greeting).toHaveText("Hello, reader! Wave");
    expect(errors.uncaught).toEqual([]);
  });

  test("an island whose props do not parse keeps its server markup; the others hydrate", async ({ page }) => {
    const errors = collectErrors(page);
    // The home page's two testimonial photos are Avatar islands (tests/e2e/fixtures.ts); break one's props.
    await page.route(
      (url) => url.pathname === "/",
      async (route) => {
        const response = await route.fetch();
        const html = await response.text();
        const broken = html.replace(
          'data-props="{&quot;name&quot;:&quot;Robin Hartley&quot;',
          'data-props="{broken&quot;:&quot;Robin Hartley&quot;',
        );
        expect(broken).not.toBe(html);
        const headers = { ...response.headers() };
        delete headers["content-encoding"];
        delete headers["content-length"];
        return route.fulfill({ status: response.status(), headers, body: broken });
      },
    );

    await page.goto("/");
    await expect(page.locator("[data-site-header][data-ready]")).toHaveCount(1);
    await page.locator("#testimonials").scrollIntoViewIfNeeded();
    const working = page.locator("[data-testimonial]").filter({ hasText: "Avery Quinn" });
    const broken = page.locator("[data-testimonial]").filter({ hasText: "Robin Hartley" });
    // The intact island hydrates (its photo is missing, so it shows the initials).
    await expect(working.locator("[data-island=Avatar]")).toHaveAttribute("data-hydrated", "");
    await expect(working.locator("[data-initials]")).toHaveText("AQ");

    await expect.poll(() => errors.console.find((text) => text.includes("Island Avatar"))).toBeTruthy();
    await expect(broken.locator("[data-island=Avatar]")).not.toHaveAttribute("data-hydrated");
    await expect(broken.locator("img[data-avatar]")).toBeVisible();
    await expect(broken.locator("img[data-avatar]")).toHaveJSProperty("complete", true);
    expect(
      await broken.locator("img[data-avatar]").evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    expect(errors.uncaught).toEqual([]);
  });
});

test.describe("island hydration", () => {
  test("text typed while an island's code is still loading is kept, and its component works with it", async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // Hold every script but the entry until the typing is done, as a slow connection would.
    const typingDone = await holdIslandCode(page);
    await page.goto("/contact");
    await expect(page.locator("[data-site-header][data-ready]")).toHaveCount(1);
    const form = page.locator("form[data-contact-form]");
    await form.getByLabel("Name").pressSequentially("Ada Lovelace");
    await form.getByLabel("Email").pressSequentially("ada@example.test");
    await expect(page.locator("[data-island=ContactForm][data-hydrated]")).toHaveCount(0);
    typingDone();
    await expect(page.locator("[data-island=ContactForm][data-hydrated]")).toHaveCount(1);

    // Submitting re-renders every field from the component's state: the typed text is in it, so
    // it stays in the fields and only the untouched ones are reported.
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("Message must be at least 10 characters.")).toBeVisible();
    await expect(form.getByText("Please select a service.")).toBeVisible();
    await expect(form.getByText("Name must be at least 2 characters.")).toHaveCount(0);
    await expect(form.getByText("Please enter a valid email address.")).toHaveCount(0);
    await expect(form.getByLabel("Name")).toHaveValue("Ada Lovelace");
    await expect(form.getByLabel("Email")).toHaveValue("ada@example.test");
    expect(errors.uncaught).toEqual([]);
  });
});
