// About, Contact, Privacy policy and Terms in a real browser, at a desktop and a phone width: what
// needs one. The FAQ's questions open and close by keyboard, and a legal page's table of contents
// scrolls to its section. What the pages say (headings and their order, texts, link targets, the
// runtime contact details, every legal section with today's date, JSON-LD) is read from the served
// HTML in tests/integration/public-pages.test.ts; axe checks these pages in public-pages.e2e.ts.
import { expect, test } from "@playwright/test";
import { FAQS, LEGAL_DOCUMENTS } from "../support/public-pages";
import { openPage } from "./support";

const viewports = [
  { name: "desktop", width: 1280, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

// Each page is loaded once and looked at in both widths, the window resized between them
// (decision 068): the server's HTML does not depend on the width.

test("the contact page's FAQ has four questions that open and close by keyboard, at a desktop and a phone width", async ({
  page,
}) => {
  await page.setViewportSize(viewports[0]);
  await openPage(page, "/contact");
  const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
  const items = faq.locator("details");
  await expect(items).toHaveCount(4);

  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    // Every question closed again, as the page comes.
    await items.evaluateAll((nodes) => {
      for (const node of nodes) node.removeAttribute("open");
    });
    for (const [i, item] of FAQS.entries()) {
      const details = items.nth(i);
      const summary = details.locator("summary");
      await expect(summary).toHaveText(item.question);
      const answer = details.getByText(item.answer);
      await expect(answer, viewport.name).toBeHidden();
      await summary.focus();
      await expect(summary).toBeFocused();
      await page.keyboard.press(i % 2 === 0 ? "Enter" : "Space");
      await expect(details, viewport.name).toHaveAttribute("open", "");
      await expect(answer, viewport.name).toBeVisible();
    }

    // Tab reaches the next question, and Enter closes an open one.
    await items.nth(0).locator("summary").focus();
    await page.keyboard.press("Tab");
    await expect(items.nth(1).locator("summary")).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(items.nth(1), viewport.name).not.toHaveAttribute("open", "");
    await expect(faq.getByText(FAQS[1]!.answer), viewport.name).toBeHidden();
  }
});

test("a legal page's table of contents scrolls to the section chosen, at a desktop and a phone width", async ({
  page,
}) => {
  for (const doc of LEGAL_DOCUMENTS) {
    await page.setViewportSize(viewports[0]);
    await openPage(page, doc.path);
    const toc = page.getByRole("navigation", { name: "On This Page" });
    await expect(toc.getByRole("link")).toHaveCount(doc.sections.length);
    const last = doc.sections[doc.sections.length - 1]!;
    for (const viewport of viewports) {
      await page.setViewportSize(viewport);
      // Back at the top with no section in the address, as the page comes.
      await page.evaluate(() => {
        history.replaceState(null, "", location.pathname);
        window.scrollTo({ top: 0, behavior: "instant" });
      });
      await expect(page.locator(`#${last.id}`).getByRole("heading", { level: 2 })).not.toBeInViewport();
      await toc.getByRole("link", { name: last.title }).click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
      await expect(
        page.locator(`#${last.id}`).getByRole("heading", { level: 2 }),
        `${doc.path} at ${viewport.width} px`,
      ).toBeInViewport();
    }
  }
});
