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

for (const viewport of viewports) {
  test.describe(`${viewport.name} ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("the contact page's FAQ has four questions that open and close by keyboard", async ({ page }) => {
      await openPage(page, "/contact");
      const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
      const items = faq.locator("details");
      await expect(items).toHaveCount(4);

      for (const [i, item] of FAQS.entries()) {
        const details = items.nth(i);
        const summary = details.locator("summary");
        await expect(summary).toHaveText(item.question);
        const answer = details.getByText(item.answer);
        await expect(answer).toBeHidden();
        await summary.focus();
        await expect(summary).toBeFocused();
        await page.keyboard.press(i % 2 === 0 ? "Enter" : "Space");
        await expect(details).toHaveAttribute("open", "");
        await expect(answer).toBeVisible();
      }

      // Tab reaches the next question, and Enter closes an open one.
      await items.nth(0).locator("summary").focus();
      await page.keyboard.press("Tab");
      await expect(items.nth(1).locator("summary")).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(items.nth(1)).not.toHaveAttribute("open", "");
      await expect(faq.getByText(FAQS[1]!.answer)).toBeHidden();
    });

    test("a legal page's table of contents scrolls to the section chosen", async ({ page }) => {
      for (const doc of LEGAL_DOCUMENTS) {
        await openPage(page, doc.path);
        const toc = page.getByRole("navigation", { name: "On This Page" });
        await expect(toc.getByRole("link")).toHaveCount(doc.sections.length);
        const last = doc.sections[doc.sections.length - 1]!;
        await toc.getByRole("link", { name: last.title }).click();
        await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
        await expect(page.locator(`#${last.id}`).getByRole("heading", { level: 2 })).toBeInViewport();
      }
    });
  });
}
