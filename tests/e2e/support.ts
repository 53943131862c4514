// Shared helpers for the browser tests.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Opens a path and waits until the header script ran and every island hydrated (never a sleep).
 * Islands that hydrate when visible are scrolled into view first, then the page returns to the top;
 * islands that wait for an interaction get a pointer move.
 */
export async function openPage(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForScripts(page);
  return response;
}

export async function waitForScripts(page: Page) {
  await expect(page.locator("[data-site-header][data-ready]")).toHaveCount(1);
  const lazy = page.locator('[data-island][data-when="visible"]:not([data-hydrated])');
  // A deep link into a lazy island (/services#product-operations) makes the runtime hydrate that
  // island and scroll to the part by itself; scrolling here as well, and back, would race it.
  const deepLinked = await page.evaluate(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    return Boolean(id && document.getElementById(id)?.closest('[data-island][data-when="visible"]'));
  });
  if (deepLinked) await expect(lazy).toHaveCount(0);
  if ((await lazy.count()) > 0) {
    // Bring each lazy island into view in turn (one scroll may hydrate several), then go back.
    await page.evaluate(async () => {
      const y = window.scrollY;
      for (const marker of document.querySelectorAll<HTMLElement>('[data-island][data-when="visible"]')) {
        if ("hydrated" in marker.dataset) continue;
        (marker.firstElementChild ?? marker).scrollIntoView({ block: "center", behavior: "instant" });
        // Stay until it has hydrated (bounded), so scrolling on cannot outrun the observer.
        for (let waited = 0; !("hydrated" in marker.dataset) && waited < 5000; waited += 50) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      window.scrollTo({ top: y, behavior: "instant" });
    });
  }
  // Islands that wait for the visitor hydrate at the first pointer move, as a person's would.
  if ((await page.locator('[data-island][data-when="interaction"]:not([data-hydrated])').count()) > 0) {
    await page.mouse.move(1, 1);
    await page.mouse.move(2, 2);
  }
  await expect(page.locator("[data-island]:not([data-hydrated])")).toHaveCount(0);
  // The heroes rise into place once (app.css): let that end, so that a colour check or a
  // measurement sees the page as it stays. Endless animations (the home orbit) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Every public page, written out here rather than read from the router or the sitemap, so a page
 * that goes missing fails the tests that walk them (accessibility, layout). The last is a 404.
 */
export const publicPaths = [
  "/",
  "/services",
  "/expertise",
  "/about",
  "/contact",
  "/blog",
  "/blog/from-feature-factory-to-outcome-driven-roadmaps",
  "/resources",
  "/resources/prd-guidelines",
  "/case-studies",
  "/case-studies/ledgerline-discovery-coaching",
  "/privacy-policy",
  "/terms",
  "/no-such-page",
];

/** The island fixture server (tests/e2e/fixtures/islands-server.tsx), started by playwright.config.ts. */
export const fixtureURL = `http://127.0.0.1:${process.env.E2E_FIXTURE_PORT}`;

/**
 * Collects what the page reports as errors from now on: console.error messages (React's hydration
 * mismatches, the island runtime's failures) and uncaught errors or unhandled rejections.
 */
export function collectErrors(page: Page): { console: string[]; uncaught: string[] } {
  const errors = { console: [] as string[], uncaught: [] as string[] };
  page.on("console", (message) => {
    if (message.type() === "error") errors.console.push(message.text());
  });
  page.on("pageerror", (error) => errors.uncaught.push(String(error)));
  return errors;
}

/**
 * Waits until the keyboard focus is inside `container`: a dialog moves focus into itself a frame
 * or more after it shows, and a key pressed before that goes to the page behind it.
 */
export async function expectFocusWithin(container: Locator) {
  await expect.poll(() => container.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

/**
 * Puts the page in the light or the dark theme (the class the theme script sets on <html>) and waits
 * until its colours have got there: they change with a transition, and a check must see where they
 * end, not a frame on the way.
 */
export async function showTheme(page: Page, theme: "light" | "dark") {
  await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), theme === "dark");
  await settleTransitions(page);
}

/**
 * Ends at once the CSS transitions running now: colours easing from one theme to the other, which a
 * colour scan taken halfway reads as too little contrast. Ended, not waited for: a transition inside
 * a box the browser is not drawing (render-when-near, off screen) does not advance until it is.
 */
async function settleTransitions(page: Page) {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  });
}

/** The axe tags a scan runs: WCAG 2.1 A and AA and, unless told otherwise, best practices. */
function axeTags(options: { bestPractices?: boolean }): string[] {
  return ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", ...(options.bestPractices === false ? [] : ["best-practice"])];
}

/** The axe rules whose findings depend on colours. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

// axe-core, put into a page once per document and run there (decision 054): @axe-core/playwright
// sent its 550 KB source over the protocol and evaluated it twice for every scan.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

type AxeRun = { include: string | null; tags?: string[]; rules?: string[] };

/** One axe scan of the page as it is now: each violation as "rule (count) first target". */
async function axeViolations(page: Page, run: AxeRun): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async ({ include, tags, rules }) => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const results = await axe.run(include ? { include: [[include]] } : document, {
      runOnly: tags ? { type: "tag", values: tags } : { type: "rule", values: rules ?? [] },
      resultTypes: ["violations"],
    });
    return results.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ") ?? ""}`);
  }, run);
}

/**
 * While a modal dialog holds the focus (React Aria hides everything outside it from assistive
 * technology with aria-hidden), a selector for that dialog, marked for the scan; else null.
 */
function modalScope(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    for (const marked of document.querySelectorAll("[data-axe-scope]")) marked.removeAttribute("data-axe-scope");
    const dialog = document.activeElement?.closest('[role="dialog"], [role="alertdialog"]');
    const outsideHidden = [...document.body.children].some((child) => child.getAttribute("aria-hidden") === "true");
    if (!dialog || !outsideHidden) return null;
    dialog.setAttribute("data-axe-scope", "");
    return "[data-axe-scope]";
  });
}

/**
 * axe (WCAG 2.1 A/AA and, unless told otherwise, best practices) finds nothing on the page as it is
 * now (or in the part `include` selects), in the light and then the dark theme (the class the theme
 * script sets on <html>), and the page is left light. `what` names the page or state in a failure.
 * The dark theme changes colours only (no element of the site is shown or hidden by it), so in dark
 * axe runs its colour rules: the rest would find exactly what they found in light. While a modal
 * dialog is open, the dialog is what is scanned: the page under it is inert, and was scanned in a
 * state of its own before the dialog opened. `scope`: the part scanned when no such dialog is open,
 * where the rest of the page is the same as in a state scanned in full elsewhere (decision 061).
 */
export async function expectAxeClean(
  page: Page,
  what: string,
  options: { bestPractices?: boolean; include?: string; scope?: string; dark?: boolean } = {},
) {
  const tags = axeTags(options);
  const include = options.include ?? (await modalScope(page)) ?? options.scope ?? null;
  // `dark: false`: this state's dark colours were checked at another width of the same page (decision 054).
  for (const theme of options.dark === false ? (["light"] as const) : (["light", "dark"] as const)) {
    await showTheme(page, theme);
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
    const violations = await axeViolations(
      page,
      theme === "light" ? { include, tags } : { include, rules: COLOUR_RULES },
    );
    expect(
      violations.map((violation) => `${what} (${theme}): ${violation}`),
      `axe violations on ${what} (${theme})`,
    ).toEqual([]);
  }
  await showTheme(page, "light");
}

/**
 * Signs `page`'s browser context in as `account` through POST /api/auth/login, as the login form's
 * script does: the session cookie lands in the context. For tests about what a signed-in visitor
 * sees; the login form itself is tested in auth.e2e.ts.
 */
export async function signInByApi(page: Page, account: { username: string; password: string }) {
  const response = await page.request.post("/api/auth/login", { data: account });
  expect(response.status(), `signing in as ${account.username}`).toBe(200);
}

/**
 * Types `term` into `search` key by key, as a visitor does, after which the list's `cards` must read
 * `titles` and the address match `address`.
 */
export async function searchAsTyped(search: Locator, term: string, cards: Locator, titles: string[], address: RegExp) {
  await search.pressSequentially(term, { delay: 40 });
  await expect(cards).toHaveText(titles);
  await expect(search.page()).toHaveURL(address);
}

/** Marks the document, so that a test can tell afterwards that no navigation replaced it. */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
}

/** The document `markDocument` marked is still the one shown: everything since happened in place. */
export async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
}

/**
 * axe on a page most of which was scanned whole in both themes in another state (another width, or
 * before a popover opened), in light (decision 065): every rule but the colour ones over the whole
 * page, since what shows, what is hidden from assistive technology and what scrolls depend on the
 * state, and the colour rules, the bulk of a scan's cost, only on the part `colourScope` selects:
 * what the state draws differently (see `colourChanges`), in dark too when `dark` is set. Nothing
 * matching `colourScope`, no colour scan.
 */
export async function expectAxeCleanColoursIn(
  page: Page,
  what: string,
  colourScope: string,
  options: { bestPractices?: boolean; dark?: boolean } = {},
) {
  const tags = axeTags(options);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const scan = (run: { include: string | null; colours: boolean }) =>
    page.evaluate(
      async ({ include, colours, tags, colourRules }) => {
        const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
        if (include && !document.querySelector(include)) return [];
        const results = await axe.run(include ? { include: [[include]] } : document, {
          ...(colours
            ? { runOnly: { type: "rule" as const, values: colourRules } }
            : {
                runOnly: { type: "tag" as const, values: tags },
                rules: Object.fromEntries(colourRules.map((rule) => [rule, { enabled: false }])),
              }),
          resultTypes: ["violations"],
        });
        return results.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ") ?? ""}`);
      },
      { ...run, tags, colourRules: COLOUR_RULES },
    );
  // The page is light as it comes (expectAxeClean leaves it so), but a change of width or state
  // may have set colours easing (a link's hover colour, say): the scan reads them once settled.
  await expect(page.locator("html")).toHaveClass(/^(?!.*\bdark\b)/);
  await settleTransitions(page);
  for (const theme of options.dark ? (["light", "dark"] as const) : (["light"] as const)) {
    if (theme === "dark") await showTheme(page, theme);
    const violations = [
      ...(theme === "light" ? await scan({ include: null, colours: false }) : []),
      ...(await scan({ include: colourScope, colours: true })),
    ];
    expect(
      violations.map((violation) => `${what} (${theme}): ${violation}`),
      `axe violations on ${what} (${theme})`,
    ).toEqual([]);
  }
  await showTheme(page, "light");
}

/**
 * At the width a page was scanned whole (`remember`), notes what decides each element's colour
 * check; at another width (`mark`), marks with `data-axe-changed` each element drawn there that was
 * not drawn before, or whose colour, background, opacity or text size or weight differ (a heading's
 * text can be large at one width and small at the other, which changes the contrast it needs), and
 * returns how many; with `within`, only what is in the part it selects (the rest of the page is
 * scanned at this width elsewhere).
 * A marked element's descendants are scanned with it, so text on a background
 * that changed is checked again. Text that the other width only moves over a different background
 * (an overlap a layout makes) is not caught: the site's text sits on its own section's background.
 */
export function colourChanges(
  page: Page,
  step: "remember" | "mark",
  options: { within?: string } = {},
): Promise<number> {
  return page.evaluate(
    ({ step, within }) => {
      const signature = (element: Element) => {
        const style = getComputedStyle(element);
        if (element.getClientRects().length === 0 || style.visibility !== "visible") return null;
        const { color, backgroundColor, backgroundImage, opacity, fontSize, fontWeight } = style;
        return [color, backgroundColor, backgroundImage, opacity, fontSize, fontWeight].join("|");
      };
      const store = window as unknown as { __colourSignatures?: WeakMap<Element, string | null> };
      const elements = document.body.querySelectorAll("*");
      if (step === "remember") {
        store.__colourSignatures = new WeakMap([...elements].map((element) => [element, signature(element)]));
        return elements.length;
      }
      let marked = 0;
      for (const element of elements) {
        const now = signature(element);
        const changed =
          now !== null &&
          now !== store.__colourSignatures?.get(element) &&
          (!within || element.closest(within) !== null);
        element.toggleAttribute("data-axe-changed", changed);
        if (changed) marked++;
      }
      return marked;
    },
    { step, within: options.within ?? null },
  );
}

/**
 * Holds every script of the page but the entry (the islands' code, in hashed chunks) until the
 * returned function is called: what a visitor does meanwhile lands before any island hydrates.
 */
export async function holdIslandCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/chunk-[a-z0-9]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
