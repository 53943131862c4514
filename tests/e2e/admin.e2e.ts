// The admin dashboard in the browser, signed in as the e2e admin (admin-support.ts). These tests run
// against a server of their own (E2E_ADMIN_PORT, playwright.config.ts), since they publish and
// delete posts and testimonials that the public pages' tests would otherwise see appear. Expected
// texts are the product's, written here.
//
// The forms' and lists' logic is tested as components (decision 034): a post's own page's
// messages, slug, a taken slug, save state and suggestions (src/islands/admin/blog/PostEditor.dom.test.tsx),
// the blog list's failed read and delete and empty text (src/islands/admin/blog/BlogPostsTab.dom.test.tsx); the testimonials'
// failed read, save and delete and the featured notice
// (src/islands/admin/testimonials/TestimonialsTab.dom.test.tsx). Here stay the flows across
// pages, the editor, uploads, the polling's timing, unsaved changes and axe.
import { expect, type Page } from "@playwright/test";
import {
  address,
  adminURL,
  createPostThroughApi,
  deleteAfterConfirming,
  expectAdminAxeClean,
  expectUploadRefused,
  field,
  fillPostFields,
  makePng,
  openAdvanced,
  openDashboard,
  openEditor,
  publishNow,
  servedHtml,
  test,
  toast,
  upload,
} from "./admin-support";
import { collectErrors, openPage } from "./support";

const editor = (page: Page) => page.getByRole("textbox", { name: "Content" });
const tool = (page: Page, name: string) =>
  page.getByRole("toolbar", { name: "Formatting" }).getByRole("button", { name, exact: true });
const blogItem = (page: Page, slug: string) => page.locator(`[data-blog-admin-item="${slug}"]`);
/** The list's "Refreshing…" status, shown while a read is under way. */
const refreshing = (page: Page) => page.getByRole("status").filter({ hasText: "Refreshing…" });
const blogTab = (page: Page) => page.getByRole("tab", { name: "Blog Posts" });
const testimonialsTab = (page: Page) => page.getByRole("tab", { name: "Testimonials" });

async function waitForBlogList(page: Page) {
  // The tab's code is fetched when the tab first opens: on a busy machine, a while.
  await expect(page.locator("[data-blog-admin-list], [data-empty]")).toBeVisible({ timeout: 20_000 });
}

/**
 * Selects `text`, which was just typed, with Shift+Arrow keys. On a busy machine Slate may still be
 * syncing the previous selection and put the DOM's back, swallowing a press: so each round looks at
 * the selection and presses toward the target until it holds, and still holds once Slate's pending
 * selection sync has run (it reads DOM selection changes on a 100 ms throttle, and Ctrl+K must act
 * on the synced one). The page's clock must be installed: the throttle is run out with it rather
 * than waited for.
 */
async function selectBack(page: Page, typed: string, text: string) {
  await expect(editor(page)).toContainText(typed);
  const selected = () => page.evaluate(() => document.getSelection()?.toString() ?? "");
  await expect(async () => {
    const now = await selected();
    if (now !== text) await page.keyboard.press(now.length < text.length ? "Shift+ArrowLeft" : "Shift+ArrowRight");
    expect(await selected()).toBe(text);
    await page.clock.runFor(250);
    expect(await selected()).toBe(text);
  }).toPass({ intervals: [100, 200, 300], timeout: 20_000 });
}

/**
 * The text of each testimonial card on the home page, as the server renders it (the cards are
 * server-rendered: a browser would show the same).
 */
async function homeTestimonials(page: Page): Promise<string[]> {
  const response = await page.request.get("/");
  expect(response.status()).toBe(200);
  return (await response.text())
    .split("<figure data-testimonial")
    .slice(1)
    .map((card) =>
      card
        .slice(0, card.indexOf("</figure>"))
        .replace(/<[^>]*>/g, " ")
        .replace(/\s+/g, " "),
    );
}

/** The post's body in a post page's HTML: its `.prose-content` element, to its end. */
function proseOf(html: string): string {
  const start = html.search(/<[^>]+class="[^"]*\bprose-content\b/);
  expect(start, "the post's body").toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</article>", start));
}

/** Deletes the post with `slug` through the API, if there is one; whether there was. */
async function deletePost(page: Page, slug: string): Promise<boolean> {
  const posts = (await (await page.request.get("/api/admin/blog")).json()) as { id: number; slug: string }[];
  const post = posts.find((candidate) => candidate.slug === slug);
  if (!post) return false;
  const removed = await page.request.delete(`/api/blog/${post.id}`, { headers: { Origin: adminURL } });
  expect(removed.status()).toBe(200);
  return true;
}

test.describe("blog posts", () => {
  test("a post written on its editor page with the toolbar and the shortcuts is published, edited, drafted and deleted", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    // A first try that failed half-way may have left its post on the server: a retry starts without it.
    await deletePost(page, "outcome-metrics-that-matter");
    const errors = collectErrors(page);
    // Time flows as usual; selectBack runs Slate's selection throttle out with it.
    await page.clock.install();
    await openDashboard(page);
    await expect(blogTab(page)).toHaveAttribute("aria-selected", "true");
    await waitForBlogList(page);
    await page.getByRole("link", { name: "New blog post" }).click();
    await expect(page).toHaveURL(/\/admin\/posts\/new$/);
    await expect(page.locator("[data-editor-form]")).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 1, name: "New blog post" })).toBeVisible();

    await fillPostFields(page, {
      title: "Outcome Metrics That Matter!",
      author: "Edith Editor",
      category: "E2E Notes",
      excerpt: "Which numbers show that a product change worked.",
    });
    await expect(field(page, "Slug")).toHaveValue("outcome-metrics-that-matter");

    // A heading from the toolbar, whose button then shows it is on.
    await editor(page).click();
    await tool(page, "Heading 2").click();
    await expect(tool(page, "Heading 2")).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.insertText("Measuring outcomes");
    await page.keyboard.press("Enter");
    await expect(tool(page, "Heading 2")).toHaveAttribute("aria-pressed", "false");
    await expect(tool(page, "Paragraph")).toHaveAttribute("aria-pressed", "true");
    // A bold word by shortcut, an italic one by the toolbar.
    await page.keyboard.insertText("We track ");
    await page.keyboard.press("Control+B");
    await expect(tool(page, "Bold")).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.insertText("leading");
    await page.keyboard.press("Control+B");
    await page.keyboard.insertText(" and ");
    await tool(page, "Italic").click();
    await page.keyboard.insertText("lagging");
    await tool(page, "Italic").click();
    await page.keyboard.insertText(" indicators.");
    await page.keyboard.press("Enter");
    // A bulleted list by shortcut; Enter on an empty item ends it.
    await page.keyboard.press("Control+Shift+8");
    await expect(tool(page, "Bulleted list")).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.insertText("Activation rate");
    await page.keyboard.press("Enter");
    await page.keyboard.insertText("Retention after 90 days");
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    // A link through Ctrl+K and its dialog.
    await page.keyboard.insertText("Read the guide");
    await selectBack(page, "Read the guide", "guide");
    await page.keyboard.press("Control+K");
    const linkDialog = page.getByRole("dialog", { name: "Link" });
    await expect(linkDialog).toBeVisible();
    await linkDialog.getByRole("textbox", { name: "Link address" }).fill("javascript:alert(1)");
    await linkDialog.getByRole("button", { name: "Apply" }).click();
    await expect(linkDialog.getByText("Please enter a valid link address")).toBeVisible();
    await linkDialog.getByRole("textbox", { name: "Link address" }).fill("https://example.com/metrics-guide");
    await linkDialog.getByRole("button", { name: "Apply" }).click();
    await expect(linkDialog).toHaveCount(0);
    await expect(editor(page)).toBeFocused();
    await expect(editor(page).locator('a[href="https://example.com/metrics-guide"]')).toHaveText("guide");
    await expect(editor(page).locator("strong")).toHaveText("leading");

    // The preview shows the post as it will render.
    await page.getByRole("button", { name: "Preview", exact: true }).click();
    const preview = page.getByRole("dialog", { name: "Preview" });
    await expect(preview.locator(".prose-content h2")).toHaveText("Measuring outcomes");
    await expect(preview.locator(".prose-content li")).toHaveText(["Activation rate", "Retention after 90 days"]);
    await preview.getByRole("button", { name: "Close preview" }).click();

    await publishNow(page);
    await expect(toast(page).filter({ hasText: "Blog post published" })).toBeVisible();
    // The page stays open on the post, now at its own address.
    await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
    const editorPage = page.url();
    await expect(field(page, "Title")).toHaveValue("Outcome Metrics That Matter!");
    await expect(editor(page).locator("h2")).toHaveText("Measuring outcomes");
    await expect(page.locator("[data-publication-state]")).toContainText("Published");
    await openPage(page, "/admin?tab=blog");
    const item = blogItem(page, "outcome-metrics-that-matter");
    await expect(item).toContainText("Outcome Metrics That Matter!");
    await expect(item).toContainText("Edith Editor");
    await expect(item).toContainText("E2E Notes");
    await expect(item).toContainText("/blog/outcome-metrics-that-matter");
    // No Read Time given: worked out from the post's few words.
    await expect(item).toContainText("1 min read");
    await expect(item).toContainText("Which numbers show that a product change worked.");
    await expect(item).toContainText("Published");

    // On /blog and on its page, with the markup written above. Both pages are rendered on the
    // server with no script of their own: their HTML says what a visitor sees (decision 052), so
    // they are read, not loaded; the post's page in the browser is the cover image's test below.
    expect(await servedHtml(page, "/blog")).toContain(">Outcome Metrics That Matter!<");
    const body = proseOf(await servedHtml(page, "/blog/outcome-metrics-that-matter"));
    expect(body).toMatch(/<h2[^>]*>Measuring outcomes<\/h2>/);
    expect(body).toMatch(/<strong[^>]*>leading<\/strong>/);
    expect(body).toMatch(/<em[^>]*>lagging<\/em>/);
    expect(body).toMatch(
      /<ul[^>]*>\s*<li[^>]*>Activation rate<\/li>\s*<li[^>]*>Retention after 90 days<\/li>\s*<\/ul>/,
    );
    expect(body).toMatch(/<a [^>]*href="https:\/\/example\.com\/metrics-guide"[^>]*>guide<\/a>/);

    // Edit: the list's link opens the post's page; a new excerpt and a draft.
    await item.getByRole("link", { name: 'Edit "Outcome Metrics That Matter!"' }).click();
    await expect(page).toHaveURL(editorPage);
    await expect(page.getByRole("heading", { level: 1, name: "Outcome Metrics That Matter!" })).toBeVisible({
      timeout: 20_000,
    });
    await expect(field(page, "Title")).toHaveValue("Outcome Metrics That Matter!");
    await expect(editor(page).locator("h2")).toHaveText("Measuring outcomes");
    await field(page, "Excerpt").fill("Which numbers show that a change worked, revised.");
    await page.getByRole("button", { name: "Unpublish" }).click();
    await expect(toast(page).filter({ hasText: "Blog post unpublished: it is a draft again" })).toBeVisible();
    await expect(page.locator("[data-publication-state]")).toHaveText("Draft");
    await openPage(page, "/admin?tab=blog");
    await expect(item).toContainText("Draft");
    await expect(item).toContainText("revised.");

    // A draft is gone from /blog, its page and the sitemap.
    expect(await servedHtml(page, "/blog")).not.toContain("Outcome Metrics That Matter!");
    expect((await page.request.get("/blog/outcome-metrics-that-matter")).status()).toBe(404);
    expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain("outcome-metrics-that-matter");
    expect(errors).toEqual({ console: [], uncaught: [] });

    // Delete, asked first in a dialog; Cancel keeps it.
    const deleteButton = item.getByRole("button", { name: 'Delete "Outcome Metrics That Matter!"' });
    await deleteAfterConfirming(page, deleteButton, "Delete this blog post?", "Blog post deleted successfully");
    await expect(blogItem(page, "outcome-metrics-that-matter")).toHaveCount(0);
    expect((await page.request.get("/api/blog/outcome-metrics-that-matter")).status()).toBe(404);
  });

  test("the post editor page with its errors and 'Search and sharing' open has no axe violations (light and dark); the toolbar is one tab stop; the cover image is uploaded from the form: its address fills Cover Image URL and the post shows it; pasting from Word keeps the structure and drops the styling", async ({
    page,
  }) => {
    // The Blog Posts tab is scanned in admin-lists.e2e.ts, its delete dialog (the one every list
    // shares) with the Users tab's in admin-users.e2e.ts, the testimonials tab in its flow below.
    test.setTimeout(90_000);
    await deletePost(page, "covered-post");
    await openEditor(page);
    await page.getByRole("button", { name: "Save draft" }).click();
    await expect(page.getByText("Title is required")).toBeVisible();
    await expect(editor(page)).toHaveAttribute("aria-invalid", "true");
    // 'Search and sharing' open, its previews showing (what they show is a component test:
    // src/islands/admin/blog/SearchAndSharing.dom.test.tsx).
    const searchAndSharing = page.locator("[data-search-and-sharing]");
    await searchAndSharing.getByRole("button", { name: "Search and sharing" }).click();
    await field(page, "Meta title").fill("Pricing experiments: what three tests taught a B2B product team");
    await field(page, "Meta description").fill("d".repeat(170));
    await expect(searchAndSharing.locator("[data-search-description-count]")).toHaveText("Description length: 170/160");
    await expectAdminAxeClean(page, "the post editor page with its errors and 'Search and sharing' open");
    await expect(page.getByText("Content is required")).toBeVisible();

    // The toolbar is one tab stop, moved through with the arrow keys; the caret comes back after a
    // command. Typing in the editor takes its error away (the form's other messages are component
    // tests: happy-dom cannot type into Slate).
    await field(page, "Excerpt").focus();
    await page.keyboard.press("Tab");
    await expect(tool(page, "Bold")).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(tool(page, "Italic")).toBeFocused();
    await expect(tool(page, "Italic")).toHaveAttribute("aria-keyshortcuts", /Control\+I/);
    await page.keyboard.press("Tab");
    await expect(editor(page)).toBeFocused();
    await page.keyboard.insertText("Quoted words");
    await expect(page.getByText("Content is required")).toHaveCount(0);
    await page.keyboard.press("Shift+Tab");
    await expect(tool(page, "Italic")).toBeFocused();
    // To "Quote" with the arrow keys, then Enter.
    for (let i = 0; i < 20; i++) {
      if (await tool(page, "Quote").evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press("ArrowRight");
    }
    await page.keyboard.press("Enter");
    await expect(editor(page)).toBeFocused();
    await expect(editor(page).locator("blockquote")).toHaveText("Quoted words");
    await expect(tool(page, "Quote")).toHaveAttribute("aria-pressed", "true");

    // 'Search and sharing' emptied again: the post is saved with the meta its fields give it.
    await field(page, "Meta title").fill("");
    await field(page, "Meta description").fill("");

    // A file that is not an image is refused with the product's toast, and the address stays empty.
    await expectUploadRefused(
      page,
      "Upload: Cover Image URL",
      { name: "notes.png", mimeType: "image/png", text: "%PDF-1.4 not an image" },
      { toast: "Failed to upload image", field: "Cover Image URL" },
    );
    await upload(page, "Upload: Cover Image URL", { name: "Team Photo.png", mimeType: "image/png", buffer: makePng() });
    await expect(toast(page).filter({ hasText: "Image uploaded successfully" })).toBeVisible();
    // Its alt text is asked next; 'Not now' leaves the image without one.
    await page.getByRole("dialog", { name: "Describe the image" }).getByRole("button", { name: "Not now" }).click();
    // Stored under a generated name in the public covers area; the browser's name is not used.
    await expect(address(page, "Cover Image URL")).toHaveValue(/^\/uploads\/covers\/[0-9a-f]{32}\.png$/);
    const cover = await address(page, "Cover Image URL").inputValue();

    await fillPostFields(page, {
      title: "Covered Post",
      author: "Uma Uploader",
      category: "E2E Notes",
      excerpt: "A post whose cover was uploaded.",
    });
    // The body is pasted from Word, over what the editor holds.
    await editor(page).click();
    await page.keyboard.press("Control+a");
    const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style><!-- p.MsoNormal {font-family:Calibri} --></style></head><body><!--StartFragment--><h1><span style='color:#2F5496'>Pasted Plan<o:p></o:p></span></h1><p class=MsoNormal>Has <b>bold</b> and <span style='font-size:20pt;color:red'>red big</span> text<o:p></o:p></p><p class=MsoListParagraphCxSpFirst style='mso-list:l0 level1 lfo1'><![if !supportLists]><span style='mso-list:Ignore'>·<span>&nbsp;&nbsp;</span></span><![endif]>First<o:p></o:p></p><p class=MsoListParagraphCxSpLast style='mso-list:l0 level1 lfo1'><![if !supportLists]><span style='mso-list:Ignore'>·<span>&nbsp;&nbsp;</span></span><![endif]>Second<o:p></o:p></p><!--EndFragment--></body></html>`;
    // What Chromium does on Ctrl+V: a paste event, then beforeinput "insertFromPaste" carrying the
    // clipboard's data, which is where Slate takes HTML from.
    await editor(page).evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData("text/html", html);
      data.setData("text/plain", "Pasted Plan Has bold and red big text First Second");
      element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      element.dispatchEvent(
        new InputEvent("beforeinput", {
          inputType: "insertFromPaste",
          dataTransfer: data,
          bubbles: true,
          cancelable: true,
        }),
      );
    }, word);
    await expect(editor(page).locator("h2")).toHaveText("Pasted Plan");
    await expect(editor(page).locator("strong")).toHaveText("bold");
    await expect(editor(page).locator("ul > li")).toHaveText(["First", "Second"]);
    await expect(editor(page)).not.toContainText("·");
    await expect(editor(page).locator("[style*='color'], [class*='Mso'], font")).toHaveCount(0);
    await publishNow(page);
    await expect(toast(page).filter({ hasText: "Blog post published" })).toBeVisible();

    await openPage(page, "/blog/covered-post");
    await expect(page.locator(`img[src="${cover}"]`)).toHaveJSProperty("naturalWidth", 8);
    await expect(page.locator(".prose-content h2")).toHaveText("Pasted Plan");

    expect(await deletePost(page, "covered-post")).toBe(true);
  });
});

test.describe("the dashboard", () => {
  test("the tab is kept in the address, so a reload stays on it; tabs load their code when opened; leaving a form with unsaved changes asks first", async ({
    page,
  }) => {
    // Two page loads and two flows: on a machine shared with other runs, more than the default.
    test.setTimeout(90_000);
    // What a fresh load of the testimonials tab fetches is counted.
    const scripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script") scripts.push(await response.text().catch(() => ""));
    });
    await openPage(page, "/admin?tab=testimonials");
    await expect(testimonialsTab(page)).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("[data-testimonial-form]")).toBeVisible();
    expect(scripts.some((code) => code.includes("data-slate"))).toBe(false);

    // Blog Posts is no longer the default tab (Home is: docs/product.md#admin-home), so it is named.
    await blogTab(page).click();
    await expect(page).toHaveURL(/\/admin\?tab=blog$/);
    await waitForBlogList(page);
    // The list carries no editor: that comes with a post's own page.
    expect(scripts.some((code) => code.includes("data-slate"))).toBe(false);

    await testimonialsTab(page).click();
    await expect(page).toHaveURL(/\/admin\?tab=testimonials$/);
    await page.reload();
    await expect(testimonialsTab(page)).toHaveAttribute("aria-selected", "true");
    await expect(page.locator("[data-testimonial-form]")).toBeVisible();

    // Leaving a form with unsaved changes asks first: switching tab, editing another item, reloading.
    await field(page, "Name").fill("Half Typed");
    await blogTab(page).click();
    const ask = page.getByRole("alertdialog", { name: "Discard unsaved changes?" });
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await expect(testimonialsTab(page)).toHaveAttribute("aria-selected", "true");
    await expect(field(page, "Name")).toHaveValue("Half Typed");

    // The browser's own question before a reload.
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.type());
      await dialog.dismiss();
    });
    await page.reload({ timeout: 3000 }).catch(() => {});
    expect(dialogs).toEqual(["beforeunload"]);
    await expect(field(page, "Name")).toHaveValue("Half Typed");

    // Editing another testimonial asks too.
    await page
      .locator("[data-testimonial-admin-item]")
      .first()
      .getByRole("button", { name: /^Edit testimonial from/ })
      .click();
    await expect(ask).toBeVisible();
    await ask.getByRole("button", { name: "Discard changes" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Edit Testimonial" })).toBeVisible();
    await expect(field(page, "Name")).not.toHaveValue("Half Typed");

    // Unchanged, switching tab asks nothing.
    await page.getByRole("button", { name: "Cancel editing" }).click();
    await blogTab(page).click();
    await expect(ask).toHaveCount(0);
    await waitForBlogList(page);

    // With the keyboard: arrows move between tabs, Enter opens one.
    await testimonialsTab(page).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Users" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: "User Management" })).toBeVisible();
    await expect(page).toHaveURL(/\?tab=users$/);
    await page.getByRole("tab", { name: "Resources" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Resources Management" })).toBeVisible();
  });

  test("lists refresh every 10 seconds and after each change, never on focus", async ({ page }) => {
    // Unique per run, so a retry on the same server starts clean.
    const slug = `written-elsewhere-${Date.now().toString(36)}`;
    let reads = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/admin/blog") reads += 1;
    });
    // The page's clock, stopped once the list is shown: ten seconds pass when the test says so.
    await page.clock.install();
    await openDashboard(page);
    await waitForBlogList(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await expect(refreshing(page)).toHaveCount(0);
    const before = reads;

    // A post created elsewhere; the window regains focus, which reads nothing.
    await createPostThroughApi(page, { title: "Written Elsewhere", slug, published: false });
    await page.evaluate(() => {
      window.dispatchEvent(new Event("focus"));
      document.dispatchEvent(new Event("visibilitychange"));
    });
    await expect(blogItem(page, slug)).toHaveCount(0);

    // Ten seconds of the page's time hold exactly one read (5 s would give two, 30 s none, and a
    // read on focus one more), which shows the post without the page being touched.
    await page.clock.runFor(10_000);
    await expect(blogItem(page, slug)).toBeVisible();
    await expect(refreshing(page)).toHaveCount(0);
    expect(reads).toBe(before + 1);

    // A delete reads the list again at once: no time passes meanwhile.
    await blogItem(page, slug)
      .getByRole("button", { name: /^Delete/ })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(toast(page)).toContainText("Blog post deleted successfully");
    await expect(blogItem(page, slug)).toHaveCount(0);
    expect(reads).toBe(before + 2);
  });
});

test.describe("testimonials", () => {
  test("created featured → on the home page; unfeatured → gone; deleted after a confirmation; the tab with its form's errors has no axe violations (light and dark)", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openDashboard(page, "/admin?tab=testimonials");
    const form = page.locator("[data-testimonial-form]");
    await form.getByRole("button", { name: "Create Testimonial" }).click();
    await expect(page.getByText("Name is required", { exact: true })).toBeVisible();
    await expect(page.getByText("Testimonial is required", { exact: true })).toBeVisible();
    await expect(field(page, "Name")).toBeFocused();
    await expect(page.locator("[data-testimonial-admin-list]")).toBeVisible();
    await expectAdminAxeClean(page, "the testimonials tab with its form's errors");

    await field(page, "Name").fill("Harper Homepage");
    await expect(page.getByText("Name is required")).toHaveCount(0);
    await field(page, "Position").fill("Chief Product Officer");
    await field(page, "Company").fill("Lighthouse Apps");
    await openAdvanced(form, "Avatar URL");
    await field(page, "Avatar URL").fill("not a url");
    await field(page, "Testimonial").fill("The clearest roadmap our board has ever seen.");
    await form.getByRole("button", { name: "Create Testimonial" }).click();
    await expect(page.getByText("Please enter a valid image URL")).toBeVisible();
    await field(page, "Avatar URL").fill("");
    await page.getByText("Featured on Homepage", { exact: true }).click();
    await form.getByRole("button", { name: "Create Testimonial" }).click();
    await expect(toast(page)).toContainText("Testimonial created successfully");
    await expect(field(page, "Name")).toHaveValue("");
    const item = page.locator('[data-testimonial-admin-item="Harper Homepage"]');
    await expect(item).toContainText("Featured");
    await expect(item).toContainText("Chief Product Officer, Lighthouse Apps");

    // The home page is rendered on the server: its HTML says what a visitor sees, with no page load
    // here and no reload of the tab after it.
    expect(
      (await homeTestimonials(page)).filter((card) => card.includes("Harper Homepage")),
      "the testimonial on the home page",
    ).toEqual([expect.stringContaining("The clearest roadmap our board has ever seen.")]);

    // Edited to not featured: gone from the home page.
    await item.getByRole("button", { name: "Edit testimonial from Harper Homepage" }).click();
    await expect(page.getByRole("checkbox", { name: "Featured on Homepage" })).toBeChecked();
    await page.getByText("Featured on Homepage", { exact: true }).click();
    await expect(page.getByRole("checkbox", { name: "Featured on Homepage" })).not.toBeChecked();
    await page.getByRole("button", { name: "Update Testimonial" }).click();
    await expect(toast(page)).toContainText("Testimonial updated successfully");
    await expect(item).not.toContainText("Featured");
    expect((await homeTestimonials(page)).join()).not.toContain("Harper Homepage");

    // Featured again, then deleted: gone.
    await item.getByRole("button", { name: "Edit testimonial from Harper Homepage" }).click();
    await page.getByText("Featured on Homepage", { exact: true }).click();
    await page.getByRole("button", { name: "Update Testimonial" }).click();
    await expect(item).toContainText("Featured");
    await item.getByRole("button", { name: "Delete testimonial from Harper Homepage" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this testimonial?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page)).toContainText("Testimonial deleted successfully");
    await expect(item).toHaveCount(0);
    expect((await homeTestimonials(page)).join()).not.toContain("Harper Homepage");
  });
});

test.describe("a visitor", () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test("the home page, /blog and /resources load no byte of admin or editor code", async ({ page }) => {
    const scripts: { url: string; code: string }[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() === "script")
        scripts.push({ url: response.url(), code: await response.text().catch(() => "") });
    });
    for (const path of ["/", "/blog", "/blog/when-to-hire-a-fractional-cpo", "/resources", "/resources/prd-guidelines"])
      await openPage(page, path);
    expect(scripts.length).toBeGreaterThan(0);
    const adminMarkers = [
      "data-slate",
      "slate-history",
      "New blog post",
      "Publish options",
      "Admin Dashboard",
      "Featured on Homepage",
      "/api/admin/",
      "Resources Management",
      "User Management",
      "Download History",
      "Mark as handled",
    ];
    const found = scripts.flatMap(({ url, code }) =>
      adminMarkers.filter((marker) => code.includes(marker)).map((marker) => `${url}: ${marker}`),
    );
    expect(found).toEqual([]);
  });
});

test("images pasted, dropped and inserted with the toolbar's 'Insert image' are uploaded, described and shown on the post's page with their alt and size", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await deletePost(page, "post-with-an-image");
  await openEditor(page);
  await fillPostFields(page, {
    title: "Post With An Image",
    author: "Ines Image",
    category: "E2E Notes",
    excerpt: "A post with an uploaded image in its body.",
    body: "Above the image.",
  });

  // An image file pasted or dropped into the editor is uploaded, then asked for its alt text before it is inserted.
  // What a browser hands the editor when an image file is pasted or dropped onto it.
  const png = [...makePng()];
  const hand = (kind: "paste" | "drop") =>
    editor(page).evaluate(
      (element, { kind, bytes }) => {
        const data = new DataTransfer();
        data.items.add(new File([new Uint8Array(bytes)], `${kind}.png`, { type: "image/png" }));
        const box = element.getBoundingClientRect();
        const event =
          kind === "paste"
            ? new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true })
            : new DragEvent("drop", {
                dataTransfer: data,
                bubbles: true,
                cancelable: true,
                clientX: box.left + 10,
                clientY: box.top + 10,
              });
        element.dispatchEvent(event);
      },
      { kind, bytes: png },
    );

  const dialog = page.getByRole("dialog", { name: "Insert image" });
  const url = address(page, "Image address");
  const alts = { paste: "A pasted diagram", drop: "A dropped diagram" };
  let pasted = "";
  for (const kind of ["paste", "drop"] as const) {
    await hand(kind);
    await expect(dialog).toBeVisible();
    await expect(url).toHaveValue(/^\/uploads\/covers\/[0-9a-f]{32}\.png$/);
    const src = await url.inputValue();
    await dialog.getByRole("textbox", { name: "Alternative text" }).fill(alts[kind]);
    await dialog.getByRole("button", { name: "Insert image" }).click();
    await expect(dialog).toHaveCount(0);
    // (The same bytes are stored once: both images may have one address.)
    await expect(editor(page).getByRole("img", { name: alts[kind] })).toHaveAttribute("src", src);
    pasted = src;
  }

  await tool(page, "Insert image").click();
  await expect(dialog).toBeVisible();
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Upload", exact: true }).click();
  // Bytes of its own (a red image), so its address is not the pasted images' one.
  const red = makePng({ pixel: () => [220, 38, 38] });
  await (await chooser).setFiles({ name: "diagram.png", mimeType: "image/png", buffer: red });
  // The upload fills the address, kept under 'Advanced'.
  await expect(url).toHaveValue(/^\/uploads\/covers\/[0-9a-f]{32}\.png$/);
  await expect(url).not.toHaveValue(pasted);
  const src = await url.inputValue();
  await expectAdminAxeClean(page, "the image dialog");

  // No alt text and not decorative: refused, with the reason.
  await dialog.getByRole("button", { name: "Insert image" }).click();
  await expect(dialog.getByText("Describe the image, or tick 'Decorative image'.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Alternative text" }).fill("Discovery to delivery diagram");
  await dialog.getByRole("button", { name: "Insert image" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(editor(page).getByRole("img", { name: "Discovery to delivery diagram" })).toHaveAttribute("src", src);

  await publishNow(page);
  await expect(toast(page).filter({ hasText: "Blog post published" })).toBeVisible();

  await openPage(page, "/blog/post-with-an-image");
  const image = page.locator('article img[alt="Discovery to delivery diagram"]');
  await expect(image).toHaveAttribute("src", src);
  await expect(image).toHaveAttribute("width", "8");
  await expect(image).toHaveAttribute("height", "8");
  await expect(image).toHaveJSProperty("naturalWidth", 8);
  expect(await deletePost(page, "post-with-an-image")).toBe(true);
});
