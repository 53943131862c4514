// The Case Studies tab as a component (decision 034), against the real app (tests/support/dom.ts):
// the list of the seeded samples, the empty form's refusals in the shared schema's words (nothing
// is sent), and an edit that opens a case study read whole and keeps its linked testimonial. The
// browser test (tests/e2e/admin-case-studies.e2e.ts) walks the flow on to the public pages.
import { describe, expect, test } from "bun:test";
import { screen, waitFor, within } from "@testing-library/react";
import { serveApp, signIn } from "../../../../tests/support/dom";
import { openAdminTab, replace, shown, toastSaying } from "../../../../tests/support/admin-dom";

const app = await serveApp();
signIn(app);

const count = () => (app.sqlite.query("SELECT count(*) AS n FROM case_studies").get() as { n: number }).n;

describe("the case studies tab", () => {
  test("lists the case studies; the empty form says what is missing and sends nothing", async () => {
    const { user, panel } = await openAdminTab("case-studies");
    await panel.findByRole("heading", { name: "Discovery habits that lifted trial-to-paid by eight points" });
    const before = count();

    await user.click(panel.getByRole("button", { name: "Add Case Study" }));
    const dialog = within(await screen.findByRole("dialog", { name: "Create New Case Study" }));
    await user.click(dialog.getByRole("button", { name: "Create Case Study" }));
    for (const message of [
      "Title is required",
      "Summary is required",
      "Industry is required",
      "Problem is required",
      "Approach is required",
      "Choose at least one service",
    ]) {
      await waitFor(() => expect({ message, shown: shown(message) }).toEqual({ message, shown: true }));
    }
    expect(dialog.getByRole("textbox", { name: "Problem" }).getAttribute("aria-invalid")).toBe("true");
    expect(count()).toBe(before);
  });

  test("an edit opens the case study whole, saves the change and keeps its testimonial", async () => {
    const { id } = app.sqlite
      .query("SELECT id FROM case_studies WHERE slug = 'ledgerline-discovery-coaching'")
      .get() as {
      id: number;
    };
    const linked = () =>
      (app.sqlite.query("SELECT name FROM testimonials WHERE case_study_id = ?").get(id) as { name: string } | null)
        ?.name;
    expect(linked()).toBe("Priya Raman");

    const { user, panel } = await openAdminTab("case-studies");
    await user.click(
      await panel.findByRole("button", { name: 'Edit "Discovery habits that lifted trial-to-paid by eight points"' }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: /Edit Case Study/ }));
    const title = (await dialog.findByRole("textbox", { name: "Title" })) as HTMLInputElement;
    expect((dialog.getByRole("textbox", { name: "Client" }) as HTMLInputElement).value).toBe("Ledgerline");
    expect((dialog.getByRole("textbox", { name: "Figure 1" }) as HTMLInputElement).value).toBe("+8 pts");
    expect(dialog.getByRole("textbox", { name: "Problem" }).textContent).toContain("loudest customer");
    await replace(user, title, "Discovery habits, eight points later");
    await user.click(dialog.getByRole("button", { name: "Update Case Study" }));
    await toastSaying("Case study updated successfully");

    const row = app.sqlite.query("SELECT title FROM case_studies WHERE id = ?").get(id) as { title: string };
    expect(row.title).toBe("Discovery habits, eight points later");
    expect(linked()).toBe("Priya Raman");
  });
});
