// The browser's request helper against a real HTTP server on loopback (docs/product.md#api, #errors): what it
// sends (a JSON content type only with a body, no caching) and how it reads each kind of answer,
// above all which text a failure's message is. The expected texts are written here.
import { afterAll, describe, expect, test } from "bun:test";
import { ApiError, apiRequest } from "./api";

type Seen = { method: string; contentType: string | null; cacheControl: string | null; body: string };
const seen: Seen[] = [];

const server = Bun.serve({
  hostname: "127.0.0.1",
  port: 0,
  async fetch(request) {
    const { pathname } = new URL(request.url);
    seen.push({
      method: request.method,
      contentType: request.headers.get("Content-Type"),
      cacheControl: request.headers.get("Cache-Control"),
      body: await request.text(),
    });
    const json = (body: unknown, status = 200) => Response.json(body, { status });
    switch (pathname) {
      case "/echo":
        return json({ ok: true });
      case "/empty":
        return new Response(null, { status: 204 });
      case "/not-json":
        return new Response("<p>done</p>", { headers: { "Content-Type": "text/html" } });
      case "/message":
        return json({ success: false, message: "Slug already exists", error: "Conflict" }, 409);
      case "/error-only":
        return json({ error: "Database is locked" }, 500);
      case "/refused-fields":
        // As src/http/validate.ts answers a refused body, with one entry no form could show.
        return json(
          { success: false, message: "Validation failed", errors: { email: "Please enter a valid email", count: 3 } },
          400,
        );
      case "/json-without-reason":
        return json({ success: false }, 400);
      case "/text-failure":
        return new Response("upstream timed out", { status: 502, statusText: "Bad Gateway" });
      case "/empty-failure":
        return new Response(null, { status: 503, statusText: "Service Unavailable" });
      default:
        return json({ message: "Not found" }, 404);
    }
  },
});
afterAll(() => server.stop(true));

const url = (path: string) => new URL(path, server.url).href;

async function failureOf(path: string): Promise<ApiError> {
  try {
    await apiRequest(url(path));
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error(`${path} did not fail`);
}

describe("what it sends", () => {
  test("a GET: no body, no content type, asks that nothing cached answers", async () => {
    seen.length = 0;
    expect(await apiRequest(url("/echo"))).toEqual({ ok: true });
    expect(seen).toEqual([{ method: "GET", contentType: null, cacheControl: "no-cache", body: "" }]);
  });

  test("a body is sent as JSON with a JSON content type, with the method asked for", async () => {
    seen.length = 0;
    await apiRequest(url("/echo"), { method: "PUT", body: { title: "Hello", published: false } });
    expect(seen).toEqual([
      {
        method: "PUT",
        contentType: "application/json",
        cacheControl: "no-cache",
        body: '{"title":"Hello","published":false}',
      },
    ]);
  });

  test("a write without a body (a delete) sends no content type", async () => {
    seen.length = 0;
    await apiRequest(url("/echo"), { method: "DELETE" });
    expect(seen[0]).toMatchObject({ method: "DELETE", contentType: null, body: "" });
  });
});

describe("how it reads the answer", () => {
  test("an empty success is an empty object", async () => {
    expect(await apiRequest(url("/empty"))).toEqual({});
  });

  test("a success that is not JSON says the operation completed", async () => {
    expect(await apiRequest(url("/not-json"))).toEqual({
      success: true,
      message: "Operation completed, but the response was not JSON.",
    });
  });

  test("a failure's message is the body's message first", async () => {
    const error = await failureOf("/message");
    expect(error.message).toBe("Slug already exists");
    expect(error.status).toBe(409);
    expect(error.body).toEqual({ success: false, message: "Slug already exists", error: "Conflict" });
  });

  test("then the body's error", async () => {
    expect((await failureOf("/error-only")).message).toBe("Database is locked");
  });

  test("then the status and the body's text", async () => {
    expect((await failureOf("/json-without-reason")).message).toBe('400 {"success":false}');
    expect((await failureOf("/text-failure")).message).toBe("502 upstream timed out");
  });

  test("then the status and its text when there is no body", async () => {
    const error = await failureOf("/empty-failure");
    expect(error.message).toBe("503 Service Unavailable");
    expect(error.status).toBe(503);
  });

  test("a refusal's field errors are its `errors` with a text; none where it names no field", async () => {
    expect((await failureOf("/refused-fields")).fieldErrors).toEqual({ email: "Please enter a valid email" });
    expect((await failureOf("/json-without-reason")).fieldErrors).toEqual({});
    expect((await failureOf("/text-failure")).fieldErrors).toEqual({});
    expect((await failureOf("/empty-failure")).fieldErrors).toEqual({});
  });
});
