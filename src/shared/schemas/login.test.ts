import { describe, expect, test } from "bun:test";
import { loginSchema } from "./login";
import { fieldErrors } from "./test-support";

describe("loginSchema", () => {
  test("a username and password pass; the password is kept exactly as typed", () => {
    expect(loginSchema.parse({ username: " admin ", password: " secret " })).toEqual({
      username: "admin",
      password: " secret ",
    });
  });

  test("both are required", () => {
    expect(fieldErrors(loginSchema, { username: "", password: "" })).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
    expect(fieldErrors(loginSchema, { username: "   " })).toEqual({
      username: "Username is required",
      password: "Password is required",
    });
  });
});
