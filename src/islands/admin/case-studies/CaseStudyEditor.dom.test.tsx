// A case study's own page as a component (decisions 044 and 048), against the real app
// (tests/support/dom.ts): the empty page's refusals in the shared schema's words (nothing is sent),
// an edit that opens the case study read whole, saves with Ctrl+S and keeps its linked testimonial,
// a save over someone else's newer version, and what a role that may not publish is offered. The
// browser test (tests/e2e/admin-case-studies.e2e.ts) creates, schedules and publishes one.
import { describe, expect, test } from "bun:test";
import { waitFor } from "@testing-library/react";
import { serveApp, signIn } from "../../../../tests/support/dom";
import { openEditor, replace, shown, toastSaying } from "../../../../tests/support/admin-dom";

const app = await serveApp();
signIn(app);

const count = () => (app.sqlite.query("SELECT count(*) AS n FROM case_studies").get() as { n: number }).n;
const idOf = (slug: string) =>
  (app.sqlite.query("SELECT id FROM case_studies WHERE slug = ?").get(slug) as { id: number }).id;
const titleOf = (id: number) =>
  (app.sqlite.query("SELECT title FROM case_studies WHERE id = ?").get(id) as { title: string }).title;

describe("the case study editor page", () => {
  test("'Save draft' on an empty page says what is missing and sends nothing", async () => {
    const before = count();
    const { user, page } = await openEditor("case-study", null);
    expect(page.getByRole("heading", { level: 1 }).textContent).toBe("New case study");
    await user.click(page.getByRole("button", { name: "Save draft" }));
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
    expect(page.getByRole("textbox", { name: "Problem" }).getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement === page.getByRole("textbox", { name: "Title" })).toBe(true));
    await replace(user, page.getByRole("textbox", { name: "Title" }), "Roadmaps That Hold");
    expect((page.getByRole("textbox", { name: "Slug" }) as HTMLInputElement).value).toBe("roadmaps-that-hold");
    expect(count()).toBe(before);
  });

  test("an edit opens the case study whole, Ctrl+S saves it, and its testimonial stays linked", async () => {
    const id = idOf("ledgerline-discovery-coaching");
    const linked = () =>
      (app.sqlite.query("SELECT name FROM testimonials WHERE case_study_id = ?").get(id) as { name: string } | null)
        ?.name;
    expect(linked()).toBe("Priya Raman");

    const { user, page } = await openEditor("case-study", id);
    expect((page.getByRole("textbox", { name: "Client" }) as HTMLInputElement).value).toBe("Ledgerline");
    expect((page.getByRole("textbox", { name: "Figure 1" }) as HTMLInputElement).value).toBe("+8 pts");
    expect(page.getByRole("textbox", { name: "Problem" }).textContent).toContain("loudest customer");
    // A published one: its menu offers 'Update' and 'Unpublish', and there is no 'Publish at' field left.
    expect(page.getByRole("button", { name: "Update" })).toBeTruthy();
    expect(page.getByRole("button", { name: "Unpublish" })).toBeTruthy();
    expect(page.queryByRole("textbox", { name: /Publish at/ })).toBeNull();

    await replace(user, page.getByRole("textbox", { name: "Title" }), "Discovery habits, eight points later");
    await user.keyboard("{Control>}s{/Control}");
    await toastSaying("Case study saved");
    await waitFor(() => expect(document.querySelector("[data-save-status]")!.textContent).toStartWith("Saved "));
    expect(titleOf(id)).toBe("Discovery habits, eight points later");
    expect(linked()).toBe("Priya Raman");
    // The save is a version of its history.
    await page.findByText("Version 1");
  });

  test("a save over someone else's newer version is refused and changes nothing", async () => {
    const { id } = app.sqlite.query("SELECT id FROM case_studies ORDER BY id DESC LIMIT 1").get() as { id: number };
    const { user, page } = await openEditor("case-study", id);
    const current = titleOf(id);
    const someone = app.sqlite.query("SELECT id, username FROM users ORDER BY id LIMIT 1").get() as {
      id: number;
      username: string;
    };
    app.services.revisions.record("case-study", id, { title: current }, someone, "save");
    await replace(user, page.getByRole("textbox", { name: "Summary" }), "My own summary.");
    await user.click(page.getByRole("button", { name: "Update" }));
    await waitFor(() => expect(document.querySelector("[data-stale]")?.getAttribute("role")).toBe("alert"));
    expect(document.querySelector("[data-save-status]")!.textContent).toBe("Someone else changed this");
    expect(titleOf(id)).toBe(current);
  });

  test("a role that may not publish case studies is offered 'Save draft' alone", async () => {
    const { page } = await openEditor("case-study", null, {
      permissions: ["caseStudies.read", "caseStudies.write", "media.read", "media.upload"],
    });
    const actions = page.getAllByRole("button").filter((button) => button.hasAttribute("data-publish-action"));
    expect(actions.map((button) => button.textContent)).toEqual(["Save draft"]);
  });
});
