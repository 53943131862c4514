// /admin: decided by the server, never by the browser (docs/architecture.md#departures). No session: 'Admin Access
// Required' with 'Sign in to access the admin area.' (401); a session without admin rights: the
// no-permission text (403); an active admin: the dashboard island, on the tab ?tab= names (an
// unknown name opens the default tab). Never cached.
import { AdminAccessRequired } from "../components/AdminAccessRequired";
import { adminContent as content } from "../content/account";
import { DEFAULT_ADMIN_TAB, isAdminTab } from "../content/admin";
import { isActiveAdmin } from "../services/users";
import { Island } from "./Island";
import type { Page } from "./page";

export const adminPage: Page = ({ user, query, settings }) => {
  const meta = { ...content.meta, path: "/admin", noindex: true };
  if (!user || !isActiveAdmin(user)) {
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
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return {
    cache: "private",
    meta,
    body: (
      <div className="container-page py-10 sm:py-14">
        <Island
          name="AdminDashboard"
          props={{
            displayName: name || user.username,
            initialTab: isAdminTab(query.tab) ? query.tab : DEFAULT_ADMIN_TAB,
            timeZone: settings.timeZone,
          }}
        />
      </div>
    ),
  };
};
