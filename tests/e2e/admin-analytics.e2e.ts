// Analytics in the browser (docs/product.md#analytics): a visitor comes from another site with UTM
// tags, reads a resource and downloads it; the visit, its source, its campaign and the conversion
// are in the API and in the Analytics tab. A visit that sends DNT: 1 and one by the signed-in admin
// are not counted, no answer to the visitor sets a cookie, and axe finds nothing on the tab in either
// theme. The campaign is unique to the run, so other tests' visits on the shared server do not matter.
import { expect } from "@playwright/test";
import { adminURL, expectAdminAxeClean, newContext, openDashboard, test } from "./admin-support";
import { openPage } from "./support";

const BROWSER_UA =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

type Report = {
  sources: Array<{ referrer: string; visits: number; conversions: number }>;
  campaigns: Array<{ source: string; medium: string; campaign: string; visits: number; conversions: number }>;
  conversions: Array<{ path: string; downloads: number; messages: number }>;
};

test("a visit from a campaign that downloads a resource is in the API and the tab; DNT and the admin are not", async ({
  page,
  browser,
}, info) => {
  const campaign = `launch-${info.workerIndex}-${Date.now()}`;
  // An address of this run's own: a visit is recognised by address and browser, and a retry of this
  // test within half an hour must start a visit of its own.
  const address = `198.51.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
  const referrer = `news-${campaign}.example.org`;
  const landing = `/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`;

  // The visitor: a browser of its own at an address of its own (the server trusts X-Forwarded-For).
  const visitor = await newContext(browser);
  await visitor.setExtraHTTPHeaders({ "X-Forwarded-For": address, "User-Agent": BROWSER_UA });
  const visit = await visitor.newPage();
  const cookies: string[] = [];
  visit.on("response", async (response) => {
    const setCookie = await response.headerValue("set-cookie");
    if (setCookie) cookies.push(`${new URL(response.url()).pathname}: ${setCookie}`);
  });
  await visit.goto(landing, { referer: `https://${referrer}/issue/7` });
  await openPage(visit, "/resources/discovery-toolkit");
  await visit.getByRole("button", { name: "Download Resource" }).click();
  const dialog = visit.getByRole("dialog");
  await dialog.getByLabel("Full Name").fill("Jordan Lee");
  await dialog.getByLabel("Email Address").fill("jordan.analytics@example.com");
  await dialog.getByLabel("LinkedIn Profile URL").fill("https://www.linkedin.com/in/jordan-analytics");
  const saved = visit.waitForEvent("download");
  await dialog.getByRole("button", { name: "Download Now" }).click();
  await saved;
  expect(cookies).toEqual([]);
  await visitor.close();

  // Not counted: a browser that asks not to be tracked, and the signed-in admin.
  const private_ = await newContext(browser);
  await private_.setExtraHTTPHeaders({
    "X-Forwarded-For": address.replace("198.51.", "203.0."),
    "User-Agent": BROWSER_UA,
    DNT: "1",
  });
  const dnt = await private_.newPage();
  await dnt.goto(`/?utm_source=newsletter&utm_campaign=${campaign}-dnt`);
  await private_.close();
  await page.setExtraHTTPHeaders({ "User-Agent": BROWSER_UA });
  await page.goto(`/?utm_source=newsletter&utm_campaign=${campaign}-admin`);

  const answer = await page.request.get("/api/admin/analytics");
  expect(answer.status()).toBe(200);
  const report = ((await answer.json()) as { data: Report }).data;
  expect(report.campaigns.filter((row) => row.campaign.startsWith(campaign))).toEqual([
    { source: "newsletter", medium: "email", campaign, visits: 1, conversions: 1 },
  ]);
  expect(report.sources.filter((row) => row.referrer === referrer)).toEqual([{ referrer, visits: 1, conversions: 1 }]);
  expect(report.conversions.find((row) => row.path === "/resources/discovery-toolkit")?.downloads).toBeGreaterThan(0);

  await openDashboard(page, "/admin?tab=analytics");
  const campaigns = page.getByRole("region", { name: "Campaigns" });
  await expect(campaigns.getByRole("row", { name: new RegExp(campaign) })).toHaveCount(1, { timeout: 20_000 });
  await expect(campaigns.getByRole("row", { name: new RegExp(campaign) })).toContainText(
    `${campaign}newsletteremail11`,
  );
  await expect(
    page.getByRole("region", { name: "Sources" }).getByRole("row", { name: new RegExp(referrer) }),
  ).toHaveCount(1);
  await expect(page.locator("[data-total='conversions'] dd")).not.toHaveText("0");
  await expect(page).toHaveURL(`${adminURL}/admin?tab=analytics`);
  await expectAdminAxeClean(page, "the analytics tab");
});

test("the tab reads right: a share of visits for the rate, pages by title, no word cut at phone or desktop width", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  // A visit of its own that converts three times: three conversions, one converted visit.
  const address = `192.0.2.${Math.floor(Math.random() * 254) + 1}`;
  const visitor = await newContext(browser);
  await visitor.setExtraHTTPHeaders({ "X-Forwarded-For": address, "User-Agent": BROWSER_UA });
  const visit = await visitor.newPage();
  await visit.goto("/about");
  await visit.goto("/resources/discovery-toolkit");
  const { id } = (await (await visitor.request.get("/api/resources/discovery-toolkit")).json()) as { id: number };
  for (let i = 0; i < 3; i++) {
    const asked = await visitor.request.post(`/api/resources/${id}/request`, {
      headers: { Origin: adminURL },
      data: {
        name: "Rita Rate",
        email: `rita.rate.${i}@example.com`,
        linkedinUrl: "https://www.linkedin.com/in/rita-rate",
      },
    });
    expect(asked.status()).toBe(200);
  }
  await visitor.close();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await openDashboard(page, "/admin?tab=analytics");
    const rate = page.locator("[data-total='conversion-rate'] dd").first();
    await expect(rate).toHaveText(/%$/, { timeout: 20_000 });
    expect(Number.parseFloat((await rate.textContent()) ?? "")).toBeLessThanOrEqual(100);
    await expect(page.locator("[data-total='conversion-rate']")).toContainText("of visits converted");

    // Pages by what they are called, the path beneath.
    const topPages = page.getByRole("region", { name: "Top pages" });
    await expect(topPages.getByRole("row", { name: /About/ }).locator("[data-page-title]")).toHaveText("About");
    const conversions = page.getByRole("region", { name: "Top articles and resources by conversions" });
    await expect(conversions.locator("[data-page-title]").first()).not.toHaveText(/^\//);

    // Every word in the tables' cells is on one line (a line may end after a hyphen, as in print).
    const cut = await page.locator("[data-analytics-report] td").evaluateAll((cells) =>
      cells.flatMap((cell) => {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        const words: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          for (const match of text.matchAll(/[^\s-]+-?/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
            if (lines.size > 1) words.push(match[0]);
          }
        }
        return words;
      }),
    );
    expect(cut, `words cut across lines at ${width} px`).toEqual([]);
  }
});
