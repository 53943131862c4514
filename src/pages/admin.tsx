// /admin: decided by the server, never by the browser (docs/architecture.md#departures). No session: 'Admin Access
// Required' with 'Sign in to access the admin area.' (401); a 'user' account: the dashboard with
// its My Account tab alone (docs/product.md#account); an active admin: the dashboard island, on the tab ?tab= names (an
// unknown name opens the default tab). Never cached.
import { AdminAccessRequired } from "../components/AdminAccessRequired";
import { adminContent as content } from "../content/account";
import { ADMIN_TABS, type AdminTab, DEFAULT_ADMIN_TAB, isAdminTab } from "../content/admin-tabs";
import { type Action, actionsOf, may, type Role } from "../services/access-policy";
import { adminStandingOf, mayUseAdmin } from "../services/users";
import { Island } from "./Island";
import type { CurrentUser } from "../http/context";
import type { Page, PageMeta, PageView } from "./page";

/**
 * The action a role needs to open each tab (docs/product.md#roles): a tab the role may not use is not
 * shown. The server refuses its calls anyway; this only spares the role a tab of refusals.
 */
const TAB_ACTION: Record<AdminTab, Action | null> = {
  home: "overview.read",
  blog: "posts.read",
  pages: "pages.read",
  resources: "resources.read",
  "case-studies": "caseStudies.read",
  testimonials: "testimonials.read",
  users: "users.manage",
  settings: "settings.manage",
  messages: "messages.read",
  leads: "leads.read",
  bookings: "bookings.read",
  media: "media.read",
  activity: "activity.read",
  analytics: "analytics.read",
  account: null,
};

/** The tabs an account of `role` may open, in their order. */
export function tabsOfRole(role: Role): AdminTab[] {
  return ADMIN_TABS.filter((tab) => {
    const action = TAB_ACTION[tab];
    return action === null || may(role, action);
  });
}

/** The admin's answer to a visitor who may not see it: 401 signed out, 403 without the right. */
export function accessRequiredView(user: CurrentUser | null, meta: PageMeta): PageView {
  return {
    status: user ? 403 : 401,
    cache: "private",
    meta,
    body: (
      <div className="bg-bg px-4 py-16 sm:py-24">
        <AdminAccessRequired reason={user ? "no-permission" : "signed-out"} />
      </div>
    ),
  };
}

export const adminPage: Page = ({ user, query, settings }) => {
  const meta = { ...content.meta, path: "/admin", noindex: true };
  if (!user?.isActive) {
    return accessRequiredView(user, meta);
  }
  // A 'user' account, and an admin the two-factor policy holds back (docs/architecture.md#two-factor),
  // see their own account only (docs/product.md#account).
  const standing = adminStandingOf(user, settings.requireTwoFactorForAdmins);
  const tabs: AdminTab[] = standing === "admin" ? tabsOfRole(user.role) : ["account"];
  const asked = isAdminTab(query.tab) ? query.tab : DEFAULT_ADMIN_TAB;
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  const admin = mayUseAdmin(user);
  const dashboard = (
    <Island
      name="AdminDashboard"
      props={{
        displayName: name || user.username,
        tabs,
        initialTab: tabs.includes(asked) ? asked : tabs[0],
        timeZone: settings.timeZone,
        permissions: standing === "admin" ? actionsOf(user.role) : [],
        // Under the guard's heading, the dashboard names no heading of its own.
        titled: admin,
      }}
    />
  );
  if (!admin) {
    // Still refused the admin area (403, the guard's text), with the account page beneath it.
    return {
      status: 403,
      cache: "private",
      meta,
      body: (
        <div className="container-page flex flex-col gap-10 py-10 sm:py-14">
          <AdminAccessRequired reason="no-permission" />
          {dashboard}
        </div>
      ),
    };
  }
  return { cache: "private", meta, body: <div className="container-page py-10 sm:py-14">{dashboard}</div> };
};
