// The admin dashboard's tabs, in order (docs/product.md#admin, §8): the page /admin reads them on the
// server to open the tab named by ?tab=, and the dashboard shows them. Their names are in
// src/islands/admin/texts.ts.

/**
 * docs/product.md#screens's four tabs, Settings (docs/product.md#admin-settings), then Messages, Media and
 * Activity (docs/architecture.md#departures: stored contact messages, the media library, the audit log).
 */
export const ADMIN_TABS = [
  // What needs doing this week, first (docs/product.md#admin-home; decision 046).
  "home",
  "blog",
  // The public pages' words (docs/product.md#admin-pages).
  "pages",
  "resources",
  "case-studies",
  "testimonials",
  "users",
  "settings",
  "messages",
  "leads",
  // Scheduling as the firm runs it (docs/product.md#admin-bookings): only for roles with bookings.read.
  "bookings",
  "media",
  "activity",
  "analytics",
  // Every signed-in user's own account (docs/product.md#account), last; a 'user' sees only this tab.
  "account",
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number];

/**
 * The tab a bare /admin opens: Home, not the original spec's Blog Posts (docs/architecture.md#departures,
 * decision 046); /admin?tab=blog opens Blog Posts.
 */
export const DEFAULT_ADMIN_TAB: AdminTab = "home";

export function isAdminTab(value: unknown): value is AdminTab {
  return typeof value === "string" && (ADMIN_TABS as readonly string[]).includes(value);
}
