// Cached public pages through the real app: the headers they carry, written out literally as they
// were before cached pages were answered ahead of the middleware chain (decision 009), the access
// log line of each request, and negotiation and 304s. The first request for a page goes through
// the chain (and stores it); the ones after it are answered from the cache entry.
import { afterAll, describe, expect, test } from "bun:test";
import { sessionFor } from "../support/auth";
import { createTestimonial } from "../support/factories";
import { CACHED_CSP, CACHED_SECURITY_HEADERS_HTTPS } from "../support/headers";
import { createTestApp } from "../support/test-app";

// The headers of GET / on an https site before this change, captured from the running app
// (X-Request-Id and ETag vary, and are checked by shape), less the nonce no cached page uses.
const CSP = CACHED_CSP;
const SECURITY_HEADERS_HTTPS = CACHED_SECURITY_HEADERS_HTTPS;
// A page of the public site opens to other windows (decision 075); every other answer keeps same-origin.
const PAGE_SECURITY_HEADERS_HTTPS = { ...SECURITY_HEADERS_HTTPS, "cross-origin-opener-policy": "unsafe-none" };

const PAGE_HEADERS = {
  // Kept by shared caches, purged there by their tags (decision 037); the home page names none of its own.
  "cache-control": "public, max-age=0, s-maxage=3600, stale-while-revalidate=60, stale-if-error=86400",
  "content-type": "text/html; charset=utf-8",
  vary: "Accept-Encoding",
  "surrogate-key": "site settings page:home page:facts list:testimonials list:blog list:case-studies",
  "cache-tag": "site,settings,page:home,page:facts,list:testimonials,list:blog,list:case-studies",
};

const ETAG = /^"[\w-]{27}"$/;
const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A response's headers as a plain object, with the varying ones checked by shape and taken out. */
function headersOf(res: Response): Record<string, string> {
  const all = Object.fromEntries(res.headers);
  expect(all["x-request-id"]).toMatch(REQUEST_ID);
  delete all["x-request-id"];
  if (all.etag !== undefined) {
    expect(all.etag).toMatch(ETAG);
    all.etag = "{etag}";
  }
  return all;
}

const lines: string[] = [];
const t = await createTestApp({ log: (line) => lines.push(line) });
afterAll(() => t.close());
const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  Promise.resolve(t.app.request(path, { method, headers }));

describe("a cached page's headers are today's", () => {
  test("GET / uncompressed: the first answer (the chain) and the cached ones alike", async () => {
    const expected = { ...PAGE_HEADERS, ...PAGE_SECURITY_HEADERS_HTTPS, etag: "{etag}" };
    for (let i = 0; i < 3; i++) {
      const res = await get("/", {}, "GET");
      expect(res.status).toBe(200);
      expect(headersOf(res)).toEqual(expected);
    }
  });

  test("brotli and gzip add Content-Encoding and nothing else", async () => {
    for (const [accepted, encoding] of [
      ["gzip, deflate, br", "br"],
      ["gzip", "gzip"],
    ] as const) {
      const res = await get("/", { "Accept-Encoding": accepted });
      expect(headersOf(res)).toEqual({
        ...PAGE_HEADERS,
        ...PAGE_SECURITY_HEADERS_HTTPS,
        etag: "{etag}",
        "content-encoding": encoding,
      });
    }
  });

  test("a 304 keeps Cache-Control, ETag, Vary and the security headers", async () => {
    const etag = (await get("/services")).headers.get("etag")!;
    const res = await get("/services", { "If-None-Match": etag });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe("");
    expect(headersOf(res)).toEqual({
      "cache-control": PAGE_HEADERS["cache-control"],
      vary: "Accept-Encoding",
      "surrogate-key": "site settings page:services list:case-studies",
      "cache-tag": "site,settings,page:services,list:case-studies",
      etag: "{etag}",
      ...PAGE_SECURITY_HEADERS_HTTPS,
    });
  });

  // No body on the wire: Bun.serve sends none for HEAD (tests/integration/http.test.ts checks it on a socket).
  test("HEAD has the GET's status and headers", async () => {
    await get("/about");
    const res = await get("/about", {}, "HEAD");
    expect(res.status).toBe(200);
    expect(headersOf(res)).toEqual({
      ...PAGE_HEADERS,
      "surrogate-key": "site settings page:about page:facts",
      "cache-tag": "site,settings,page:about,page:facts",
      ...PAGE_SECURITY_HEADERS_HTTPS,
      etag: "{etag}",
    });
  });

  test("a streamed page has the same security headers, with its own nonce in the policy", async () => {
    const res = await get("/no-such-page");
    expect(res.status).toBe(404);
    const headers = Object.fromEntries(res.headers);
    const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
    expect(nonce).toBeDefined();
    expect(headers["content-security-policy"]).toBe(
      CSP.replace("script-src 'self' ", `script-src 'self' 'nonce-${nonce}' `),
    );
    for (const [name, value] of Object.entries(SECURITY_HEADERS_HTTPS)) {
      if (name !== "content-security-policy") expect(headers[name]).toBe(value);
    }
  });

  test("on a plain-http site there is no HSTS and no upgrade-insecure-requests", async () => {
    const plain = await createTestApp({ settings: { siteUrl: "http://consultancy.test" } });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await plain.app.request("/");
        const { "strict-transport-security": _, ...rest } = PAGE_SECURITY_HEADERS_HTTPS;
        expect(headersOf(res)).toEqual({
          ...PAGE_HEADERS,
          ...rest,
          "content-security-policy": CSP.replace("; upgrade-insecure-requests", ""),
          etag: "{etag}",
        });
      }
    } finally {
      plain.close();
    }
  });
});

describe("the access log", () => {
  test("one line per request, with the id sent back in X-Request-Id, cached or not", async () => {
    await get("/expertise"); // stores it
    lines.length = 0;
    const responses = [
      await get("/expertise"),
      await get("/expertise", { "Accept-Encoding": "br" }, "HEAD"),
      await get("/expertise", { "If-None-Match": "*" }),
      await get("/no-such-page"),
    ];
    expect(lines).toHaveLength(4);
    const expected = [
      / GET \/expertise 200 [\d.]+ms$/,
      / HEAD \/expertise 200 [\d.]+ms$/,
      / GET \/expertise 304 [\d.]+ms$/,
      / GET \/no-such-page 404 [\d.]+ms$/,
    ];
    for (const [i, res] of responses.entries()) {
      const id = res.headers.get("x-request-id")!;
      expect(lines[i]).toStartWith(`${id} `);
      expect(lines[i]).toMatch(expected[i]!);
    }
  });

  test("a plain X-Request-Id from the client is kept and any other replaced, as hono/request-id does", async () => {
    await get("/terms");
    lines.length = 0;
    const kept = await get("/terms", { "X-Request-Id": "from-the-proxy-42" });
    expect(kept.headers.get("x-request-id")).toBe("from-the-proxy-42");
    const replaced = await get("/terms", { "X-Request-Id": "two words" });
    expect(replaced.headers.get("x-request-id")).toMatch(REQUEST_ID);
    const tooLong = await get("/terms", { "X-Request-Id": "a".repeat(256) });
    expect(tooLong.headers.get("x-request-id")).toMatch(REQUEST_ID);
    expect(lines.map((line) => line.split(" ")[0])).toEqual([
      "from-the-proxy-42",
      replaced.headers.get("x-request-id")!,
      tooLong.headers.get("x-request-id")!,
    ]);
  });

  test("control characters of a cached page's query are not in the line (the path is logged)", async () => {
    await get("/privacy-policy");
    lines.length = 0;
    const res = await get("/privacy-policy?utm_source=%0d%0aFORGED");
    expect(res.status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/ GET \/privacy-policy 200 [\d.]+ms$/);
  });
});

describe("what the cache must not answer", () => {
  test("a signed-in visitor gets the same page, and the session is still validated", async () => {
    const admin = t.services.users.list().find((user) => user.role === "admin")!;
    const { cookie } = sessionFor(t.services, admin.id);
    const anonymous = await get("/blog");
    const signedIn = await get("/blog", { Cookie: cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("etag")).toBe(anonymous.headers.get("etag"));
    expect(await signedIn.text()).toBe(await anonymous.text());
    // The admin's own pages are never cached, whoever asked for them first.
    expect((await get("/admin")).status).toBe(401);
    expect((await get("/admin", { Cookie: cookie })).status).toBe(200);
    expect((await get("/admin", { Cookie: cookie })).headers.get("cache-control")).toBe("private, no-store");
  });

  test("other methods on a cached page still meet the chain (CSRF, 405)", async () => {
    await get("/services");
    expect((await t.app.request("/services", { method: "DELETE" })).status).toBe(403);
    const res = await t.app.request("/services", { method: "DELETE", headers: { Origin: "https://consultancy.test" } });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
  });

  test("a trailing slash still redirects, a cached page or not", async () => {
    await get("/services");
    const res = await get("/services/");
    expect(res.status).toBe(301);
  });

  test("a client that takes only deflate still gets it from the compress middleware", async () => {
    await get("/");
    const res = await get("/", { "Accept-Encoding": "deflate" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("deflate");
    expect(res.headers.get("etag")).toMatch(/^W\//);
  });

  test("after a content write the cached page is rendered anew", async () => {
    const before = await (await get("/")).text();
    createTestimonial(t.services, { name: "Rowan Achterberg", featured: true });
    const after = await (await get("/")).text();
    expect(before).not.toContain("Rowan Achterberg");
    expect(after).toContain("Rowan Achterberg");
  });
});

describe("which windows may keep a handle on a page (decision 075)", () => {
  const opener = (res: Response) => res.headers.get("cross-origin-opener-policy");

  test("a page of the public site opens to other windows, cached, streamed or early", async () => {
    for (const path of ["/services", "/contact", "/blog", "/resources", "/case-studies", "/terms"]) {
      // The first answer is the chain's (a cached page stores itself; /contact is streamed each
      // time, for its form's stamp), the second the early path's or the chain's again.
      for (let i = 0; i < 2; i++) expect(`${path}: ${opener(await get(path))}`).toBe(`${path}: unsafe-none`);
    }
    const post = t.services.sitemap.publishedPosts()[0]!.path;
    expect(opener(await get(post, { "Accept-Encoding": "br" }))).toBe("unsafe-none");
    // A 304 carries what the 200 did.
    const etag = (await get("/services")).headers.get("etag")!;
    const notModified = await get("/services", { "If-None-Match": etag });
    expect(notModified.status).toBe(304);
    expect(opener(notModified)).toBe("unsafe-none");
  });

  test("everything else keeps same-origin: sign-in, the admin, a 404, a refused form, the API", async () => {
    const admin = t.services.users.list().find((user) => user.role === "admin")!;
    const { cookie } = sessionFor(t.services, admin.id);
    const answers = {
      "/login": await get("/login"),
      "/admin signed out": await get("/admin"),
      "/admin": await get("/admin", { Cookie: cookie }),
      "/admin/posts/new": await get("/admin/posts/new", { Cookie: cookie }),
      "a 404": await get("/no-such-page"),
      "a missing post's 404": await get("/blog/no-such-post"),
      "/api/blog": await get("/api/blog"),
      // Posted without JavaScript and refused: the page again, with what this visitor typed in it.
      "a refused contact form": await t.app.request("/contact", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://consultancy.test" },
        body: new URLSearchParams({ name: "A", email: "not-an-address", message: "" }).toString(),
      }),
    };
    expect(answers["a refused contact form"].status).toBe(400);
    expect(Object.fromEntries(Object.entries(answers).map(([what, res]) => [what, opener(res)]))).toEqual(
      Object.fromEntries(Object.keys(answers).map((what) => [what, "same-origin"])),
    );
  });
});
