// The proof a prospective client sees, through the real app (docs/product.md#services, #client-logos,
// #home, #resources, #resource-detail): the engagement models from the services document and the
// row of client logos from the settings, each left out while its list is empty; a download count
// hidden below the settings' threshold wherever a visitor could read it; a PDF's pages counted at
// upload, stored, shown instead of its size and setting its read time; a testimonial's LinkedIn
// profile; and the home hero's booking button and whom-for lines.
import { afterAll, describe, expect, test } from "bun:test";
import { deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { pageVersions, resources } from "../../src/db/schema";
import { SAME_ORIGIN, send, sendJson, sessionFor, withCookie } from "../support/auth";
import { createResource, createTestimonial } from "../support/factories";
import { select } from "../support/html";
import { MULTIPART_TYPE, multipartBody } from "../support/multipart";
import { resourceBody } from "../support/admin-api";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

const asAdmin = withCookie(sessionFor(t.services, 1).cookie);
const html = async (path: string) => (await send(t.app, path)).text();
const putSettings = (body: unknown) => sendJson(t.app, "PUT", "/api/admin/settings", body, asAdmin);

describe("engagement models on /services", () => {
  test("the default document shows advisory, fractional and interim, each with its time, length and price", async () => {
    const page = await html("/services");
    const names = await select(page, "[data-engagement-models] h3");
    expect(names.map((h) => h.text)).toEqual(["Advisory", "Fractional CPO", "Interim CPO"]);
    const facts = await select(page, "[data-engagement-models] dd");
    // The fractional model as the "When to Hire a Fractional CPO" post sets it: 1–3 days a week for 3–9 months.
    expect(facts.map((dd) => dd.text)).toContain("1–3\u00a0days a week");
    expect(facts.map((dd) => dd.text)).toContain("3–9\u00a0months");
    const prices = await select(page, "[data-model-price]");
    expect(prices.map((p) => p.text)).toEqual(["From $3,000 a month", "From $9,000 a month", "On request"]);
  });

  test("a published document without models leaves the section out; one saved before the section existed keeps its edits", async () => {
    const current = t.services.pageContent.published("services");
    const withoutModels = { ...current, engagementModels: { ...current.engagementModels, models: [] } };
    const written = t.services.pageContent.saveDraft("services", withoutModels, 0, null);
    if (!written.ok) throw new Error("the document was refused");
    t.services.pageContent.publish("services", written.version.version, null);
    const page = await html("/services");
    expect(await select(page, "#engagement-models")).toHaveLength(0);
    expect(page).toContain("How an Engagement Starts");

    // A version stored by the code before engagement models: its own edit stays, the default's models fill in.
    const { engagementModels: _, ...older } = { ...current, hero: { ...current.hero, title: "Services, Edited" } };
    t.db.update(pageVersions).set({ document: older }).where(eq(pageVersions.id, written.version.version)).run();
    t.services.events.changed(["page:services"]);
    const after = await html("/services");
    expect((await select(after, "h1")).map((h) => h.text)).toEqual(["Services, Edited"]);
    expect(await select(after, "[data-engagement-models] h3")).toHaveLength(3);
  });
});

describe("client logos", () => {
  test("no row while the settings list none; then a row of monochrome logos on / and /about, each named by its company", async () => {
    for (const path of ["/", "/about"]) expect(await select(await html(path), "[data-client-logos]")).toHaveLength(0);

    const logos = [
      { company: "Harbor Health", logoUrl: "/uploads/logos/harbor.svg" },
      { company: "Northwind Bank", logoUrl: "https://cdn.example.org/northwind.png" },
    ];
    expect((await putSettings({ clientLogos: logos })).status).toBe(200);
    for (const path of ["/", "/about"]) {
      const page = await html(path);
      expect((await select(page, "#client-logos-heading")).map((h) => h.text)).toEqual(["Worked with teams at…"]);
      const images = await select(page, "[data-client-logos] img");
      expect(images.map((img) => img.attrs.alt)).toEqual(["Harbor Health", "Northwind Bank"]);
      expect(images.every((img) => img.attrs.class?.includes("client-logo"))).toBe(true);
      // An outside logo is fetched through the image proxy, as every outside image is.
      expect(images[1]!.attrs.src).toStartWith("/api/images/proxy?url=");
    }
    expect((await putSettings({ clientLogos: [] })).status).toBe(200);
    expect(await select(await html("/"), "[data-client-logos]")).toHaveLength(0);
  });

  test("a logo without its company or with an address that is no image is refused", async () => {
    for (const [logo, message] of [
      [{ company: "", logoUrl: "/uploads/logos/a.svg" }, "Company is required"],
      [{ company: "Acme", logoUrl: "javascript:alert(1)" }, "Please enter an image address"],
    ] as const) {
      const res = await putSettings({ clientLogos: [logo] });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { errors: Record<string, string> }).errors.clientLogos).toStartWith(message);
    }
  });
});

describe("download counts below the settings' threshold", () => {
  test("are all shown at first, 0 included, as the original brief's cards show them", async () => {
    createResource(t.services, { title: "Fresh Guide", slug: "fresh-guide" });
    expect(t.services.settings.current().downloadCountThreshold).toBe(0);
    const card = (await select(await html("/resources?q=Fresh"), '[data-resource-card="fresh-guide"]'))[0]!.text;
    expect(card).toContain("0 downloads");
    const api = (await (await send(t.app, "/api/resources/fresh-guide")).json()) as { downloadCount: unknown };
    expect(api.downloadCount).toBe(0);
  });

  test("are left out of the card, the detail page, the public API and a download's answer; from it up they show", async () => {
    const resource = createResource(t.services, { title: "Threshold Guide", slug: "threshold-guide" });
    t.db.update(resources).set({ downloadCount: 4 }).where(eq(resources.id, resource.id)).run();
    expect((await putSettings({ downloadCountThreshold: 5 })).status).toBe(200);

    const card = async () =>
      (await select(await html("/resources?q=Threshold"), '[data-resource-card="threshold-guide"]'))[0]!.text;
    expect(await card()).not.toContain("download");
    const detail = await html("/resources/threshold-guide");
    expect(await select(detail, "[data-resource-downloads]")).toHaveLength(0);
    expect(detail).not.toContain("4 downloads");
    const api = (await (await send(t.app, "/api/resources/threshold-guide")).json()) as { downloadCount: unknown };
    expect(api.downloadCount).toBeNull();

    // The fifth download reaches the threshold: its answer and the pages show the count.
    const asked = await sendJson(t.app, "POST", `/api/resources/${resource.id}/request`, {
      name: "Dana Reader",
      email: "dana@company.test",
      linkedinUrl: "https://www.linkedin.com/in/dana-reader",
    });
    expect(((await asked.json()) as { downloadCount: unknown }).downloadCount).toBe(5);
    expect(await card()).toContain("5 downloads");
    expect((await select(await html("/resources/threshold-guide"), "[data-resource-downloads]"))[0]!.text).toBe(
      "5 downloads",
    );
  });

  test("the threshold is a whole number from 0", async () => {
    for (const value of [-1, 2.5, "ten"])
      expect((await putSettings({ downloadCountThreshold: value })).status).toBe(400);
  });
});

/** A PDF of `pages` pages whose page objects are packed in a deflated object stream. */
function packedPdf(pages: number): Uint8Array {
  const dictionaries = Array.from({ length: pages }, () => "<</Type/Page/Parent 2 0 R>>").join(" ");
  const data = deflateSync(Buffer.from(`3 0 ${dictionaries}<</Type/Pages/Count ${pages}>>`, "latin1"));
  const head = Buffer.from(`%PDF-1.5\n5 0 obj\n<</Type/ObjStm/N ${pages}/Filter/FlateDecode>>stream\n`, "latin1");
  const tail = Buffer.from("\nendstream\nendobj\n%%EOF\n", "latin1");
  return new Uint8Array(Buffer.concat([head, data, tail]));
}

describe("a PDF's pages", () => {
  test("are counted at upload, stored with the resource, shown instead of its size and set its read time", async () => {
    const uploaded = await send(t.app, "/api/admin/upload/resource", {
      method: "POST",
      headers: { ...asAdmin, Origin: SAME_ORIGIN, ...MULTIPART_TYPE },
      body: multipartBody([{ field: "resourceFile", fileName: "Playbook.pdf", content: packedPdf(24) }]),
    });
    expect(uploaded.status).toBe(201);
    const file = ((await uploaded.json()) as { data: { fullUrl: string; fileSize: string; pageCount: number } }).data;
    expect(file.pageCount).toBe(24);

    const created = await sendJson(
      t.app,
      "POST",
      "/api/admin/resources",
      resourceBody({
        title: "Paged Playbook",
        slug: "paged-playbook",
        description: "Short.",
        fileUrl: file.fullUrl,
        fileName: "Playbook.pdf",
        fileSize: file.fileSize,
        fileType: "PDF",
        pageCount: file.pageCount,
        published: true,
      }),
      asAdmin,
    );
    expect(created.status).toBe(201);
    const page = await html("/resources?q=Paged");
    expect((await select(page, '[data-resource-card="paged-playbook"] [data-resource-size]'))[0]!.text).toBe(
      "24\u00a0pages",
    );
    const detail = await html("/resources/paged-playbook");
    // 24 pages of about 250 words at 200 a minute, not the two words of its description.
    expect((await select(detail, "[data-resource-read-time]"))[0]!.text).toBe("30 min read");
    expect((await select(detail, "[data-file-details] dd")).map((dd) => dd.text)).toContain("24");
  });

  test("a page count that is no whole number from 1 is refused", async () => {
    const res = await sendJson(
      t.app,
      "POST",
      "/api/admin/resources",
      resourceBody({ slug: "bad-pages", pageCount: 0 }),
      asAdmin,
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: Record<string, string> }).errors.pageCount).toBe(
      "Pages must be a whole number from 1 to 100,000",
    );
  });
});

describe("testimonials", () => {
  test("a featured testimonial's name links to its LinkedIn profile, in a new tab; an address off LinkedIn is refused", async () => {
    createTestimonial(t.services, {
      name: "Priya Natarajan",
      featured: true,
      linkedinUrl: "https://www.linkedin.com/in/priya-natarajan",
    });
    const links = await select(await html("/"), "[data-testimonial-linkedin]");
    expect(links.map((a) => [a.attrs.href, a.attrs.target, a.attrs.rel])).toEqual([
      ["https://www.linkedin.com/in/priya-natarajan", "_blank", "noopener noreferrer"],
    ]);
    const refused = await sendJson(
      t.app,
      "POST",
      "/api/testimonials",
      { name: "A", testimonial: "Good.", linkedinUrl: "https://example.org/me" },
      asAdmin,
    );
    expect(refused.status).toBe(400);
  });
});

describe("the home hero", () => {
  test("the booking call to action comes first, leads to /contact while booking is closed, and the whom-for lines show", async () => {
    const page = await html("/");
    const primary = (await select(page, "[data-hero-primary]"))[0]!;
    expect([primary.text, primary.attrs.href]).toEqual(["Schedule Consultation", "/contact"]);
    expect((await select(page, "[data-hero-details] li")).map((li) => li.text)).toHaveLength(2);
    const row = (await select(page, "[data-founder-row]"))[0]!;
    expect(row.text).toContain("Avery Morgan");
    expect(row.text).toContain("Founder & Principal Consultant");
  });
});
