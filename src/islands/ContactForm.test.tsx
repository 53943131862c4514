import { describe, expect, test } from "bun:test";
import { renderToString } from "react-dom/server";
import { ApiError } from "../client/api";
import ContactForm, { contactErrorsOf, failureDescription } from "./ContactForm";

const empty = { name: "", email: "", company: "", service: "", message: "" };

describe("contactErrorsOf", () => {
  test("an empty form: the product's message for each required field, none for company", () => {
    expect(contactErrorsOf(empty)).toEqual({
      name: "Name must be at least 2 characters.",
      email: "Please enter a valid email address.",
      service: "Please select a service.",
      message: "Message must be at least 10 characters.",
    });
  });

  test("a complete form has no errors", () => {
    expect(
      contactErrorsOf({
        name: "Jane Smith",
        email: "jane@company.test",
        company: "",
        service: "other",
        message: "We need help with our roadmap.",
      }),
    ).toEqual({});
  });
});

describe("failureDescription", () => {
  test("the server's message, else its error, else 'Failed to submit form'; a network failure: 'Please try again later.'", () => {
    expect(failureDescription(new ApiError("x", 429, { success: false, message: "Please wait 10 minutes." }))).toBe(
      "Please wait 10 minutes.",
    );
    expect(failureDescription(new ApiError("x", 500, { error: "Internal error" }))).toBe("Internal error");
    expect(failureDescription(new ApiError("502 Bad Gateway", 502, "<html>"))).toBe("Failed to submit form");
    expect(failureDescription(new TypeError("Failed to fetch"))).toBe("Please try again later.");
  });
});

describe("server rendering (what a browser without JavaScript gets)", () => {
  const html = renderToString(
    <ContactForm
      values={{ name: "J", email: "jane@company.test", service: "product-management", message: "Short" }}
      errors={{ name: "Name must be at least 2 characters.", message: "Message must be at least 10 characters." }}
      notice="Please correct the highlighted fields and send your message again."
    />,
  );

  test("a form that posts to /contact, with the notice, the values and the errors", () => {
    const form = html.slice(0, html.indexOf(">"));
    expect(form).toContain('action="/contact"');
    expect(form).toContain('method="post"');
    expect(html).toContain("Please correct the highlighted fields and send your message again.");
    expect(html).toContain('value="J"');
    expect(html).toContain("Name must be at least 2 characters.");
    expect(html).toContain(">Short</textarea>");
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(2);
  });

  test("the service is a native select with the product's four options and the posted one chosen", () => {
    const select = html.slice(html.indexOf("<select"), html.indexOf("</select>"));
    expect(select).toContain('name="service"');
    const options = [...select.matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)<\/option>/g)].map((m) => [
      m[1],
      m[3],
      Boolean(m[2]),
    ]);
    expect(options).toEqual([
      ["", "Select a service", false],
      ["fractional-cpo", "Fractional CPO", false],
      ["product-management", "Product Management Support", true],
      ["product-operations", "Product Operations", false],
      ["other", "Other", false],
    ]);
  });

  test("the honeypot is in the markup but not displayed, not in the accessibility tree, not in the tab order", () => {
    const at = html.indexOf('name="website"');
    expect(at).toBeGreaterThan(-1);
    const wrapper = html.lastIndexOf("<div", at);
    expect(html.slice(wrapper, at)).toContain('aria-hidden="true" class="hidden"');
    const input = html.slice(html.lastIndexOf("<input", at), html.indexOf(">", at));
    expect(input).toContain('tabindex="-1"');
    expect(input.toLowerCase()).toContain('autocomplete="off"');
  });

  test("the button reads 'Send Message'", () => {
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Send Message<\/button>/);
  });
});
