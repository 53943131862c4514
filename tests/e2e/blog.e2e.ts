// The blog in a real browser. With JavaScript the list narrows as the visitor types, chips filter,
// the address follows and the back button restores the previous filter, all in one walk of one
// document; without it the search form, the chips and the page links do the same through the
// server. A post by a person ends with the author card. What a post page says (date format, body
// markup, related posts), that hostile markup comes back inert, and that unknown slugs and drafts are
// 404 are read from the served HTML (tests/integration/blog.test.ts, public-pages.test.ts). Data:
// the seed's six posts plus tests/e2e/fixtures.ts (seven case studies without covers, a hostile
// post and a draft), 14 published posts in all. axe checks the blog's pages in public-pages.e2e.ts.
import { expect, test, type Page } from "@playwright/test";
import { collectErrors, expectAxeClean, expectSameDocument, markDocument, openPage, searchAsTyped } from "./support";

const cardTitles = (page: Page) => page.locator("[data-blog-card] h2");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
/** Types `term` in the search box key by key; then the cards read `titles` and the address matches `address`. */
const typeSearch = (page: Page, term: string, titles: string[], address: RegExp) =>
  searchAsTyped(searchBox(page), term, cardTitles(page), titles, address);
const chips = (page: Page) => page.getByRole("navigation", { name: "Filter by category" });
const pagination = (page: Page) => page.getByRole("navigation", { name: "Pagination" });

const LEADERSHIP_POSTS = [
  "When to Hire a Fractional CPO (and When Not To)",
  "Coaching Product Managers Into Product Leaders",
];
/** "Case Studies" holds the seven case studies and the hostile post. */
const CASE_STUDIES = 8;
const OLDEST_POSTS = [
  "Coaching Product Managers Into Product Leaders",
  "Agile Rituals That Actually Help Product Teams",
];

test.describe("blog list with JavaScript", () => {
  test("hydrates without errors and shows the first 12 of 14 posts: three a row on a wide screen with clamped excerpts and bylines in line, one a row on a phone; then in place, without a new document: search narrows the list as you type, keeps the address in step and announces the count, the empty state, placeholders (announced as busy, hidden from screen readers) while the list loads; page links load the next page; the back button restores the previous filter; a chip filters by category, alone and combined with a search; last, a shared filtered address opens filtered", async ({
    page,
  }) => {
    // One load of /blog for the whole walk, which on a busy machine takes a while.
    test.setTimeout(90_000);
    const errors = collectErrors(page);
    const rowsOf = async () => {
      const tops = await page
        .locator("[data-blog-card]")
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
      return [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
    };
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, "/blog");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Product Management Insights");
    await expect(searchBox(page)).toHaveAttribute("placeholder", "Search articles...");
    await expect(cardTitles(page)).toHaveCount(12);
    await expect(pagination(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/blog?page=2");
    expect(errors).toEqual({ console: [], uncaught: [] });

    expect(await rowsOf()).toEqual([3, 3, 3, 3]);
    // This excerpt needs more than three lines of a third of the page: it shows three.
    const excerpt = page.getByText(/^Shipping more features is not the same as making progress\./);
    const box = await excerpt.evaluate((p) => ({
      shown: p.clientHeight,
      whole: p.scrollHeight,
      line: Number.parseFloat(getComputedStyle(p).lineHeight),
    }));
    expect(box.whole).toBeGreaterThan(3 * box.line);
    expect(Math.round(box.shown / box.line)).toBe(3);

    // Each card shows its author and date; a row's bylines line up at 1440 px.
    await page.setViewportSize({ width: 1440, height: 900 });
    const bylines = page.locator("[data-blog-card] [data-post-byline]");
    await expect(bylines).toHaveCount(12);
    await expect(
      page.locator("[data-blog-card]", { hasText: "When to Hire a Fractional CPO" }).locator("[data-post-byline]"),
    ).toHaveText(
      /^Jordan Ellis·(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
    );
    const firstRowTops = await bylines.evaluateAll((items) =>
      items.slice(0, 3).map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(new Set(firstRowTops).size).toBe(1);

    // One a row on a phone, the bylines shown, nothing overflowing.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await rowsOf()).toEqual(Array(12).fill(1));
    await expect(bylines.first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The search, as typed.
    await page.setViewportSize({ width: 1280, height: 900 });
    await markDocument(page);
    await typeSearch(page, "roadmap", ["From Feature Factory to Outcome-Driven Roadmaps"], /\/blog\?q=roadmap$/);
    await expect(page.getByRole("status")).toHaveText("1 article found");
    await expect(pagination(page)).toHaveCount(0);

    await searchBox(page).fill("product");
    await expect(page.getByRole("status")).toHaveText("6 articles found");
    await expect(page).toHaveURL(/\/blog\?q=product$/);

    await searchBox(page).fill("quantum blockchain");
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(0);
    await expect(page.getByRole("status")).toHaveText("No articles found");

    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/blog?**", async (route) => {
      await held;
      await route.continue();
    });
    await searchBox(page).fill("operations");
    await expect(page.locator("[data-blog-placeholder]")).toHaveCount(6);
    await expect(page.locator("[data-blog-placeholder]").first()).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(1);
    await expect(page.locator('ul[aria-hidden="true"] [data-blog-placeholder]')).toHaveCount(6);
    release();
    await expect(page.locator("[data-blog-placeholder]")).toHaveCount(0);
    await expect(cardTitles(page)).toHaveText(["Building a Product Operations Function That Scales"]);
    await page.unroute("**/api/blog?**");
    await searchBox(page).fill("");
    await expect(cardTitles(page)).toHaveCount(12);
    await expect(page).toHaveURL(/\/blog$/);

    // Page links, by keyboard.
    await pagination(page).getByRole("link", { name: "Next" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(cardTitles(page)).toHaveText(OLDEST_POSTS);
    // The keyboard continues from the top of the new list, not from the start of the page.
    await expect(page.locator("[aria-busy]")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: `Read More about ${OLDEST_POSTS[0]}` })).toBeFocused();
    await expect(pagination(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await page.goBack();
    await expect(cardTitles(page)).toHaveCount(12);

    // The back button through chips and a search.
    await chips(page).getByRole("link", { name: "Case Studies" }).click();
    await expect(cardTitles(page)).toHaveCount(CASE_STUDIES);
    await chips(page).getByRole("link", { name: "Product Leadership" }).click();
    await expect(cardTitles(page)).toHaveText(LEADERSHIP_POSTS);
    // Typing adds one entry however many keystrokes it takes.
    await typeSearch(
      page,
      "hire",
      ["When to Hire a Fractional CPO (and When Not To)"],
      /\/blog\?q=hire&category=Product\+Leadership$/,
    );

    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?category=Product\+Leadership$/);
    await expect(searchBox(page)).toHaveValue("");
    await expect(cardTitles(page)).toHaveText(LEADERSHIP_POSTS);

    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?category=Case\+Studies$/);
    await expect(cardTitles(page)).toHaveCount(CASE_STUDIES);
    await expect(chips(page).getByRole("link", { name: "Case Studies" })).toHaveAttribute("aria-current", "page");

    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cardTitles(page)).toHaveCount(12);
    await page.goForward();
    await expect(cardTitles(page)).toHaveCount(CASE_STUDIES);

    // A chip alone, then with a search; the same words in another category.
    await chips(page).getByRole("link", { name: "Product Leadership" }).click();
    await expect(cardTitles(page)).toHaveText(LEADERSHIP_POSTS);
    await expect(page).toHaveURL(/\/blog\?category=Product\+Leadership$/);
    await expect(chips(page).getByRole("link", { name: "Product Leadership" })).toHaveAttribute("aria-current", "page");
    await expect(chips(page).getByRole("link", { name: "All" })).not.toHaveAttribute("aria-current");
    await expect(page.getByRole("status")).toHaveText("2 articles found");

    await typeSearch(
      page,
      "coach",
      ["Coaching Product Managers Into Product Leaders"],
      /\/blog\?q=coach&category=Product\+Leadership$/,
    );
    // The same words in another category find nothing.
    await chips(page).getByRole("link", { name: "Agile Delivery" }).click();
    await expect(page).toHaveURL(/\/blog\?q=coach&category=Agile\+Delivery$/);
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expectSameDocument(page);

    // A shared filtered address opens filtered.
    await openPage(page, "/blog?q=coach&category=Product+Leadership");
    await expect(searchBox(page)).toHaveValue("coach");
    await expect(cardTitles(page)).toHaveText(["Coaching Product Managers Into Product Leaders"]);
  });
});

test.describe("blog list without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search form and the chips filter through the address, numbered page links have rel next and prev, and a card's Read More opens its post", async ({
    page,
  }) => {
    // The search form filters through the address.
    await page.goto("/blog");
    await searchBox(page).fill("leaders");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/blog\?q=leaders$/);
    await expect(cardTitles(page)).toHaveText(LEADERSHIP_POSTS);
    await expect(searchBox(page)).toHaveValue("leaders");

    // Chips are links that filter, and a search keeps the chosen category.
    await page.goto("/blog");
    await chips(page).getByRole("link", { name: "Agile Delivery" }).click();
    await expect(page).toHaveURL(/\/blog\?category=Agile\+Delivery$/);
    await expect(cardTitles(page)).toHaveText(["Agile Rituals That Actually Help Product Teams"]);
    await searchBox(page).fill("rituals");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/blog\?q=rituals&category=Agile\+Delivery$/);
    await expect(cardTitles(page)).toHaveText(["Agile Rituals That Actually Help Product Teams"]);
    await searchBox(page).fill("coach");
    await searchBox(page).press("Enter");
    await expect(page.getByRole("heading", { name: "No articles found" })).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
    await chips(page).getByRole("link", { name: "All" }).click();
    await expect(page).toHaveURL(/\/blog\?q=coach$/);
    await expect(cardTitles(page)).toHaveText(["Coaching Product Managers Into Product Leaders"]);

    // Numbered page links with rel next and prev.
    await page.goto("/blog");
    await expect(cardTitles(page)).toHaveCount(12);
    const next = pagination(page).getByRole("link", { name: "Next" });
    await expect(next).toHaveAttribute("rel", "next");
    await next.click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(cardTitles(page)).toHaveText(OLDEST_POSTS);
    const previous = pagination(page).getByRole("link", { name: "Previous" });
    await expect(previous).toHaveAttribute("rel", "prev");
    await pagination(page).getByRole("link", { name: "Page 1" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(cardTitles(page)).toHaveCount(12);

    // A card's Read More opens its post.
    await chips(page).getByRole("link", { name: "Product Strategy" }).click();
    await expect(page).toHaveURL(/\/blog\?category=Product\+Strategy$/);
    await page.getByRole("link", { name: "Read More about From Feature Factory to Outcome-Driven Roadmaps" }).click();
    await expect(page).toHaveURL(/\/blog\/from-feature-factory-to-outcome-driven-roadmaps$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("From Feature Factory to Outcome-Driven Roadmaps");
  });
});

test.describe("blog post", () => {
  test("a post by a person ends with the author card; no axe violations in either theme", async ({ page }) => {
    test.setTimeout(60_000);
    await openPage(page, "/blog/running-your-first-product-discovery-sprint");
    const card = page.getByRole("complementary", { name: "About the Author" });
    await expect(card).toBeVisible();
    await expect(card.locator("[data-initials]")).toHaveText("AM");
    await expect(card.locator("[data-author-name]")).toHaveText("Avery Morgan");
    await expect(card).toContainText("Founder & Principal Consultant");
    const linkedin = card.getByRole("link", { name: "Avery Morgan on LinkedIn (opens in a new tab)" });
    await expect(linkedin).toHaveAttribute("href", "https://www.linkedin.com/in/avery-morgan-product");
    await expect(linkedin).toHaveAttribute("target", "_blank");
    // The card sits after the body, before the related articles.
    const [bodyBottom, cardTop] = await Promise.all([
      page.locator("[data-post-body]").evaluate((el) => el.getBoundingClientRect().bottom),
      card.evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(cardTop).toBeGreaterThan(bodyBottom);
    await expectAxeClean(page, "a post with its author card", { include: "[data-author-card]" });
  });
});
