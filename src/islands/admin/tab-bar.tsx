// The dashboard's row of tabs (docs/product.md#admin-dashboard): on one line from 1280 px wide; below
// that a 'Menu' button that opens the list of tabs, beside the open tab's name (a row of 12 tabs
// would wrap into a block of buttons on a phone). Both choose the same tab: the menu's items call
// what a tab's activation calls, and the tab list stays in the page (hidden) so the open panel keeps
// its tab's name.
import { Button, Menu, MenuItem, MenuTrigger, Popover, Tab, TabList } from "react-aria-components";
import { iconMenu, SvgIcon } from "../../components/Icon";
import { type AdminTab, isAdminTab } from "../../content/admin-tabs";
import { dashboardTexts as texts } from "./texts";

/** Below this width (Tailwind's xl) the tabs are a menu. */
const oneLine = "xl:flex";

// One line of tabs sharing the width; the labels never wrap.
const listClass = `hidden gap-1 rounded-xl border border-border bg-surface-muted p-1 ${oneLine}`;

function tabClass(selected: boolean): string {
  return `flex min-h-11 flex-1 cursor-pointer items-center justify-center whitespace-nowrap rounded-lg px-2.5 py-2 text-center text-sm font-semibold transition-colors ${
    selected ? "bg-primary text-primary-fg shadow-sm" : "text-muted hover:bg-surface hover:text-fg"
  }`;
}

/** The Messages tab's name with its count, as announced: "Messages, 2 unread". */
function tabName(id: AdminTab, unread: number): string {
  return id === "messages" && unread > 0 ? `${texts.tabs[id]}, ${texts.unread(unread)}` : texts.tabs[id];
}

function TabLabel({ id, unread }: { id: AdminTab; unread: number }) {
  if (id !== "messages" || unread === 0) return <>{texts.tabs[id]}</>;
  // The tab's aria-label says it in words; the badge is what the eye reads.
  return (
    <span className="inline-flex items-center gap-2">
      {texts.tabs[id]}
      <span
        aria-hidden="true"
        data-unread-count
        className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs leading-none font-bold text-bg"
      >
        {unread}
      </span>
    </span>
  );
}

export type TabBarProps = {
  tabs: AdminTab[];
  selected: AdminTab;
  onSelect: (tab: AdminTab) => void;
  unread: number;
};

/** The tab list (wide screens) and the menu (narrow ones), inside the dashboard's <Tabs>. */
export function TabBar({ tabs, selected, onSelect, unread }: TabBarProps) {
  return (
    <>
      <TabMenu tabs={tabs} selected={selected} onSelect={onSelect} unread={unread} />
      <TabList aria-label={texts.tabListLabel} className={listClass}>
        {tabs.map((id) => (
          <Tab
            key={id}
            id={id}
            aria-label={tabName(id, unread)}
            className={({ isSelected, isFocusVisible }) =>
              `${tabClass(isSelected)} outline-none ${isFocusVisible ? "ring-3 ring-ring ring-offset-2 ring-offset-surface-muted" : ""}`
            }
          >
            <TabLabel id={id} unread={unread} />
          </Tab>
        ))}
      </TabList>
    </>
  );
}

const menuItemClass =
  "flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm text-fg outline-none data-focused:bg-surface-muted data-selected:font-semibold data-selected:text-primary";

const menuBarClass = "flex items-center gap-3 rounded-xl border border-border bg-surface-muted p-1 xl:hidden";

/** The server's picture of the bar until the island runs: the line of tabs, or the menu's place. */
export function StaticTabBar({ tabs, selected }: { tabs: AdminTab[]; selected: AdminTab }) {
  return (
    <div aria-hidden="true">
      <div className={menuBarClass}>
        <span className="btn-outline min-h-11">
          <SvgIcon drawing={iconMenu} className="h-4 w-4" />
          {texts.menu}
        </span>
        <span className="truncate font-semibold text-fg">{texts.tabs[selected]}</span>
      </div>
      <div className={listClass}>
        {tabs.map((id) => (
          <div key={id} className={tabClass(id === selected)}>
            {texts.tabs[id]}
          </div>
        ))}
      </div>
    </div>
  );
}

function TabMenu({ tabs, selected, onSelect, unread }: TabBarProps) {
  return (
    <div className={menuBarClass} data-tab-menu>
      <MenuTrigger>
        <Button
          aria-label={texts.menuLabel}
          className="btn-outline min-h-11 outline-none data-focus-visible:ring-2 data-focus-visible:ring-ring"
        >
          <SvgIcon drawing={iconMenu} className="h-4 w-4" />
          {texts.menu}
        </Button>
        <Popover className="max-h-[70vh] min-w-56 overflow-auto rounded-md border border-border bg-surface p-1 text-fg shadow-lg outline-none">
          <Menu
            aria-label={texts.tabListLabel}
            selectionMode="single"
            selectedKeys={[selected]}
            onAction={(key) => {
              if (isAdminTab(key)) onSelect(key);
            }}
            className="outline-none"
          >
            {tabs.map((id) => (
              <MenuItem
                key={id}
                id={id}
                textValue={tabName(id, unread)}
                aria-label={tabName(id, unread)}
                className={menuItemClass}
              >
                <TabLabel id={id} unread={unread} />
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      </MenuTrigger>
      <p className="truncate font-semibold text-fg" data-open-tab>
        {texts.tabs[selected]}
      </p>
    </div>
  );
}
