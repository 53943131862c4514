// The Activity tab's trail as people read it (docs/product.md#admin-activity), through the real app:
// every admin write records the kind of item and its title (before a delete), GET
// /api/admin/activity says each entry as a sentence by the actor's display name, links to the item
// while it exists, and filters by person and by kind. Expected sentences are written here.
import { afterAll, describe, expect, test } from "bun:test";
import { fieldRefusal } from "../support/answers";
import { send, sendJson, sessionFor, signIn, withCookie } from "../support/auth";
import { createUser } from "../support/factories";
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
