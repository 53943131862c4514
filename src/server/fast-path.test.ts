import { describe, expect, test } from "bun:test";
import { withCachedPageFastPath } from "./fast-path";
import { type CachedPage, createPageCache } from "./render/page-cache";

const SECURITY = [["X-Frame-Options", "DENY"]] as const;

async function entryFor(html: string): Promise<CachedPage> {
  const cache = createPageCache({ expiresAt: (now) => now + 60_000, headers: SECURITY });
  return (await cache.get("/", async () => ({ status: 200, body: html })))!;
}

/** The fast path over a chain that answers "from the chain" and counts its calls. */
async function setUp(stored: Record<string, CachedPage> = {}) {
  const entry = await entryFor("<p>cached</p>");
  const pages: Record<string, CachedPage> = { "/": entry, ...stored };
  const lines: string[] = [];
  const chain: Request[] = [];
  const fetch = withCachedPageFastPath(
    (request: Request) => {
      chain.push(request);
      return new Response("from the chain");
    },
    { lookup: (path) => pages[path], log: (line) => lines.push(line), sessionCookie: "__Host-session" },
  );
  const send = (path: string, init: RequestInit = {}) => fetch(new Request(`https://site.test${path}`, init));
  return { entry, lines, chain, send };
}

describe("the fast path for cached pages", () => {
  test("answers a stored page itself, with one log line carrying the id it sends back", async () => {
    const { lines, chain, send } = await setUp();
    const res = await send("/");
    expect(chain).toHaveLength(0);
    expect(await res.text()).toBe("<p>cached</p>");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    const id = res.headers.get("x-request-id")!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${id} GET / 200 \\d+\\.\\dms$`));
  });

  test("sends the encoding the client prefers among ours, and 304 for a matching ETag", async () => {
    const { entry, send } = await setUp();
    const br = await send("/", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const gzip = await send("/", { headers: { "Accept-Encoding": "br;q=0, gzip" } });
    expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await gzip.arrayBuffer())))).toBe("<p>cached</p>");
    const notModified = await send("/", { headers: { "If-None-Match": `W/${entry.etag}` } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(entry.etag);
    expect(notModified.headers.get("content-type")).toBeNull();
  });

  // The body goes with it so that Bun.serve, which never sends a body for HEAD, writes its
  // Content-Length (src/server/head-requests.ts; tests/integration/http.test.ts checks the socket).
  test("HEAD gets the GET's answer", async () => {
    const { lines, send } = await setUp();
    const res = await send("/", { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await res.text()).toBe(await (await send("/")).text());
    expect(lines[0]).toContain(" HEAD / 200 ");
  });

  test.each([
    ["another method", "/", { method: "POST", body: "x" }],
    ["a path the cache does not hold", "/nothing", {}],
    ["a bearer token", "/", { headers: { Authorization: "Bearer abc" } }],
    ["the session cookie", "/", { headers: { Cookie: "theme=dark; __Host-session=abc" } }],
    ["a client that takes only deflate", "/", { headers: { "Accept-Encoding": "deflate" } }],
  ] as const)("leaves %s to the chain, and writes no line of its own", async (_what, path, init) => {
    const { lines, chain, send } = await setUp();
    const res = await send(path, init as RequestInit);
    expect(await res.text()).toBe("from the chain");
    expect(chain).toHaveLength(1);
    expect(lines).toHaveLength(0);
  });

  test("other cookies do not keep a visitor from the cache", async () => {
    const { chain, send } = await setUp();
    const res = await send("/", { headers: { Cookie: "theme=dark" } });
    expect(await res.text()).toBe("<p>cached</p>");
    expect(chain).toHaveLength(0);
  });
});
