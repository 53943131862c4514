// "Make it yours" through the real app (docs/product.md#make-it-yours): a site configured as another
// firm shows the sample persona nowhere public, share images included; the checklist says what is
// still the sample's; one step takes the samples off the site and one puts them back; the firm's
// profiles show in the footer and the organisation's JSON-LD.
import { afterAll, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { blogPosts, resources, testimonials, users } from "../../src/db/schema";
import { itemShareCard, siteShareCard } from "../../src/services/share-images/cards";
import { send, sendJson } from "../support/auth";
import { signedInUser } from "../support/factories";
import { select } from "../support/html";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

const admin = await signedInUser(t.services, { role: "admin", username: "owner" });
const SAMPLE_PERSONA = /Meridian|Avery|United States/;

const saveSettings = async (patch: unknown) => {
  const res = await sendJson(t.app, "PUT", "/api/admin/settings", patch, admin.headers);
  expect(res.status).toBe(200);
};

type Checklist = {
  done: boolean;
  samplesUnpublished: boolean;
  items: { id: string; label: string; done: boolean; detail: string }[];
};
const checklist = async () =>
  (await (await send(t.app, "/api/admin/pages/make-it-yours", { headers: admin.headers })).json()) as Checklist;
const item = (list: Checklist, id: string) => list.items.find((entry) => entry.id === id)!;

/** Every public address a visitor can reach from the home page and the public reads, with its text. */
async function walkPublicSite(): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  const queue = ["/", "/blog/rss.xml", "/sitemap.xml", "/api/testimonials/featured", "/api/blog", "/api/resources"];
  while (queue.length > 0) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    const res = await send(t.app, path);
    expect([200, 404].includes(res.status) ? path : `${path} answered ${res.status}`).toBe(path);
    const text = await res.text();
    seen.set(path, text);
    if (!(res.headers.get("content-type") ?? "").startsWith("text/html")) continue;
    for (const { attrs } of await select(text, "a[href]")) {
      const href = attrs.href!;
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const target = href.split("#")[0]!;
      if (!target || /^\/(admin|login|api|uploads|assets|share)\b/.test(target) || seen.has(target)) continue;
      queue.push(target);
    }
  }
  return seen;
}

describe("a site configured as another firm", () => {
  test("shows the sample persona nowhere public, share images' texts included", async () => {
    // The first start's site is the sample persona's, which the walk finds everywhere.
    const before = await walkPublicSite();
    expect([...before.values()].some((text) => SAMPLE_PERSONA.test(text))).toBe(true);

    await saveSettings({
      firmName: "Northwind Product Studio",
      location: "London, United Kingdom",
      linkedinUrl: "https://www.linkedin.com/company/northwind",
      founder: { name: "Riley Chen", bio: "Riley has led product at three scale-ups." },
    });
    const pages = await walkPublicSite();
    expect(pages.size).toBeGreaterThan(20);
    for (const path of ["/", "/about", "/privacy-policy", "/terms", "/blog", "/resources"])
      expect(pages.has(path)).toBe(true);
    const found = [...pages].flatMap(([path, text]) => {
      const match = text.match(SAMPLE_PERSONA);
      return match ? [`${path}: …${text.slice(Math.max(0, match.index! - 60), match.index! + 40)}…`] : [];
    });
    expect(found).toEqual([]);
    expect(pages.get("/about")).toContain("Working with clients across the United Kingdom");
    expect(pages.get("/privacy-policy")).toContain("We are based in the United Kingdom");
    expect(pages.get("/")).toContain("We brought Northwind Product Studio in as our fractional CPO");

    // The share images draw the firm's name and a title: the site's card and every post's and resource's.
    const settings = t.services.settings.current();
    const items = [
      ...t.db
        .select()
        .from(blogPosts)
        .all()
        .map((post) => itemShareCard("post", post, settings)),
      ...t.db
        .select()
        .from(resources)
        .all()
        .map((resource) => itemShareCard("resource", resource, settings)),
    ];
    const cards = [siteShareCard(settings), ...items];
    expect(cards.length).toBeGreaterThan(5);
    expect(cards.filter((card) => SAMPLE_PERSONA.test(`${card.firmName} ${card.title}`))).toEqual([]);
  });

  test("a sample the firm edited keeps the firm's words when the settings change again", async () => {
    const [edited] = t.db.select().from(testimonials).limit(1).all();
    t.db.update(testimonials).set({ testimonial: "Our own words." }).where(eq(testimonials.id, edited!.id)).run();
    await saveSettings({ firmName: "Southwind Partners" });
    const rows = t.db.select().from(testimonials).all();
    expect(rows.find((row) => row.id === edited!.id)!.testimonial).toBe("Our own words.");
    expect(rows.some((row) => row.testimonial.includes("Southwind Partners"))).toBe(true);
    const founder = t.db.select().from(users).where(eq(users.username, "avery.morgan")).get()!;
    expect([founder.displayName, founder.linkedinUrl]).toEqual(["Riley Chen", null]);
  });
});

describe("the checklist and the samples", () => {
  test("lists what is still the sample's; unpublishing the samples is one step, and reversible", async () => {
    await saveSettings({ email: "hello@example.com", phone: "+1 (816) 555-0100", location: null });
    let list = await checklist();
    expect(list.done).toBe(false);
    expect(item(list, "contact")).toEqual({
      id: "contact",
      label: "Give your own contact details",
      done: false,
      detail: "Still placeholders: the e-mail, the phone number.",
    });
    expect(item(list, "portrait").done).toBe(false);
    expect(item(list, "share-image").done).toBe(false);
    expect(item(list, "identity").done).toBe(true);
    expect(item(list, "samples").detail).toBe(
      "Still public: 6 sample posts, 6 resources, 3 case studies, 3 testimonials and 2 people.",
    );
    expect(item(list, "pages").detail).toContain("Never published: Shared facts, Home, Services");

    const blogBefore = await (await send(t.app, "/blog")).text();
    expect(blogBefore).toContain("When to Hire a Fractional CPO");
    const unpublished = await sendJson(t.app, "POST", "/api/admin/pages/samples/unpublish", {}, admin.headers);
    expect(unpublished.status).toBe(200);
    list = await checklist();
    expect(item(list, "samples").done).toBe(true);
    expect(list.samplesUnpublished).toBe(true);
    expect(await (await send(t.app, "/blog")).text()).not.toContain("When to Hire a Fractional CPO");
    expect(await (await send(t.app, "/api/testimonials/featured")).json()).toEqual([]);

    // Put back: the same samples are public again.
    const back = await sendJson(t.app, "POST", "/api/admin/pages/samples/republish", {}, admin.headers);
    expect(back.status).toBe(200);
    list = await checklist();
    expect(item(list, "samples").done).toBe(false);
    expect(list.samplesUnpublished).toBe(false);
    expect(await (await send(t.app, "/blog")).text()).toContain("When to Hire a Fractional CPO");
    expect(((await (await send(t.app, "/api/testimonials/featured")).json()) as unknown[]).length).toBeGreaterThan(0);

    await saveSettings({
      email: "studio@northwind.test",
      phone: "+44 20 7946 0958",
      location: "London, United Kingdom",
      founder: { portraitUrl: "/uploads/riley.jpg" },
      seo: { ogImageUrl: "/uploads/share.png" },
    });
    list = await checklist();
    // ".test" is a name made for examples, never a firm's: the e-mail is still a placeholder.
    expect(item(list, "contact").detail).toBe("Still placeholders: the e-mail.");
    expect([item(list, "portrait").done, item(list, "share-image").done]).toEqual([true, true]);
  });

  test("only admins see the checklist or switch the samples", async () => {
    const visitor = await signedInUser(t.services);
    expect((await send(t.app, "/api/admin/pages/make-it-yours", { headers: visitor.headers })).status).toBe(403);
    expect((await sendJson(t.app, "POST", "/api/admin/pages/samples/unpublish", {}, visitor.headers)).status).toBe(403);
  });
});

describe("the firm's profiles", () => {
  test("show in the footer, opening in a new tab, and in the organisation's sameAs", async () => {
    await saveSettings({
      social: {
        x: "https://x.com/northwind",
        github: "https://github.com/northwind",
        newsletter: "https://news.northwind.test/",
      },
    });
    const home = await (await send(t.app, "/")).text();
    const links = await select(home, "[data-social-profiles] a");
    expect(links.map((link) => [link.text, link.attrs.href, link.attrs.target, link.attrs["aria-label"]])).toEqual([
      ["X", "https://x.com/northwind", "_blank", "Southwind Partners on X (opens in a new tab)"],
      ["GitHub", "https://github.com/northwind", "_blank", "Southwind Partners on GitHub (opens in a new tab)"],
      ["Newsletter", "https://news.northwind.test/", "_blank", "Southwind Partners on Newsletter (opens in a new tab)"],
    ]);
    const jsonLd = (await select(home, 'script[type="application/ld+json"]')).map((script) => JSON.parse(script.text));
    const organization = jsonLd.flat().find((entry) => entry["@type"] === "ProfessionalService");
    expect(organization.sameAs).toEqual([
      "https://www.linkedin.com/company/northwind",
      "https://x.com/northwind",
      "https://github.com/northwind",
      "https://news.northwind.test/",
    ]);

    const refused = await sendJson(
      t.app,
      "PUT",
      "/api/admin/settings",
      { social: { x: "https://x.evil.test/a" } },
      admin.headers,
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: Record<string, string> }).errors).toEqual({
      "social.x": "Please enter an https address on x.com",
    });
  });
});
