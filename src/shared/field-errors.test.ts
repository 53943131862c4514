import { describe, expect, test } from "bun:test";
import { z } from "zod";
import { fieldErrorsOf, firstFieldErrors } from "./field-errors";

const form = z
  .object({
    name: z
      .string()
      .min(2, "Name must be at least 2 characters.")
      .regex(/^[A-Z]/, "Start with a capital."),
    email: z.email("Please enter a valid email address."),
    address: z.object({ city: z.string().min(1, "City is required") }).optional(),
    tags: z.array(z.string().min(1, "A tag may not be empty.")).optional(),
  })
  .refine((data) => data.name !== "Admin", "This name is reserved.");

describe("field errors", () => {
  test("each field's first message only, by field", () => {
    expect(fieldErrorsOf(form, { name: "j", email: "nope" })).toEqual({
      name: "Name must be at least 2 characters.",
      email: "Please enter a valid email address.",
    });
  });

  test("an issue inside a field counts for that field", () => {
    expect(
      fieldErrorsOf(form, { name: "Jane", email: "jane@example.com", address: { city: "" }, tags: ["a", ""] }),
    ).toEqual({ address: "City is required", tags: "A tag may not be empty." });
  });

  test("nested: a field inside a group is named by its path, an item of a list by its list", () => {
    const input = { name: "Jane", email: "jane@example.com", address: { city: "" }, tags: ["a", ""] };
    expect(fieldErrorsOf(form, input, { nested: true })).toEqual({
      "address.city": "City is required",
      tags: "A tag may not be empty.",
    });
  });

  test("an issue about the whole input is no field's, and a valid input has none", () => {
    const refused = form.safeParse({ name: "Admin", email: "admin@example.com" });
    expect(refused.success).toBe(false);
    expect(firstFieldErrors(refused.error!)).toEqual({});
    expect(fieldErrorsOf(form, { name: "Jane", email: "jane@example.com" })).toEqual({});
  });
});
