// GET /api/images/proxy?url=… through the real app, against a real image host on
// loopback that counts its hits. With the test-only loopback setting the proxy serves stored
// covers and avatars from that host; without it, every address that leads to this machine or a
// private network is refused before any connection (the test transport records every connection
// the proxy asks for and would only ever open one to loopback).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { blogPosts, resources } from "../../src/db/schema";
import {
  fixedResolver,
  type ImageOrigin,
  loopbackSpellings,
  loopbackTransport,
  PNG_BYTES,
  STAND_IN_PUBLIC_ADDRESS,
  startImageOrigin,
} from "../support/image-origin";
import { fieldRefusal } from "../support/answers";
import { createResource, createTestimonial } from "../support/factories";
import { createTestApp } from "../support/test-app";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let origin: ImageOrigin;
beforeAll(async () => {
  origin = await startImageOrigin();
});
afterAll(() => origin.stop());

const proxyPath = (url: string) => `/api/images/proxy?url=${encodeURIComponent(url)}`;
const sha256 = (text: string) => new Bun.CryptoHasher("sha256").update(text).digest("hex");

function storeAvatar(app: TestApp, avatar: string) {
  return createTestimonial(app.services, { avatar });
}

// Covers are written to their tables directly: the services' own checks (sanitising, slug and file
// rules) are not what these tests are about.
function storeBlogCover(app: TestApp, coverImage: string) {
  const slug = `cover-${crypto.randomUUID()}`;
  app.db
    .insert(blogPosts)
    .values({
      title: "A post",
      slug,
      author: "Dana",
      excerpt: "E",
      content: "<p>C</p>",
      category: "Strategy",
      coverImage,
    })
    .run();
}

function storeResourceCover(app: TestApp, coverImage: string) {
  const slug = `resource-${crypto.randomUUID()}`;
  app.db
    .insert(resources)
    .values({
      slug,
      title: "A resource",
      description: "D",
      category: "Templates",
      fileUrl: "private/resources/a.pdf",
      fileName: "a.pdf",
      fileType: "PDF",
      coverImage,
    })
    .run();
}

async function jsonOf(response: Response) {
  return { status: response.status, body: await response.json() };
}

describe("with the test-only loopback setting", () => {
  let app: TestApp;
  let cacheDir: string;
  beforeAll(async () => {
    app = await createTestApp({
      imageProxy: {
        allowLoopback: true,
        allowedPorts: [origin.port],
        // Well under the origin's 5 s stalls, and long enough for a 5 MB body streamed in 64 KB
        // chunks at a load average of 20 (at 500 ms that case once timed out before its size did).
        timeoutMs: 2000,
      },
    });
    cacheDir = join(app.dir, "cache", "images");
  });
  afterAll(() => app.close());

  test("a stored blog cover is served with its type and bytes, then from the disk cache", async () => {
    const url = `http://127.0.0.1:${origin.port}/cover.png`;
    storeBlogCover(app, url);
    const before = origin.hits("/cover.png");

    const first = await app.app.request(proxyPath(url));
    expect(first.status).toBe(200);
    expect(first.headers.get("Content-Type")).toBe("image/png");
    expect(first.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(first.headers.get("Content-Security-Policy")).toBe("default-src 'none'; sandbox");
    expect(first.headers.get("Cache-Control")).toBe("public, max-age=31536000");
    expect(first.headers.get("Cross-Origin-Resource-Policy")).toBe("cross-origin");
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(PNG_BYTES);
    expect(origin.hits("/cover.png")).toBe(before + 1);

    // On disk under the URL's hash, in a folder for the server's user only.
    expect(readdirSync(cacheDir)).toContain(sha256(url));
    expect(statSync(cacheDir).mode & 0o777).toBe(0o700);

    const second = await app.app.request(proxyPath(url));
    expect(second.status).toBe(200);
    expect(second.headers.get("Content-Type")).toBe("image/png");
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(PNG_BYTES);
    expect(origin.hits("/cover.png")).toBe(before + 1);
  });

  test("a stored resource cover and a stored testimonial avatar are served", async () => {
    const cover = `http://127.0.0.1:${origin.port}/photo.jpg`;
    storeResourceCover(app, cover);
    const coverResponse = await app.app.request(proxyPath(cover));
    expect(coverResponse.status).toBe(200);
    expect(coverResponse.headers.get("Content-Type")).toBe("image/jpeg");

    const avatar = `http://127.0.0.1:${origin.port}/labelled-jpeg.png`;
    storeAvatar(app, avatar);
    const avatarResponse = await app.app.request(proxyPath(avatar));
    expect(avatarResponse.status).toBe(200);
    // Served as what the bytes are, not as the remote labelled them.
    expect(avatarResponse.headers.get("Content-Type")).toBe("image/png");
  });

  test("an address that is not stored is refused with 403 and never fetched", async () => {
    storeAvatar(app, `http://127.0.0.1:${origin.port}/second.png`);
    const before = origin.hits();
    for (const url of [
      `http://127.0.0.1:${origin.port}/never-stored.png`,
      // Not the stored text, though it names the same file.
      `http://127.0.0.1:${origin.port}/second.png?`,
      `http://127.0.0.1:${origin.port}//second.png`,
      `HTTP://127.0.0.1:${origin.port}/second.png`,
    ]) {
      const response = await app.app.request(proxyPath(url));
      expect({ url, ...(await jsonOf(response)) }).toEqual({
        url,
        status: 403,
        body: { success: false, message: "This address is not one of the site's cover images or avatars." },
      });
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
    expect(origin.hits()).toBe(before);
  });

  test("an address no longer stored is refused even when it is cached", async () => {
    const url = `http://127.0.0.1:${origin.port}/secret.png`;
    const testimonial = storeAvatar(app, url);
    expect((await app.app.request(proxyPath(url))).status).toBe(200);
    app.services.testimonials.delete(testimonial.id);
    expect((await jsonOf(await app.app.request(proxyPath(url)))).status).toBe(403);
  });

  test("a redirect to another path is followed", async () => {
    const url = `http://127.0.0.1:${origin.port}/redirect?to=%2Fsecond.png`;
    storeAvatar(app, url);
    const before = { redirect: origin.hits("/redirect"), second: origin.hits("/second.png") };
    const response = await app.app.request(proxyPath(url));
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG_BYTES);
    expect(origin.hits("/redirect")).toBe(before.redirect + 1);
    expect(origin.hits("/second.png")).toBe(before.second + 1);
  });

  test.each([
    [
      "HTML labelled image/png",
      "/html-labelled-png.png",
      415,
      "The address did not return a PNG, JPEG, GIF, WebP or AVIF image.",
    ],
    [
      "a PNG labelled text/html",
      "/png-labelled-html",
      415,
      "The address did not return a PNG, JPEG, GIF, WebP or AVIF image.",
    ],
    ["SVG", "/image.svg", 415, "The address did not return a PNG, JPEG, GIF, WebP or AVIF image."],
    ["an oversized body with its length declared", "/huge-declared.png", 413, "The image is larger than 5 MB."],
    ["an oversized body streamed without a length", "/huge-streamed.png", 413, "The image is larger than 5 MB."],
    ["a slow body", "/slow.png", 504, "The image took too long to load."],
    ["a remote 404", "/missing.png", 404, "The image could not be loaded from its source."],
    ["a remote 500", "/broken.png", 404, "The image could not be loaded from its source."],
    ["too many redirects", "/chain/4", 404, "The image redirects too many times."],
  ])("%s is refused with its status, never a 5xx but 504, and not cached", async (_name, path, status, message) => {
    const url = `http://127.0.0.1:${origin.port}${path}`;
    storeAvatar(app, url);
    const before = origin.hits(path);
    const response = await app.app.request(proxyPath(url));
    expect(await jsonOf(response)).toEqual({ status, body: { success: false, message } });
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(origin.hits(path)).toBe(before + 1);
    expect(existsSync(join(cacheDir, sha256(url)))).toBe(false);
  });

  test("a request without an address is a 400", async () => {
    expect(await jsonOf(await app.app.request("/api/images/proxy"))).toMatchObject({
      status: 400,
      body: { success: false },
    });
    expect(await jsonOf(await app.app.request("/api/images/proxy?url="))).toEqual({
      status: 400,
      body: fieldRefusal("url", "An image URL is required."),
    });
  });
});

describe("without the loopback setting (the default)", () => {
  let app: TestApp;
  let connections: ReturnType<typeof loopbackTransport>["connections"];
  const ports = () => [80, 443, origin.port, ...(origin.port6 ? [origin.port6] : [])];

  beforeAll(async () => {
    const { resolve } = fixedResolver({
      localhost: ["127.0.0.1", "::1"],
      // A public-looking name whose DNS answer is loopback.
      "images.example.com": ["127.0.0.1"],
      // A public host (stood in for by the loopback origin) that redirects.
      "cdn.example.com": [STAND_IN_PUBLIC_ADDRESS],
    });
    const recording = loopbackTransport({ [STAND_IN_PUBLIC_ADDRESS]: "127.0.0.1" });
    connections = recording.connections;
    app = await createTestApp({ imageProxy: { allowedPorts: ports(), resolve, transport: recording.transport } });
  });
  afterAll(() => app.close());

  const ADDRESS_REFUSED = "This image address leads to a private or reserved network address.";
  const NOT_HTTP = "Only http and https image addresses can be loaded.";

  async function expectRefused(url: string, status: number, message: string) {
    storeAvatar(app, url);
    const hitsBefore = origin.hits();
    const connectionsBefore = connections.length;
    const response = await app.app.request(proxyPath(url));
    expect({ url, ...(await jsonOf(response)) }).toEqual({ url, status, body: { success: false, message } });
    expect(connections.length).toBe(connectionsBefore);
    expect(origin.hits()).toBe(hitsBefore);
  }

  const refusedWith = (status: number, message: string, urls: string[]) =>
    urls.map((url) => [url, status, message] as const);

  test.each([
    ...refusedWith(403, ADDRESS_REFUSED, [
      "http://127.0.0.1/",
      "http://localhost/",
      "http://0.0.0.0/",
      "http://169.254.169.254/latest/meta-data/",
      "http://[::1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://2130706433/",
      "http://0x7f.1/",
      "http://10.0.0.1/",
      "http://images.example.com/",
    ]),
    ...refusedWith(400, NOT_HTTP, ["file:///etc/passwd", "gopher://x/", "javascript:alert(1)"]),
  ])("%s is refused (%d) before any connection", async (url, status, message) => {
    await expectRefused(url, status, message);
  });

  // The same addresses on the origin's own port, so a missing check would show as a hit there.
  test("loopback addresses on the origin's port are refused and the origin is never reached", async () => {
    const urls = loopbackSpellings(origin);
    for (const url of urls) await expectRefused(url, 403, ADDRESS_REFUSED);
  });

  test("credentials and ports other than 80 and 443 are refused before any connection", async () => {
    await expectRefused(
      "http://user:secret@cdn.example.com/cover.png",
      400,
      "Image addresses with a user name or password are not allowed.",
    );
    await expectRefused(
      "http://cdn.example.com:8080/cover.png",
      400,
      "This image address uses a port that is not allowed.",
    );
  });

  test("a redirect to loopback is refused and loopback is never reached", async () => {
    // The public host itself is fetched: the refusal is the redirect's.
    const control = `http://cdn.example.com:${origin.port}/second.png`;
    storeAvatar(app, control);
    expect((await app.app.request(proxyPath(control))).status).toBe(200);

    const url = `http://cdn.example.com:${origin.port}/redirect?to=${encodeURIComponent("http://127.0.0.1:{port}/secret.png")}`;
    storeAvatar(app, url);
    const before = {
      redirect: origin.hits("/redirect"),
      secret: origin.hits("/secret.png"),
      connections: connections.length,
    };
    expect(await jsonOf(await app.app.request(proxyPath(url)))).toEqual({
      status: 403,
      body: { success: false, message: "The image redirects to an address that is not allowed." },
    });
    expect(origin.hits("/redirect")).toBe(before.redirect + 1);
    expect(origin.hits("/secret.png")).toBe(before.secret);
    expect(connections.slice(before.connections).map((c) => [c.address, c.url.pathname])).toEqual([
      [STAND_IN_PUBLIC_ADDRESS, "/redirect"],
    ]);
  });
});

describe("pages", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  test("the home page shows an external avatar through the proxy", async () => {
    createTestimonial(app.services, { featured: true, avatar: "https://images.example.com/dana.png" });
    const html = await (await app.app.request("/")).text();
    expect(html).toContain('src="/api/images/proxy?url=https%3A%2F%2Fimages.example.com%2Fdana.png"');
    expect(html).not.toContain('src="https://images.example.com/dana.png"');
  });

  test("the resource list and the resource's page show an external cover through the proxy", async () => {
    createResource(app.services, { slug: "roadmap-canvas", coverImage: "https://images.example.com/canvas.png" });
    for (const path of ["/resources", "/resources/roadmap-canvas"]) {
      const html = await (await app.app.request(path)).text();
      expect({
        path,
        proxied: html.includes('src="/api/images/proxy?url=https%3A%2F%2Fimages.example.com%2Fcanvas.png"'),
      }).toEqual({ path, proxied: true });
      expect(html).not.toContain('src="https://images.example.com/canvas.png"');
    }
  });
});
