// The pages the firm edits, through the real app (docs/product.md#pages-editor): drafts that show
// nowhere until published, previews as a signed-out visitor will see them, a publish that renders
// afresh only the pages showing that document, history and restore, a field put back to its
// default, and two admins who never overwrite each other.
import { afterAll, beforeEach, describe, expect, test } from "bun:test";
import { eq } from "drizzle-orm";
import { pageVersions } from "../../src/db/schema";
import { PRIVACY_VERSION } from "../../src/services/privacy-version";
import { send, sendJson } from "../support/auth";
import { signedInUser } from "../support/factories";
import { select } from "../support/html";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

const alice = await signedInUser(t.services, { role: "admin", username: "alice", displayName: "Alice Admin" });
const bob = await signedInUser(t.services, { role: "admin", username: "bob" });
const visitor = await signedInUser(t.services);

// The documents of every page, edited here by path as an admin's form would: typed loosely on purpose.
// biome-ignore lint/suspicious/noExplicitAny: any page's document, reached into by key
type Doc = Record<string, any>;

type PageAnswer = {
  base: number;
  document: Doc;
  draft: { version: number; createdBy: string | null } | null;
  published: { version: number; publishedBy: string | null } | null;
};

const read = async (page: string, headers = alice.headers) =>
  (await (await send(t.app, `/api/admin/pages/${page}`, { headers })).json()) as PageAnswer;
const save = (page: string, base: number, document: unknown, headers = alice.headers) =>
  sendJson(t.app, "PUT", `/api/admin/pages/${page}/draft`, { base, document }, headers);
const publish = (page: string, version: number, headers = alice.headers) =>
  sendJson(t.app, "POST", `/api/admin/pages/${page}/publish`, { version }, headers);
const data = async (res: Response) => ((await res.json()) as { data: PageAnswer }).data;
const html = async (path: string) => (await send(t.app, path)).text();

/** Saves `change` of the page's current document as a draft and publishes it; the published version. */
async function edited(page: string, change: (document: Doc) => void) {
  const now = await read(page);
  const document = structuredClone(now.document);
  change(document);
  const saved = await save(page, now.base, document);
  expect(saved.status).toBe(200);
  const { draft } = await data(saved);
  expect((await publish(page, draft!.version)).status).toBe(200);
  return draft!.version;
}

beforeEach(() => {
  t.db.delete(pageVersions).run();
  // The pages' content events, as after a publish: the service and the render cache forget them.
  t.services.events.changed(["home", "facts", "contact", "about", "privacy-policy"].map((page) => `page:${page}`));
});

describe("access", () => {
  test("only admins read or write page documents, and an unknown page is 404", async () => {
    expect((await send(t.app, "/api/admin/pages")).status).toBe(401);
    expect((await send(t.app, "/api/admin/pages/home", { headers: visitor.headers })).status).toBe(403);
    expect((await save("home", 0, {}, visitor.headers)).status).toBe(403);
    expect((await send(t.app, "/api/admin/pages/blog", { headers: alice.headers })).status).toBe(404);
    expect((await save("blog", 0, {})).status).toBe(404);
  });

  test("the list names every editable document, none yet edited", async () => {
    const list = (await (await send(t.app, "/api/admin/pages", { headers: alice.headers })).json()) as {
      page: string;
      paths: string[];
      base: number;
      published: unknown;
    }[];
    expect(list.map((item) => item.page)).toEqual([
      "facts",
      "home",
      "services",
      "expertise",
      "about",
      "contact",
      "privacy-policy",
      "terms",
    ]);
    expect(list.every((item) => item.base === 0 && item.published === null)).toBe(true);
    expect(list.find((item) => item.page === "facts")!.paths).toEqual(["/", "/expertise", "/about"]);
  });
});

describe("drafts, preview and publish", () => {
  test("a draft shows nowhere public; its preview shows it as a signed-out visitor will see it", async () => {
    const home = await read("home");
    expect(home.document.hero.title).toBe("Elevating Product Development & Technology Initiatives");
    const document = structuredClone(home.document);
    document.hero.title = "Product leadership <for> growing teams";
    const saved = await save("home", home.base, document);
    expect(saved.status).toBe(200);
    const { draft } = await data(saved);
    expect(draft!.createdBy).toBe("Alice Admin");

    expect(await html("/")).toContain("Elevating Product Development");
    const link = (await (await sendJson(t.app, "POST", "/api/admin/pages/home/preview", {}, alice.headers)).json()) as {
      data: { url: string };
    };
    const preview = await send(t.app, new URL(link.data.url).pathname + new URL(link.data.url).search);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    const body = await preview.text();
    // Escaped like every text: the angle brackets are text, not markup.
    expect((await select(body, "h1")).map((h) => h.text)).toEqual(["Product leadership <for> growing teams"]);
    expect(body).toContain("Product leadership &lt;for&gt; growing teams");
    expect(body).toContain('content="noindex');
    expect((await select(body, "[data-preview-banner]")).length).toBe(1);

    // A changed signature, or another version's, is the 404 page.
    const forged = link.data.url.replace(/sig=(.)/, (_, first: string) => `sig=${first === "A" ? "B" : "A"}`);
    expect((await send(t.app, new URL(forged).pathname + new URL(forged).search)).status).toBe(404);
  });

  test("publishing renders afresh only the pages that show the document", async () => {
    for (const path of ["/", "/about", "/contact", "/services"]) await html(path);
    expect(t.pageCache.peek("/about")).toBeDefined();
    await edited("contact", (document) => {
      document.faqs[0].answer = "Retainers, fixed-scope projects and short advisory work.";
    });
    expect(t.pageCache.peek("/contact")).toBeUndefined();
    expect(t.pageCache.peek("/about")).toBeDefined();
    expect(t.pageCache.peek("/")).toBeDefined();
    expect(t.pageCache.peek("/services")).toBeDefined();
    const contact = await html("/contact");
    expect(contact).toContain("Retainers, fixed-scope projects and short advisory work.");
    // The FAQ's JSON-LD says what the page says.
    expect(contact).toContain('"text":"Retainers, fixed-scope projects and short advisory work."');

    // The shared facts show on three pages: those three are rendered afresh, the others kept.
    await edited("facts", (document) => {
      document.experienceYears = "25+";
      document.credentials[1].short = "A-CSPO®";
      document.credentials[1].heroLabel = "A-CSPO®";
    });
    expect(t.pageCache.peek("/")).toBeUndefined();
    expect(t.pageCache.peek("/about")).toBeUndefined();
    expect(t.pageCache.peek("/services")).toBeDefined();
    const home = await html("/");
    expect((await select(home, "[data-proof-strip] dd:first-of-type")).map((dd) => dd.text)[0]).toBe("25+");
    expect(home).toContain("backed by 25+ years of experience");
    expect((await select(home, "[data-hero-founder] li")).map((li) => li.text)).toContain("A-CSPO®");
    expect(await html("/expertise")).toContain("A-CSPO®");
    expect(await html("/about")).toContain("The last 15+ of 25+ years in technology");
  });

  test("an invalid document is refused field by field and nothing is stored", async () => {
    const home = await read("home");
    const document = structuredClone(home.document);
    document.hero.title = "   ";
    document.hero.primaryButton.href = "https://elsewhere.example/";
    const res = await save("home", home.base, document);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { errors: Record<string, string> };
    expect(body.errors["hero.title"]).toBe("Please enter a text");
    expect(body.errors["hero.primaryButton.href"]).toBe("Please enter a page of this site, such as /contact");
    expect((await read("home")).base).toBe(0);
  });
});

describe("two admins", () => {
  test("a save from an older version is refused 409 with who changed the page; redone, nothing is lost", async () => {
    const [seenByAlice, seenByBob] = [await read("contact"), await read("contact", bob.headers)];
    const aliceDocument = structuredClone(seenByAlice.document);
    aliceDocument.hero.title = "Talk to us";
    const bobDocument = structuredClone(seenByBob.document);
    bobDocument.faqs[1].answer = "Both, from seed stage to global enterprise.";

    expect((await save("contact", seenByAlice.base, aliceDocument)).status).toBe(200);
    const refused = await save("contact", seenByBob.base, bobDocument, bob.headers);
    expect(refused.status).toBe(409);
    const refusal = (await refused.json()) as { success: boolean; message: string; head: { createdBy: string } };
    expect(refusal.success).toBe(false);
    expect(refusal.message).toBe(
      "This page was changed by Alice Admin since you opened it. Nothing of yours was saved: reload the page to see their version, then make your change again.",
    );
    expect(refusal.head.createdBy).toBe("Alice Admin");

    // Bob reloads, makes his change again on Alice's version, and both changes are in the draft.
    const reloaded = await read("contact", bob.headers);
    const redone = structuredClone(reloaded.document);
    redone.faqs[1].answer = "Both, from seed stage to global enterprise.";
    const saved = await save("contact", reloaded.base, redone, bob.headers);
    expect(saved.status).toBe(200);
    const draft = (await data(saved)).document;
    expect(draft.hero.title).toBe("Talk to us");
    expect(draft.faqs[1].answer).toBe("Both, from seed stage to global enterprise.");
  });

  test("two saves racing from the same version: exactly one is stored, the other refused", async () => {
    const seen = await read("about");
    const changed = (title: string) => ({ ...structuredClone(seen.document), hero: { ...seen.document.hero, title } });
    const answers = await Promise.all([
      save("about", seen.base, changed("About us, by Alice")),
      save("about", seen.base, changed("About us, by Bob"), bob.headers),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(t.db.select().from(pageVersions).where(eq(pageVersions.page, "about")).all()).toHaveLength(1);
  });

  test("publishing a draft that another admin's newer draft followed is refused", async () => {
    const first = await read("home");
    const one = await data(await save("home", first.base, first.document));
    const two = await data(await save("home", one.base, one.document, bob.headers));
    expect((await publish("home", one.draft!.version)).status).toBe(409);
    expect((await publish("home", two.draft!.version)).status).toBe(200);
  });
});

describe("history, restore and defaults", () => {
  test("every version is kept with who and when; an earlier one comes back as a draft to publish", async () => {
    const original = (await read("home")).document.hero.title;
    const first = await edited("home", (document) => {
      document.hero.title = "First edit";
    });
    await edited("home", (document) => {
      document.hero.title = "Second edit";
    });
    expect((await select(await html("/"), "h1"))[0]!.text).toBe("Second edit");

    const history = (await (await send(t.app, "/api/admin/pages/home/history", { headers: alice.headers })).json()) as {
      version: number;
      createdBy: string;
      publishedBy: string;
      publishedAt: string;
    }[];
    expect(history).toHaveLength(2);
    expect(history.every((entry) => entry.publishedBy === "Alice Admin" && entry.publishedAt)).toBe(true);

    const state = await read("home");
    const restored = await sendJson(
      t.app,
      "POST",
      "/api/admin/pages/home/restore",
      { version: first, base: state.base },
      alice.headers,
    );
    expect(restored.status).toBe(200);
    const draft = await data(restored);
    expect(draft.document.hero.title).toBe("First edit");
    expect((await select(await html("/"), "h1"))[0]!.text).toBe("Second edit");
    expect((await publish("home", draft.draft!.version)).status).toBe(200);
    expect((await select(await html("/"), "h1"))[0]!.text).toBe("First edit");

    // One field put back to the default, the others kept.
    const now = await read("home");
    const reset = await sendJson(
      t.app,
      "POST",
      "/api/admin/pages/home/reset",
      { field: "hero.title", base: now.base },
      alice.headers,
    );
    expect(reset.status).toBe(200);
    expect((await data(reset)).document.hero.title).toBe(original);
    const unknown = await sendJson(
      t.app,
      "POST",
      "/api/admin/pages/home/reset",
      { field: "hero.nothing", base: (await read("home")).base },
      alice.headers,
    );
    expect(unknown.status).toBe(404);
  });

  test("the privacy policy's consent version changes when its published text does", async () => {
    expect(t.services.pageContent.privacyVersion()).toBe(PRIVACY_VERSION);
    await edited("privacy-policy", (document) => {
      document.intro[0] = "{firm} respects your privacy, in fewer words.";
    });
    const changed = t.services.pageContent.privacyVersion();
    expect(changed).not.toBe(PRIVACY_VERSION);
    expect(await html("/privacy-policy")).toContain("respects your privacy, in fewer words.");
  });
});
