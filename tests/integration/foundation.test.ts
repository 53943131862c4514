// The foundation through the real app: pages, 404, assets, uploads, security headers, health.
import { afterAll, describe, expect, test } from "bun:test";
import { manifest } from "#build/assets";
import { pageRoutes } from "../../src/server/pages";
import { createTestApp, TEST_SETTINGS } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

describe("pages", () => {
  test("the home page streams the hero inside the document", async () => {
    const res = await get("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toStartWith("<!DOCTYPE html>");
    expect(html).toContain("Elevating Product Development &amp; Technology Initiatives");
    expect(html).toContain('href="/services"');
    expect(html).toContain("Explore Services");
    expect(html).toContain("Schedule Consultation");
  });

  test.each(pageRoutes.filter((r) => !r.path.includes(":")).map((r) => r.path))(
    "%s has a title, a description and a canonical link",
    async (path) => {
      const html = await (await get(path)).text();
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(`<link rel="canonical" href="${TEST_SETTINGS.siteUrl}${path}"`);
      expect(html).toContain('property="og:title"');
    },
  );

  test("an unknown path answers 404 with SPEC's text and the shell", async () => {
    const res = await get("/no-such-page");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("forget to add the page to the router");
    expect(html).toContain("data-site-header");
  });

  test("an unknown API path answers JSON 404", async () => {
    const res = await get("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: "Not found" });
  });
});

describe("security headers", () => {
  test("the CSP carries a fresh nonce that React puts on its scripts in streamed pages", async () => {
    // The 404 page is streamed per request (never cached), so it carries this request's nonce.
    const [a, b] = await Promise.all([get("/no-such-page"), get("/no-such-page")]);
    const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    const nonce = nonceOf(a);
    expect(nonce).toBeTruthy();
    expect(nonceOf(b)).not.toBe(nonce);
    const html = await a.text();
    expect(html).toContain(`<script type="module" src="${manifest.clientEntry}" nonce="${nonce}"`);
    expect(a.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(a.headers.get("x-content-type-options")).toBe("nosniff");
    expect(a.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  test("cached pages load the client entry from 'self', with no stale nonce", async () => {
    const res = await get("/");
    const html = await res.text();
    expect(html).toContain(`<script type="module" src="${manifest.clientEntry}"`);
    expect(html).not.toContain("nonce=");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
  });

  test("the inline theme script is allowed by its hash", async () => {
    const res = await get("/");
    const html = await res.text();
    const script = /<script>(\(function\(\)\{var d=document[^<]+)<\/script>/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const hash = new Bun.CryptoHasher("sha256").update(script!).digest("base64");
    expect(res.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
  });

  test("HSTS is sent when the site is served over https", async () => {
    const res = await get("/");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=");
  });

  test("every response carries a request id", async () => {
    const res = await get("/");
    expect(res.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
  });
});

describe("assets", () => {
  test("the client entry is served immutable, brotli when accepted", async () => {
    const res = await get(manifest.clientEntry, { "Accept-Encoding": "gzip, br" });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("immutable");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toContain("javascript");
  });

  test("a matching ETag gives 304", async () => {
    const first = await get(manifest.stylesheet);
    const etag = first.headers.get("etag")!;
    const again = await get(manifest.stylesheet, { "If-None-Match": etag });
    expect(again.status).toBe(304);
  });

  test("public files are served at the root", async () => {
    const res = await get("/headshot.png");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
  });
});

describe("uploads", () => {
  test("a seeded cover image is public, nosniff, and SVG is sandboxed", async () => {
    const html = await (await get("/")).text();
    expect(html).toBeTruthy();
    const cover = t.db.query.resources.findFirst();
    const path = (await cover)!.coverImage!;
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
  });

  test("private resource files are not reachable through /uploads", async () => {
    const resource = await t.db.query.resources.findFirst();
    const name = resource!.fileUrl.split("/").pop();
    expect((await get(`/uploads/resources/${name}`)).status).toBe(404);
    expect((await get(`/uploads/..%2Fprivate%2Fresources%2F${name}`)).status).toBe(404);
  });
});

test("/healthz checks the database", async () => {
  const res = await get("/healthz");
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ status: "ok" });
});
