// The admin area for a signed-in admin (docs/product.md#screens): 'Admin Dashboard', who is signed in, Logout and
// the tabs Home (the default: docs/product.md#admin-home, decision 046), Blog Posts, Resources, Testimonials, Users
// and Settings (docs/product.md#admin-settings), those the role may use (./shared/data/permissions.ts), then
// Messages (its label counts the messages not yet handled), Leads (docs/product.md#leads), Media (the image library) and Activity (docs/architecture.md#departures). The server only renders it for
// an active admin (src/pages/admin.tsx); while it is open it asks /api/auth/check every 5 minutes
// and shows the guard once the session has ended or lost its admin rights. Logout ends the session
// on the server, says so in a toast and returns to / after 1.5 s; without JavaScript the button posts to /logout.
//
// One island, split by tab: a tab's code (the blog tab carries the Slate editor) is fetched with
// import() when the tab is first opened, so /admin downloads only what is shown and no public page
// downloads any of it. The open tab is kept in the address (?tab=…, read by the server for the first
// render), so a reload stays on it. Tabs are activated with Enter or Space after the arrow keys move
// between them (manual activation: a tab may need to load, and may ask about unsaved changes).
// Switching tab, logging out or leaving the page with unsaved changes asks first.
import { type ComponentType, type FormEvent, useCallback, useEffect, useState } from "react";
import { Button, Form, TabPanel, Tabs } from "react-aria-components";
import { AdminAccessRequired, type AdminAccessReason } from "../../components/AdminAccessRequired";
import { iconLoader, iconLogOut, SvgIcon } from "../../components/Icon";
import { useHydrated } from "../../components/ui/Tabs";
import { apiRequest } from "../../client/api";
import { showToast } from "../../client/toasts";
import { AFTER_LOGOUT_REDIRECT_MS, AUTH_RECHECK_MS, adminContent as content } from "../../content/account";
import { ADMIN_TABS, type AdminTab, DEFAULT_ADMIN_TAB, isAdminTab } from "../../content/admin-tabs";
import { dashboardTexts as texts } from "./texts";
import { StaticTabBar, TabBar } from "./tab-bar";
import { ADMIN_UNREAD_COUNT_PATH, AUTH_CHECK_PATH, AUTH_LOGOUT_PATH } from "./shared/data/paths";
import { BackupWarning } from "./settings/BackupWarning";
import { useDiscardGuard } from "./shared/forms/discard-guard";
import { withoutViewState } from "./shared/lists/address-state";
import { SiteTimeZone } from "./shared/data/site-time-zone";
import { type Permission, Permissions } from "./shared/data/permissions";
import { stopQueries, useApiQuery } from "./shared/data/query";
import { useHasUnsavedChanges, useWarnBeforeUnload } from "./shared/forms/unsaved";

type AdminDashboardProps = {
  /** The signed-in admin's name as shown: first and last name, or the username. */
  displayName: string;
  /**
   * The tabs this user may open: every tab for an admin; only My Account for a 'user' account or
   * an admin the two-factor policy holds back (docs/architecture.md#two-factor). All when absent.
   */
  tabs?: AdminTab[];
  /** Whether the dashboard shows its 'Admin Dashboard' heading (not under the guard's own). */
  titled?: boolean;
  /** The tab the address asked for (?tab=); Home when absent. */
  initialTab?: AdminTab;
  /** The site's time zone (settings.timeZone): scheduled moments are read and written on its clock. */
  timeZone?: string;
  /** What the role may do (the auth check's `permissions`); absent: everything (an Administrator). */
  permissions?: Permission[];
};

type AuthCheck = { authenticated?: boolean; isAdmin?: boolean; twoFactorSetupRequired?: boolean };

type TabModule = { default: ComponentType };

/** The tabs whose code is loaded when they are opened. */
const TAB_LOADERS: Partial<Record<AdminTab, () => Promise<TabModule>>> = {
  home: () => import("./home/HomeTab"),
  blog: () => import("./blog/BlogPostsTab"),
  pages: () => import("./pages/PagesTab"),
  resources: () => import("./resources/ResourcesTab"),
  "case-studies": () => import("./case-studies/CaseStudiesTab"),
  testimonials: () => import("./testimonials/TestimonialsTab"),
  users: () => import("./users/UsersTab"),
  settings: () => import("./settings/SettingsTab"),
  messages: () => import("./messages/MessagesTab"),
  leads: () => import("./leads/LeadsTab"),
  bookings: () => import("./bookings/BookingsTab"),
  media: () => import("./media/MediaTab"),
  activity: () => import("./activity/ActivityTab"),
  account: () => import("./account/AccountTab"),
  analytics: () => import("./analytics/AnalyticsTab"),
};

/** How often the Messages tab's count of messages not yet handled is read again. */
const UNREAD_REFRESH_MS = 30_000;

/** The address of the dashboard on a tab: the default tab has none. */
function addressOf(tab: AdminTab, current: string): string {
  // A list's search, filters and page, the Leads tab's open person (docs/product.md#leads): each
  // belongs to the tab it was chosen on.
  const url = withoutViewState(new URL(current));
  if (tab === DEFAULT_ADMIN_TAB) url.searchParams.delete("tab");
  else url.searchParams.set("tab", tab);
  return `${url.pathname}${url.search}${url.hash}`;
}

export default function AdminDashboard({
  displayName,
  tabs = [...ADMIN_TABS],
  titled = true,
  initialTab = DEFAULT_ADMIN_TAB,
  timeZone = "UTC",
  permissions,
}: AdminDashboardProps) {
  const [allowed] = useState(() => (permissions ? new Set(permissions) : null));
  const [refused, setRefused] = useState<AdminAccessReason | null>(null);
  const [leaving, setLeaving] = useState(false);
  const firstTab = tabs.includes(initialTab) ? initialTab : (tabs[0] ?? DEFAULT_ADMIN_TAB);
  const [tab, setTab] = useState<AdminTab>(firstTab);
  // Only an admin's dashboard is refused when the session loses its admin rights.
  const adminDashboard = tabs.length > 1;
  const unsaved = useHasUnsavedChanges();
  useWarnBeforeUnload(unsaved && !leaving);
  const { guard, dialog } = useDiscardGuard(unsaved);

  useEffect(() => {
    if (refused) return;
    const timer = setInterval(async () => {
      try {
        const check = await apiRequest<AuthCheck>(AUTH_CHECK_PATH);
        if (!check.authenticated) setRefused("signed-out");
        // The two-factor policy now holds this admin back: the server's page shows My Account alone.
        else if (check.twoFactorSetupRequired && adminDashboard) window.location.assign("/admin?tab=account");
        else if (!check.isAdmin && adminDashboard) setRefused("no-permission");
      } catch {
        // A failed check (offline, a restart) proves nothing; the next one asks again, and the
        // server refuses every admin call meanwhile if the session has really ended.
      }
    }, AUTH_RECHECK_MS);
    return () => clearInterval(timer);
  }, [refused, adminDashboard]);

  const openTab = useCallback((next: AdminTab) => {
    setTab(next);
    window.history.replaceState(window.history.state, "", addressOf(next, window.location.href));
  }, []);

  const requestTab = (next: AdminTab) => {
    if (next !== tab) guard(() => openTab(next));
  };

  async function leave() {
    if (leaving) return;
    setLeaving(true);
    stopQueries();
    try {
      await apiRequest(AUTH_LOGOUT_PATH, { method: "POST" });
    } catch {
      // Leave anyway: the cookie may already be gone, and / needs no session.
    }
    // Said before the page goes, so the pause reads as signing out (docs/product.md#admin-dashboard).
    showToast({ title: content.loggedOut, description: content.loggedOutDescription });
    setTimeout(() => window.location.assign("/"), AFTER_LOGOUT_REDIRECT_MS);
  }

  function logout(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    guard(() => void leave());
  }

  if (refused) {
    return (
      <div className="py-8">
        <AdminAccessRequired reason={refused} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 border-b border-border pb-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          {titled ? (
            <h1 className="font-heading text-3xl font-semibold tracking-tight text-fg">{content.heading}</h1>
          ) : null}
          <p className="mt-1 text-muted">
            {content.signedInAs} <span className="font-medium text-fg">{displayName}</span>
          </p>
        </div>
        <Form method="post" action="/logout" onSubmit={logout}>
          <Button type="submit" isDisabled={leaving} className="btn-outline">
            <SvgIcon drawing={iconLogOut} className="h-4 w-4" />
            {leaving ? content.loggingOut : content.logout}
          </Button>
        </Form>
      </div>

      <Permissions.Provider value={allowed}>
        {!allowed || allowed.has("status.read") ? <BackupWarning /> : null}
        <SiteTimeZone.Provider value={timeZone}>
          {/* The count of messages to handle, for a role that may read them. */}
          {adminDashboard && tabs.includes("messages") ? (
            <AdminTabs tabs={tabs} selected={tab} onSelect={requestTab} />
          ) : (
            <DashboardTabs tabs={tabs} unread={0} selected={tab} onSelect={requestTab} />
          )}
        </SiteTimeZone.Provider>
      </Permissions.Provider>
      {dialog}
    </div>
  );
}

/** The count of contact messages not yet handled, read in the browser while the dashboard is open. */
function useUnreadCount(): number {
  const query = useApiQuery<{ count?: number }>(ADMIN_UNREAD_COUNT_PATH, { refetchIntervalMs: UNREAD_REFRESH_MS });
  const count = query.data?.count;
  return typeof count === "number" && count > 0 ? count : 0;
}

type TabsProps = { tabs: AdminTab[]; selected: AdminTab; onSelect: (tab: AdminTab) => void };

/** An admin's tabs, the Messages tab with its count. */
function AdminTabs(props: TabsProps) {
  return <DashboardTabs {...props} unread={useUnreadCount()} />;
}

function DashboardTabs({ tabs, selected, onSelect, unread }: TabsProps & { unread: number }) {
  const hydrated = useHydrated();

  if (!hydrated) {
    // The server's picture of the tab row until the island runs; without JavaScript, a note.
    return (
      <div data-tabs="static">
        <StaticTabBar tabs={tabs} selected={selected} />
        <p className="mt-8 text-muted [html.js_&]:hidden">{texts.needsJavaScript}</p>
        <div className="mt-8 [html:not(.js)_&]:hidden">
          <TabLoading />
        </div>
      </div>
    );
  }

  return (
    <Tabs
      data-tabs="interactive"
      selectedKey={selected}
      keyboardActivation="manual"
      onSelectionChange={(key) => {
        if (isAdminTab(key)) onSelect(key);
      }}
    >
      <TabBar tabs={tabs} selected={selected} onSelect={onSelect} unread={unread} />
      {tabs.map((id) => (
        <TabPanel
          key={id}
          id={id}
          data-tab-panel={id}
          className={({ isFocusVisible }) =>
            `mt-8 rounded-xl outline-none ${isFocusVisible ? "ring-3 ring-ring ring-offset-4 ring-offset-bg" : ""}`
          }
        >
          <TabContent tab={id} />
        </TabPanel>
      ))}
    </Tabs>
  );
}

function TabLoading() {
  return (
    <p role="status" className="flex items-center gap-3 text-muted">
      <SvgIcon drawing={iconLoader} className="h-5 w-5 motion-safe:animate-spin" />
      {texts.loadingTab}
    </p>
  );
}

// Loaded modules stay for the page's life: reopening a tab renders at once.
const loadedTabs: Partial<Record<AdminTab, ComponentType>> = {};

function TabContent({ tab }: { tab: AdminTab }) {
  const load = TAB_LOADERS[tab];
  const [Component, setComponent] = useState<ComponentType | null>(() => loadedTabs[tab] ?? null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is how "Try again" asks for another load
  useEffect(() => {
    if (!load || Component) return;
    let current = true;
    setFailed(false);
    load().then(
      (module) => {
        loadedTabs[tab] = module.default;
        if (current) setComponent(() => module.default);
      },
      (error: unknown) => {
        console.error(`The ${tab} tab could not be loaded:`, error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [load, tab, Component, attempt]);

  if (Component) return <Component />;
  if (failed) {
    return (
      <div role="alert" className="flex flex-col items-start gap-4 rounded-xl border border-border bg-surface p-6">
        <p className="text-fg">{texts.loadTabFailed}</p>
        <Button
          onPress={() => setAttempt((n) => n + 1)}
          className="btn-outline outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring"
        >
          {texts.retry}
        </Button>
      </div>
    );
  }
  return <TabLoading />;
}
