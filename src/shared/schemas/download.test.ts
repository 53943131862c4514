import { describe, expect, test } from "bun:test";
import { downloadRequestDetailSchema, downloadRequestSchema } from "./download";
import { fieldErrors } from "./test-support";

const valid = { name: "Jane Smith", email: "jane@company.com", linkedinUrl: "https://www.linkedin.com/in/jane-smith" };

const variants = [
  ["list dialog", downloadRequestSchema, "Please enter a valid LinkedIn URL"],
  ["detail dialog", downloadRequestDetailSchema, "Please enter a valid LinkedIn URL."],
] as const;

describe.each(variants)("download request (%s)", (_name, schema, linkedinMessage) => {
  test("a complete request passes", () => {
    expect(schema.parse({ ...valid, linkedinUrl: " https://linkedin.com/in/jane " })).toEqual({
      ...valid,
      linkedinUrl: "https://linkedin.com/in/jane",
    });
  });

  test("name and email get the product's messages", () => {
    expect(fieldErrors(schema, { ...valid, name: "J" })).toEqual({ name: "Name must be at least 2 characters." });
    expect(fieldErrors(schema, { ...valid, email: "not-an-email" })).toEqual({
      email: "Please enter a valid email address.",
    });
  });

  test.each([
    "https://evil.com/?linkedin.com",
    "https://linkedin.com.evil.com",
    "https://evil.com/in/jane",
    "linkedin.com/in/jane",
    "not a url",
    "",
  ])("LinkedIn URL %p is refused", (linkedinUrl) => {
    expect(fieldErrors(schema, { ...valid, linkedinUrl })).toEqual({ linkedinUrl: linkedinMessage });
  });

  test("every field is required", () => {
    expect(fieldErrors(schema, {})).toEqual({
      name: "Name must be at least 2 characters.",
      email: "Please enter a valid email address.",
      linkedinUrl: linkedinMessage,
    });
  });
});
