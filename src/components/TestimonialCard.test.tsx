import { describe, expect, test } from "bun:test";
import { renderToString } from "react-dom/server";
import { givesEach } from "../../tests/support/cases";
import { initialsOf } from "./Initials";
import { TestimonialCard } from "./TestimonialCard";

describe("initialsOf", () => {
  givesEach("%p gives %p", initialsOf, [
    ["Dana Whitfield", "DW"],
    ["jane van doe", "JD"],
    ["  Cher  ", "C"],
    ["Ana María López-García", "AL"],
    ["", ""],
  ]);
});

describe("TestimonialCard", () => {
  const base = { name: "Dana Whitfield", position: "CEO", company: "Northgate", testimonial: "Great work." };

  test("without a photo renders the initials", () => {
    const html = renderToString(<TestimonialCard testimonial={base} />);
    expect(html).toContain(">DW</span>");
    expect(html).toContain("CEO, Northgate");
    expect(html).toContain("<p>Great work.</p>");
  });

  test("with a photo renders it in place of the initials", () => {
    const html = renderToString(<TestimonialCard testimonial={base} photo={<img src="/uploads/dana.png" alt="" />} />);
    expect(html).toContain('<img src="/uploads/dana.png" alt=""/>');
    expect(html).not.toContain(">DW</span>");
    expect(html).not.toContain("data-initials");
  });

  test("leaves out an empty role", () => {
    const html = renderToString(<TestimonialCard testimonial={{ ...base, position: " ", company: null }} />);
    // The name is the caption's only line.
    expect(html).toMatch(/>Dana Whitfield<\/p><\/div><\/figcaption>/);
  });
});
