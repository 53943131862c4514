// HTTP behaviour of the real app that the foundation hardening fixed: unparseable request targets,
// log injection, body limits, CSRF, conditional requests, content negotiation, trailing slashes,
// 405s and cross-origin image reads. Each test names what it expects in its own words.
import { afterAll, describe, expect, spyOn, test } from "bun:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { SAME_ORIGIN, sessionFor, withCookie } from "../support/auth";
import { select } from "../support/html";
import { rawRequest, withServer } from "../support/raw-http";
import { createTestApp } from "../support/test-app";
import { waitFor } from "../support/wait";

const logLines: string[] = [];
const t = await createTestApp({ log: (line) => logLines.push(line) });
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

describe("request targets the router cannot trust", () => {
  test("an HTTP/1.0 request without Host is routed by its path", async () => {
    await withServer(t.app.fetch, async (port) => {
      const res = await rawRequest(port, "GET /healthz HTTP/1.0\r\n\r\n");
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual({ status: "ok" });
    });
  });

  test("an HTTP/1.0 page request without Host gets the page with canonical links from SITE_URL", async () => {
    await withServer(t.app.fetch, async (port) => {
      const res = await rawRequest(port, "GET /services HTTP/1.0\r\n\r\n");
      expect(res.status).toBe(200);
      expect(res.body).toContain('<link rel="canonical" href="https://consultancy.test/services"');
    });
  });

  test.each([
    ["a@b", "/a:bcd/healthz"],
    ["x/y", "/services"],
    [":99999", "/services"],
    ["example.com:70000", "/"],
    ["exa mple.com", "/"],
  ])("Host %p is refused with 400 before routing (%s)", async (host, path) => {
    await withServer(t.app.fetch, async (port) => {
      const res = await rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(res.status).toBe(400);
      expect(res.body).not.toContain('"status":"ok"');
    });
  });

  test("an ordinary Host with a port is served", async () => {
    await withServer(t.app.fetch, async (port) => {
      const res = await rawRequest(
        port,
        `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
      );
      expect(res.status).toBe(200);
    });
  });

  test("a page's links come from SITE_URL whatever Host says", async () => {
    await withServer(t.app.fetch, async (port) => {
      const res = await rawRequest(
        port,
        "GET /no-such-page HTTP/1.1\r\nHost: attacker.test\r\nConnection: close\r\n\r\n",
      );
      expect(res.status).toBe(404);
      expect(res.body).toMatch(/content="https:\/\/consultancy\.test\/share\/site-[\w-]{16}\.png"/);
      expect(res.body).not.toContain("attacker.test");
    });
  });

  test("a 4,100-character upload path is simply not found", async () => {
    const res = await get(`/uploads/${"a".repeat(4100)}.png`);
    expect(res.status).toBe(404);
  });

  test("control characters from the path are escaped in the log line", async () => {
    logLines.length = 0;
    await get("/x%0d%0aFORGED%20200%200.1ms");
    expect(logLines).toHaveLength(1);
    expect(logLines[0]).not.toMatch(/[\r\n]/);
    expect(logLines[0]).toContain("\\u000d\\u000aFORGED");
  });
});

describe("writes", () => {
  test("a body over the limit is refused with 413 before any handler reads it", async () => {
    const res = await t.app.request("/api/testimonials/featured", {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": String(2 * 1024 * 1024) },
      body: "x".repeat(2 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: "The request body is too large." });
  });

  const postForm = (path: string, origin: string) =>
    t.app.request(path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
      body: "name=x",
    });

  test("a form posted from another origin is refused with 403", async () => {
    expect((await postForm("/contact", "https://evil.test")).status).toBe(403);
  });

  test("a write without Origin or Sec-Fetch-Site is refused unless it carries its own credentials", async () => {
    expect((await t.app.request("/services", { method: "DELETE" })).status).toBe(403);
    const scripted = await t.app.request("/services", { method: "DELETE", headers: { Authorization: "Bearer abc" } });
    expect(scripted.status).toBe(405);
  });

  test("a form posted from the site itself passes the CSRF check (and meets the 405 of a GET-only page)", async () => {
    expect((await postForm("/services", "https://consultancy.test")).status).toBe(405);
  });
});

describe("bodies that break off", () => {
  test("a chunked body with an overflowing chunk size is the client's fault: one 400 log line, no stack", async () => {
    logLines.length = 0;
    const errors = spyOn(console, "error").mockImplementation(() => {});
    try {
      const json = '{"name":"Ada"';
      const res = await withServer(t.app.fetch, (port) =>
        rawRequest(
          port,
          "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
            `Transfer-Encoding: chunked\r\n\r\n${json.length.toString(16)}\r\n${json}\r\nffffffffffffffffff\r\nabc\r\n0\r\n\r\n`,
        ),
      );
      expect(res.status).toBe(400);
      // The app's own line is written once its answer is made, just after Bun has answered.
      await waitFor(() => logLines.length > 0, "the app's log line");
      expect(logLines).toHaveLength(1);
      expect(logLines[0]).toMatch(/ POST \/api\/contact 400 /);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });
});

describe("Content-Encoding always matches the body", () => {
  const admin = sessionFor(t.services, 1);
  const json = { "Content-Type": "application/json", Origin: SAME_ORIGIN };
  // Every kind of answer the app makes, each asked for with compression welcome.
  const cases: [string, number, string, RequestInit][] = [
    ["a cached page", 200, "/", {}],
    ["a public list", 200, "/api/blog", {}],
    ["an admin list", 200, "/api/admin/blog", { headers: withCookie(admin.cookie) }],
    [
      "a created record",
      201,
      "/api/testimonials",
      {
        method: "POST",
        headers: withCookie(admin.cookie, json),
        body: JSON.stringify({ name: "Encoding Test", testimonial: "Every answer says how its body is encoded." }),
      },
    ],
    ["a redirect", 301, "/services/", {}],
    ["a validation error", 400, "/api/blog?page=0", {}],
    ["an anonymous admin call", 401, "/api/users", {}],
    [
      "a cross-origin write",
      403,
      "/contact",
      {
        method: "POST",
        headers: { Origin: "https://evil.test", "Content-Type": "application/x-www-form-urlencoded" },
        body: "name=x",
      },
    ],
    ["a missing page", 404, "/no-such-page", {}],
    ["a missing API path", 404, "/api/no-such-thing", {}],
    ["another method on an admin API path", 405, "/api/users/1", { headers: withCookie(admin.cookie) }],
    ["another method on a page", 405, "/services", { method: "DELETE", headers: { Origin: SAME_ORIGIN } }],
    [
      "a body over the limit",
      413,
      "/api/contact",
      { method: "POST", headers: json, body: "x".repeat(2 * 1024 * 1024) },
    ],
    [
      "a JSON route sent a form",
      415,
      "/api/contact",
      { method: "POST", headers: { ...json, "Content-Type": "text/plain" }, body: "hi" },
    ],
  ];

  for (const acceptEncoding of ["gzip", "br", "gzip, deflate, br"]) {
    test.each(cases)(`%s (%d) with Accept-Encoding: ${acceptEncoding}`, async (_name, status, path, init) => {
      const headers = new Headers(init.headers);
      headers.set("Accept-Encoding", acceptEncoding);
      const res = await t.app.request(path, { ...init, headers });
      expect(res.status).toBe(status);
      const bytes = new Uint8Array(await res.arrayBuffer());
      const encoding = res.headers.get("content-encoding");
      const decoded =
        encoding === "gzip" ? gunzipSync(bytes) : encoding === "br" ? brotliDecompressSync(bytes) : Buffer.from(bytes);
      expect(encoding === null || encoding === "gzip" || encoding === "br").toBe(true);
      const text = decoded.toString("utf8");
      if (res.headers.get("content-type")?.startsWith("application/json")) expect(() => JSON.parse(text)).not.toThrow();
      if (status !== 301) expect(text.length).toBeGreaterThan(0);
    });
  }

  test("a 304 has neither a body nor a stray encoding", async () => {
    const first = await get("/", { "Accept-Encoding": "gzip" });
    const res = await get("/", { "Accept-Encoding": "gzip", "If-None-Match": first.headers.get("etag")! });
    expect(res.status).toBe(304);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });
});

describe("HTTP by the book", () => {
  test("a query of parameters the page does not read is served from the path's cache entry", async () => {
    const plain = await get("/");
    const tagged = await get("/?utm_source=newsletter&fbclid=abc");
    expect(tagged.status).toBe(200);
    expect(tagged.headers.get("etag")).toBe(plain.headers.get("etag"));
    expect(tagged.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=3600, stale-while-revalidate=60, stale-if-error=86400",
    );
  });

  test("If-None-Match with a weak validator or a list answers 304", async () => {
    const etag = (await get("/about")).headers.get("etag")!;
    expect((await get("/about", { "If-None-Match": `W/${etag}` })).status).toBe(304);
    expect((await get("/about", { "If-None-Match": `"nope", ${etag}` })).status).toBe(304);
    expect((await get("/about", { "If-None-Match": "*" })).status).toBe(304);
    expect((await get("/about", { "If-None-Match": '"nope"' })).status).toBe(200);
  });

  test("an asset answers 304 to a weak validator too", async () => {
    const first = await get("/apple-touch-icon.png");
    const again = await get("/apple-touch-icon.png", { "If-None-Match": `W/${first.headers.get("etag")}` });
    expect(again.status).toBe(304);
  });

  test("br;q=0 is a refusal of brotli", async () => {
    const res = await get("/", { "Accept-Encoding": "br;q=0, gzip" });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const none = await get("/", { "Accept-Encoding": "br;q=0, gzip;q=0" });
    expect(none.headers.get("content-encoding")).toBeNull();
    const asset = await get("/apple-touch-icon.png", { "Accept-Encoding": "identity" });
    expect(asset.headers.get("content-encoding")).toBeNull();
  });

  test("brotli is preferred when both are equally acceptable", async () => {
    const res = await get("/", { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(res.headers.get("content-encoding")).toBe("br");
  });

  test("a trailing slash redirects to the canonical path, keeping the query", async () => {
    const res = await get("/services/?utm_source=x");
    expect(res.status).toBe(301);
    expect(new URL(res.headers.get("location")!).pathname).toBe("/services");
    expect(new URL(res.headers.get("location")!).search).toBe("?utm_source=x");
  });

  test("another method on a page gets 405 with Allow", async () => {
    const res = await t.app.request("/services", { method: "DELETE", headers: { Origin: "https://consultancy.test" } });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
  });

  // A public API path: on an admin one (any write under /api/testimonials, say) the admin guard
  // answers 401 first, so an anonymous client learns nothing about which methods exist there.
  test("another method on an API path gets a JSON 405 with Allow", async () => {
    const res = await t.app.request("/api/auth/check", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(await res.json()).toEqual({ success: false, message: "Method not allowed" });
  });

  test("an unknown path with any method is still 404", async () => {
    const res = await t.app.request("/nothing-here", {
      method: "DELETE",
      headers: { Origin: "https://consultancy.test" },
    });
    expect(res.status).toBe(404);
  });

  test("public images may be shown by other sites (feed readers)", async () => {
    expect((await get("/apple-touch-icon.png")).headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    const cover = (await t.db.query.resources.findFirst())!.coverImage!;
    expect((await get(cover)).headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    // Pages and scripts stay same-origin.
    expect((await get("/")).headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });

  test("the 404 page names no canonical URL: the missing address is no page of the site", async () => {
    const html = await (await get("/no-such-page")).text();
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('property="og:url"');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  test("uncached HTML is private and not stored", async () => {
    const res = await get("/no-such-page");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("etag")).toBeNull();
  });
});

describe("HEAD on a socket: the GET's header fields, no body", () => {
  // Over a real socket, because what was wrong was what Bun.serve wrote: `Content-Length: 0` for a
  // bodiless answer, and no Vary where the GET was compressed. Each path is asked HEAD, GET, HEAD:
  // the first HEAD of a page or API read no one asked for yet goes through the chain, the second is
  // answered from the cache by the early path (src/server/fast-path.ts).
  const send = (port: number, method: string, path: string, acceptEncoding: string | null) =>
    rawRequest(
      port,
      `${method} ${path} HTTP/1.1\r\nHost: consultancy.test\r\n${acceptEncoding ? `Accept-Encoding: ${acceptEncoding}\r\n` : ""}Connection: close\r\n\r\n`,
    );
  // The fields a HEAD must repeat; Date and X-Request-Id differ per answer.
  // (Content-Length is compared apart.)
  const FIELDS = ["content-type", "content-encoding", "vary", "etag", "last-modified", "cache-control"];
  const fieldsOf = (headers: Record<string, string>) => Object.fromEntries(FIELDS.map((name) => [name, headers[name]]));

  test.each(["gzip, deflate, br", "gzip", null])(
    "pages, API, feed, sitemap, assets and uploads (Accept-Encoding: %s)",
    async (acceptEncoding) => {
      const cover = (await t.db.query.resources.findFirst())!.coverImage!;
      const paths = [
        "/",
        "/terms",
        "/privacy-policy",
        "/api/blog?limit=5",
        "/api/testimonials",
        "/blog/rss.xml",
        "/sitemap.xml",
        "/og-image.png",
        "/favicon.ico",
        cover,
      ];
      await withServer(t.app.fetch, async (port) => {
        for (const path of paths) {
          const first = await send(port, "HEAD", path, acceptEncoding);
          const get = await send(port, "GET", path, acceptEncoding);
          const again = await send(port, "HEAD", path, acceptEncoding);
          for (const [when, head] of [
            ["before", first],
            ["after", again],
          ] as const) {
            const what = `HEAD ${path} ${when} the GET`;
            expect({ what, status: head.status }).toEqual({ what, status: get.status });
            expect({ what, body: head.body }).toEqual({ what, body: "" });
            // Content-Length equals the GET's when the HEAD has one; a streamed GET has none to equal.
            if (head.headers["content-length"] !== undefined) {
              expect(`${what}: ${head.headers["content-length"]}`).toBe(`${what}: ${get.headers["content-length"]}`);
            }
            expect({ what, ...fieldsOf(head.headers) }).toEqual({ what, ...fieldsOf(get.headers) });
            if (get.headers["content-encoding"]) expect(get.headers.vary).toContain("Accept-Encoding");
          }
        }
      });
    },
  );
});

describe("uploads can be revalidated", () => {
  test("a public upload has an ETag and Last-Modified, and answers 304 to either validator", async () => {
    const cover = (await t.db.query.resources.findFirst())!.coverImage!;
    const first = await get(cover);
    const etag = first.headers.get("etag");
    const lastModified = first.headers.get("last-modified");
    expect(etag).toMatch(/^(W\/)?"[0-9a-f]+-[0-9a-f]+"$/);
    expect(Date.parse(lastModified ?? "")).not.toBeNaN();

    const validators: Record<string, string>[] = [
      { "If-None-Match": etag! },
      { "If-None-Match": `"other", ${etag}` },
      { "If-Modified-Since": lastModified! },
    ];
    for (const validator of validators) {
      const again = await get(cover, validator);
      expect({ validator, status: again.status }).toEqual({ validator, status: 304 });
      expect((await again.arrayBuffer()).byteLength).toBe(0);
      expect(again.headers.get("cache-control")).toBe("public, max-age=86400");
    }
    // A version the client does not hold, or an older date, gets the file.
    expect((await get(cover, { "If-None-Match": '"0-0"' })).status).toBe(200);
    const before = new Date(Date.parse(lastModified!) - 60_000).toUTCString();
    expect((await get(cover, { "If-Modified-Since": before })).status).toBe(200);
    // If-None-Match decides when both are sent (RFC 9110 §13.2.2).
    expect((await get(cover, { "If-None-Match": '"0-0"', "If-Modified-Since": lastModified! })).status).toBe(200);
  });
});

test("pages link PNG tab icons, and /favicon.ico answers the 32 px one (decision 072)", async () => {
  const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  for (const page of ["/", "/blog"]) {
    const icons = await select(await (await get(page)).text(), 'link[rel="icon"]');
    expect({ page, icons: icons.map((l) => [l.attrs.type, l.attrs.sizes]) }).toEqual({
      page,
      icons: [
        ["image/png", "32x32"],
        ["image/png", "64x64"],
      ],
    });
    for (const { attrs } of icons) {
      const res = await get(attrs.href!);
      expect({ href: attrs.href, status: res.status, type: res.headers.get("content-type") }).toEqual({
        href: attrs.href,
        status: 200,
        type: "image/png",
      });
    }
  }
  const ico = await get("/favicon.ico");
  expect(ico.status).toBe(200);
  expect(ico.headers.get("content-type")).toBe("image/png");
  const bytes = new Uint8Array(await ico.arrayBuffer());
  expect([...bytes.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(bytes).toEqual(new Uint8Array(await (await get("/favicon-32.png")).arrayBuffer()));
});
