// One admin collection's writes through its JSON API: POST to the collection, PUT and DELETE to
// `{path}/{id}`, as the signed-in admin unless a test passes other headers. The arrange and act
// steps the admin API tests share, so each test states only its bodies and what it expects.
import type { Hono } from "hono";
import type { AppEnv } from "../../src/http/context";
import { SAME_ORIGIN, send, sendJson } from "./auth";

type App = Hono<AppEnv>;

export function collectionWrites<Stored>(app: App, path: string, asAdmin: Record<string, string>) {
  const create = (body: unknown, headers = asAdmin) => sendJson(app, "POST", path, body, headers);
  return {
    create,
    update: (id: number | string, body: unknown, headers = asAdmin) =>
      sendJson(app, "PUT", `${path}/${id}`, body, headers),
    remove: (id: number | string, headers = asAdmin) => sendJson(app, "DELETE", `${path}/${id}`, undefined, headers),
    /** Creates `body` and answers the stored record; any answer but a 201 fails the test, showing the answer. */
    async createOk(body: unknown): Promise<Stored> {
      const res = await create(body);
      const answer = (await res.json()) as { data: Stored };
      if (res.status !== 201) throw new Error(`${res.status} ${JSON.stringify(answer)}`);
      return answer.data;
    },
    /** A create whose body is plain text, not JSON, from this site's own pages. */
    createNotJson: () =>
      send(app, path, {
        method: "POST",
        headers: { ...asAdmin, "Content-Type": "text/plain", Origin: SAME_ORIGIN },
        body: "title=x",
      }),
  };
}

/** A post as the admin's form sends it: published, in 'Roadmapping', unless `overrides` say otherwise. */
export function postBody(overrides: Record<string, unknown> = {}) {
  return {
    title: "Outcome Roadmaps in Practice",
    slug: "outcome-roadmaps-in-practice",
    author: "Jordan Admin",
    category: "Roadmapping",
    excerpt: "How to move a roadmap from features to outcomes.",
    content: "<h2>Why outcomes</h2><p>A <strong>bold</strong> claim.</p>",
    published: true,
    publishedAt: null,
    coverImage: null,
    readTime: null,
    ...overrides,
  };
}

/** A resource as the admin's form sends it: a published PDF template at an outside address, unless `overrides` say otherwise. */
export function resourceBody(overrides: Record<string, unknown> = {}) {
  return {
    title: "Discovery Interview Kit",
    slug: "discovery-interview-kit",
    description: "Questions and a note-taking grid for customer discovery interviews.",
    category: "Templates",
    fileUrl: "https://files.example.com/discovery-kit.pdf",
    fileName: "discovery-kit.pdf",
    fileType: "PDF",
    fileSize: "1.2 MB",
    coverImage: "",
    published: true,
    publishedAt: null,
    ...overrides,
  };
}

/** A case study as the admin's form sends it: a published one for product operations, unless `overrides` say otherwise. */
export function caseStudyBody(overrides: Record<string, unknown> = {}) {
  return {
    title: "Quarterly planning that stuck",
    slug: "quarterly-planning-that-stuck",
    summary: "A planning rhythm the teams kept running after we left.",
    client: null,
    industry: "Retail",
    companySize: "About 500 people",
    stage: "Public",
    problem: "<p>Planning took <strong>six weeks</strong> a quarter.</p><script>alert(1)</script>",
    approach: "<p>One page per team, one meeting per quarter.</p>",
    outcomes: [
      { figure: "6 → 2 wks", label: "planning time a quarter" },
      { figure: "+12 pts", label: "roadmap confidence" },
    ],
    timeline: "Three months",
    services: ["product-operations"],
    testimonialId: null,
    coverImage: null,
    featured: false,
    published: true,
    publishedAt: null,
    ...overrides,
  };
}
