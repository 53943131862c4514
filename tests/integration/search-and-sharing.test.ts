// A post's and a resource's own search and sharing fields (docs/product.md#seo-fields) through the
// real app: validated by the admin APIs, answered in the admin and public JSON, and used by the
// page's <title>, description, Open Graph and Twitter tags and JSON-LD; left blank, the title, the
// excerpt (or description) and the cover stand in.
import { afterAll, describe, expect, test } from "bun:test";
import { media } from "../../src/db/schema";
import { sendJson, sessionFor, withCookie } from "../support/auth";
import { createPost, createResource } from "../support/factories";
import { select } from "../support/html";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

const asAdmin = withCookie(sessionFor(t.services, 1).cookie);

const post = {
  title: "Discovery Without the Ceremony",
  slug: "discovery-without-the-ceremony",
  author: "Jordan Admin",
  category: "Discovery",
  excerpt: "How small teams learn fast.",
  content: "<p>Body.</p>",
  published: true,
  coverImage: "/uploads/covers/discovery.png",
};

const resource = {
  title: "Discovery Interview Kit",
  slug: "discovery-interview-kit",
  description: "Questions for customer interviews.",
  category: "Templates",
  fileUrl: "https://files.example.org/kit.pdf",
  fileName: "kit.pdf",
  fileType: "PDF",
  published: true,
  coverImage: "https://cdn.example.org/kit-cover.png",
};

const seo = {
  metaTitle: "Discovery, Minus the Ceremony",
  metaDescription: "A field guide to discovery for teams of five.",
  shareImage: "https://cdn.example.org/share.png",
};

/** Saves the stored post (or resource) again through the admin API, with `fields` over its body. */
function editPost(fields: Record<string, unknown>) {
  const id = t.services.blog.listAll().find((p) => p.slug === post.slug)!.id;
  return sendJson(t.app, "PUT", `/api/blog/${id}`, { ...post, ...fields }, asAdmin);
}
function editResource(fields: Record<string, unknown>) {
  const id = t.services.resources.listAll().find((r) => r.slug === resource.slug)!.id;
  return sendJson(t.app, "PUT", `/api/admin/resources/${id}`, { ...resource, ...fields }, asAdmin);
}

/** The head as search engines and share cards read it. */
async function headOf(path: string) {
  const res = await t.app.request(path);
  expect(res.status).toBe(200);
  const html = await res.text();
  const content = async (selector: string) => (await select(html, selector))[0]?.attrs.content;
  const jsonLd = (await select(html, 'script[type="application/ld+json"]')).map(
    (s) => JSON.parse(s.text) as Record<string, unknown>,
  );
  return {
    title: (await select(html, "title"))[0]?.text,
    description: await content('meta[name="description"]'),
    ogTitle: await content('meta[property="og:title"]'),
    ogDescription: await content('meta[property="og:description"]'),
    ogImage: await content('meta[property="og:image"]'),
    twitterTitle: await content('meta[name="twitter:title"]'),
    twitterDescription: await content('meta[name="twitter:description"]'),
    twitterImage: await content('meta[name="twitter:image"]'),
    jsonLd: jsonLd.find((item) => item["@type"] === "BlogPosting" || item["@type"] === "DigitalDocument"),
  };
}

/** Every place the head names the page, its description and its image, checked against one expectation. */
async function expectHead(
  path: string,
  nameKey: "headline" | "name",
  want: { title: string; description: string; image: string },
) {
  const head = await headOf(path);
  const title = `${want.title} | Meridian Product Partners`;
  expect(head).toEqual({
    title,
    description: want.description,
    ogTitle: title,
    ogDescription: want.description,
    ogImage: want.image,
    twitterTitle: title,
    twitterDescription: want.description,
    twitterImage: want.image,
    jsonLd: expect.objectContaining({ [nameKey]: want.title, description: want.description, image: [want.image] }),
  });
}

describe("validation", () => {
  test.each([
    ["/api/blog", post],
    ["/api/admin/resources", resource],
  ])("%s refuses a long meta title or description and a bad share image, each with its message", async (path, body) => {
    const res = await sendJson(
      t.app,
      "POST",
      path,
      {
        ...body,
        slug: "refused-seo",
        metaTitle: "t".repeat(71),
        metaDescription: "d".repeat(201),
        shareImage: "javascript:alert(1)",
      },
      asAdmin,
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown }).errors).toEqual({
      metaTitle: "Meta title must be at most 70 characters",
      metaDescription: "Meta description must be at most 200 characters",
      shareImage: "Please enter a valid image URL",
    });
  });
});

describe("a post", () => {
  test("its own fields are stored, answered in the JSON and used in the head", async () => {
    const res = await sendJson(t.app, "POST", "/api/blog", { ...post, ...seo }, asAdmin);
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: unknown }).data).toMatchObject(seo);
    const publicJson = await (await t.app.request("/api/blog/discovery-without-the-ceremony")).json();
    expect(publicJson).toMatchObject(seo);

    await expectHead("/blog/discovery-without-the-ceremony", "headline", {
      title: "Discovery, Minus the Ceremony",
      description: "A field guide to discovery for teams of five.",
      image: "https://cdn.example.org/share.png",
    });
  });

  test("left blank, the title, the excerpt and the cover stand in", async () => {
    const res = await editPost({ metaTitle: " ", metaDescription: "", shareImage: null });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).toMatchObject({
      metaTitle: null,
      metaDescription: null,
      shareImage: null,
    });
    await expectHead("/blog/discovery-without-the-ceremony", "headline", {
      title: "Discovery Without the Ceremony",
      description: "How small teams learn fast.",
      // A card of the title and the cover, drawn by the site (docs/product.md#share-images).
      image: expect.stringMatching(/^https:\/\/consultancy\.test\/share\/post-\d+-[\w-]{16}\.png$/),
    });
  });

  test("a share image on this site is stored as a path, and the head names the site's drawing of it", async () => {
    const before = (await headOf("/blog/discovery-without-the-ceremony")).ogImage;
    const res = await editPost({ shareImage: "https://consultancy.test/uploads/share-card.png" });
    expect(((await res.json()) as { data: { shareImage: string } }).data.shareImage).toBe("/uploads/share-card.png");
    const after = (await headOf("/blog/discovery-without-the-ceremony")).ogImage;
    expect(after).toEqual(expect.stringMatching(/^https:\/\/consultancy\.test\/share\/post-\d+-[\w-]{16}\.png$/));
    expect(after).not.toBe(before);
  });
});

describe("a resource", () => {
  test("its own fields are answered in the admin and public JSON and used in the head", async () => {
    const res = await sendJson(t.app, "POST", "/api/admin/resources", { ...resource, ...seo }, asAdmin);
    expect(res.status).toBe(201);
    expect(((await res.json()) as { data: unknown }).data).toMatchObject(seo);
    expect(await (await t.app.request("/api/resources/discovery-interview-kit")).json()).toMatchObject(seo);

    await expectHead("/resources/discovery-interview-kit", "name", {
      title: "Discovery, Minus the Ceremony",
      description: "A field guide to discovery for teams of five.",
      image: "https://cdn.example.org/share.png",
    });
  });

  test("left blank, the title, the description and the cover stand in", async () => {
    const res = await editResource({});
    expect(res.status).toBe(200);
    await expectHead("/resources/discovery-interview-kit", "name", {
      title: "Discovery Interview Kit",
      description: "Questions for customer interviews.",
      // An outside cover is not fetched to be drawn: the card of the title alone.
      image: expect.stringMatching(/^https:\/\/consultancy\.test\/share\/resource-\d+-[\w-]{16}\.png$/),
    });
  });
});

test("a library image used as a share image lists those uses, and the proxy serves an outside share image", async () => {
  const { id } = t.db
    .insert(media)
    .values({ url: "/uploads/media/share-card.png", contentType: "image/png", bytes: 10 })
    .returning()
    .get();
  const sharedPost = createPost(t.services, { title: "Shared Post", shareImage: "/uploads/media/share-card.png" });
  const sharedResource = createResource(t.services, {
    title: "Shared Resource",
    shareImage: "https://consultancy.test/uploads/media/share-card.png",
  });
  expect((await t.services.media.get(id))?.uses).toEqual([
    { kind: "post", id: sharedPost.id, label: 'Blog post "Shared Post" (share image)', href: "/admin?tab=blog" },
    {
      kind: "resource",
      id: sharedResource.id,
      label: 'Resource "Shared Resource" (share image)',
      href: "/admin?tab=resources",
    },
  ]);
  expect(t.services.imageSources.isStored("https://cdn.example.org/elsewhere.png")).toBe(false);
  createPost(t.services, { shareImage: "https://cdn.example.org/elsewhere.png" });
  expect(t.services.imageSources.isStored("https://cdn.example.org/elsewhere.png")).toBe(true);
});
