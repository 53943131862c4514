// The technologies / industries panel of /expertise. An island because switching tabs needs the
// browser; without JavaScript both lists are rendered one after the other (see Tabs). The lists and
// their labels come as props from the page's document (docs/product.md#pages-editor).
import { useState } from "react";
import { Tabs } from "../components/ui/Tabs";
import type { LandscapeTabId } from "../content/expertise";
import type { LandscapeItemContent as LandscapeItem } from "../shared/schemas/pages/expertise";

type LandscapeTab = { id: LandscapeTabId; label: string; items: readonly LandscapeItem[] };

export default function LandscapeTabs({
  defaultTab,
  label,
  tabs,
}: {
  defaultTab: LandscapeTabId;
  label: string;
  tabs: readonly LandscapeTab[];
}) {
  const [selected, setSelected] = useState<LandscapeTabId>(defaultTab);
  return (
    <Tabs
      label={label}
      items={tabs.map((tab) => ({
        id: tab.id,
        label: tab.label,
        panel: <LandscapePanel id={tab.id} heading={tab.label} items={tab.items} />,
      }))}
      selectedKey={selected}
      onSelectionChange={setSelected}
      columnsClassName="mx-auto max-w-md grid-cols-2"
      keepHeight
    />
  );
}

function LandscapePanel({
  id,
  heading,
  items,
}: {
  id: LandscapeTabId;
  heading: string;
  items: readonly LandscapeItem[];
}) {
  return (
    <>
      {/* The tab already names the panel when scripts run; stacked without them, the heading does. */}
      <h3 id={`landscape-${id}`} className="mb-6 text-xl font-semibold text-fg [html.js_&]:sr-only">
        {heading}
      </h3>
      <ul aria-labelledby={`landscape-${id}`} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {items.map((item) => (
          <li
            key={item.name}
            className="hyphens-auto break-words rounded-xl border border-border bg-surface p-4 shadow-sm sm:p-5"
          >
            <h4 className="text-[0.9375rem] font-semibold leading-snug text-fg sm:text-base">{item.name}</h4>
            <p className="mt-1 text-[0.8125rem] leading-5 text-muted sm:text-sm sm:leading-6">{item.description}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
