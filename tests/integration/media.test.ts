// The media library through the real app (docs/product.md#media): an image upload records an item
// with the dimensions of its header, its alt text and uploader; the seeded covers are items from the
// start; the list pages newest first; alt text is edited within its limit; a smaller copy is taken
// only when its header's width is the form's and at most the original's, and never as SVG; a
// delete removes the stored files, and is refused with the places named while anything uses the
// image; all of it for admins only, and every write is in the activity trail.
import { afterAll, describe, expect, test } from "bun:test";
import { SAME_ORIGIN, send, sendJson, sessionFor, withCookie } from "../support/auth";
import { createPost, createTestimonial, signedInUser } from "../support/factories";
import { jpegImage, pngHeader, pngImage, webpImage } from "../support/images";
import { MULTIPART_TYPE, multipartBody, type Part } from "../support/multipart";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

const asAdmin = withCookie(sessionFor(t.services, 1).cookie);

type Use = { kind: string; id: number | null; label: string; href: string | null };
type Media = {
  id: number;
  url: string;
  originalName: string | null;
  contentType: string;
  bytes: number;
  width: number | null;
  height: number | null;
  alt: string;
  variants: { url: string; width: number; contentType: string }[];
  uploadedBy: string | null;
  createdAt: string;
  uses: Use[];
};
type Answer<T> = { success: boolean; message: string; data: T; errors?: Record<string, string>; uses?: Use[] };

function post(path: string, parts: Part[], headers: Record<string, string> = asAdmin) {
  return send(t.app, path, {
    method: "POST",
    headers: { ...headers, Origin: SAME_ORIGIN, ...MULTIPART_TYPE },
    body: multipartBody(parts),
  });
}

async function uploadImage(fileName: string, content: Uint8Array, extra: Part[] = []) {
  const res = await post("/api/admin/upload/image", [{ field: "coverImage", fileName, content }, ...extra]);
  expect(res.status).toBe(201);
  return ((await res.json()) as Answer<{ fullUrl: string; media: Media }>).data;
}

const addVariant = (id: number, fileName: string, content: Uint8Array, width: string) =>
  post(`/api/admin/media/${id}/variants`, [
    { field: "width", content: width },
    { field: "file", fileName, content },
  ]);

const stored = async (url: string) => (await send(t.app, url)).status;

describe("recording uploads", () => {
  test("an image upload becomes a media item with its header's dimensions, alt text and uploader", async () => {
    const png = pngImage(40, 30);
    const data = await uploadImage("chart.png", png, [
      { field: "alt", content: "  A bar chart of quarterly revenue " },
    ]);
    expect(data.fullUrl).toMatch(/^\/uploads\/covers\/[0-9a-f]{32}\.png$/);
    expect(data.media).toEqual({
      id: expect.any(Number),
      url: data.fullUrl,
      originalName: "chart.png",
      contentType: "image/png",
      bytes: png.length,
      width: 40,
      height: 30,
      alt: "A bar chart of quarterly revenue",
      variants: [],
      uploadedBy: "admin",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      uses: [],
    });
  });

  test("the alt field may come before the file; a JPEG's size is read past its EXIF segment", async () => {
    const data = await uploadImage("photo.jpg", jpegImage(1600, 900, 20_000));
    expect({ width: data.media.width, height: data.media.height, alt: data.media.alt }).toEqual({
      width: 1600,
      height: 900,
      alt: "",
    });
    const res = await post("/api/admin/upload/image", [
      { field: "alt", content: "Team at the whiteboard" },
      { field: "coverImage", fileName: "team.webp", content: webpImage.lossy(800, 450) },
    ]);
    const media = ((await res.json()) as Answer<{ media: Media }>).data.media;
    expect(media).toMatchObject({ alt: "Team at the whiteboard", width: 800, height: 450, contentType: "image/webp" });
  });

  test("the seeded covers are items from the start, with their size and their uses", async () => {
    const res = await send(t.app, "/api/admin/media?page=1&limit=100", { headers: asAdmin });
    const page = (await res.json()) as { items: Media[]; total: number };
    const cover = page.items.find((m) => m.url === "/uploads/seed/prd-guidelines.webp");
    expect(cover).toMatchObject({
      contentType: "image/webp",
      width: 1200,
      height: 750,
      uploadedBy: null,
      uses: [
        {
          kind: "resource",
          id: expect.any(Number),
          label: 'Resource "Writing Effective Product Requirements" (cover)',
          href: "/admin?tab=resources",
        },
      ],
    });
    expect(page.items.filter((m) => m.url.startsWith("/uploads/seed/")).length).toBe(12);
    // Recording them again adds nothing.
    expect(await t.services.media.recordStoredImages()).toBe(0);
  });
});

describe("GET /api/admin/media", () => {
  test("pages newest first with the total and page count", async () => {
    const urls: string[] = [];
    for (const size of [11, 12, 13]) urls.push((await uploadImage(`p${size}.png`, pngImage(size, size))).fullUrl);
    const first = (await (await send(t.app, "/api/admin/media?page=1&limit=2", { headers: asAdmin })).json()) as {
      items: Media[];
      page: number;
      pageCount: number;
      total: number;
    };
    expect(first.items.map((m) => m.url)).toEqual([urls[2]!, urls[1]!]);
    expect({ page: first.page, pageCount: first.pageCount }).toEqual({
      page: 1,
      pageCount: Math.ceil(first.total / 2),
    });
    const second = (await (await send(t.app, "/api/admin/media?page=2&limit=2", { headers: asAdmin })).json()) as {
      items: Media[];
    };
    expect(second.items[0]!.url).toBe(urls[0]!);
  });

  test("a limit over 100 or a page of 0 is a 400", async () => {
    expect((await send(t.app, "/api/admin/media?limit=101", { headers: asAdmin })).status).toBe(400);
    expect((await send(t.app, "/api/admin/media?page=0", { headers: asAdmin })).status).toBe(400);
  });
});

describe("PUT /api/admin/media/:id", () => {
  test("saves the alt text and answers the item", async () => {
    const { media } = await uploadImage("alt.png", pngImage(8, 8));
    const res = await sendJson(t.app, "PUT", `/api/admin/media/${media.id}`, { alt: "A quiet office" }, asAdmin);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer<Media>;
    expect({ success: body.success, message: body.message, alt: body.data.alt }).toEqual({
      success: true,
      message: "Image updated",
      alt: "A quiet office",
    });
  });

  test("refuses alt text over 300 characters, a missing one, a bad id and an unknown one", async () => {
    const { media } = await uploadImage("long.png", pngImage(8, 8));
    const tooLong = await sendJson(t.app, "PUT", `/api/admin/media/${media.id}`, { alt: "a".repeat(301) }, asAdmin);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({
      success: false,
      message: "The alt text may be at most 300 characters.",
      errors: { alt: "The alt text may be at most 300 characters." },
    });
    const missing = await sendJson(t.app, "PUT", `/api/admin/media/${media.id}`, {}, asAdmin);
    expect(((await missing.json()) as Answer<null>).errors).toEqual({ alt: "Send the alt text as a string." });
    const badId = await sendJson(t.app, "PUT", "/api/admin/media/01", { alt: "x" }, asAdmin);
    expect(badId.status).toBe(400);
    const unknown = await sendJson(t.app, "PUT", "/api/admin/media/999999", { alt: "x" }, asAdmin);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, message: "Image not found" });
  });
});

describe("POST /api/admin/media/:id/variants", () => {
  test("takes a smaller copy of the width the form says, stored beside the original, and replaces one of the same width and type", async () => {
    const { media } = await uploadImage("wide.png", pngImage(64, 32));
    const res = await addVariant(media.id, "wide-32.webp", webpImage.lossless(32, 16), "32");
    expect(res.status).toBe(201);
    const first = ((await res.json()) as Answer<Media>).data;
    expect(first.variants).toEqual([
      { url: expect.stringMatching(/^\/uploads\/covers\/[0-9a-f]{32}\.webp$/), width: 32, contentType: "image/webp" },
    ]);
    expect(await stored(first.variants[0]!.url)).toBe(200);

    const again = (
      (await (await addVariant(media.id, "wide-32b.webp", webpImage.lossy(32, 16), "32")).json()) as Answer<Media>
    ).data;
    const png = ((await (await addVariant(media.id, "wide-16.png", pngImage(16, 8), "16")).json()) as Answer<Media>)
      .data;
    expect(png.variants.map((v) => [v.width, v.contentType])).toEqual([
      [16, "image/png"],
      [32, "image/webp"],
    ]);
    expect(again.variants[0]!.url).not.toBe(first.variants[0]!.url);
    expect(await stored(first.variants[0]!.url)).toBe(404);

    // Pages get every candidate of the image, the original included, by any of its addresses.
    expect(t.services.media.srcsetFor(png.variants[0]!.url).map((v) => v.width)).toEqual([16, 32, 64]);
  });

  test("refuses a copy whose header says another width, one wider than the original, SVG, and a missing width", async () => {
    const { media } = await uploadImage("small.png", pngImage(20, 20));
    const mismatch = await addVariant(media.id, "copy.png", pngImage(12, 12), "10");
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toEqual({
      success: false,
      message: "The copy is 12 pixels wide, not 10 as the form says.",
      errors: { width: "The copy is 12 pixels wide, not 10 as the form says." },
    });
    const wider = await addVariant(media.id, "copy.png", pngImage(30, 30), "30");
    expect(wider.status).toBe(400);
    expect(((await wider.json()) as Answer<null>).message).toBe(
      "A smaller copy may be at most 20 pixels wide, the original's width.",
    );
    const svg = await addVariant(media.id, "copy.svg", new TextEncoder().encode('<svg width="10" height="10"/>'), "10");
    expect(svg.status).toBe(415);
    expect(((await svg.json()) as Answer<null>).message).toBe(
      "Smaller copies of an image may only be PNG, JPG, JPEG, WEBP, AVIF files.",
    );
    const noWidth = await post(`/api/admin/media/${media.id}/variants`, [
      { field: "file", fileName: "copy.png", content: pngImage(10, 10) },
    ]);
    expect(noWidth.status).toBe(400);
    // Nothing refused was kept.
    const after = (await (await send(t.app, "/api/admin/media?limit=100", { headers: asAdmin })).json()) as {
      items: Media[];
    };
    expect(after.items.find((m) => m.id === media.id)!.variants).toEqual([]);
  });

  test("refuses a copy whose header claims an absurd height, and keeps nothing of it", async () => {
    const { media } = await uploadImage("tall.png", pngImage(20, 20));
    const absurd = await addVariant(media.id, "copy.png", pngHeader(10, 4294967295), "10");
    expect(absurd.status).toBe(400);
    expect(((await absurd.json()) as Answer<null>).message).toBe(
      "The image says it is 10 × 4,294,967,295 pixels; images may be at most 32,767 pixels on a side and 268,435,456 pixels in all.",
    );
    expect((await t.services.media.get(media.id))!.variants).toEqual([]);
  });

  test("an unknown image is a 404", async () => {
    expect((await addVariant(999999, "copy.png", pngImage(10, 10), "10")).status).toBe(404);
  });
});

describe("DELETE /api/admin/media/:id", () => {
  test("deletes the item and its stored files, original and copies", async () => {
    const { media } = await uploadImage("gone.png", pngImage(20, 10));
    const copy = ((await (await addVariant(media.id, "gone-10.png", pngImage(10, 5), "10")).json()) as Answer<Media>)
      .data.variants[0]!.url;
    const res = await send(t.app, `/api/admin/media/${media.id}`, {
      method: "DELETE",
      headers: { ...asAdmin, Origin: SAME_ORIGIN },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "Image deleted", data: null });
    expect(await stored(media.url)).toBe(404);
    expect(await stored(copy)).toBe(404);
    const again = await send(t.app, `/api/admin/media/${media.id}`, {
      method: "DELETE",
      headers: { ...asAdmin, Origin: SAME_ORIGIN },
    });
    expect(again.status).toBe(404);
  });

  test("is refused with 409 naming every place that uses the image, a copy's address included", async () => {
    const { media } = await uploadImage("used.png", pngImage(20, 10));
    const copy = ((await (await addVariant(media.id, "used-10.png", pngImage(10, 5), "10")).json()) as Answer<Media>)
      .data.variants[0]!.url;
    const cover = createPost(t.services, { title: "Roadmaps That Work", coverImage: media.url });
    const inText = createPost(t.services, {
      title: "Discovery Notes",
      content: `<p>Look:</p><p><img src="${copy}" alt="A sketch"></p>`,
    });
    const testimonial = createTestimonial(t.services, { name: "Dana Reyes", avatar: media.url });
    const settingsBefore = t.services.settings.current();
    const place = { logoUrl: media.url, founder: { portraitUrl: media.url } };
    expect(t.services.settings.update(place, null).ok).toBe(true);

    const res = await send(t.app, `/api/admin/media/${media.id}`, {
      method: "DELETE",
      headers: { ...asAdmin, Origin: SAME_ORIGIN },
    });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      success: false,
      message:
        'This image is in use: Blog post "Roadmaps That Work" (cover), Testimonial of Dana Reyes (photo), Site settings (portrait), Site settings (logo), Blog post "Discovery Notes" (in the text)',
      uses: [
        { kind: "post", id: cover.id, label: 'Blog post "Roadmaps That Work" (cover)', href: "/admin?tab=blog" },
        {
          kind: "testimonial",
          id: testimonial.id,
          label: "Testimonial of Dana Reyes (photo)",
          href: "/admin?tab=testimonials",
        },
        { kind: "settings", id: null, label: "Site settings (portrait)", href: "/admin?tab=settings" },
        { kind: "settings", id: null, label: "Site settings (logo)", href: "/admin?tab=settings" },
        { kind: "post", id: inText.id, label: 'Blog post "Discovery Notes" (in the text)', href: "/admin?tab=blog" },
      ],
    });
    expect(await stored(media.url)).toBe(200);
    const { logoUrl, founder } = settingsBefore;
    expect(t.services.settings.update({ logoUrl, founder: { portraitUrl: founder.portraitUrl } }, null).ok).toBe(true);
  });
});

test("a profile's avatar is a use, named by the person's display name", async () => {
  const { media } = await uploadImage("face.png", pngImage(16, 16));
  const { user } = await signedInUser(t.services);
  // Through the users API, whose write tells the library the content changed.
  const profile = { username: user.username, role: user.role, isActive: true, displayName: "Riley Park" };
  const saved = await sendJson(t.app, "PUT", `/api/users/${user.id}`, { ...profile, avatarUrl: media.url }, asAdmin);
  expect(saved.status).toBe(200);
  const res = await send(t.app, `/api/admin/media/${media.id}`, {
    method: "DELETE",
    headers: { ...asAdmin, Origin: SAME_ORIGIN },
  });
  expect(res.status).toBe(409);
  expect(((await res.json()) as Answer<null>).uses).toEqual([
    { kind: "user", id: user.id, label: "Profile of Riley Park (avatar)", href: "/admin?tab=users" },
  ]);
});

describe("admin only, and audited", () => {
  test("strangers get 401 and signed-in non-admins 403 on every media route", async () => {
    const { headers: reader } = await signedInUser(t.services);
    const { media } = await uploadImage("guarded.png", pngImage(8, 8));
    const calls = (headers: Record<string, string>) => [
      send(t.app, "/api/admin/media", { headers }),
      sendJson(t.app, "PUT", `/api/admin/media/${media.id}`, { alt: "x" }, headers),
      send(t.app, `/api/admin/media/${media.id}`, { method: "DELETE", headers: { ...headers, Origin: SAME_ORIGIN } }),
      post(`/api/admin/media/${media.id}/variants`, [{ field: "width", content: "8" }], headers),
    ];
    expect((await Promise.all(calls({}))).map((r) => r.status)).toEqual([401, 401, 401, 401]);
    expect((await Promise.all(calls(reader))).map((r) => r.status)).toEqual([403, 403, 403, 403]);
  });

  test("each write is in the activity trail", async () => {
    const { media } = await uploadImage("audited.png", pngImage(8, 8));
    await sendJson(t.app, "PUT", `/api/admin/media/${media.id}`, { alt: "Audited" }, asAdmin);
    await send(t.app, `/api/admin/media/${media.id}`, {
      method: "DELETE",
      headers: { ...asAdmin, Origin: SAME_ORIGIN },
    });
    const activity = (await (await send(t.app, "/api/admin/activity?limit=3", { headers: asAdmin })).json()) as {
      action: string;
      summary: string;
      target: string | null;
      username: string;
    }[];
    expect(activity.map(({ action, summary, target, username }) => ({ action, summary, target, username }))).toEqual([
      {
        action: `DELETE /api/admin/media/${media.id}`,
        summary: "Deleted image",
        target: String(media.id),
        username: "admin",
      },
      {
        action: `PUT /api/admin/media/${media.id}`,
        summary: "Updated image",
        target: String(media.id),
        username: "admin",
      },
      { action: "POST /api/admin/upload/image", summary: "Uploaded a cover image", target: null, username: "admin" },
    ]);
  });
});

describe("responsive covers on the pages", () => {
  test("a post's cover offers its copies once they exist, on the post and in the blog list", async () => {
    const path = "/blog/when-to-hire-a-fractional-cpo";
    const cover = "/uploads/seed/blog-when-to-hire-a-fractional-cpo.webp";
    expect(await (await send(t.app, path)).text()).not.toContain("<picture");

    const list = (await (await send(t.app, "/api/admin/media?limit=100", { headers: asAdmin })).json()) as {
      items: Media[];
    };
    const id = list.items.find((m) => m.url === cover)!.id;
    const webp = (
      (await (await addVariant(id, "cover-600.webp", webpImage.lossy(600, 375), "600")).json()) as Answer<Media>
    ).data.variants[0]!.url;
    const png = (
      (await (await addVariant(id, "cover-600.png", pngImage(600, 375), "600")).json()) as Answer<Media>
    ).data.variants.find((v) => v.contentType === "image/png")!.url;
    // Beside the original, except in the seed's own folder.
    expect(webp).toMatch(/^\/uploads\/covers\//);

    // The seeded original is a 1200 px WebP, so the WebP candidates end with it.
    const html = await (await send(t.app, path)).text();
    expect(html).toContain(
      `<picture class="contents"><source type="image/webp" srcSet="${webp} 600w, ${cover} 1200w" sizes="(min-width: 768px) 768px, 100vw"/><img src="${cover}" srcSet="${png} 600w"`,
    );
    const blog = await (await send(t.app, "/blog")).text();
    expect(blog).toContain(
      `srcSet="${webp} 600w, ${cover} 1200w" sizes="(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw"`,
    );
  });
});
