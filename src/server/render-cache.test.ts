import { describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { createContentEvents } from "../services/content-events";
import type { AppEnv } from "../http/context";
import { createRenderCache, keyOf } from "./render-cache";

const SITE = "https://site.test";
const page = { path: "/blog", query: ["q", "page"] };
const api = { ...page, strictQuery: true };

describe("keyOf", () => {
  test.each([
    ["/blog", "/blog"],
    ["/blog?utm_source=x", "/blog"],
    ["/blog?page=2&q=road%20map", "/blog?q=road+map&page=2"],
    ["/blog?q=a+b", "/blog?q=a+b"],
    ["/blog?q=", "/blog"],
    ["/blog?q=a&q=b", "/blog?q=a"],
  ])("a page's %s is %s (the first non-empty value, as the page reads it)", (target, key) => {
    expect(keyOf(page, "/blog", SITE + target)).toBe(key);
  });

  test.each([
    ["/blog?page=abc", "/blog?page=abc"],
    ["/blog?utm_source=x&page=2", "/blog?page=2"],
    ["/blog?q=", null],
    ["/blog?q", null],
    ["/blog?q=a&q=b", null],
    ["/blog?q=a&q=a", null],
    ["/blog?q=a&%71=b", null],
    ["/blog?page=2&page=", null],
  ])("a validated route's %s is %s: a value the validator would see beside the key's is never keyed", (target, key) => {
    expect(keyOf(api, "/blog", SITE + target)).toBe(key);
  });
});

describe("the render cache's JSON routes", () => {
  function setUp() {
    const events = createContentEvents();
    const cache = createRenderCache({
      timeZone: "UTC",
      events,
      headers: [["X-Frame-Options", "DENY"]],
      apiHeaders: [["X-Robots-Tag", "noindex"]],
    });
    let reads = 0;
    const list = cache.json({ path: "/api/things", query: ["q"] });
    const categories = cache.json({ path: "/api/things/categories" });
    const one = cache.json({ path: "/api/things/:slug" });
    const app = new Hono<AppEnv>();
    app.get("/api/things", (c) => list(c, () => ({ json: [++reads], headers: { "X-Total-Count": "1" } })));
    app.get("/api/things/categories", (c) => categories(c, () => ({ json: ["a", "b"], tags: ["list:things"] })));
    app.get("/api/things/:slug", (c) =>
      one(c, () => (c.req.param("slug") === "known" ? { json: { slug: "known" } } : c.json({ missing: true }, 404))),
    );
    const get = (path: string) => Promise.resolve(app.request(SITE + path));
    const early = (path: string) => cache.cached(new URL(SITE + path).pathname, SITE + path);
    return { events, cache, get, early, reads: () => reads };
  }

  test("an answer is stored with its content type and headers, for the chain and the early path", async () => {
    const { get, early, reads } = setUp();
    const first = await get("/api/things?q=x");
    expect(await first.text()).toBe("[1]");
    expect(first.headers.get("content-type")).toBe("application/json");
    expect(first.headers.get("x-total-count")).toBe("1");
    expect(first.headers.get("x-robots-tag")).toBe("noindex");
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(await (await get("/api/things?q=x&utm=1")).text()).toBe("[1]");
    expect(reads()).toBe(1);
    expect(early("/api/things?q=x")?.etag).toBe(first.headers.get("etag")!);
    expect(early("/api/things?q=y")).toBeUndefined();
  });

  test("a static path beside a parameter finds its own entry", async () => {
    const { get, early } = setUp();
    expect(await (await get("/api/things/categories")).json()).toEqual(["a", "b"]);
    expect(await early("/api/things/categories")!.identity.text()).toBe('["a","b"]');
    await get("/api/things/known");
    expect(await early("/api/things/known")!.identity.text()).toBe('{"slug":"known"}');
  });

  test("a Response from the answer is sent as it is and never stored", async () => {
    const { cache, get, early } = setUp();
    const res = await get("/api/things/unknown");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ missing: true });
    expect(res.headers.get("etag")).toBeNull();
    expect(early("/api/things/unknown")).toBeUndefined();
    expect(cache.cache.size).toBe(0);
  });

  test("a query that cannot be keyed is answered afresh and not stored", async () => {
    const { cache, get, reads } = setUp();
    expect(await (await get("/api/things?q=a&q=b")).text()).toBe("[1]");
    expect(await (await get("/api/things?q=")).text()).toBe("[2]");
    expect(reads()).toBe(2);
    expect(cache.cache.size).toBe(0);
  });

  test("any content change drops an answer that names no tags", async () => {
    const { events, get, early } = setUp();
    await get("/api/things");
    expect(early("/api/things")).toBeDefined();
    events.changed(["post:1"]);
    expect(early("/api/things")).toBeUndefined();
    expect(await (await get("/api/things")).text()).toBe("[2]");
  });

  test("a change drops a tagged answer only when it names one of its tags", async () => {
    const { events, get, early } = setUp();
    const first = await get("/api/things/categories");
    expect(first.headers.get("surrogate-key")).toBe("site settings list:things");
    expect(first.headers.get("cache-tag")).toBe("site,settings,list:things");
    events.changed(["post:1"]);
    expect(early("/api/things/categories")).toBeDefined();
    events.changed(["list:things"]);
    expect(early("/api/things/categories")).toBeUndefined();
    await get("/api/things/categories");
    events.changed(["site"]);
    expect(early("/api/things/categories")).toBeUndefined();
  });
});
