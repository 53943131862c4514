// The four-tab service panel of /services. An island because choosing a tab, and opening the tab
// named by the address's hash (/services#product-operations, or an offering card's link on the
// page), need the browser. Without JavaScript the four panels are rendered stacked (see Tabs). The
// tabs' texts come as props from the page's document (docs/product.md#pages-editor); a tab whose
// service has public case studies ends with a link to them (docs/product.md#case-studies).
import { useEffect, useRef, useState, type ReactNode } from "react";
import { IconBadge } from "../components/IconBadge";
import { Tabs } from "../components/ui/Tabs";
import {
  SvgIcon,
  iconArrowRight,
  iconCheckCircle,
  iconLock,
  iconSettings,
  iconTarget,
  iconUserSecret,
  iconUsers,
} from "../components/Icon";
import type { IconName } from "../content/icons";
import { isServiceId, type ServiceId } from "../content/services";
import type { ServicesPageDocument, ServiceTabContent as ServiceTab } from "../shared/schemas/pages/services";

type TabHeadings = ServicesPageDocument["tabHeadings"];

/** A tab's link to its service's case studies. */
type CaseStudiesLink = { href: string; label: string };

// Only the drawings the panels show, to keep the island small.
const tabIcons: Partial<Record<IconName, ReactNode>> = {
  target: iconTarget,
  users: iconUsers,
  settings: iconSettings,
  "user-secret": iconUserSecret,
};

function hashServiceId(): ServiceId | null {
  let id = window.location.hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    return null;
  }
  return isServiceId(id) ? id : null;
}

export default function ServiceTabs({
  defaultTab,
  tabs,
  headings,
  caseStudies = {},
}: {
  defaultTab: ServiceId;
  tabs: readonly ServiceTab[];
  headings: TabHeadings;
  /** Per service with public case studies, the link to them. */
  caseStudies?: Partial<Record<ServiceId, CaseStudiesLink>>;
}) {
  const [selected, setSelected] = useState<ServiceId>(defaultTab);
  const [scrollRequest, setScrollRequest] = useState(0);
  const wrapper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const openFromHash = () => {
      const id = hashServiceId();
      if (!id) return;
      setSelected(id);
      setScrollRequest((n) => n + 1);
    };
    openFromHash();
    window.addEventListener("hashchange", openFromHash);

    // A link to the hash already in the address fires no hashchange (e.g. choosing another tab,
    // then the first offering card again), so such clicks are handled here.
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href]") : null;
      if (!link) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) return;
      if (url.hash !== window.location.hash || !hashServiceId()) return;
      event.preventDefault();
      openFromHash();
    };
    document.addEventListener("click", onClick);
    return () => {
      window.removeEventListener("hashchange", openFromHash);
      document.removeEventListener("click", onClick);
    };
  }, []);

  useEffect(() => {
    if (scrollRequest > 0) wrapper.current?.scrollIntoView({ block: "start" });
  }, [scrollRequest]);

  const choose = (id: ServiceId) => {
    setSelected(id);
    // Keep the address shareable without scrolling or adding history entries.
    if (window.location.hash !== `#${id}`) history.replaceState(history.state, "", `#${id}`);
  };

  return (
    <div ref={wrapper} className="scroll-mt-20">
      <Tabs
        label={headings.tabListAria}
        items={tabs.map((tab) => ({
          id: tab.id,
          label: tab.tabLabel,
          anchorId: tab.id,
          panel: <ServicePanel tab={tab} headings={headings} caseStudies={caseStudies[tab.id]} />,
        }))}
        selectedKey={selected}
        onSelectionChange={choose}
        columnsClassName="grid-cols-2 lg:grid-cols-4"
      />
    </div>
  );
}

function ServicePanel({
  tab,
  headings,
  caseStudies,
}: {
  tab: ServiceTab;
  headings: TabHeadings;
  caseStudies?: CaseStudiesLink;
}) {
  return (
    <article className="rounded-xl border border-border bg-surface p-6 shadow-sm sm:p-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <IconBadge>
          <SvgIcon drawing={tabIcons[tab.icon]} className="h-6 w-6" />
        </IconBadge>
        <div>
          <h2 className="font-heading text-2xl font-semibold tracking-tight text-fg sm:text-3xl">{tab.title}</h2>
          <p className="mt-3 max-w-3xl leading-7 text-muted">{tab.summary}</p>
        </div>
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-5">
        <PanelList
          id={`${tab.id}-benefits`}
          heading={headings.keyBenefits}
          className="lg:col-span-2"
          listClassName="space-y-3"
        >
          {tab.keyBenefits.map((benefit) => (
            <li key={benefit} className="flex gap-3 leading-6 text-fg">
              <SvgIcon drawing={iconCheckCircle} className="check-icon" />
              <span>{benefit}</span>
            </li>
          ))}
        </PanelList>
        <PanelList
          id={`${tab.id}-components`}
          heading={headings.components}
          className="lg:col-span-3"
          listClassName="grid gap-4 sm:grid-cols-2"
        >
          {tab.components.map((component) => (
            <li key={component.title} className="rounded-lg border border-border bg-surface-muted p-4">
              <h4 className="font-semibold text-fg">{component.title}</h4>
              <p className="mt-1 text-sm leading-6 text-muted">{component.description}</p>
            </li>
          ))}
        </PanelList>
      </div>

      {tab.howItWorks ? (
        <section
          aria-labelledby={`${tab.id}-how-it-works`}
          className="mt-8 rounded-xl border border-accent/40 bg-accent-soft p-6"
        >
          <h3 id={`${tab.id}-how-it-works`} className="flex items-center gap-2 text-lg font-semibold text-fg">
            <SvgIcon drawing={iconLock} className="h-5 w-5 text-accent" />
            {tab.howItWorks.title}
          </h3>
          {tab.howItWorks.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-7 text-fg">
              {paragraph}
            </p>
          ))}
          <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {tab.howItWorks.steps.map((step, index) => (
              <li key={step.title} className="rounded-lg bg-surface p-4 shadow-sm">
                <span
                  aria-hidden="true"
                  className="inline-flex h-7 w-7 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-fg"
                >
                  {index + 1}
                </span>
                <h4 className="mt-2 font-semibold text-fg">{step.title}</h4>
                <p className="mt-1 text-sm leading-6 text-muted">{step.description}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {caseStudies ? (
        <a
          href={caseStudies.href}
          className="mt-8 inline-flex items-center gap-1.5 font-semibold text-primary hover:underline"
          data-service-case-studies={tab.id}
        >
          {caseStudies.label}
          <span className="sr-only">{` about ${tab.title}`}</span>
          <SvgIcon drawing={iconArrowRight} className="h-4 w-4" />
        </a>
      ) : null}
    </article>
  );
}

/** One of the panel's lists under its h3, which names the list for screen readers. */
function PanelList({
  id,
  heading,
  className,
  listClassName,
  children,
}: {
  id: string;
  heading: string;
  className: string;
  listClassName: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <h3 id={id} className="text-lg font-semibold text-fg">
        {heading}
      </h3>
      <ul aria-labelledby={id} className={`mt-4 ${listClassName}`}>
        {children}
      </ul>
    </div>
  );
}
