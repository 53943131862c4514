import { describe, expect, test } from "bun:test";
import { type ContactData, contactSchema } from "./contact";
import { expectFieldErrors, refusalsOf } from "../../../tests/support/field-errors";

const valid: ContactData = {
  name: "Jane Smith",
  email: "jane@company.com",
  company: "Acme",
  service: "fractional-cpo",
  message: "We need help with our roadmap.",
};

const refuses = refusalsOf(contactSchema, valid);

describe("contactSchema", () => {
  test("a complete message passes, trimmed", () => {
    expect(contactSchema.parse({ ...valid, name: "  Jane Smith ", email: " jane@company.com " })).toEqual(valid);
  });

  test("company is optional and blank means none", () => {
    expect(contactSchema.parse({ ...valid, company: undefined }).company).toBeNull();
    expect(contactSchema.parse({ ...valid, company: "  " }).company).toBeNull();
  });

  test.each(["fractional-cpo", "product-management", "product-operations", "other"])(
    "service %p is accepted",
    (service) => {
      expect(contactSchema.safeParse({ ...valid, service }).success).toBe(true);
    },
  );

  test("recipientEmail may be sent and is dropped", () => {
    const data = contactSchema.parse({ ...valid, recipientEmail: "attacker@evil.com" });
    expect(data).toEqual(valid);
    expect("recipientEmail" in data).toBe(false);
  });

  test("the product's messages for each bad field", () => {
    refuses([{ name: "J" }, { name: "  J  " }], { name: "Name must be at least 2 characters." });
    refuses({ email: "jane@" }, { email: "Please enter a valid email address." });
    refuses([{ service: "" }, { service: "consulting" }], { service: "Please select a service." });
    refuses({ message: "Too short" }, { message: "Message must be at least 10 characters." });
  });

  test("missing fields get the product's messages too", () => {
    expectFieldErrors(
      contactSchema,
      {
        name: "Name must be at least 2 characters.",
        email: "Please enter a valid email address.",
        service: "Please select a service.",
        message: "Message must be at least 10 characters.",
      },
      {},
    );
  });
});
