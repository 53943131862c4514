import { describe, expect, test } from "bun:test";
import { givesEach } from "../../tests/support/cases";
import { SLUG_PATTERN, slugify } from "./slug";

describe("slugify", () => {
  givesEach("%p → %p", slugify, [
    ["From Feature Factory to Outcome-Driven Roadmaps", "from-feature-factory-to-outcome-driven-roadmaps"],
    ["Hello, World!", "hello-world"],
    ["What's a PRD? (And why it matters)", "whats-a-prd-and-why-it-matters"],
    ["  spaces   and -- hyphens  ", "spaces-and-hyphens"],
    ["--Leading and trailing--", "leading-and-trailing"],
    ["Café Déjà Vu", "cafe-deja-vu"],
    ["Top 10 KPIs for 2026", "top-10-kpis-for-2026"],
    ["!!!", ""],
  ]);

  test("what it produces matches the slug pattern", () => {
    expect(SLUG_PATTERN.test(slugify("A Product Ops Playbook: Part 2"))).toBe(true);
  });
});

describe("SLUG_PATTERN", () => {
  test.each(["roadmap", "product-roadmap-2026", "a-b-c"])("accepts %p", (slug) => {
    expect(SLUG_PATTERN.test(slug)).toBe(true);
  });
  test.each(["", "Roadmap", "road map", "road--map", "-road", "road-", "road_map", "road/map"])(
    "rejects %p",
    (slug) => {
      expect(SLUG_PATTERN.test(slug)).toBe(false);
    },
  );
});
