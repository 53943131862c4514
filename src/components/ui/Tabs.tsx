// The site's one tabs component, wrapping react-aria-components (keyboard arrows, Home/End, focus
// management and the ARIA tab pattern come from there).
//
// Tabs are rendered in two ways. The server, and the browser until the island has hydrated, render
// every panel as plain stacked content, each with its own heading: without JavaScript all of it is
// readable, focusable and reachable by its anchor, and the tab row (which could not work) is hidden.
// With JavaScript (the theme script puts class "js" on <html>) CSS shows the tab row and only the
// selected panel, so nothing moves when React Aria's tabs take over after hydration. React Aria's
// own force-mounted inactive panels are `inert`, which would hide them from assistive technology
// and block text selection if the server sent them to a browser without JavaScript; hence the
// plain pre-hydration markup. After hydration every panel stays mounted so in-page anchors inside
// them keep existing. With `keepHeight` (for panels of about one size) the panels share one grid
// cell and the inactive ones are only invisible, so the block is as tall as its tallest panel and
// switching tabs moves nothing below it; otherwise inactive panels take no room at all.
import { useSyncExternalStore, type ReactNode } from "react";
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from "react-aria-components";

type TabItem<K extends string> = {
  id: K;
  /** The tab's text. */
  label: string;
  /** The panel content, which should start with its own heading so panels read well stacked. */
  panel: ReactNode;
  /** An in-page anchor placed on the panel's content (e.g. "fractional-cpo"). */
  anchorId?: string;
};

type TabsProps<K extends string> = {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem<K>[];
  selectedKey: K;
  onSelectionChange: (key: K) => void;
  /** Grid columns of the tab row, e.g. "grid-cols-2 sm:grid-cols-4". */
  columnsClassName?: string;
  /** Reserve the tallest panel's height, so switching tabs moves nothing below. */
  keepHeight?: boolean;
};

const noop = () => () => {};

/** False on the server and during hydration, true once the island runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

const listClass = "grid gap-1 rounded-xl border border-border bg-surface-muted p-1";

function tabClass(selected: boolean): string {
  return `flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-3 py-2 text-center text-sm font-semibold transition-colors ${
    selected ? "bg-primary text-primary-fg shadow-sm" : "text-muted hover:bg-surface hover:text-fg"
  }`;
}

const panelClass = "mt-8 rounded-xl";
// Without JavaScript the panels stand one after another, separated by a rule.
const stackedDivider =
  "[html:not(.js)_&]:mt-12 [html:not(.js)_&]:border-t [html:not(.js)_&]:border-border [html:not(.js)_&]:pt-12";

export function Tabs<K extends string>({
  label,
  items,
  selectedKey,
  onSelectionChange,
  columnsClassName = "grid-cols-2",
  keepHeight = false,
}: TabsProps<K>) {
  const hydrated = useHydrated();
  // With JavaScript: the panels stacked in one cell, or the inactive ones out of the layout.
  const stack = keepHeight ? "grid grid-cols-[minmax(0,1fr)]" : "";
  const stacked = keepHeight ? "[grid-area:1/1]" : "";
  const inactive = keepHeight ? "data-inert:invisible" : "data-inert:hidden";

  if (!hydrated) {
    return (
      <div data-tabs="static">
        {/* A picture of the tab row for the moment before hydration; hidden without JavaScript. */}
        <div aria-hidden="true" className={`${listClass} ${columnsClassName} [html:not(.js)_&]:hidden`}>
          {items.map((item) => (
            <div key={item.id} className={tabClass(item.id === selectedKey)}>
              {item.label}
            </div>
          ))}
        </div>
        <div className={keepHeight ? "[html.js_&]:grid [html.js_&]:grid-cols-[minmax(0,1fr)]" : undefined}>
          {items.map((item, index) => (
            <div
              key={item.id}
              id={item.anchorId}
              data-tab-panel={item.id}
              className={`${panelClass} ${keepHeight ? "[html.js_&]:[grid-area:1/1]" : ""} ${item.id === selectedKey ? "" : keepHeight ? "[html.js_&]:invisible" : "[html.js_&]:hidden"} ${index > 0 ? stackedDivider : ""}`}
            >
              {item.panel}
            </div>
          ))}
        </div>
      </div>
    );
  }

  return (
    <AriaTabs
      data-tabs="interactive"
      selectedKey={selectedKey}
      onSelectionChange={(key: Key) => {
        const match = items.find((item) => item.id === key);
        if (match) onSelectionChange(match.id);
      }}
    >
      <TabList aria-label={label} className={`${listClass} ${columnsClassName}`}>
        {items.map((item) => (
          <Tab
            key={item.id}
            id={item.id}
            className={({ isSelected, isFocusVisible }) =>
              `${tabClass(isSelected)} outline-none ${isFocusVisible ? "ring-3 ring-ring ring-offset-2 ring-offset-surface-muted" : ""}`
            }
          >
            {item.label}
          </Tab>
        ))}
      </TabList>
      <div className={stack}>
        {items.map((item) => (
          <TabPanel
            key={item.id}
            id={item.id}
            shouldForceMount
            data-tab-panel={item.id}
            className={({ isFocusVisible }) =>
              `${panelClass} ${stacked} ${inactive} outline-none ${isFocusVisible ? "ring-3 ring-ring ring-offset-4 ring-offset-bg" : ""}`
            }
          >
            <div id={item.anchorId} className="h-full">
              {item.panel}
            </div>
          </TabPanel>
        ))}
      </div>
    </AriaTabs>
  );
}
