import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  fixedResolver,
  type ImageOrigin,
  JPEG_BYTES,
  loopbackSpellings,
  loopbackTransport,
  PNG_BYTES,
  STAND_IN_PUBLIC_ADDRESS,
  startImageOrigin,
} from "../../../tests/support/image-origin";
import { type FetchImageOptions, fetchImage, ImageProxyError } from "./fetch-pinned";

let origin: ImageOrigin;
beforeAll(async () => {
  origin = await startImageOrigin();
});
afterAll(() => origin.stop());

/** Loopback allowed, the origin's ports allowed, every connection recorded. */
function loopbackOptions(extra: FetchImageOptions = {}) {
  const { transport, connections } = loopbackTransport();
  const options: FetchImageOptions = {
    allowLoopback: true,
    allowedPorts: [origin.port, ...(origin.port6 ? [origin.port6] : [])],
    transport,
    ...extra,
  };
  return { options, connections };
}

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ImageProxyError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal, got an image");
}

const at = (path: string) => `http://127.0.0.1:${origin.port}${path}`;
/** Fetches `path` from the test origin, over loopback, with `extra` options. */
const fetchAt = (path: string, extra: FetchImageOptions = {}) => fetchImage(at(path), loopbackOptions(extra).options);
/** One test per named path of the test origin, each of which must be refused with `expected`. */
function refusesEach(
  title: string,
  expected: { status: number; message: string },
  cases: [name: string, path: string][],
) {
  test.each(cases)(title, async (_name, path) => {
    expect(await refusal(fetchAt(path))).toEqual(expected);
  });
}
/** The refusal of a body too large, declared or streamed. */
const TOO_LARGE = { status: 413, message: "The image is larger than 5 MB." };

describe("fetchImage: what is served", () => {
  test("a PNG comes back with its type and bytes", async () => {
    const before = origin.hits("/cover.png");
    const image = await fetchAt("/cover.png");
    expect(image.type).toBe("image/png");
    expect(image.bytes).toEqual(PNG_BYTES);
    expect(origin.hits("/cover.png")).toBe(before + 1);
  });

  test("the type is read from the bytes, not taken from the header", async () => {
    expect((await fetchAt("/photo.jpg")).type).toBe("image/jpeg");
    expect((await fetchAt("/photo.jpg")).bytes).toEqual(JPEG_BYTES);
    expect((await fetchAt("/labelled-jpeg.png")).type).toBe("image/png");
  });

  refusesEach(
    "%s is refused with 415",
    { status: 415, message: "The address did not return a PNG, JPEG, GIF, WebP or AVIF image." },
    [
      ["HTML labelled image/png", "/html-labelled-png.png"],
      ["a PNG labelled text/html", "/png-labelled-html"],
      ["a PNG with no content type", "/no-type.png"],
      ["SVG", "/image.svg"],
      ["a PNG labelled image/svg+xml", "/svg-labelled-png.svg"],
      ["a gzip-encoded body", "/gzip.png"],
    ],
  );

  test("a body over 5 MB is refused with 413, declared or not", async () => {
    for (const path of ["/huge-declared.png", "/huge-streamed.png"]) {
      expect(await refusal(fetchAt(path))).toEqual(TOO_LARGE);
    }
  });

  test("a declared length over 5 MB is refused before the body is read", async () => {
    // A server that announces 6 MB, sends the PNG signature and then nothing: waiting for the body
    // would end at the time limit (504), so a 413 shows the declared length was refused up front.
    const liar = createServer((socket) => {
      socket.on("error", () => {});
      socket.once("data", () => {
        socket.write("HTTP/1.1 200 OK\r\nContent-Type: image/png\r\nContent-Length: 6291456\r\n\r\n");
        socket.write(PNG_BYTES.subarray(0, 8));
      });
    });
    await new Promise<void>((resolve) => liar.listen(0, "127.0.0.1", resolve));
    const port = (liar.address() as AddressInfo).port;
    try {
      const { options } = loopbackOptions({ allowedPorts: [port], timeoutMs: 1000 });
      expect(await refusal(fetchImage(`http://127.0.0.1:${port}/cover.png`, options))).toEqual(TOO_LARGE);
    } finally {
      liar.close();
    }
  });

  test("the limit is counted on the bytes that arrive", async () => {
    // 70 bytes of PNG against a 69-byte limit: refused; against 70 bytes: served.
    expect(PNG_BYTES.length).toBe(70);
    expect((await refusal(fetchAt("/cover.png", { maxBytes: 69 }))).status).toBe(413);
    expect((await fetchAt("/cover.png", { maxBytes: 70 })).bytes).toEqual(PNG_BYTES);
  });

  refusesEach("%s is answered 404", { status: 404, message: "The image could not be loaded from its source." }, [
    ["a remote 404", "/missing.png"],
    ["a remote 500", "/broken.png"],
    ["a redirect without a Location", "/redirect-nowhere"],
  ]);

  test("a port where nothing listens is answered 404", async () => {
    const closed = Bun.serve({ hostname: "127.0.0.1", port: 0, fetch: () => new Response() });
    const port = closed.port!;
    await closed.stop(true);
    const { options } = loopbackOptions({ allowedPorts: [port] });
    expect((await refusal(fetchImage(`http://127.0.0.1:${port}/cover.png`, options))).status).toBe(404);
  });

  test("an unknown name is answered 404", async () => {
    const { resolve } = fixedResolver({});
    expect(await refusal(fetchImage("http://nowhere.example/cover.png", { resolve }))).toEqual({
      status: 404,
      message: "The image could not be loaded from its source.",
    });
  });
});

describe("fetchImage: time limit", () => {
  // The limit is 300 ms; without it these would wait for the socket's own timeouts (minutes). The
  // bound leaves room for a busy machine: it tells "cut off at the limit" from "never cut off".
  const CUT_OFF_WITHIN_MS = 5000;
  const TOO_SLOW = { status: 504, message: "The image took too long to load." };

  test("a body that stalls is cut off at the limit with 504", async () => {
    const started = performance.now();
    expect(await refusal(fetchAt("/slow.png", { timeoutMs: 300 }))).toEqual(TOO_SLOW);
    expect(performance.now() - started).toBeLessThan(CUT_OFF_WITHIN_MS);
  });

  test("a response that never starts is cut off at the limit with 504", async () => {
    const started = performance.now();
    expect(await refusal(fetchAt("/slow-head.png", { timeoutMs: 300 }))).toEqual(TOO_SLOW);
    expect(performance.now() - started).toBeLessThan(CUT_OFF_WITHIN_MS);
  });

  test("a DNS lookup that never answers is cut off at the limit with 504", async () => {
    const started = performance.now();
    const resolve = () => new Promise<never>(() => {});
    expect(await refusal(fetchImage("http://hangs.example/cover.png", { resolve, timeoutMs: 300 }))).toEqual(TOO_SLOW);
    expect(performance.now() - started).toBeLessThan(CUT_OFF_WITHIN_MS);
  });

  test("the limit covers the whole redirect chain, not each hop", async () => {
    // Each hop is fast; the stalled body at the end still ends it within one limit.
    const url = at(`/redirect?to=${encodeURIComponent("/slow.png")}`);
    const started = performance.now();
    expect(await refusal(fetchImage(url, loopbackOptions({ timeoutMs: 300 }).options))).toEqual(TOO_SLOW);
    expect(performance.now() - started).toBeLessThan(CUT_OFF_WITHIN_MS);
  });
});

describe("fetchImage: redirects", () => {
  test("a redirect to another path is followed by hand", async () => {
    const before = { redirect: origin.hits("/redirect"), second: origin.hits("/second.png") };
    const { options, connections } = loopbackOptions();
    const image = await fetchImage(at(`/redirect?to=${encodeURIComponent("/second.png")}`), options);
    expect(image.bytes).toEqual(PNG_BYTES);
    expect(origin.hits("/redirect")).toBe(before.redirect + 1);
    expect(origin.hits("/second.png")).toBe(before.second + 1);
    expect(connections.map((c) => c.url.pathname)).toEqual(["/redirect", "/second.png"]);
  });

  test.each([301, 302, 303, 307, 308])("status %d is followed", async (status) => {
    const image = await fetchAt(`/redirect?status=${status}&to=%2Fcover.png`);
    expect(image.type).toBe("image/png");
  });

  test("at most 3 redirects", async () => {
    expect((await fetchAt("/chain/3")).type).toBe("image/png");
    const before = origin.hits("/chain/0");
    expect(await refusal(fetchAt("/chain/4"))).toEqual({
      status: 404,
      message: "The image redirects too many times.",
    });
    expect(origin.hits("/chain/0")).toBe(before);
  });

  test.each([
    ["gopher", "gopher://x/"],
    ["file", "file:///etc/passwd"],
    ["a user name and password", "http://user:pw@127.0.0.1:{port}/cover.png"],
    ["a port not allowed", "http://127.0.0.1:1/cover.png"],
  ])("a redirect to %s is refused with 403", async (_name, location) => {
    const { options, connections } = loopbackOptions();
    expect(await refusal(fetchImage(at(`/redirect?to=${encodeURIComponent(location)}`), options))).toEqual({
      status: 403,
      message: "The image redirects to an address that is not allowed.",
    });
    expect(connections).toHaveLength(1);
  });
});

describe("fetchImage: the connection goes to the checked address", () => {
  test("a name is resolved once per hop and the connection made to its address, with Host from the name", async () => {
    const { resolve, asked } = fixedResolver({ "images.example.test": ["127.0.0.1"] });
    const { options, connections } = loopbackOptions({ resolve });
    const url = `http://images.example.test:${origin.port}/redirect?to=%2Fsecond.png`;
    const image = await fetchImage(url, options);
    expect(image.bytes).toEqual(PNG_BYTES);
    expect(asked).toEqual(["images.example.test", "images.example.test"]);
    expect(connections.map((c) => [c.address, c.family, c.url.hostname])).toEqual([
      ["127.0.0.1", 4, "images.example.test"],
      ["127.0.0.1", 4, "images.example.test"],
    ]);
    expect(origin.requests.at(-1)).toEqual({ path: "/second.png", host: `images.example.test:${origin.port}` });
  });

  test("a name that resolves to IPv6 loopback is connected over IPv6", async () => {
    if (origin.port6 === null) return; // no ::1 on this machine
    const { resolve } = fixedResolver({ "v6.example.test": ["::1"] });
    const { options, connections } = loopbackOptions({ resolve });
    expect((await fetchImage(`http://v6.example.test:${origin.port6}/cover.png`, options)).type).toBe("image/png");
    expect(connections.map((c) => [c.address, c.family])).toEqual([["::1", 6]]);
  });

  test("an address written in the URL is not looked up", async () => {
    const { resolve, asked } = fixedResolver({});
    await fetchAt("/cover.png", { resolve });
    expect(asked).toEqual([]);
  });

  test("one private address among a name's answers refuses the name, before any connection", async () => {
    const { resolve } = fixedResolver({ "mixed.example.test": [STAND_IN_PUBLIC_ADDRESS, "10.0.0.1"] });
    const { transport, connections } = loopbackTransport({ [STAND_IN_PUBLIC_ADDRESS]: "127.0.0.1" });
    expect(
      await refusal(
        fetchImage(`http://mixed.example.test:${origin.port}/cover.png`, {
          resolve,
          transport,
          allowedPorts: [origin.port],
        }),
      ),
    ).toEqual({ status: 403, message: "This image address leads to a private or reserved network address." });
    expect(connections).toEqual([]);
  });

  test("the first address that answers is used, IPv4 first", async () => {
    const { resolve } = fixedResolver({ "two.example.test": ["::1", "127.0.0.2", "127.0.0.1"] });
    const { options, connections } = loopbackOptions({ resolve });
    // 127.0.0.2 refuses the connection (the origin listens on 127.0.0.1 only); 127.0.0.1 answers.
    expect((await fetchImage(`http://two.example.test:${origin.port}/cover.png`, options)).type).toBe("image/png");
    expect(connections.map((c) => c.address)).toEqual(["127.0.0.2", "127.0.0.1"]);
  });

  test("the real resolver's answer for localhost is checked like any other", async () => {
    const { transport, connections } = loopbackTransport();
    expect(
      (
        await refusal(
          fetchImage(`http://localhost:${origin.port}/cover.png`, { transport, allowedPorts: [origin.port] }),
        )
      ).status,
    ).toBe(403);
    expect(connections).toEqual([]);
  });
});

describe("fetchImage: with loopback not allowed", () => {
  const ADDRESS_REFUSED = {
    status: 403,
    message: "This image address leads to a private or reserved network address.",
  };

  test("loopback in every spelling is refused before any connection", async () => {
    const { resolve } = fixedResolver({ localhost: ["127.0.0.1", "::1"], "images.example.com": ["127.0.0.1"] });
    const urls = loopbackSpellings(origin);
    const before = origin.hits();
    for (const url of urls) {
      const { transport, connections } = loopbackTransport();
      const allowedPorts = [origin.port, ...(origin.port6 ? [origin.port6] : [])];
      expect({ url, ...(await refusal(fetchImage(url, { resolve, transport, allowedPorts }))) }).toEqual({
        url,
        ...ADDRESS_REFUSED,
      });
      expect(connections).toEqual([]);
    }
    expect(origin.hits()).toBe(before);
  });

  test("a redirect to loopback from a public host is refused, and loopback is never reached", async () => {
    const { resolve } = fixedResolver({ "cdn.example.com": [STAND_IN_PUBLIC_ADDRESS] });
    const { transport, connections } = loopbackTransport({ [STAND_IN_PUBLIC_ADDRESS]: "127.0.0.1" });
    const options = { resolve, transport, allowedPorts: [origin.port] };
    // The stand-in works: the same host serves an image.
    expect((await fetchImage(`http://cdn.example.com:${origin.port}/cover.png`, options)).type).toBe("image/png");

    const before = origin.hits("/secret.png");
    const location = encodeURIComponent("http://127.0.0.1:{port}/secret.png");
    expect(await refusal(fetchImage(`http://cdn.example.com:${origin.port}/redirect?to=${location}`, options))).toEqual(
      {
        status: 403,
        message: "The image redirects to an address that is not allowed.",
      },
    );
    expect(origin.hits("/secret.png")).toBe(before);
    expect(connections.map((c) => [c.address, c.url.pathname])).toEqual([
      [STAND_IN_PUBLIC_ADDRESS, "/cover.png"],
      [STAND_IN_PUBLIC_ADDRESS, "/redirect"],
    ]);
  });
});

// https: a certificate for images.example.test made with openssl for this run, trusted by the test.
const openssl = Bun.which("openssl");
describe.skipIf(!openssl)("fetchImage over https", () => {
  let dir: string;
  let ca: string;
  let server: ReturnType<typeof Bun.serve>;
  const hosts: Array<string | null> = [];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "image-tls-"));
    const made = Bun.spawnSync([
      openssl!,
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=images.example.test",
      "-addext",
      "subjectAltName=DNS:images.example.test",
      "-keyout",
      join(dir, "key.pem"),
      "-out",
      join(dir, "cert.pem"),
    ]);
    if (made.exitCode !== 0) throw new Error(made.stderr.toString());
    ca = readFileSync(join(dir, "cert.pem"), "utf8");
    server = Bun.serve({
      hostname: "127.0.0.1",
      port: 0,
      tls: { key: Bun.file(join(dir, "key.pem")), cert: Bun.file(join(dir, "cert.pem")) },
      fetch(request) {
        hosts.push(request.headers.get("host"));
        return new Response(PNG_BYTES, { headers: { "Content-Type": "image/png" } });
      },
    });
  });
  afterAll(async () => {
    await server.stop(true);
    rmSync(dir, { recursive: true, force: true });
  });

  test("the pinned connection verifies the certificate against the URL's name, which SNI and Host carry", async () => {
    const { resolve } = fixedResolver({ "images.example.test": ["127.0.0.1"], "other.example.test": ["127.0.0.1"] });
    const { transport, connections } = loopbackTransport({}, { ca });
    const options = { resolve, transport, allowLoopback: true, allowedPorts: [server.port!] };

    const image = await fetchImage(`https://images.example.test:${server.port}/cover.png`, options);
    expect(image.bytes).toEqual(PNG_BYTES);
    expect(hosts).toEqual([`images.example.test:${server.port}`]);
    expect(connections.map((c) => c.address)).toEqual(["127.0.0.1"]);

    // Same address, a name the certificate does not carry: the TLS check fails, so nothing is served.
    expect((await refusal(fetchImage(`https://other.example.test:${server.port}/cover.png`, options))).status).toBe(
      404,
    );
    expect(hosts).toHaveLength(1);
  });
});
