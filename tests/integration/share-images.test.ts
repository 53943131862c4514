// Share images through the real app (docs/product.md#share-images): every page's og:image is a
// 1200×630 PNG the site draws (covers included: the seeded WebP ones and an SVG one), named with its size and a large
// Twitter card; the site's own card follows the firm's name in the settings; an edit gives a new
// address, and an old address is sent on to the current image.
import { afterAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { createPost } from "../support/factories";
import { select } from "../support/html";
import { pngImage } from "../support/images";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());
const SITE = "https://consultancy.test";

async function headOf(path: string) {
  const html = await (await t.app.request(path)).text();
  const meta = async (selector: string) => (await select(html, selector))[0]?.attrs.content ?? null;
  return {
    image: await meta('meta[property="og:image"]'),
    width: await meta('meta[property="og:image:width"]'),
    height: await meta('meta[property="og:image:height"]'),
    twitterCard: await meta('meta[name="twitter:card"]'),
    twitterImage: await meta('meta[name="twitter:image"]'),
  };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The served file at an absolute address of the site: its type, whether it is a PNG, its size, its bytes. */
async function served(address: string) {
  expect(address.startsWith(`${SITE}/`)).toBe(true);
  const res = await t.app.request(address.slice(SITE.length));
  const bytes = new Uint8Array(await res.arrayBuffer());
  const view = new DataView(bytes.buffer);
  const isPng = PNG_SIGNATURE.every((byte, i) => bytes[i] === byte);
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    isPng,
    // The IHDR chunk comes first: width and height at bytes 16 and 20.
    size: isPng ? [view.getUint32(16), view.getUint32(20)] : null,
    bytes,
  };
}

async function expectDrawnShareImage(path: string) {
  const head = await headOf(path);
  expect({ path, ...head, image: null, twitterImage: null }).toEqual({
    path,
    image: null,
    width: "1200",
    height: "630",
    twitterCard: "summary_large_image",
    twitterImage: null,
  });
  expect(head.twitterImage).toBe(head.image);
  const file = await served(head.image!);
  expect({ path, status: file.status, type: file.type, isPng: file.isPng, size: file.size }).toEqual({
    path,
    status: 200,
    type: "image/png",
    isPng: true,
    size: [1200, 630],
  });
  return { address: head.image!, bytes: file.bytes };
}

const setFirmName = (firmName: string) => t.services.settings.update({ firmName }, null);

describe("every page's share image is a drawn 1200×630 PNG", () => {
  test("home, a page without a cover, a post with a WebP cover, a post without a cover, a resource", async () => {
    const post = "/blog/running-your-first-product-discovery-sprint";
    const resource = "/resources/prd-guidelines";
    expect(t.services.blog.getPublishedBySlug(post.slice("/blog/".length))!.coverImage).toEndWith(".webp");
    const bare = createPost(t.services, { title: "A post without a cover" });

    const home = await expectDrawnShareImage("/");
    const services = await expectDrawnShareImage("/services");
    const withCover = await expectDrawnShareImage(post);
    const withoutCover = await expectDrawnShareImage(`/blog/${bare.slug}`);
    const resourceImage = await expectDrawnShareImage(resource);

    // Pages without one of their own share the site's card; each item has its own.
    expect(services.address).toBe(home.address);
    const addresses = new Set([home.address, withCover.address, withoutCover.address, resourceImage.address]);
    expect(addresses.size).toBe(4);
  }, 120_000);

  test("the cover is drawn: a WebP, an SVG and a PNG cover of another size change the card of the same title", async () => {
    const seeded = t.services.blog.getPublishedBySlug("running-your-first-product-discovery-sprint")!;
    expect(seeded.coverImage).toEndWith(".webp");
    const webpCover = await expectDrawnShareImage(`/blog/${seeded.slug}`);
    const sameTitle = createPost(t.services, { title: seeded.title });
    const titleAlone = await expectDrawnShareImage(`/blog/${sameTitle.slug}`);
    expect(Buffer.from(webpCover.bytes).equals(Buffer.from(titleAlone.bytes))).toBe(false);

    // The seeded covers' art as an owner's own SVG upload (scripts/cover-art).
    const art = await Bun.file(
      join(import.meta.dir, "../../scripts/cover-art/blog-when-to-hire-a-fractional-cpo.svg"),
    ).text();
    await t.storage.put("public/media/art-cover.svg", art);
    const svgPost = createPost(t.services, { title: seeded.title, coverImage: "/uploads/media/art-cover.svg" });
    const svgCover = await expectDrawnShareImage(`/blog/${svgPost.slug}`);
    expect(Buffer.from(svgCover.bytes).equals(Buffer.from(titleAlone.bytes))).toBe(false);
    expect(Buffer.from(svgCover.bytes).equals(Buffer.from(webpCover.bytes))).toBe(false);

    await t.storage.put("public/media/grey-cover.png", pngImage(300, 500));
    const rasterPost = createPost(t.services, { title: seeded.title, coverImage: "/uploads/media/grey-cover.png" });
    const rasterCover = await expectDrawnShareImage(`/blog/${rasterPost.slug}`);
    expect(Buffer.from(rasterCover.bytes).equals(Buffer.from(titleAlone.bytes))).toBe(false);

    // The admin's own share image fills the frame: no title is drawn, so any title gives the same image.
    // One of the frame's size, as the admin is asked for: scaling another costs resvg seconds a card.
    await t.storage.put("public/media/grey-share.png", pngImage(1200, 630));
    const ownImage = { coverImage: null, shareImage: "/uploads/media/grey-share.png" };
    const first = await expectDrawnShareImage(`/blog/${createPost(t.services, { title: "One", ...ownImage }).slug}`);
    const second = await expectDrawnShareImage(`/blog/${createPost(t.services, { title: "Two", ...ownImage }).slug}`);
    expect(Buffer.from(first.bytes).equals(Buffer.from(second.bytes))).toBe(true);
    expect(Buffer.from(first.bytes).equals(Buffer.from(rasterCover.bytes))).toBe(false);
  }, 180_000);

  test("drawn once: stored in the file storage, served with a year's cache, the same bytes again", async () => {
    const { address, bytes } = await expectDrawnShareImage("/about");
    const version = /-([A-Za-z0-9_-]{16})\.png$/.exec(address)![1]!;
    const stored = await t.storage.get(`public/share/${version}.png`);
    expect(stored).not.toBeNull();
    expect(Buffer.from(await stored!.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    const again = await t.app.request(address.slice(SITE.length));
    expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  }, 60_000);

  test("unknown names, drafts and malformed names are 404", async () => {
    const draft = createPost(t.services, { title: "A draft", published: false });
    for (const path of [
      `/share/post-${draft.id}-AAAAAAAAAAAAAAAA.png`,
      "/share/post-999999-AAAAAAAAAAAAAAAA.png",
      "/share/site-1-AAAAAAAAAAAAAAAA.png",
      "/share/../site.db",
      "/share/site-short.png",
    ]) {
      expect({ path, status: (await t.app.request(path)).status }).toEqual({ path, status: 404 });
    }
  });
});

describe("the site's card follows the settings", () => {
  test("a new firm name gives a new image, the old address leads to it, and the old name again gives the first", async () => {
    const first = await expectDrawnShareImage("/");
    setFirmName("Northwind Product Studio");
    const renamed = await expectDrawnShareImage("/");
    expect(renamed.address).not.toBe(first.address);
    expect(Buffer.from(renamed.bytes).equals(Buffer.from(first.bytes))).toBe(false);

    const old = await t.app.request(first.address.slice(SITE.length));
    expect(old.status).toBe(302);
    expect(old.headers.get("location")).toBe(renamed.address.slice(SITE.length));

    // The first name again is the first image, under its first address.
    setFirmName("Meridian Product Partners");
    const back = await expectDrawnShareImage("/");
    expect(back.address).toBe(first.address);
    expect(Buffer.from(back.bytes).equals(Buffer.from(first.bytes))).toBe(true);
  }, 120_000);

  test("an edited post title gives the post a new share image address", async () => {
    const post = createPost(t.services, { title: "Before the edit" });
    const before = (await headOf(`/blog/${post.slug}`)).image;
    t.services.blog.update(post.id, { ...post, title: "After the edit" } as never);
    const after = (await headOf(`/blog/${post.slug}`)).image;
    expect(after).not.toBe(before);
    expect(after).toMatch(new RegExp(`^${SITE}/share/post-${post.id}-[A-Za-z0-9_-]{16}\\.png$`));
  });
});
