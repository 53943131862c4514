// The sample files the first start copies into storage, imported `with { type: "file" }` so that
// `bun build --compile` embeds them in the binary. Keys are paths relative to this folder.
import f0 from "./discovery-toolkit.zip" with { type: "file" };
import f1 from "./pm-interview-checklist.pdf" with { type: "file" };
import f2 from "./prd-guidelines.pdf" with { type: "file" };
import f3 from "./product-ops-playbook.docx" with { type: "file" };
import f4 from "./product-roadmap-template.xlsx" with { type: "file" };
import f5 from "./covers/blog-building-a-product-operations-function-that-scales.webp" with { type: "file" };
import f6 from "./covers/blog-from-feature-factory-to-outcome-driven-roadmaps.webp" with { type: "file" };
import f7 from "./covers/discovery-toolkit.webp" with { type: "file" };
import f8 from "./covers/pm-interview-checklist.webp" with { type: "file" };
import f9 from "./covers/prd-guidelines.webp" with { type: "file" };
import f10 from "./covers/product-ops-playbook.webp" with { type: "file" };
import f11 from "./covers/product-roadmap-template.webp" with { type: "file" };
import f12 from "./covers/blog-when-to-hire-a-fractional-cpo.webp" with { type: "file" };
import f13 from "./covers/blog-running-your-first-product-discovery-sprint.webp" with { type: "file" };
import f14 from "./covers/blog-coaching-product-managers-into-product-leaders.webp" with { type: "file" };
import f15 from "./covers/blog-agile-rituals-that-actually-help-product-teams.webp" with { type: "file" };
import f16 from "./product-leadership-field-guide.epub" with { type: "file" };
import f17 from "./covers/product-leadership-field-guide.webp" with { type: "file" };

export const seedFiles: Record<string, string> = {
  "discovery-toolkit.zip": f0,
  "pm-interview-checklist.pdf": f1,
  "prd-guidelines.pdf": f2,
  "product-ops-playbook.docx": f3,
  "product-roadmap-template.xlsx": f4,
  "covers/blog-building-a-product-operations-function-that-scales.webp": f5,
  "covers/blog-from-feature-factory-to-outcome-driven-roadmaps.webp": f6,
  "covers/discovery-toolkit.webp": f7,
  "covers/pm-interview-checklist.webp": f8,
  "covers/prd-guidelines.webp": f9,
  "covers/product-ops-playbook.webp": f10,
  "covers/product-roadmap-template.webp": f11,
  "covers/blog-when-to-hire-a-fractional-cpo.webp": f12,
  "covers/blog-running-your-first-product-discovery-sprint.webp": f13,
  "covers/blog-coaching-product-managers-into-product-leaders.webp": f14,
  "covers/blog-agile-rituals-that-actually-help-product-teams.webp": f15,
  "product-leadership-field-guide.epub": f16,
  "covers/product-leadership-field-guide.webp": f17,
};
