// Every endpoint of the admin dashboard's second part refuses a stranger (401) and a
// signed-in user without administrator rights (403), whatever flags and headers the product's client adds,
// and answers an admin. The table is written here, endpoint by endpoint, not read from the router,
// so a route that escapes the guard is noticed.
import { afterAll, describe, expect, test } from "bun:test";
import { resourceBody } from "../support/admin-api";
import { SAME_ORIGIN, send, sessionFor, withCookie } from "../support/auth";
import { signedInUser } from "../support/factories";
import { createTestApp } from "../support/test-app";

const t = await createTestApp();
afterAll(() => t.close());

const plainUser = (await signedInUser(t.services)).headers;
const admin = withCookie(sessionFor(t.services, 1).cookie);

const accessCheck = JSON.stringify(resourceBody({ title: "Access Check", slug: "access-check", published: false }));

function multipart(field: string): { body: FormData } {
  const form = new FormData();
  form.append(field, new File(["%PDF-1.4 test"], "doc.pdf", { type: "application/pdf" }));
  return { body: form };
}

type Endpoint = { method: string; path: string; json?: string; form?: () => { body: FormData } };

const ENDPOINTS: Endpoint[] = [
  { method: "GET", path: "/api/admin/resources" },
  { method: "POST", path: "/api/admin/resources", json: accessCheck },
  { method: "PUT", path: "/api/admin/resources/1", json: accessCheck },
  { method: "DELETE", path: "/api/admin/resources/1" },
  { method: "GET", path: "/api/admin/resources/1/downloads" },
  { method: "GET", path: "/api/admin/resources/1/downloads.csv" },
  { method: "GET", path: "/api/admin/resources/1/file" },
  { method: "GET", path: "/api/admin/leads.csv" },
  { method: "GET", path: "/api/admin/files/seed/anything.pdf" },
  { method: "POST", path: "/api/admin/upload/resource", form: () => multipart("resourceFile") },
  { method: "POST", path: "/api/admin/upload/image", form: () => multipart("coverImage") },
  { method: "GET", path: "/api/admin/messages" },
  { method: "GET", path: "/api/admin/messages/unread-count" },
  { method: "PATCH", path: "/api/admin/messages/1", json: JSON.stringify({ handled: true }) },
  { method: "DELETE", path: "/api/admin/messages/1" },
  { method: "GET", path: "/api/admin/activity?limit=100" },
  { method: "GET", path: "/api/users" },
  { method: "DELETE", path: "/api/users/1" },
];

function call(endpoint: Endpoint, headers: Record<string, string>, flags = false) {
  const path = flags ? `${endpoint.path}${endpoint.path.includes("?") ? "&" : "?"}admin_access=true` : endpoint.path;
  const init: RequestInit = { method: endpoint.method, headers: { Origin: SAME_ORIGIN, ...headers } };
  if (endpoint.json) {
    init.body = endpoint.json;
    (init.headers as Record<string, string>)["Content-Type"] = "application/json";
  }
  if (endpoint.form) init.body = endpoint.form().body;
  return send(t.app, path, init);
}

const label = (e: Endpoint) => `${e.method} ${e.path}`;

describe.each(ENDPOINTS.map((e) => [label(e), e] as const))("%s", (_name, endpoint) => {
  test("a stranger: 401 with the guard's message, even with the product's admin flags", async () => {
    for (const res of [
      await call(endpoint, {}),
      await call(endpoint, { "X-Admin-Access": "true", Authorization: "Bearer fixed-token" }, true),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, message: "Authentication required. Please sign in." });
    }
  });

  test("a signed-in user without admin rights: 403", async () => {
    for (const res of [
      await call(endpoint, plainUser),
      await call(endpoint, { ...plainUser, "X-Admin-Access": "true" }, true),
    ]) {
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ success: false, message: "Administrator access required." });
    }
  });
});

test("an admin gets past the guard on the reads (not 401/403)", async () => {
  for (const endpoint of ENDPOINTS.filter((e) => e.method === "GET")) {
    const res = await call(endpoint, admin);
    expect([label(endpoint), res.status]).not.toEqual([label(endpoint), 401]);
    expect([label(endpoint), res.status]).not.toEqual([label(endpoint), 403]);
  }
});
