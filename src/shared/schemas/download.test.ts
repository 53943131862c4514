import { describe, expect, test } from "bun:test";
import { downloadRequestDetailSchema, downloadRequestSchema } from "./download";
import { expectFieldErrors, refusalsOf } from "../../../tests/support/field-errors";

const valid = { name: "Jane Smith", email: "jane@company.com", linkedinUrl: "https://www.linkedin.com/in/jane-smith" };

const variants = [
  ["list dialog", downloadRequestSchema, "Please enter a valid LinkedIn URL"],
  ["detail dialog", downloadRequestDetailSchema, "Please enter a valid LinkedIn URL."],
] as const;

describe.each(variants)("download request (%s)", (_name, schema, linkedinMessage) => {
  const refuses = refusalsOf(schema, valid);

  test("a complete request passes", () => {
    expect(schema.parse({ ...valid, linkedinUrl: " https://linkedin.com/in/jane " })).toEqual({
      ...valid,
      linkedinUrl: "https://linkedin.com/in/jane",
    });
  });

  test("name and email get the product's messages", () => {
    refuses({ name: "J" }, { name: "Name must be at least 2 characters." });
    refuses({ email: "not-an-email" }, { email: "Please enter a valid email address." });
  });

  test.each([
    "https://evil.com/?linkedin.com",
    "https://linkedin.com.evil.com",
    "https://evil.com/in/jane",
    "linkedin.com/in/jane",
    "not a url",
    "",
  ])("LinkedIn URL %p is refused", (linkedinUrl) => {
    refuses({ linkedinUrl }, { linkedinUrl: linkedinMessage });
  });

  test("every field is required", () => {
    expectFieldErrors(
      schema,
      {
        name: "Name must be at least 2 characters.",
        email: "Please enter a valid email address.",
        linkedinUrl: linkedinMessage,
      },
      {},
    );
  });
});
