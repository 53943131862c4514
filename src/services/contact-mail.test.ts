import { describe, expect, test } from "bun:test";
import type { ContactMessage } from "../db/schema";
import { composeContactMail, serviceLabel } from "./contact-mail";

const message: ContactMessage = {
  id: 42,
  name: "Jane Smith",
  email: "jane@company.test",
  company: "Acme Corp",
  service: "product-operations",
  message: "We need help with our product roadmap.\nSecond line.",
  read: false,
  spam: false,
  unverified: false,
  ipHash: "abc",
  privacyVersion: null,
  createdAt: new Date("2026-11-23T15:04:05.678Z"),
};
const settings = {
  to: "hello@consultancy.test",
  from: { name: "Consultancy Website", address: "website@consultancy.test" },
  siteUrl: "https://consultancy.test",
  timeZone: "America/Chicago",
};

describe("composeContactMail", () => {
  test("to the site's address, from MAIL_FROM, Reply-To the visitor, with a fixed Message-ID", () => {
    const mail = composeContactMail(message, settings);
    expect(mail.to).toBe("hello@consultancy.test");
    expect(mail.from).toEqual({ name: "Consultancy Website", address: "website@consultancy.test" });
    expect(mail.replyTo).toEqual({ name: "Jane Smith", address: "jane@company.test" });
    expect(mail.subject).toBe("Contact form: Jane Smith (Product Operations)");
    expect(mail.messageId).toBe("<contact-42.1795446245678@consultancy.test>");
  });

  test("the body lists the fields and the message as typed, and when it came in the site's time zone", () => {
    expect(composeContactMail(message, settings).text).toBe(
      [
        "Name: Jane Smith",
        "Email: jane@company.test",
        "Company: Acme Corp",
        "Service: Product Operations",
        "",
        "Message:",
        "We need help with our product roadmap.",
        "Second line.",
        "",
        "--",
        "Sent with the contact form of https://consultancy.test on November 23, 2026 at 9:04 AM CST (message #42).",
        "Reply to this e-mail to answer Jane Smith; every message is also kept in the admin area: https://consultancy.test/admin",
        "",
      ].join("\n"),
    );
  });

  test("no company is said so; line breaks in the name or company never reach a header", () => {
    const mail = composeContactMail({ ...message, name: "Jane\r\nBcc: x@evil.test", company: null }, settings);
    expect(mail.subject).toBe("Contact form: Jane Bcc: x@evil.test (Product Operations)");
    expect(mail.replyTo.name).toBe("Jane Bcc: x@evil.test");
    expect(mail.text).toContain("Company: (not given)\n");
  });

  test("service labels are the product's; an unknown stored value is shown as it is", () => {
    expect(serviceLabel("fractional-cpo")).toBe("Fractional CPO");
    expect(serviceLabel("product-management")).toBe("Product Management Support");
    expect(serviceLabel("product-operations")).toBe("Product Operations");
    expect(serviceLabel("other")).toBe("Other");
    expect(serviceLabel("retired-option")).toBe("retired-option");
  });
});
