// Form posts from clients that send no Origin (docs/architecture.md#csrf): text browsers such as
// lynx and w3m send a Referer and nothing else, and their sign-in, contact and download posts are
// accepted when that Referer is the site's own. Cross-site attempts stay refused, whichever header
// names the other site, or when none is sent, with a page that says why. Requests are written byte
// by byte over a real socket, with the headers each browser sends; expected texts are written here.
import { afterAll, describe, expect, test } from "bun:test";
import { type RawResponse, rawRequest, withServer } from "../support/raw-http";
import { movableClock, openContactApp, STAMP_FIELD, stampIn, storedMessages } from "../support/contact";
import { createTestApp, TEST_ADMIN, TEST_SETTINGS } from "../support/test-app";

const SITE = TEST_SETTINGS.siteUrl;
const clock = movableClock();
const base = await createTestApp();
const site = openContactApp(base.dir, { now: clock.now, secretKey: new Uint8Array(32).fill(3) });
afterAll(async () => {
  await site.close();
  base.close();
});

/** The headers lynx 2.9 sends with a form post, before its Content-Type and Content-Length. */
const lynx = (referer: string) => [
  "Accept: text/html, text/plain, text/sgml, text/css, */*;q=0.01",
  "Accept-Encoding: gzip, compress, bzip2",
  "Accept-Language: en",
  "User-Agent: Lynx/2.9.0dev.12 libwww-FM/2.14 SSL-MM/1.4.1 GNUTLS/3.7.9",
  `Referer: ${referer}`,
];

/** The headers w3m 0.5.3 sends with a form post, before its Content-Type and Content-Length. */
const w3m = (referer: string) => [
  "User-Agent: w3m/0.5.3+git20230121",
  "Accept: text/html, text/*;q=0.5, image/*",
  "Accept-Encoding: gzip, compress, bzip, bzip2, deflate",
  "Accept-Language: en;q=1.0",
  `Referer: ${referer}`,
];

/** An HTTP/1.0 form post (as both browsers send it) with exactly `headers` beside the body's own. */
async function post(path: string, headers: string[], fields: Record<string, string>): Promise<RawResponse> {
  const body = new URLSearchParams(fields).toString();
  const head = [
    `POST ${path} HTTP/1.0`,
    "Host: consultancy.test",
    ...headers,
    "Content-Type: application/x-www-form-urlencoded",
    `Content-Length: ${body.length}`,
  ];
  const res = await withServer(site.app.fetch, (port) => rawRequest(port, `${head.join("\r\n")}\r\n\r\n${body}`));
  // Both browsers accept gzip, and get it.
  const gzipped = res.headers["content-encoding"] === "gzip";
  return gzipped ? { ...res, body: new TextDecoder().decode(Bun.gunzipSync(Buffer.from(res.body, "latin1"))) } : res;
}

async function contactFields(email: string) {
  const page = await site.app.request("/contact");
  const stamp = stampIn(await page.text());
  clock.advance(5_000); // the visitor takes a few seconds to fill it in
  return {
    name: "Ada Lovelace",
    email,
    service: "fractional-cpo",
    message: "We would like help with our product roadmap.",
    [STAMP_FIELD]: stamp,
  };
}

const messagesFrom = (email: string) => storedMessages(site.sqlite).filter((row) => row.email === email);

describe("text browsers, which send a Referer but no Origin", () => {
  test("lynx sends the contact form: stored, and 303 to the thank-you", async () => {
    const res = await post("/contact", lynx(`${SITE}/contact`), await contactFields("lynx@company.test"));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/contact?sent=1#contact-form");
    expect(messagesFrom("lynx@company.test")).toHaveLength(1);
  });

  test("w3m signs in: 303 to /admin with a session cookie", async () => {
    const res = await post("/login", w3m(`${SITE}/login`), TEST_ADMIN);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/admin");
    expect(res.headers["set-cookie"]).toContain("HttpOnly");
  });

  test("lynx asks for a download: 303 to the file's signed link", async () => {
    const res = await post("/resources/prd-guidelines/download", lynx(`${SITE}/resources/prd-guidelines`), {
      name: "Jordan Lee",
      email: "jordan@example.com",
      linkedinUrl: "https://www.linkedin.com/in/jordan-lee",
    });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/api\/resources\/\d+\/file\?lead=\d+&expires=\d+&signature=/);
  });
});

describe("cross-site form posts stay refused, with a page that says why", () => {
  const attempts: [string, string[]][] = [
    ["a foreign Origin", ["Origin: https://evil.example"]],
    ["Origin null (a sandboxed or privacy-hidden page)", ["Origin: null"]],
    ["Sec-Fetch-Site: cross-site", ["Sec-Fetch-Site: cross-site"]],
    ["Sec-Fetch-Site: same-site (a sibling subdomain)", ["Sec-Fetch-Site: same-site"]],
    ["a foreign Referer", lynx("https://evil.example/contact")],
    ["a Referer on the site's host under another scheme", [`Referer: http://consultancy.test/contact`]],
    ["a foreign Origin beside a same-origin Referer", ["Origin: https://evil.example", `Referer: ${SITE}/contact`]],
    ["cross-site fetch metadata beside a same-origin Referer", ["Sec-Fetch-Site: cross-site", `Referer: ${SITE}/`]],
    ["no Origin, Sec-Fetch-Site or Referer at all", []],
  ];

  test.each(attempts)("%s: the contact form is refused (403) and nothing is stored", async (_, headers) => {
    const email = `forged-${headers.length}-${Math.random().toString(36).slice(2)}@company.test`;
    const res = await post("/contact", headers, await contactFields(email));
    expect(res.status).toBe(403);
    expect(res.headers["content-type"]).toStartWith("text/html");
    expect(res.body).toContain("This form could not be sent");
    expect(res.body).toContain("Nothing was sent or saved.");
    expect(res.body).toContain('href="/contact"');
    expect(messagesFrom(email)).toHaveLength(0);
  });

  test.each(attempts)("%s: sign-in is refused and sets no cookie", async (_, headers) => {
    const res = await post("/login", headers, TEST_ADMIN);
    expect(res.status).toBe(403);
    expect(res.headers["set-cookie"]).toBeUndefined();
    expect(res.body).toContain("This form could not be sent");
  });

  test("a refused download links back to its resource's page", async () => {
    const res = await post("/resources/prd-guidelines/download", lynx("https://evil.example/"), {
      name: "Jordan Lee",
      email: "jordan@example.com",
    });
    expect(res.status).toBe(403);
    expect(res.body).toContain('href="/resources/prd-guidelines"');
  });
});

describe("the JSON API", () => {
  test("a form-like body under /api follows the same rule, answered in JSON", async () => {
    const refused = await post("/api/contact", lynx("https://evil.example/"), { name: "x" });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body)).toEqual({ success: false, message: "Cross-origin request refused." });
    // Past the origin check, the JSON-only rule answers a form body.
    expect((await post("/api/contact", lynx(`${SITE}/contact`), { name: "x" })).status).toBe(415);
  });
});
