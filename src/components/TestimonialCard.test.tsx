import { describe, expect, test } from "bun:test";
import { renderToString } from "react-dom/server";
import { initialsOf } from "./Initials";
import { TestimonialCard, avatarSrc } from "./TestimonialCard";

describe("initialsOf", () => {
  test.each([
    ["Dana Whitfield", "DW"],
    ["jane van doe", "JD"],
    ["  Cher  ", "C"],
    ["Ana María López-García", "AL"],
    ["", ""],
  ])("%p gives %p", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe("TestimonialCard", () => {
  const base = { name: "Dana Whitfield", position: "CEO", company: "Northgate", testimonial: "Great work." };

  test("without a photo renders the initials on the server, with no island", () => {
    const html = renderToString(<TestimonialCard testimonial={{ ...base, avatar: null }} />);
    expect(html).toContain(">DW</span>");
    expect(html).not.toContain("data-island");
    expect(html).toContain("CEO, Northgate");
  });

  test("with a photo renders the Avatar island, hydrated when visible", () => {
    const html = renderToString(<TestimonialCard testimonial={{ ...base, avatar: "/uploads/dana.png" }} />);
    expect(html).toContain('data-island="Avatar"');
    expect(html).toContain('data-when="visible"');
    expect(html).toContain('src="/uploads/dana.png"');
  });

  test("absolute photo addresses go through the image proxy", () => {
    expect(avatarSrc("https://example.com/a b.png")).toBe("/api/images/proxy?url=https%3A%2F%2Fexample.com%2Fa%20b.png");
    expect(avatarSrc("/uploads/a.png")).toBe("/uploads/a.png");
  });
});
