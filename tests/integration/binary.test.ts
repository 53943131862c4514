// The single binary (scripts/build.ts, decision 001) as `npm run build` makes it, run as an operator
// would: it starts on an empty DATA_DIR, serves the home page, and draws the page's share image,
// which needs the renderer's WebAssembly and the fonts embedded in it (decision 029). An admin's
// export and the year's analytics are read by the read worker, whose entry the binary embeds
// beside the server's (decision 060).
import { Database } from "bun:sqlite";
import { afterAll, expect, setDefaultTimeout, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildBinary } from "../../scripts/build";
import { select } from "../support/html";
import { STARTUP_ADMIN_PASSWORD, startServer } from "../support/startup-server";

// Compiling the binary takes a while on a busy machine.
setDefaultTimeout(240_000);

const dir = mkdtempSync(join(tmpdir(), "site-binary-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("the built binary serves the home page, its share image (a 1200×630 PNG), the bookings' ICS feed and an export read by its worker", async () => {
  const binary = join(dir, "site");
  await buildBinary(binary);
  const server = startServer(join(dir, "data"), { SITE_URL: "https://consultancy.test" }, binary);
  try {
    const base = await server.listening;
    expect({ listening: base !== null, stderr: server.stderr() }).toEqual({
      listening: true,
      stderr: expect.any(String),
    });
    const home = await (await fetch(`${base}/`)).text();
    const image = (await select(home, 'meta[property="og:image"]'))[0]!.attrs.content!;
    expect(image).toMatch(/^https:\/\/consultancy\.test\/share\/site-[\w-]{16}\.png$/);

    const res = await fetch(`${base}${new URL(image).pathname}`);
    expect(res.status).toBe(200);
    const png = new Uint8Array(await res.arrayBuffer());
    const view = new DataView(png.buffer);
    expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect([view.getUint32(16), view.getUint32(20)]).toEqual([1200, 630]);

    // The bookings' ICS feed: ical-generator works inside the binary (docs/product.md#booking). The
    // home page's calls to action read the booking document, which made the feed's secret token.
    const db = new Database(join(dir, "data", "site.db"), { readonly: true });
    const { data } = db.query<{ data: string }, []>("SELECT data FROM booking_settings WHERE id = 1").get()!;
    db.close();
    const feed = await fetch(`${base}/book/feed/${JSON.parse(data).feedToken}.ics`);
    expect(feed.headers.get("content-type")).toContain("text/calendar");
    expect(await feed.text()).toStartWith("BEGIN:VCALENDAR");

    // The read worker: signed in as a script signs in (the token in the body), leads.csv and the
    // year's analytics come from the worker's own connection.
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "admin", password: STARTUP_ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const auth = { Authorization: `Bearer ${token}` };
    const leads = await fetch(`${base}/api/admin/leads.csv`, { headers: auth });
    expect(leads.status).toBe(200);
    expect(await leads.text()).toStartWith('"Resource","Resource Slug","Name","Email"');
    const analytics = await fetch(`${base}/api/admin/analytics?from=2026-01-01&to=2026-12-31`, { headers: auth });
    expect(analytics.status).toBe(200);
    expect(((await analytics.json()) as { data: { from: string } }).data.from).toBe("2026-01-01");
  } finally {
    await server.stop();
  }
});
