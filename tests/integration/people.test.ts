// People (docs/product.md#people) through the real app: the user's public profile fields on
// /api/users with a message per field, GET /api/admin/people for admins only, the author card and
// the author's Person JSON-LD on a post whose author is a person (and not on one by a free-text
// author), the byline on the blog's cards, the cached pages refreshed after a profile edit, and the
// seeded sample authors, who can never sign in. Expected texts are written here, not imported.
import { afterAll, describe, expect, setDefaultTimeout, test } from "bun:test";
import { blogPosts } from "../../src/db/schema";
import { send, sendJson, sessionFor, withCookie } from "../support/auth";
import { createPost, signedInUser } from "../support/factories";
import { select } from "../support/html";
import { createTestApp } from "../support/test-app";

setDefaultTimeout(30_000);
// The real time, unless a test moves it (a post dated 2099 is scheduled until then: docs/product.md#scheduled).
let movedClock: number | null = null;
const t = await createTestApp({ now: () => movedClock ?? Date.now() });
afterAll(() => t.close());

const SITE = "https://consultancy.test";
const asAdmin = withCookie(sessionFor(t.services, 1).cookie);
const create = (body: Record<string, unknown>) => sendJson(t.app, "POST", "/api/users", body, asAdmin);
const update = (id: number, body: Record<string, unknown>) => sendJson(t.app, "PUT", `/api/users/${id}`, body, asAdmin);
const page = async (path: string) => (await t.app.request(path)).text();
const postingOf = async (html: string) =>
  (await select(html, 'script[type="application/ld+json"]'))
    .map((script) => JSON.parse(script.text))
    .find((data) => data["@type"] === "BlogPosting");

let made = 0;
const account = (fields: Record<string, unknown> = {}) => {
  made += 1;
  return { username: `person-${made}`, password: "a-long-password", role: "user", ...fields };
};

describe("the profile fields on /api/users", () => {
  test("stored and answered, trimmed; a site's own avatar address is kept as a path", async () => {
    const res = await create(
      account({
        displayName: "  Casey Lin ",
        jobTitle: "Product Coach",
        bio: "Coaches product teams.",
        avatarUrl: `${SITE}/uploads/avatars/casey.png`,
        linkedinUrl: "https://uk.linkedin.com/in/casey-lin",
      }),
    );
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      displayName: "Casey Lin",
      jobTitle: "Product Coach",
      bio: "Coaches product teams.",
      avatarUrl: "/uploads/avatars/casey.png",
      linkedinUrl: "https://uk.linkedin.com/in/casey-lin",
    });
  });

  test("a field left out of an update keeps its value; a blank one clears it", async () => {
    const created = (await (
      await create(account({ displayName: "Morgan Hale", jobTitle: "Advisor", bio: "Bio." }))
    ).json()) as {
      data: { id: number; username: string };
    };
    const { id, username } = created.data;
    const res = await update(id, { username, role: "user", isActive: true, jobTitle: "", bio: null });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ displayName: "Morgan Hale", jobTitle: null, bio: null, avatarUrl: null });
  });

  test.each([
    ["displayName", "x".repeat(101), "Display name must be at most 100 characters."],
    ["jobTitle", "x".repeat(101), "Title must be at most 100 characters."],
    ["bio", "x".repeat(601), "Bio must be at most 600 characters."],
    ["avatarUrl", "javascript:alert(1)", "Please enter a valid image URL"],
    ["avatarUrl", "//evil.example/a.png", "Please enter a valid image URL"],
    ["linkedinUrl", "http://www.linkedin.com/in/someone", "Please enter an https address on linkedin.com."],
    ["linkedinUrl", "https://linkedin.com.evil.example/in/someone", "Please enter an https address on linkedin.com."],
    ["linkedinUrl", "https://evil.example/?linkedin.com", "Please enter an https address on linkedin.com."],
    ["linkedinUrl", 42, "Please enter an https address on linkedin.com."],
  ])("%s %p is refused with 400 and its message, on create and on update", async (field, value, message) => {
    const refused = await create(account({ [field]: value }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ success: false, message, errors: { [field]: message } });

    const onUpdate = await update(1, { username: "admin", role: "admin", isActive: true, [field]: value });
    expect(onUpdate.status).toBe(400);
    expect(((await onUpdate.json()) as { errors: unknown }).errors).toEqual({ [field]: message });
  });

  test("the longest allowed values pass", async () => {
    const res = await create(
      account({ displayName: "d".repeat(100), jobTitle: "t".repeat(100), bio: "b".repeat(600) }),
    );
    expect(res.status).toBe(201);
  });
});

describe("GET /api/admin/people", () => {
  test("a stranger gets 401 and a signed-in user who is not an admin 403", async () => {
    expect((await send(t.app, "/api/admin/people")).status).toBe(401);
    const { headers } = await signedInUser(t.services);
    expect((await send(t.app, "/api/admin/people", { headers })).status).toBe(403);
  });

  test("an admin gets the users with a display name, by name: id, display name and title", async () => {
    await create(account({ displayName: "Aaron Abbot", jobTitle: null }));
    const res = await send(t.app, "/api/admin/people", { headers: asAdmin });
    expect(res.status).toBe(200);
    const people = (await res.json()) as { id: number; displayName: string; jobTitle: string | null }[];
    for (const person of people) expect(Object.keys(person).sort()).toEqual(["displayName", "id", "jobTitle"]);
    const names = people.map((person) => [person.displayName, person.jobTitle]);
    expect(names[0]).toEqual(["Aaron Abbot", null]);
    expect(names).toContainEqual(["Avery Morgan", "Founder & Principal Consultant"]);
    expect(names).toContainEqual(["Jordan Ellis", "Senior Product Consultant"]);
    // The seeded admin has no display name: not a person.
    expect(people.map((person) => person.id)).not.toContain(1);
  });
});

describe("a post by a person", () => {
  const SEEDED_BY_AVERY = "/blog/running-your-first-product-discovery-sprint";

  test("ends with the author card: initials, name, title, bio and a LinkedIn link to a new tab", async () => {
    const html = await page(SEEDED_BY_AVERY);
    const [card] = await select(html, "[data-author-card]");
    expect(card?.attrs["aria-labelledby"]).toBe("author-card-heading");
    expect((await select(html, "#author-card-heading"))[0]?.text).toBe("About the Author");
    expect((await select(html, "[data-author-card] [data-initials]"))[0]?.text).toBe("AM");
    expect((await select(html, "[data-author-name]"))[0]?.text).toBe("Avery Morgan");
    expect(card?.text).toContain("Founder & Principal Consultant");
    expect(card?.text).toContain("Avery founded the firm after fifteen years leading product teams");
    const [link] = await select(html, "[data-author-card] a");
    expect(link?.attrs).toMatchObject({
      href: "https://www.linkedin.com/in/avery-morgan-product",
      target: "_blank",
      rel: "noopener noreferrer",
      "aria-label": "Avery Morgan on LinkedIn (opens in a new tab)",
    });
  });

  test("its BlogPosting names the author as a Person with title and LinkedIn", async () => {
    const posting = await postingOf(await page(SEEDED_BY_AVERY));
    expect(posting.author).toEqual({
      "@type": "Person",
      name: "Avery Morgan",
      jobTitle: "Founder & Principal Consultant",
      url: "https://www.linkedin.com/in/avery-morgan-product",
    });
  });

  test("the author's name matches whatever its case and surrounding spaces", async () => {
    const post = createPost(t.services, { slug: "lowercase-author", author: "  jordan ELLIS " });
    const html = await page(`/blog/${post.slug}`);
    expect((await select(html, "[data-author-name]"))[0]?.text).toBe("Jordan Ellis");
    expect((await postingOf(html)).author.jobTitle).toBe("Senior Product Consultant");
  });

  test("a person's photo is shown through the Avatar island and named in the JSON-LD", async () => {
    const avatar = "https://images.example.com/quinn.jpg";
    await create(account({ displayName: "Quinn Avatar", avatarUrl: avatar }));
    const post = createPost(t.services, { slug: "by-quinn", author: "Quinn Avatar" });
    const html = await page(`/blog/${post.slug}`);
    const [island] = await select(html, '[data-author-card] [data-island="Avatar"]');
    expect(JSON.parse(island?.attrs["data-props"] ?? "{}")).toEqual({
      name: "Quinn Avatar",
      src: "/api/images/proxy?url=https%3A%2F%2Fimages.example.com%2Fquinn.jpg",
      size: "lg",
    });
    expect((await postingOf(html)).author).toEqual({ "@type": "Person", name: "Quinn Avatar", image: avatar });
    // The proxy fetches only stored images: a person's avatar is one.
    expect(t.services.imageSources.isStored(avatar)).toBe(true);
  });
});

describe("a post by a free-text author", () => {
  test("has no author card, and its JSON-LD names the author only", async () => {
    const post = createPost(t.services, { slug: "by-nobody-known", author: "Riley Tester" });
    const html = await page(`/blog/${post.slug}`);
    expect(await select(html, "[data-author-card]")).toEqual([]);
    expect((await postingOf(html)).author).toEqual({ "@type": "Person", name: "Riley Tester" });
  });
});

describe("cached pages follow profile edits", () => {
  test("a new title, a new person and a removed display name each show at once", async () => {
    const post = createPost(t.services, { slug: "by-sam-cached", author: "Sam Cached" });
    const path = `/blog/${post.slug}`;
    expect(await select(await page(path), "[data-author-card]")).toEqual([]);
    // Cached now: the next answer would be the stored one unless a write clears it.
    expect(t.pageCache.size).toBeGreaterThan(0);

    const created = await create(account({ displayName: "Sam Cached", jobTitle: "Analyst" }));
    const { id, username } = ((await created.json()) as { data: { id: number; username: string } }).data;
    expect((await select(await page(path), "[data-author-card]"))[0]?.text).toContain("Analyst");

    await update(id, { username, role: "user", isActive: true, jobTitle: "Lead Analyst" });
    expect((await select(await page(path), "[data-author-card]"))[0]?.text).toContain("Lead Analyst");

    await update(id, { username, role: "user", isActive: true, displayName: null });
    expect(await select(await page(path), "[data-author-card]")).toEqual([]);
  });
});

describe("blog cards and the 404 page's latest articles", () => {
  test("show the author and the date on the site's calendar", async () => {
    // 03:00 UTC on March 5 is still March 4 in America/Chicago, the test site's zone.
    t.db
      .insert(blogPosts)
      .values({
        title: "Byline Check",
        slug: "byline-check",
        author: "Avery Morgan",
        excerpt: "A post with a known publication instant.",
        content: "<p>Dated.</p>",
        category: "Testing Notes",
        published: true,
        // Newer than every sample, so the 404 page lists it among the latest.
        publishedAt: new Date("2099-03-05T03:00:00.000Z"),
        readTime: null,
      })
      .run();
    // Just after the post's moment, so it is public and the newest.
    movedClock = Date.parse("2099-03-06T00:00:00.000Z");
    t.services.events.changed(["site"]);
    const list = await page("/blog?q=byline+check");
    const [byline] = await select(list, "[data-blog-card] [data-post-byline]");
    expect(byline?.text).toBe("Avery Morgan·March 4, 2099");
    expect((await select(list, "[data-blog-card] [data-post-byline] time"))[0]?.attrs.datetime).toBe("2099-03-04");

    const missing = await page("/no-such-page");
    expect((await select(missing, "[data-post-byline]"))[0]?.text).toBe("Avery Morgan·March 4, 2099");
    movedClock = null;
    t.services.events.changed(["site"]);
  });
});

describe("the seeded sample authors", () => {
  test("are inactive users who cannot sign in", async () => {
    const rows = t.sqlite
      .query<{ username: string; role: string; is_active: number; password_hash: string }, []>(
        "SELECT username, role, is_active, password_hash FROM users WHERE display_name IS NOT NULL AND username IN ('avery.morgan', 'jordan.ellis') ORDER BY username",
      )
      .all();
    expect(rows.map((row) => [row.username, row.role, row.is_active])).toEqual([
      ["avery.morgan", "user", 0],
      ["jordan.ellis", "user", 0],
    ]);
    for (const row of rows) expect(row.password_hash).toStartWith("$argon2id$");
    const login = await sendJson(t.app, "POST", "/api/auth/login", {
      username: "avery.morgan",
      password: "avery.morgan",
    });
    expect(login.status).toBe(401);
  });
});
