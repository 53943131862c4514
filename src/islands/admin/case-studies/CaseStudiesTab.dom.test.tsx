// The Case Studies tab as a component (decision 034), against the real app (tests/support/dom.ts):
// the list of the seeded samples, and 'Add Case Study' and each Edit as links to the editor page
// (docs/product.md#editor). The case study's fields are ./CaseStudyEditor.dom.test.tsx's; the
// browser test (tests/e2e/admin-case-studies.e2e.ts) walks the flow on to the public pages.
import { describe, expect, test } from "bun:test";
import { waitFor, within } from "@testing-library/react";
import { serveApp, signIn } from "../../../../tests/support/dom";
import { openAdminTab } from "../../../../tests/support/admin-dom";

const app = await serveApp();
signIn(app);

describe("the case studies tab", () => {
  test("lists the case studies; 'Add Case Study' and each Edit are links to the editor page", async () => {
    const { panel } = await openAdminTab("case-studies");
    const title = "Discovery habits that lifted trial-to-paid by eight points";
    const heading = await panel.findByRole("heading", { name: title });
    const { id } = app.sqlite
      .query("SELECT id FROM case_studies WHERE slug = 'ledgerline-discovery-coaching'")
      .get() as { id: number };
    expect(panel.getByRole("link", { name: "Add Case Study" }).getAttribute("href")).toBe("/admin/case-studies/new");
    const edit = await waitFor(() => within(heading.closest("li")!).getByRole("link", { name: `Edit "${title}"` }));
    expect(edit.getAttribute("href")).toBe(`/admin/case-studies/${id}`);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
