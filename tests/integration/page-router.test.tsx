// The page contract through the real page router: declared query parameters, cache policies and
// redirects, with small pages written here so each behaviour is seen on its own.
import { afterAll, expect, test } from "bun:test";
import { Hono } from "hono";
import { manifest } from "#build/assets";
import type { Page } from "../../src/pages/page";
import type { AppEnv } from "../../src/http/context";
import { createPagesApp } from "../../src/server/pages";
import { createTestApp, TEST_SETTINGS } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

let renders = 0;
const searchPage: Page = ({ query }) => {
  renders++;
  return {
    meta: { title: "Search", description: "A page that reads its query.", path: "/search" },
    body: <p data-seen={JSON.stringify(query)}>results for {query.q ?? "everything"}</p>,
  };
};
const accountPage: Page = ({ user }) => ({
  cache: "private",
  meta: { title: "Account", description: "A page that depends on the visitor.", path: "/account" },
  body: <p>{user ? `signed in as ${user.username}` : "not signed in"}</p>,
});
const movedPage: Page = () => ({ redirect: "/search", status: 301 });

const pages = createPagesApp({
  db: t.db,
  storage: t.storage,
  assets: manifest,
  settings: TEST_SETTINGS,
  services: t.services,
  routes: [
    { path: "/search", page: searchPage, query: ["q", "page"] },
    { path: "/account", page: accountPage },
    { path: "/moved", page: movedPage },
  ],
});
const app = new Hono<AppEnv>().route("/", pages.app);

test("a page sees only the parameters it declares, and each value has its own cache entry", async () => {
  renders = 0;
  const first = await (await app.request("/search?q=roadmap&utm_source=x&evil=1")).text();
  expect(first).toContain("results for <!-- -->roadmap");
  expect(first).toContain(`data-seen="{&quot;q&quot;:&quot;roadmap&quot;}"`);
  await app.request("/search?utm_medium=y&q=roadmap");
  expect(renders).toBe(1);
  const other = await (await app.request("/search?q=pricing")).text();
  expect(other).toContain("results for <!-- -->pricing");
  expect(renders).toBe(2);
});

test("a private page is rendered per request with private, no-store and no ETag", async () => {
  const a = await app.request("/account");
  expect(a.headers.get("cache-control")).toBe("private, no-store");
  expect(a.headers.get("etag")).toBeNull();
  expect(await a.text()).toContain("not signed in");
  const before = pages.cache.size;
  await app.request("/account");
  expect(pages.cache.size).toBe(before);
});

test("a page may answer with a redirect", async () => {
  const res = await app.request("/moved");
  expect(res.status).toBe(301);
  expect(res.headers.get("location")).toBe("/search");
});
