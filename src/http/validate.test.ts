import { describe, expect, test } from "bun:test";
import { Hono } from "hono";
import { every } from "hono/combine";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { expectFieldsRefused, fieldRefusal } from "../../tests/support/answers";
import { validate } from "./validate";

const body = z.object({
  name: z.string().min(2, "Name must be at least 2 characters."),
  email: z.email("Please enter a valid email address."),
  address: z.object({ city: z.string().min(1, "City is required") }).optional(),
});

type Env = { Variables: { requestId: string } };

function testApp() {
  const app = new Hono<Env>();
  app.post("/json", validate("json", body), (c) => {
    const data = c.req.valid("json");
    // Typed: a wrong property name here would not compile.
    return c.json({ success: true, name: data.name, email: data.email });
  });
  app.post("/form", validate("form", body), (c) => c.json({ success: true, name: c.req.valid("form").name }));
  app.get(
    "/query",
    validate("query", z.object({ page: z.coerce.number().int().min(1, "Page must be 1 or more") })),
    (c) => c.json({ success: true, page: c.req.valid("query").page }),
  );
  app.get("/posts/:id", validate("param", z.object({ id: z.coerce.number().int("Id must be a number") })), (c) =>
    c.json({ success: true, id: c.req.valid("param").id }),
  );
  // every() composes without an error handler, so a later middleware's error reaches validate's.
  const laterRejects = every(validate("json", body), () => {
    throw new HTTPException(400, { message: "later middleware said no" });
  });
  app.post("/later-rejects", laterRejects, (c) => c.json({ success: true }));
  app.onError((error, c) => c.json({ success: false, message: `onError: ${error.message}` }, 418));
  return app;
}

function postJson(path: string, payload: string) {
  return testApp().request(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: payload });
}

describe("validate", () => {
  test("valid JSON passes the parsed data to the handler", async () => {
    const res = await postJson("/json", JSON.stringify({ name: "Jane", email: "jane@example.com", extra: 1 }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, name: "Jane", email: "jane@example.com" });
  });

  test("an invalid JSON body gives the 400 shape with each field's first message", async () => {
    await expectFieldsRefused(postJson("/json", JSON.stringify({ name: "J", email: "nope", address: { city: "" } })), {
      name: "Name must be at least 2 characters.",
      email: "Please enter a valid email address.",
      address: "City is required",
    });
  });

  test("a body that is not JSON gives the 400 shape, not a 500", async () => {
    const res = await postJson("/json", '{"name": "Jane",');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: "The request body is not valid JSON.", errors: {} });
  });

  test("a body that is JSON but not an object gives the 400 shape", async () => {
    const res = await postJson("/json", "[1, 2]");
    expect(res.status).toBe(400);
    const json = (await res.json()) as { success: boolean; message: string; errors: object };
    expect(json.success).toBe(false);
    expect(json.message).toEqual(expect.any(String));
    expect(json.errors).toEqual({});
  });

  test("a 400 thrown after validation passed is not mistaken for a bad body", async () => {
    const res = await postJson("/later-rejects", JSON.stringify({ name: "Jane", email: "jane@example.com" }));
    expect(res.status).toBe(418);
    expect(await res.json()).toEqual({ success: false, message: "onError: later middleware said no" });
  });

  test("form bodies are validated the same way", async () => {
    const good = await testApp().request("/form", {
      method: "POST",
      body: new URLSearchParams({ name: "Jane", email: "jane@example.com" }),
    });
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ success: true, name: "Jane" });

    const bad = await testApp().request("/form", {
      method: "POST",
      body: new URLSearchParams({ name: "Jane", email: "x" }),
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual(fieldRefusal("email", "Please enter a valid email address."));
  });

  test("query strings give the 400 shape", async () => {
    expect(await (await testApp().request("/query?page=3")).json()).toEqual({ success: true, page: 3 });
    const res = await testApp().request("/query?page=0");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(fieldRefusal("page", "Page must be 1 or more"));
  });

  test("route params give the 400 shape", async () => {
    expect(await (await testApp().request("/posts/7")).json()).toEqual({ success: true, id: 7 });
    const res = await testApp().request("/posts/1.5");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(fieldRefusal("id", "Id must be a number"));
  });
});
