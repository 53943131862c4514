import { describe, expect, test } from "bun:test";
import { fieldErrors } from "./test-support";
import { createUserSchema, updateUserSchema } from "./user";

const valid = {
  username: "jsmith",
  password: "correct horse",
  firstName: "Jane",
  lastName: "Smith",
  email: "jane@company.com",
  role: "admin",
  isActive: false,
};

describe("createUserSchema", () => {
  test("a complete user passes", () => {
    expect(createUserSchema.parse(valid)).toEqual({ ...valid, role: "admin" });
  });

  test("isActive defaults to true; blank names and e-mail become null", () => {
    expect(
      createUserSchema.parse({
        username: "jsmith",
        password: "12345678",
        role: "user",
        firstName: "",
        lastName: " ",
        email: "",
      }),
    ).toEqual({
      username: "jsmith",
      password: "12345678",
      role: "user",
      firstName: null,
      lastName: null,
      email: null,
      isActive: true,
    });
    expect(createUserSchema.parse({ username: "jsmith", password: "12345678", role: "user" })).toMatchObject({
      firstName: null,
      lastName: null,
      email: null,
    });
  });

  test("the product's messages for each bad field", () => {
    expect(fieldErrors(createUserSchema, { ...valid, username: "js" })).toEqual({
      username: "Username must be at least 3 characters.",
    });
    expect(fieldErrors(createUserSchema, { ...valid, password: "1234567" })).toEqual({
      password: "Password must be at least 8 characters.",
    });
    expect(fieldErrors(createUserSchema, { ...valid, email: "jane@" })).toEqual({
      email: "Please enter a valid email address.",
    });
    expect(fieldErrors(createUserSchema, { ...valid, role: "" })).toEqual({ role: "Please select a role." });
    expect(fieldErrors(createUserSchema, { ...valid, role: "owner" })).toEqual({ role: "Please select a role." });
  });

  test("a password is required when creating", () => {
    expect(fieldErrors(createUserSchema, { ...valid, password: undefined })).toEqual({
      password: "Password must be at least 8 characters.",
    });
    expect(fieldErrors(createUserSchema, { ...valid, password: "" })).toEqual({
      password: "Password must be at least 8 characters.",
    });
  });
});

describe("updateUserSchema", () => {
  test("a blank or absent password keeps the current one", () => {
    expect(updateUserSchema.parse({ ...valid, password: "" }).password).toBeUndefined();
    expect(updateUserSchema.parse({ ...valid, password: undefined }).password).toBeUndefined();
  });

  test("a new password must still be at least 8 characters", () => {
    expect(updateUserSchema.parse(valid).password).toBe("correct horse");
    expect(fieldErrors(updateUserSchema, { ...valid, password: "short" })).toEqual({
      password: "Password must be at least 8 characters.",
    });
  });

  test("the other fields are checked as on create", () => {
    expect(fieldErrors(updateUserSchema, { ...valid, username: "", email: "x", role: undefined })).toEqual({
      username: "Username must be at least 3 characters.",
      email: "Please enter a valid email address.",
      role: "Please select a role.",
    });
  });
});
