// The admin dashboard for component tests (decision 034): the island as the /admin page renders it,
// opened on one tab (and the editor page's island as /admin/posts/{id} renders it), against the real app that `serveApp` serves (tests/support/dom.ts). A test
// signs the window in first (`signIn`), then acts on what the admin sees: roles, labels, texts.
import { expect } from "bun:test";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminTab } from "../../src/content/admin-tabs";
import AdminDashboard from "../../src/islands/admin/AdminDashboard";
import AdminEditor from "../../src/islands/admin/AdminEditor";
import { actionsOf } from "../../src/services/access-policy";

export type User = ReturnType<typeof userEvent.setup>;

/**
 * Renders the dashboard on `tab` at /admin?tab=… (plus `query`, a list's address state), and waits
 * for the tab's panel to show its code. Answers the user and the panel's queries.
 */
export async function openAdminTab(tab: AdminTab, query = "") {
  window.history.replaceState(null, "", `/admin?tab=${tab}${query ? `&${query}` : ""}`);
  const user = userEvent.setup({ delay: null });
  render(<AdminDashboard displayName="Site Admin" initialTab={tab} />);
  const panel = await screen.findByRole("tabpanel", {}, { timeout: 10_000 });
  // The tab's code is loaded with import() when it first opens; "Loading…" says so meanwhile.
  await waitFor(() => expect(panel.textContent).not.toStartWith("Loading…"), { timeout: 10_000 });
  return { user, panel: within(panel) };
}

/** The toast showing now (the page's one notification region): its text, once it holds `text`. */
export async function toastSaying(text: string): Promise<string> {
  let said = "";
  await waitFor(
    () => {
      const region = screen.getByRole("region", { name: "Notification" });
      said = within(region).getByRole("alertdialog").textContent ?? "";
      expect(said).toContain(text);
    },
    { timeout: 10_000 },
  );
  return said;
}

/** Puts `text` in place of `field`'s value in one input, as a paste over a selection does. */
export async function replace(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.paste(text);
}

/**
 * Whether `text` is shown on the page, whole (in an element of its own); outside the toast when
 * `where` is "main". A boolean, so a failure prints no element tree.
 */
export function shown(text: string, where: "page" | "main" = "page"): boolean {
  const found = screen.queryAllByText(text);
  return where === "page" ? found.length > 0 : found.some((element) => !element.closest("[data-toasts]"));
}

/**
 * Renders the editor page's island as /admin/posts/{id} (or …/new, `id` null) renders it, for an
 * account whose role takes `permissions` (an Administrator's unless told), on `timeZone`'s clock,
 * and waits for its fields.
 */
export async function openEditor(
  kind: "post" | "resource",
  id: number | null,
  options: { timeZone?: string; permissions?: readonly string[] } = {},
) {
  const base = kind === "post" ? "/admin/posts" : "/admin/resources";
  window.history.replaceState(null, "", `${base}/${id ?? "new"}`);
  const user = userEvent.setup({ delay: null });
  render(
    <AdminEditor
      kind={kind}
      id={id}
      timeZone={options.timeZone ?? "UTC"}
      permissions={options.permissions ?? actionsOf("admin")}
    />,
  );
  await waitFor(() => expect(document.querySelector("[data-editor-form]")).not.toBeNull(), { timeout: 10_000 });
  return { user, page: within(document.querySelector<HTMLElement>("[data-editor-page]")!) };
}
