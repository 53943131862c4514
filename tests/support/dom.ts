// A DOM for component tests (docs/architecture.md#test-rules, decision 034). `scripts/test.ts`
// preloads this file for the `*.dom.test.tsx` files alone, which it runs apart from the others, in
// one window they share (`bun test --no-isolate --preload tests/support/dom.ts`, decision 054): the
// other tests keep a world without `window`, as the server has. As a preload it runs before React DOM and Testing
// Library load, which read the globals once, as they load; an import of it from a test file would
// come too late for them, so a test file imports it only for `serveApp`.
//
// A component that talks to the API talks to the real app: `serveApp()` starts `createTestApp()`
// on a free loopback port and points the window there, so `fetch("/api/…")` reaches real routes,
// a real database and real cookies. Nothing of ours is replaced.
import { GlobalRegistrator } from "@happy-dom/global-registrator";

// The network stays Bun's: happy-dom's fetch goes through node:http, and its Response is not one
// that Bun.serve can send (the app below makes its answers with the global Response). So fetch and
// its classes are Bun's own, with a relative address read against the window's, as a browser does.
const NETWORK = ["fetch", "Request", "Response", "Headers", "AbortController", "AbortSignal"] as const;
const bun = Object.fromEntries(NETWORK.map((name) => [name, globalThis[name]])) as Pick<
  typeof globalThis,
  (typeof NETWORK)[number]
>;
if (!GlobalRegistrator.isRegistered) GlobalRegistrator.register({ url: "http://127.0.0.1/", width: 1280, height: 800 });
// The session's cookie, which a browser keeps (HttpOnly, out of the page's reach) and sends with each
// request to the site: set by `signIn` below.
let sessionCookie: string | null = null;
Object.assign(globalThis, bun, {
  fetch: Object.assign(
    (input: string | URL | Request, init?: RequestInit) => {
      const request = new bun.Request(input instanceof Request ? input : new URL(input, location.href), init);
      if (new URL(request.url).origin === location.origin) {
        // As a browser's fetch metadata says of a request from the page to its own site.
        request.headers.set("Sec-Fetch-Site", "same-origin");
        if (sessionCookie) request.headers.set("Cookie", sessionCookie);
      }
      return bun.fetch(request);
    },
    { preconnect: bun.fetch.preconnect },
  ),
});

// Loaded only now, so that they find the DOM above when they load.
const { afterAll, afterEach } = await import("bun:test");
const { cleanup, configure } = await import("@testing-library/react");
// A wait (findBy…, waitFor) is mostly for an answer from the real app: on a busy machine (the browser
// tests run beside this run) a list read again took over the library's 1 s default, and the test
// failed. Every wait gets 10 s, as the waits that named a timeout had; one that never holds still fails.
configure({ asyncUtilTimeout: 10_000 });
const { createTestApp, TEST_ADMIN } = await import("./test-app");
const { queryClient } = await import("../../src/islands/admin/shared/data/query");
const { sessionFor } = await import("./auth");

// What a test set going (a read's answer, a popover's closing) renders before the test's tree is
// unmounted: unmounting while React renders throws in happy-dom ("not a child of this node").
afterEach(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  cleanup();
});

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * The real app (`createTestApp(options)`) on a free port of 127.0.0.1, with the window's address on
 * its origin; stopped after the file's tests.
 */
export async function serveApp(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const testApp = await createTestApp(options);
  const server = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: testApp.app.fetch });
  (window as unknown as Window & { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `http://127.0.0.1:${server.port}/`,
  );
  afterAll(async () => {
    // The files share one window (bun test --no-isolate, scripts/test.ts): what this file left in
    // it goes before the next file's tests run, as a new page load would clear it. The answers
    // read, and the reads still running, are from this file's app, which stops here.
    cleanup();
    await queryClient.cancelQueries();
    queryClient.clear();
    window.history.replaceState(null, "", "/");
    window.localStorage.clear();
    window.sessionStorage.clear();
    sessionCookie = null;
    await server.stop(true);
    testApp.close();
  });
  return testApp;
}

/**
 * Signs the window in as `username` (the test app's admin unless told), as a browser holds a
 * session: its cookie goes with every request to the app from then on. The session comes from the
 * session service, without the password's cost (the sign-in form has its own tests).
 */
export function signIn(testApp: TestApp, username: string = TEST_ADMIN.username): void {
  const user = testApp.sqlite.query("SELECT id FROM users WHERE username = ?").get(username) as { id: number } | null;
  if (!user) throw new Error(`no user ${username}`);
  sessionCookie = sessionFor(testApp.services, user.id).cookie;
}
