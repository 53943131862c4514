import { describe, expect, test } from "bun:test";
import { loginSchema } from "./login";
import { expectFieldErrors } from "../../../tests/support/field-errors";

describe("loginSchema", () => {
  test("a username and password pass; the password is kept exactly as typed", () => {
    expect(loginSchema.parse({ username: " admin ", password: " secret " })).toEqual({
      username: "admin",
      password: " secret ",
    });
  });

  test("both are required", () => {
    expectFieldErrors(
      loginSchema,
      { username: "Username is required", password: "Password is required" },
      { username: "", password: "" },
      { username: "   " },
    );
  });
});
