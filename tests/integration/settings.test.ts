// The site settings through the real app (docs/product.md#settings, #admin-settings): GET and PUT
// /api/admin/settings (the defaults of a fresh install, a message per field, a deep partial that
// keeps what it leaves out, who may, the activity trail), and every place the settings show: a
// cached page renders with the new values on the next request, the footer, /contact,
// /privacy-policy, the JSON-LD, the feed, the portrait, and the contact e-mail, which goes to the
// e-mail the settings hold when it is sent. Texts and values are written here.
import { afterAll, describe, expect, test } from "bun:test";
import { createSmtpMailer } from "../../src/services/mailer";
import { CLIENT_IP, SAME_ORIGIN, send, sendJson, sessionFor, withCookie } from "../support/auth";
import { movableClock, openContactApp, sendContact, startSmtpServer, viewContactPage } from "../support/contact";
import { signedInUser } from "../support/factories";
import { select } from "../support/html";
import { expectFieldsRefused, fieldRefusal } from "../support/answers";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

const asAdmin = withCookie(sessionFor(t.services, 1).cookie);
const getSettings = () => send(t.app, "/api/admin/settings", { headers: asAdmin });
const put = (body: unknown, headers: Record<string, string> = asAdmin) =>
  sendJson(t.app, "PUT", "/api/admin/settings", body, headers);
const page = async (path: string) => (await send(t.app, path)).text();

// The long texts are today's copy of the site; their first words are enough to know them.
const FRESH_INSTALL = {
  firmName: "Meridian Product Partners",
  tagline: expect.stringMatching(/^Fractional CPO, product management and product operations support for/),
  email: "hello@consultancy.test",
  phone: "+1 (816) 555-0100",
  location: "Kansas City Metropolitan Area, United States",
  linkedinUrl: "https://www.linkedin.com/company/meridian-product-partners",
  logoUrl: null,
  requireTwoFactorForAdmins: false,
  clientLogos: [],
  downloadCountThreshold: 0,
  founder: {
    name: "Avery Morgan",
    title: "Founder & Principal Consultant",
    bio: expect.stringMatching(/^Avery brings 15\+ years of product leadership/),
    quote: expect.stringMatching(/^Great products don't happen by accident\./),
    portraitUrl: null,
  },
  seo: {
    description: expect.stringMatching(/^Fractional CPO, product management and product operations expertise/),
    ogImageUrl: null,
  },
  social: { x: null, youtube: null, github: null, medium: null, newsletter: null },
  notifications: { mode: "instant", digestHour: 9, email: null },
};

describe("a fresh install", () => {
  test("GET answers the first start's document, with SITE_EMAIL and SITE_PHONE", async () => {
    const res = await getSettings();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual(FRESH_INSTALL);
  });

  test("the pages read as before, the founder named, the initials in place of a portrait", async () => {
    const home = await page("/");
    expect((await select(home, "title"))[0]!.text).toBe(
      "Fractional CPO & Product Leadership | Meridian Product Partners",
    );
    expect((await select(home, "[data-founder-quote] figcaption"))[0]!.text).toBe(
      "Avery Morgan, Founder & Principal Consultant",
    );
    const initials = await select(home, "[data-founder-initials]");
    expect(initials.map((box) => [box.attrs.role, box.attrs["aria-label"], box.text])).toEqual([
      ["img", "Avery Morgan, Founder & Principal Consultant", "AM"],
    ]);
    expect(home).not.toContain("/headshot.png");
    expect((await select(home, 'footer a[target="_blank"]'))[0]!.attrs.href).toBe(
      "https://www.linkedin.com/company/meridian-product-partners",
    );
  });
});

describe("PUT /api/admin/settings: refusals", () => {
  test("each field's problem, keyed by its path, in the envelope; nothing is stored", async () => {
    await expectFieldsRefused(
      put({
        firmName: " ",
        email: "not-an-address",
        phone: "call me",
        linkedinUrl: "http://www.linkedin.com/company/acme",
        logoUrl: "javascript:alert(1)",
        founder: { name: "", quote: "q".repeat(401), portraitUrl: "//evil.example/me.png" },
        seo: { description: "", ogImageUrl: "ftp://example.com/share.png" },
      }),
      {
        firmName: "Firm name is required",
        email: "Please enter a valid email address",
        phone: "Please enter a valid phone number",
        linkedinUrl: "Please enter an https address on linkedin.com",
        logoUrl: "Please enter an image address on this site (/uploads/...) or an http(s) URL",
        "founder.name": "Founder name is required",
        "founder.quote": "Quote must be at most 400 characters",
        "founder.portraitUrl": "Please enter an image address on this site (/uploads/...) or an http(s) URL",
        "seo.description": "Description is required",
        "seo.ogImageUrl": "Please enter an image address on this site (/uploads/...) or an http(s) URL",
      },
    );
    expect(await (await getSettings()).json()).toEqual(FRESH_INSTALL);
  });

  test("a LinkedIn address on another host is refused, however it is spelled", async () => {
    for (const linkedinUrl of ["https://linkedin.com.evil.example/x", "https://evil.example/?linkedin.com"]) {
      const res = await put({ linkedinUrl });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(fieldRefusal("linkedinUrl", "Please enter an https address on linkedin.com"));
    }
  });

  test("a body that is not JSON, or a group that is not an object, is a 400 too", async () => {
    const broken = await send(t.app, "/api/admin/settings", {
      method: "PUT",
      headers: { ...asAdmin, "Content-Type": "application/json", Origin: SAME_ORIGIN },
      body: "{",
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toEqual({ success: false, message: "The request body is not valid JSON.", errors: {} });
    const res = await put({ founder: "Avery" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown }).errors).toEqual({
      founder: "Founder details must be an object",
    });
  });

  test("anonymous 401, a non-admin 403, another origin 403; nothing is stored", async () => {
    expect((await send(t.app, "/api/admin/settings")).status).toBe(401);
    expect((await put({ firmName: "Stranger & Co" }, {})).status).toBe(401);
    const { headers } = await signedInUser(t.services);
    expect((await send(t.app, "/api/admin/settings", { headers })).status).toBe(403);
    expect((await put({ firmName: "User & Co" }, headers)).status).toBe(403);
    const crossSite = await send(t.app, "/api/admin/settings", {
      method: "PUT",
      headers: { ...asAdmin, "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify({ firmName: "Forged & Co" }),
    });
    expect(crossSite.status).toBe(403);
    expect(((await (await getSettings()).json()) as { firmName: string }).firmName).toBe("Meridian Product Partners");
  });
});

describe("PUT /api/admin/settings: a save", () => {
  test("answers 'Settings saved' with the whole document; keys left out keep their values", async () => {
    const res = await put({ phone: " +1 (913) 555-0199 ", founder: { name: "Jordan Lee" } });
    expect(res.status).toBe(200);
    const saved = {
      ...FRESH_INSTALL,
      phone: "+1 (913) 555-0199",
      founder: { ...FRESH_INSTALL.founder, name: "Jordan Lee" },
    };
    expect(await res.json()).toEqual({ success: true, message: "Settings saved", data: saved });
    expect(await (await getSettings()).json()).toEqual(saved);
  });

  test("null or blank clears an optional field, and the page leaves out what it showed", async () => {
    const res = await put({ phone: "", location: null });
    expect(res.status).toBe(200);
    const data = ((await res.json()) as { data: { phone: unknown; location: unknown } }).data;
    expect([data.phone, data.location]).toEqual([null, null]);
    const titles = await select(await page("/contact"), "#contact-info h3");
    expect(titles.map((h) => h.text)).toEqual(["Email"]);
    expect((await put({ phone: "+1 (913) 555-0199", location: "Overland Park, Kansas" })).status).toBe(200);
  });

  test("is in the activity trail as 'Updated site settings', by whom and from where", async () => {
    expect((await put({ tagline: "Product leadership, on demand." })).status).toBe(200);
    const list = (await (await send(t.app, "/api/admin/activity?limit=1", { headers: asAdmin })).json()) as Record<
      string,
      unknown
    >[];
    expect(list[0]).toMatchObject({
      username: "admin",
      action: "PUT /api/admin/settings",
      summary: "Updated site settings",
      ip: CLIENT_IP,
      ok: true,
    });
  });

  test("is stored: an app opened on the same database reads it", async () => {
    const row = t.sqlite
      .query<{ data: string; updated_by: number }, []>("SELECT data, updated_by FROM site_settings")
      .get()!;
    expect(row.updated_by).toBe(1);
    expect(JSON.parse(row.data)).toMatchObject({
      tagline: "Product leadership, on demand.",
      founder: { name: "Jordan Lee" },
    });
  });
});

describe("applied everywhere on the next request", () => {
  test("a cached page shows the new phone, e-mail and founder on the next request", async () => {
    const before = await send(t.app, "/about");
    expect(before.status).toBe(200);
    await before.text();
    expect(t.renderCache.cached("/about", `${SAME_ORIGIN}/about`)).toBeTruthy();

    const res = await put({
      email: "studio@northwind.test",
      founder: { name: "Riley Chen", title: "Principal", bio: "Riley has led product at three scale-ups." },
    });
    expect(res.status).toBe(200);
    expect(t.renderCache.cached("/about", `${SAME_ORIGIN}/about`)).toBeFalsy();

    const about = await page("/about");
    expect(about).toContain("Riley has led product at three scale-ups.");
    expect((await select(about, "[data-founder-quote] figcaption"))[0]!.text).toBe("Riley Chen, Principal");
    expect((await select(about, "[data-founder-initials]"))[0]!.text).toBe("RC");
    const contact = await page("/contact");
    const values = await select(contact, "#contact-info li a, #contact-info li p");
    expect(values.map((v) => v.text)).toEqual(["studio@northwind.test", "+1 (913) 555-0199", "Overland Park, Kansas"]);
  });

  test("the header, footer and titles name the new firm; the footer's LinkedIn link and tagline follow", async () => {
    await put({
      firmName: "Northwind Product Studio",
      linkedinUrl: "https://uk.linkedin.com/company/northwind",
      tagline: "Senior product leadership for growing teams.",
    });
    const html = await page("/services");
    expect((await select(html, "title"))[0]!.text).toBe("Product Management Services | Northwind Product Studio");
    expect((await select(html, 'meta[property="og:site_name"]'))[0]!.attrs.content).toBe("Northwind Product Studio");
    expect((await select(html, "header a[href='/']"))[0]!.attrs["aria-label"]).toBe("Northwind Product Studio home");
    expect((await select(html, "footer p"))[0]!.text).toBe("Senior product leadership for growing teams.");
    const linkedin = (await select(html, 'footer a[target="_blank"]'))[0]!;
    expect(linkedin.attrs.href).toBe("https://uk.linkedin.com/company/northwind");
    expect(linkedin.attrs["aria-label"]).toBe("Northwind Product Studio on LinkedIn (opens in a new tab)");
    const year = new Date().getFullYear();
    expect((await select(html, "footer p")).map((p) => p.text)).toContain(
      `© ${year} Northwind Product Studio. All rights reserved.`,
    );
  });

  test("/privacy-policy names the new e-mail and firm", async () => {
    const html = await page("/privacy-policy");
    expect(html).toContain('href="mailto:studio@northwind.test"');
    expect(html).toContain("Northwind Product Studio is the controller of the personal data");
    expect(html).not.toContain("Meridian Product Partners");
  });

  test("JSON-LD: the organisation and the founder, with the logo and portrait once set", async () => {
    await put({ logoUrl: "/uploads/logo.png", founder: { portraitUrl: "/uploads/riley.png" } });
    /** The page's JSON-LD item of `type`. */
    const jsonLd = async (path: string, type: string) =>
      (await select(await page(path), 'script[type="application/ld+json"]'))
        .map((s) => JSON.parse(s.text))
        .find((item) => item["@type"] === type);
    expect(await jsonLd("/", "ProfessionalService")).toMatchObject({
      name: "Northwind Product Studio",
      description: "Senior product leadership for growing teams.",
      email: "studio@northwind.test",
      telephone: "+1 (913) 555-0199",
      logo: "https://consultancy.test/uploads/logo.png",
      sameAs: ["https://uk.linkedin.com/company/northwind"],
      location: { "@type": "Place", name: "Overland Park, Kansas" },
    });
    expect(await jsonLd("/about", "Person")).toMatchObject({
      name: "Riley Chen",
      jobTitle: "Principal",
      description: "Riley has led product at three scale-ups.",
      image: "https://consultancy.test/uploads/riley.png",
      worksFor: { name: "Northwind Product Studio" },
    });
  });

  test("the portrait, once set, is an image in the same square box, named for the founder", async () => {
    for (const path of ["/", "/about"]) {
      const html = await page(path);
      const portraits = await select(html, "img[data-founder-portrait]");
      expect(portraits.map((img) => [img.attrs.src, img.attrs.alt, img.attrs.width, img.attrs.height])).toEqual([
        ["/uploads/riley.png", "Riley Chen, Principal", "640", "640"],
      ]);
      expect(await select(html, "[data-founder-initials]")).toEqual([]);
    }
    const logo = await select(await page("/"), "header a[href='/'] img");
    expect(logo.map((img) => img.attrs.src)).toEqual(["/uploads/logo.png"]);
  });

  test("the default description and share image are the sharing settings'", async () => {
    const before = (await select(await page("/"), 'meta[property="og:image"]'))[0]!.attrs.content;
    await put({ seo: { description: "Northwind helps product teams ship.", ogImageUrl: "/uploads/share.png" } });
    const home = await page("/");
    expect((await select(home, 'meta[name="description"]'))[0]!.attrs.content).toBe(
      "Northwind helps product teams ship.",
    );
    // The settings' image, drawn by the site (docs/product.md#share-images): a new address.
    const after = (await select(home, 'meta[property="og:image"]'))[0]!.attrs.content;
    expect(after).toMatch(/^https:\/\/consultancy\.test\/share\/site-[\w-]{16}\.png$/);
    expect(after).not.toBe(before);
  });

  test("the feed's title names the new firm", async () => {
    const xml = await page("/blog/rss.xml");
    expect(xml).toContain("<title>Northwind Product Studio: Product Management Insights</title>");
  });
});

describe("the contact e-mail", () => {
  test("goes to the e-mail the settings hold when it is sent", async () => {
    const smtp = await startSmtpServer();
    const clock = movableClock();
    const site = openContactApp(t.dir, {
      now: clock.now,
      secretKey: new Uint8Array(32).fill(3),
      contact: { mailer: createSmtpMailer(smtp.url), from: { address: "website@consultancy.test" } },
    });
    try {
      const { stamp } = await viewContactPage(site.app, "198.51.100.77");
      clock.advance(5_000);
      const body = {
        name: "Jane Smith",
        email: "jane@example.test",
        service: "fractional-cpo",
        message: "We need help with our product roadmap.",
      };
      expect((await sendContact(site.app, body, { ip: "198.51.100.77", stamp })).status).toBe(200);
      // Saved after the message was queued and before it is sent.
      const admin = withCookie(sessionFor(site.services, 1).cookie);
      const saved = await sendJson(site.app, "PUT", "/api/admin/settings", { email: "inbox@northwind.test" }, admin);
      expect(saved.status).toBe(200);
      expect(await site.services.contact.sender!.runOnce()).toEqual({ sent: 1, failed: 0, gaveUp: 0 });
      expect(smtp.received.map((mail) => mail.envelope.to)).toEqual([["inbox@northwind.test"]]);
    } finally {
      await site.close();
      await smtp.stop();
    }
  });
});
