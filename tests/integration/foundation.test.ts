// The foundation through the real app: pages, 404, assets, uploads, security headers, health.
import { afterAll, describe, expect, test } from "bun:test";
import { manifest } from "#build/assets";
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

  test.each(["/", "/services", "/expertise", "/about", "/contact", "/privacy-policy", "/terms"])(
    "%s has a title, a description and a canonical link",
    async (path) => {
      const html = await (await get(path)).text();
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toContain(`<link rel="canonical" href="${TEST_SETTINGS.siteUrl}${path}"`);
      expect(html).toContain('property="og:title"');
    },
  );

  test("an unknown path answers 404 with the product's text and the shell", async () => {
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
    expect(nonce).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
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
    expect(script).toStartWith("(function(){var d=document.documentElement");
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
    const res = await get("/apple-touch-icon.png");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
  });
});

describe("uploads", () => {
  test("a seeded cover image is public and nosniff; an SVG upload is sandboxed", async () => {
    const cover = (await t.db.query.resources.findFirst())!.coverImage!;
    expect(cover).toStartWith("/uploads/");
    const res = await get(cover);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    // The seeded covers are WebP (decision 072); an owner's SVG, which could carry script, is sandboxed.
    await t.storage.put("public/covers/drawn.svg", '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const svg = await get("/uploads/covers/drawn.svg");
    expect(svg.status).toBe(200);
    expect(svg.headers.get("content-type")).toBe("image/svg+xml");
    expect(svg.headers.get("x-content-type-options")).toBe("nosniff");
    expect(svg.headers.get("content-security-policy")).toContain("sandbox");
  });

  test("a private file with an image name is reachable neither through /uploads nor by a traversing key", async () => {
    // An image extension, so the route's type check cannot be what refuses it.
    await t.storage.put("private/resources/secret.png", "not for the public");
    expect((await get("/uploads/resources/secret.png")).status).toBe(404);
    expect((await get("/uploads/..%2Fprivate%2Fresources%2Fsecret.png")).status).toBe(404);
    expect((await get("/uploads/%2e%2e/private/resources/secret.png")).status).toBe(404);
    // The URL parser already folds dot segments; the storage key check is the layer under it.
    expect(await t.storage.get("public/../private/resources/secret.png")).toBeNull();
  });
});

test("/healthz checks the database", async () => {
  const res = await get("/healthz");
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ status: "ok" });
});

// A real failure under the pages and the API: the table they read is gone.
const broken = await createTestApp();
afterAll(() => broken.close());
broken.sqlite.exec("DROP TABLE testimonials");

describe("errors", () => {
  const quiet = console.error;

  test("a page that throws answers the HTML 500 page without a stack", async () => {
    console.error = () => {};
    const res = await Promise.resolve(broken.app.request("/")).finally(() => {
      console.error = quiet;
    });
    expect(res.status).toBe(500);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("<h1>500 Internal server error</h1>");
    expect(html).not.toContain("testimonials");
    expect(html).not.toMatch(/at .+\.tsx?:\d+/);
  });

  test("an API that throws answers JSON 500 without a stack", async () => {
    console.error = () => {};
    const res = await Promise.resolve(broken.app.request("/api/testimonials/featured")).finally(() => {
      console.error = quiet;
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ success: false, message: "Internal server error" });
  });
});

test("HSTS is not sent when the site is served over plain http", async () => {
  const plain = await createTestApp({ settings: { siteUrl: "http://localhost:3000" } });
  try {
    const res = await plain.app.request("/");
    expect(res.status).toBe(200);
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(res.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
  } finally {
    plain.close();
  }
});
