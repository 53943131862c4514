// Every successful write answers in one envelope, `{ success: true, message, data }`, with the
// saved record in `data` (null for a delete or a sign-out), and the keys callers read before the
// envelope was one (`resource`, `user`, `token`) still beside it. docs/product.md#api-answers documents it once.
import { afterAll, describe, expect, test } from "bun:test";
import { postBody, resourceBody } from "../support/admin-api";
import { SAME_ORIGIN, send, sendJson, sessionFor, withCookie } from "../support/auth";
import { createTestApp, TEST_ADMIN } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());
const admin = withCookie(sessionFor(t.services, 1).cookie);

type Envelope = { success: boolean; message: string; data: Record<string, unknown> | null } & Record<string, unknown>;

async function envelope(res: Response, status: number): Promise<Envelope> {
  const body = (await res.json()) as Envelope;
  expect({ status: res.status, success: body.success, message: typeof body.message, hasData: "data" in body }).toEqual({
    status,
    success: true,
    message: "string",
    hasData: true,
  });
  return body;
}

/** Creates through `path`, updates the record at `path/{id}`, deletes it: the three envelopes. */
async function createUpdateDelete(path: string, created: unknown, updated: unknown) {
  const made = await envelope(await sendJson(t.app, "POST", path, created, admin), 201);
  const id = made.data!.id as number;
  expect(typeof id).toBe("number");
  const changed = await envelope(await sendJson(t.app, "PUT", `${path}/${id}`, updated, admin), 200);
  expect(changed.data!.id).toBe(id);
  const deleted = await envelope(await sendJson(t.app, "DELETE", `${path}/${id}`, undefined, admin), 200);
  expect(deleted.data).toBeNull();
  return { made, changed };
}

describe("one envelope for every write", () => {
  test("blog posts", async () => {
    const post = postBody({ title: "Envelope Post", slug: "envelope-post", published: false });
    const { changed } = await createUpdateDelete("/api/blog", post, { ...post, title: "Envelope Post, edited" });
    expect(changed.data!.title).toBe("Envelope Post, edited");
  });

  test("testimonials", async () => {
    const quote = { name: "Envelope Person", testimonial: "One answer shape for every write." };
    const { changed } = await createUpdateDelete("/api/testimonials", quote, { ...quote, name: "Envelope Person II" });
    expect(changed.data!.name).toBe("Envelope Person II");
  });

  test("resources, with `resource` kept as an alias", async () => {
    const resource = resourceBody({ title: "Envelope Kit", slug: "envelope-kit", published: false });
    const { made, changed } = await createUpdateDelete("/api/admin/resources", resource, {
      ...resource,
      title: "Envelope Kit, edited",
    });
    expect(made.resource).toEqual(made.data);
    expect(changed.resource).toEqual(changed.data);
  });

  test("users, with `user` kept as an alias", async () => {
    const user = { username: "envelope-user", password: "envelope-password", role: "user" };
    const { made, changed } = await createUpdateDelete("/api/users", user, { ...user, password: "", firstName: "Ev" });
    expect(made.user).toEqual(made.data);
    expect(changed.user).toEqual(changed.data);
    expect(JSON.stringify(made)).not.toContain("passwordHash");
  });

  test("sign-in and sign-out, with `user` and `token` kept as aliases", async () => {
    const signedIn = await envelope(await sendJson(t.app, "POST", "/api/auth/login", TEST_ADMIN), 200);
    expect(signedIn.data).toEqual({ user: signedIn.user, token: signedIn.token, expiresAt: signedIn.expiresAt });
    expect(typeof signedIn.token).toBe("string");
    const headers = { Authorization: `Bearer ${signedIn.token}` };
    const signedOut = await envelope(await sendJson(t.app, "POST", "/api/auth/logout", undefined, headers), 200);
    expect(signedOut.data).toBeNull();
  });

  test("uploads", async () => {
    const form = new FormData();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    form.append("coverImage", new File([png], "cover.png", { type: "image/png" }));
    const res = await send(t.app, "/api/admin/upload/image", {
      method: "POST",
      headers: { ...admin, Origin: SAME_ORIGIN },
      body: form,
    });
    const uploaded = await envelope(res, 201);
    expect(uploaded.data!.fullUrl).toMatch(/^\/uploads\//);
  });

  test("a contact message (data null: a visitor learns no id), then the admin's update and delete", async () => {
    const message = {
      name: "Envelope Visitor",
      email: "envelope.visitor@example.com",
      company: "",
      service: "other",
      message: "Checking that every write answers the same way.",
    };
    const sent = await envelope(await sendJson(t.app, "POST", "/api/contact", message), 200);
    expect(sent.data).toBeNull();
    const [stored] = t.services.contactInbox.list({ limit: 1 });
    const path = `/api/admin/messages/${stored!.id}`;
    const handled = await envelope(await sendJson(t.app, "PATCH", path, { handled: true }, admin), 200);
    expect(handled.data!.id).toBe(stored!.id);
    expect(handled.contactMessage).toEqual(handled.data);
    expect((await envelope(await sendJson(t.app, "DELETE", path, undefined, admin), 200)).data).toBeNull();
  });

  test("a download request, with downloadUrl, fileName and downloadCount kept as aliases", async () => {
    const [resource] = t.services.resources.listPublished({}).resources;
    const lead = {
      name: "Envelope Lead",
      email: "lead@example.com",
      linkedinUrl: "https://www.linkedin.com/in/envelope",
    };
    const answer = await envelope(await sendJson(t.app, "POST", `/api/resources/${resource!.id}/request`, lead), 200);
    expect(answer.data).toEqual({
      downloadUrl: answer.downloadUrl,
      fileName: answer.fileName,
      downloadCount: answer.downloadCount,
    });
    expect(answer.downloadUrl).toStartWith(`/api/resources/${resource!.id}/file?`);
  });
});
