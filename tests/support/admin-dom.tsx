// The admin dashboard for component tests (decision 034): the island as the /admin page renders it,
// opened on one tab (and the editor page's island as /admin/posts/{id} renders it), against the real app that `serveApp` serves (tests/support/dom.ts). A test
// signs the window in first (`signIn`), then acts on what the admin sees: roles, labels, texts.
import { expect } from "bun:test";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { AdminTab } from "../../src/content/admin-tabs";
import AdminDashboard from "../../src/islands/admin/AdminDashboard";
import { actionsOf } from "../../src/services/access-policy";
import { tabsOfRole } from "../../src/pages/admin";
import { queryClient } from "../../src/islands/admin/shared/data/query";
import type { Role } from "../../src/shared/roles";
import type { EditedKind } from "../../src/islands/admin/shared/data/paths";
import AdminEditor from "../../src/islands/admin/AdminEditor";

export type User = ReturnType<typeof userEvent.setup>;

/**
 * Renders the dashboard on `tab` at /admin?tab=… (plus `query`, a list's address state), and waits
 * for the tab's panel to show its code. Answers the user and the panel's queries. `as.role`: the
 * dashboard of that role (sign the window in as an account of it too); an Administrator's otherwise.
 */
export async function openAdminTab(tab: AdminTab, query = "", as?: { role: Role }) {
  window.history.replaceState(null, "", `/admin?tab=${tab}${query ? `&${query}` : ""}`);
  const user = userEvent.setup({ delay: null });
  // As the page hands them over (src/pages/admin.tsx): the role's actions, or everything.
  const permissions = as ? actionsOf(as.role) : undefined;
  // A page's first load: no answer an earlier test read (a signed-in window of another role, say).
  queryClient.clear();
  const tabs = as ? tabsOfRole(as.role) : undefined;
  render(<AdminDashboard displayName="Site Admin" initialTab={tab} tabs={tabs} permissions={permissions} />);
  const panel = await screen.findByRole("tabpanel", {}, { timeout: 10_000 });
  // The tab's code is loaded with import() when it first opens; "Loading…" says so meanwhile.
  await waitFor(() => expect(panel.textContent).not.toStartWith("Loading…"), { timeout: 10_000 });
  return { user, panel: within(panel) };
}

/** The toast showing now (the page's one notification region): its text, once it holds `text`. */
export async function toastSaying(text: string): Promise<string> {
  // First the region's text alone: a role query over a whole tab, run at each change of the page
  // while a dialog closes and a list is read again, takes seconds each time on a busy machine.
  await waitFor(() => expect(document.querySelector("[data-toast-region]")?.textContent ?? "").toContain(text), {
    timeout: 10_000,
  });
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

/**
 * Opens `tab` while its list's `table` is moved away, so that the list's first read fails, and waits
 * for `failed` in the product's toast and in the list itself; then puts the table back.
 */
export async function openTabWhoseReadFails(
  app: { sqlite: { exec(sql: string): unknown } },
  tab: AdminTab,
  table: string,
  failed: string,
) {
  app.sqlite.exec(`ALTER TABLE ${table} RENAME TO ${table}_away`);
  try {
    const opened = await openAdminTab(tab);
    await toastSaying(failed);
    await waitFor(() => expect(shown(failed, "main")).toBe(true));
    return opened;
  } finally {
    app.sqlite.exec(`ALTER TABLE ${table}_away RENAME TO ${table}`);
  }
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
  return where === "page" ? found.length > 0 : found.some((element) => !element.closest("[data-toast-region]"));
}

/**
 * Renders the editor page's island as /admin/posts/{id} (or …/new, `id` null) renders it, for an
 * account whose role takes `permissions` (an Administrator's unless told), on `timeZone`'s clock,
 * and waits for its fields.
 */
export async function openEditor(
  kind: EditedKind,
  id: number | null,
  options: { timeZone?: string; permissions?: readonly string[] } = {},
) {
  const base = { post: "/admin/posts", resource: "/admin/resources", "case-study": "/admin/case-studies" }[kind];
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
