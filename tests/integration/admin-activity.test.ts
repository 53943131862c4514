// The Activity tab's trail as people read it (docs/product.md#admin-activity), through the real app:
// every admin write records the kind of item and its title (before a delete), GET
// /api/admin/activity says each entry as a sentence by the actor's display name, links to the item
// while it exists, and filters by person and by kind. Expected sentences are written here.
import { afterAll, describe, expect, test } from "bun:test";
import { fieldRefusal } from "../support/answers";
import { SAME_ORIGIN, send, sendJson, sessionFor, signIn, withCookie } from "../support/auth";
import { webhookEndpoints } from "../../src/db/schema";
import { createUser } from "../support/factories";
import { pngImage } from "../support/images";
import { MULTIPART_TYPE, multipartBody, type Part } from "../support/multipart";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

const jordan = await createUser(t.services, {
  username: "jordan",
  password: "jordan-password-1",
  role: "admin",
  displayName: "Jordan Ellis",
});
const asJordan = withCookie(sessionFor(t.services, jordan.id).cookie);
const asAdmin = withCookie(sessionFor(t.services, 1).cookie);

type Entry = {
  action: string;
  summary: string;
  sentence: string;
  targetKind: string | null;
  targetTitle: string | null;
  href: string | null;
  username: string | null;
};

async function activity(query: string, headers = asAdmin): Promise<Entry[]> {
  const res = await send(t.app, `/api/admin/activity${query}`, { headers });
  expect(res.status).toBe(200);
  return (await res.json()) as Entry[];
}

/** Each entry's sentence and link, newest first. */
const said = async (query: string) => (await activity(query)).map(({ sentence, href }) => ({ sentence, href }));

async function write(method: string, path: string, body: unknown, headers = asAdmin) {
  const res = await sendJson(t.app, method, path, body, headers);
  expect(res.status).toBeLessThan(300);
  return (await res.json()) as { data: { id: number } | null };
}

const post = (overrides: Record<string, unknown> = {}) => ({
  title: "Agile Rituals for Teams That Ship Every Week Without Burning Out Anyone",
  slug: "agile-rituals",
  author: "Jordan Ellis",
  category: "Agile",
  excerpt: "Which rituals earn their time.",
  content: "<p>Body.</p>",
  published: true,
  coverImage: null,
  readTime: null,
  ...overrides,
});

const resource = (overrides: Record<string, unknown> = {}) => ({
  title: "Roadmap Canvas",
  slug: "roadmap-canvas",
  description: "A canvas for outcome roadmaps.",
  category: "Templates",
  fileUrl: "https://files.example.org/canvas.pdf",
  fileName: "Canvas.pdf",
  fileSize: null,
  fileType: "PDF",
  coverImage: null,
  published: false,
  publishedAt: null,
  ...overrides,
});

describe("posts", () => {
  test("publish, edit, unpublish and delete read as sentences; the title outlives the post", async () => {
    const { data } = await write("POST", "/api/blog", post(), asJordan);
    const id = data!.id;
    expect(await activity("?actor=jordan&kind=post")).toMatchObject([
      {
        sentence: "Jordan Ellis published 'Agile Rituals for Teams That Ship Every Week Without Burnin…'",
        targetKind: "post",
        targetTitle: "Agile Rituals for Teams That Ship Every Week Without Burning Out Anyone",
        href: "/blog/agile-rituals",
        summary: "Created blog post",
      },
    ]);

    await write("PUT", `/api/blog/${id}`, post({ title: "Agile Rituals, Revised" }), asJordan);
    await write("PUT", `/api/blog/${id}`, post({ title: "Agile Rituals, Revised", published: false }), asJordan);
    expect(await activity("?actor=jordan&kind=post")).toMatchObject([
      { sentence: "Jordan Ellis unpublished 'Agile Rituals, Revised'", href: "/admin?tab=blog" },
      { sentence: "Jordan Ellis updated post 'Agile Rituals, Revised'", href: "/admin?tab=blog" },
      { targetTitle: "Agile Rituals for Teams That Ship Every Week Without Burning Out Anyone" },
    ]);

    await write("DELETE", `/api/blog/${id}`, undefined, asJordan);
    expect(await said("?actor=jordan&kind=post")).toEqual([
      { sentence: "Jordan Ellis deleted post 'Agile Rituals, Revised'", href: null },
      { sentence: "Jordan Ellis unpublished 'Agile Rituals, Revised'", href: null },
      { sentence: "Jordan Ellis updated post 'Agile Rituals, Revised'", href: null },
      {
        sentence: "Jordan Ellis published 'Agile Rituals for Teams That Ship Every Week Without Burnin…'",
        href: null,
      },
    ]);
  });
});

describe("resources", () => {
  test("a draft links to its admin tab, a published one to its page; a delete keeps the title", async () => {
    const { data } = await write("POST", "/api/admin/resources", resource());
    const id = data!.id;
    expect(await activity("?kind=resource")).toMatchObject([
      { sentence: "admin created resource 'Roadmap Canvas'", href: "/admin?tab=resources", targetKind: "resource" },
    ]);

    await write("PUT", `/api/admin/resources/${id}`, resource({ published: true }));
    expect(await said("?kind=resource")).toEqual([
      { sentence: "admin published 'Roadmap Canvas'", href: "/resources/roadmap-canvas" },
      { sentence: "admin created resource 'Roadmap Canvas'", href: "/resources/roadmap-canvas" },
    ]);

    await write("DELETE", `/api/admin/resources/${id}`, undefined);
    expect(await activity("?kind=resource&limit=1")).toMatchObject([
      { sentence: "admin deleted resource 'Roadmap Canvas'", targetTitle: "Roadmap Canvas", href: null },
    ]);
  });
});

describe("testimonials and users", () => {
  test("a testimonial is named by its author", async () => {
    const body = { name: "Casey Morgan", testimonial: "They helped.", featured: false };
    const { data } = await write("POST", "/api/testimonials", body);
    await write("PUT", `/api/testimonials/${data!.id}`, { ...body, name: "Casey Morgan-Lee" });
    await write("DELETE", `/api/testimonials/${data!.id}`, undefined);
    expect(await said("?kind=testimonial")).toEqual([
      { sentence: "admin deleted testimonial 'Casey Morgan-Lee'", href: null },
      { sentence: "admin updated testimonial 'Casey Morgan-Lee'", href: null },
      { sentence: "admin created testimonial 'Casey Morgan'", href: null },
    ]);
  });

  test("a user is named by username, and links to the Users tab while it exists", async () => {
    const res = await sendJson(
      t.app,
      "POST",
      "/api/users",
      { username: "sam", password: "sam-password-12", role: "user", isActive: true },
      asAdmin,
    );
    const { user } = (await res.json()) as { user: { id: number } };
    expect(await activity("?kind=user")).toMatchObject([
      { sentence: "admin created user 'sam'", href: "/admin?tab=users" },
    ]);
    await write("DELETE", `/api/users/${user.id}`, undefined);
    expect(await said("?kind=user")).toEqual([
      { sentence: "admin deleted user 'sam'", href: null },
      { sentence: "admin created user 'sam'", href: null },
    ]);
  });

  test("settings read as the site settings, always linked", async () => {
    await write("PUT", "/api/admin/settings", { tagline: "Product leadership, on call" });
    expect(await activity("?kind=settings&limit=1")).toMatchObject([
      { sentence: "admin updated the site settings", href: "/admin?tab=settings", targetTitle: null },
    ]);
  });
});

describe("every entry reads as what the person did", () => {
  const NEXT_YEAR = new Date(Date.now() + 365 * 86_400_000).toISOString();

  test("a future 'Publish at' is scheduled, not published; Publish now, Unschedule and clearing it say so", async () => {
    const { data } = await write("POST", "/api/blog", post({ slug: "later", title: "Later", publishedAt: NEXT_YEAR }));
    const id = data!.id;
    expect(await said("?kind=post&limit=1")).toEqual([
      { sentence: "admin scheduled 'Later'", href: "/admin?tab=blog" },
    ]);
    await write("POST", `/api/admin/blog/${id}/publish-now`, undefined);
    expect(await said("?kind=post&limit=1")).toEqual([{ sentence: "admin published 'Later'", href: "/blog/later" }]);

    await write("PUT", `/api/blog/${id}`, post({ slug: "later", title: "Later", publishedAt: NEXT_YEAR }));
    await write("POST", `/api/admin/blog/${id}/unschedule`, undefined);
    await write("PUT", `/api/blog/${id}`, post({ slug: "later", title: "Later", publishedAt: NEXT_YEAR }));
    await write("PUT", `/api/blog/${id}`, post({ slug: "later", title: "Later", publishedAt: null }));
    expect((await said("?kind=post&limit=4")).map((entry) => entry.sentence)).toEqual([
      "admin published 'Later'",
      "admin scheduled 'Later'",
      "admin unscheduled 'Later'",
      "admin scheduled 'Later'",
    ]);
    await write("DELETE", `/api/blog/${id}`, undefined);
  });

  test("a preview link is made and revoked, not a post created or deleted", async () => {
    const { data } = await write(
      "POST",
      "/api/blog",
      post({ slug: "draft-to-preview", title: "Draft", published: false }),
    );
    await write("POST", `/api/admin/blog/${data!.id}/preview-link`, undefined);
    await write("DELETE", `/api/admin/blog/${data!.id}/preview-link`, undefined);
    expect(await activity("?kind=post&limit=2")).toMatchObject([
      { sentence: "admin revoked the preview links of post 'Draft'", summary: "Revoked preview links" },
      { sentence: "admin made a preview link of post 'Draft'", summary: "Made a preview link" },
    ]);
  });

  test("'Send test event' is a test event sent to the endpoint, not an endpoint created", async () => {
    const url = "http://127.0.0.1:9/hooks/activity-test";
    const endpoint = t.db
      .insert(webhookEndpoints)
      .values({ url, events: ["lead.created"], secret: "whsec_activity-test" })
      .returning()
      .get();
    await write("POST", `/api/admin/webhooks/${endpoint.id}/test`, undefined);
    expect(await activity("?kind=webhook&limit=1")).toMatchObject([
      { sentence: `admin sent a test event to webhook endpoint '${url}'`, summary: "Sent a test event" },
    ]);
  });

  test("backups read as backups made, a schedule changed and a backup deleted, not as their paths", async () => {
    const made = await write("POST", "/api/admin/backups", {});
    const name = (made.data as unknown as { name: string; location: string }).name;
    const location = (made.data as unknown as { location: string }).location;
    await write("PUT", "/api/admin/backups/schedule", { enabled: false, hour: 3, keep: 7, destination: "local" });
    await write("DELETE", `/api/admin/backups/${location}/${encodeURIComponent(name)}`, undefined);
    expect(await said("?kind=backup&limit=3")).toEqual([
      { sentence: `admin deleted backup '${name}'`, href: "/admin?tab=settings" },
      { sentence: "admin changed the backup schedule", href: "/admin?tab=settings" },
      { sentence: `admin made backup '${name}'`, href: "/admin?tab=settings" },
    ]);
  });

  test("an image uploaded with its smaller copies (a portrait) is one entry", async () => {
    const upload = (path: string, parts: Part[]) =>
      send(t.app, path, {
        method: "POST",
        headers: { ...asAdmin, Origin: SAME_ORIGIN, ...MULTIPART_TYPE },
        body: multipartBody(parts),
      });
    const res = await upload("/api/admin/upload/image", [
      { field: "coverImage", fileName: "portrait.png", content: pngImage(64, 64) },
    ]);
    expect(res.status).toBe(201);
    const { media } = ((await res.json()) as { data: { media: { id: number } } }).data;
    for (const width of [16, 32]) {
      const copy = await upload(`/api/admin/media/${media.id}/variants`, [
        { field: "width", content: String(width) },
        { field: "file", fileName: `portrait-${width}.png`, content: pngImage(width, width) },
      ]);
      expect(copy.status).toBe(201);
    }
    const latest = await activity("?limit=3");
    expect(latest.filter((entry) => entry.targetKind === "image").map((entry) => entry.sentence)).toEqual([
      "admin uploaded image 'portrait.png'",
    ]);
  });
});

describe("sign-ins and filters", () => {
  test("a sign-in is said by the display name; the sign-in filter shows only sign-ins", async () => {
    await signIn(t.app, { username: "jordan", password: "jordan-password-1" });
    const entries = await activity("?kind=sign-in&actor=JORDAN");
    expect(entries.map(({ sentence, targetKind }) => ({ sentence, targetKind }))).toEqual([
      { sentence: "Jordan Ellis signed in", targetKind: null },
    ]);
  });

  test("the person filter keeps one person's entries; the actors list names everyone in the trail", async () => {
    const jordans = await activity("?actor=jordan");
    expect(jordans.length).toBeGreaterThan(0);
    expect(new Set(jordans.map((entry) => entry.username))).toEqual(new Set(["jordan"]));
    const res = await send(t.app, "/api/admin/activity/actors", { headers: asAdmin });
    expect(await res.json()).toEqual(["admin", "jordan"]);
  });

  test("an unknown kind is a 400 with the field's message", async () => {
    const res = await send(t.app, "/api/admin/activity?kind=everything", { headers: asAdmin });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject(fieldRefusal("kind", "Choose a kind from the list."));
  });

  test("the trail is admin-only", async () => {
    const res = await send(t.app, "/api/admin/activity/actors");
    expect(res.status).toBe(401);
  });
});
