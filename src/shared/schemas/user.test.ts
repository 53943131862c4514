import { describe, expect, test } from "bun:test";
import { refusalsOf } from "../../../tests/support/field-errors";
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

const refuses = refusalsOf(createUserSchema, valid);
const refusesUpdate = refusalsOf(updateUserSchema, valid);

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
    refuses({ username: "js" }, { username: "Username must be at least 3 characters." });
    refuses({ password: "1234567" }, { password: "Password must be at least 8 characters." });
    refuses({ email: "jane@" }, { email: "Please enter a valid email address." });
    refuses([{ role: "" }, { role: "owner" }], { role: "Please select a role." });
  });

  test("a password is required when creating", () => {
    refuses([{ password: undefined }, { password: "" }], { password: "Password must be at least 8 characters." });
  });
});

describe("updateUserSchema", () => {
  test("a blank or absent password keeps the current one", () => {
    expect(updateUserSchema.parse({ ...valid, password: "" }).password).toBeUndefined();
    expect(updateUserSchema.parse({ ...valid, password: undefined }).password).toBeUndefined();
  });

  test("a new password must still be at least 8 characters", () => {
    expect(updateUserSchema.parse(valid).password).toBe("correct horse");
    refusesUpdate({ password: "short" }, { password: "Password must be at least 8 characters." });
  });

  test("the other fields are checked as on create", () => {
    refusesUpdate(
      { username: "", email: "x", role: undefined },
      {
        username: "Username must be at least 3 characters.",
        email: "Please enter a valid email address.",
        role: "Please select a role.",
      },
    );
  });
});

describe("the public profile (docs/product.md#people)", () => {
  const profile = {
    displayName: " Avery Morgan ",
    jobTitle: "Founder & Principal Consultant",
    bio: "Short bio.",
    avatarUrl: "/uploads/avatars/avery.png",
    linkedinUrl: "https://www.linkedin.com/in/avery",
  };

  test("kept trimmed; blank or null becomes null; left out stays undefined (keep what is stored)", () => {
    expect(updateUserSchema.parse({ ...valid, ...profile })).toMatchObject({ ...profile, displayName: "Avery Morgan" });
    const cleared = updateUserSchema.parse({
      ...valid,
      displayName: " ",
      jobTitle: null,
      bio: "",
      avatarUrl: "",
      linkedinUrl: null,
    });
    expect([cleared.displayName, cleared.jobTitle, cleared.bio, cleared.avatarUrl, cleared.linkedinUrl]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    const absent = updateUserSchema.parse(valid);
    expect([absent.displayName, absent.jobTitle, absent.bio, absent.avatarUrl, absent.linkedinUrl]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  test("lengths: display name and title up to 100 characters, bio up to 600", () => {
    expect(
      fieldErrors(createUserSchema, {
        ...valid,
        displayName: "d".repeat(100),
        jobTitle: "t".repeat(100),
        bio: "b".repeat(600),
      }),
    ).toEqual({});
    expect(
      fieldErrors(createUserSchema, {
        ...valid,
        displayName: "d".repeat(101),
        jobTitle: "t".repeat(101),
        bio: "b".repeat(601),
      }),
    ).toEqual({
      displayName: "Display name must be at most 100 characters.",
      jobTitle: "Title must be at most 100 characters.",
      bio: "Bio must be at most 600 characters.",
    });
    // Measured after trimming.
    expect(fieldErrors(createUserSchema, { ...valid, displayName: ` ${"d".repeat(100)} ` })).toEqual({});
  });

  test.each(["https://cdn.example.com/a.png", "http://cdn.example.com/a.png", "/uploads/a.png"])(
    "avatar %p passes",
    (avatarUrl) => {
      expect(fieldErrors(createUserSchema, { ...valid, avatarUrl })).toEqual({});
    },
  );

  test.each(["javascript:alert(1)", "//evil.example/a.png", "a.png", "ftp://example.com/a.png"])(
    "avatar %p is refused",
    (avatarUrl) => {
      refuses({ avatarUrl }, { avatarUrl: "Please enter a valid image URL" });
    },
  );

  test.each(["https://linkedin.com/in/a", "https://www.linkedin.com/in/a", "https://uk.linkedin.com/in/a"])(
    "LinkedIn %p passes",
    (linkedinUrl) => {
      expect(fieldErrors(createUserSchema, { ...valid, linkedinUrl })).toEqual({});
    },
  );

  test.each([
    "http://www.linkedin.com/in/a",
    "https://linkedin.com.evil.example/in/a",
    "https://evil.example/?linkedin.com",
    "https://user:pass@linkedin.com/in/a",
    "linkedin.com/in/a",
    "https://notlinkedin.com/in/a",
  ])("LinkedIn %p is refused", (linkedinUrl) => {
    refuses({ linkedinUrl }, { linkedinUrl: "Please enter an https address on linkedin.com." });
  });
});
